/** The query keys of the document requests' calls. */
export const requestKeys = {
  all: ['clinic', 'document-requests'] as const,
  list: (filters: object) => [...requestKeys.all, 'list', filters] as const,
  one: (requestId: number) => [...requestKeys.all, 'one', requestId] as const,
};
