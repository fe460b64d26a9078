/** The query keys of the organisation's calls: a change of one kind refreshes every query of that kind. */
export const organisationKeys = {
  all: ['clinic', 'organisation'] as const,
  dictionaries: () => [...organisationKeys.all, 'dictionaries'] as const,
  units: () => [...organisationKeys.all, 'units'] as const,
  practitioners: () => [...organisationKeys.all, 'practitioners'] as const,
  services: () => [...organisationKeys.all, 'services'] as const,
  partners: () => [...organisationKeys.all, 'partners'] as const,
};
