import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganisationDictionaries } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** GET /api/clinic/organisation/dictionaries: specialities, degrees, occupations, primary-care roles, service types. */
export const getOrganisationDictionaries = () => api<OrganisationDictionaries>('/clinic/organisation/dictionaries');

export const organisationDictionariesQuery = queryOptions({ queryKey: organisationKeys.dictionaries(), queryFn: getOrganisationDictionaries, staleTime: 10 * 60_000 });

export const useOrganisationDictionaries = () => useQuery(organisationDictionariesQuery);
