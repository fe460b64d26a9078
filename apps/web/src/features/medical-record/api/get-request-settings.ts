import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentRequestSettings } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/cdoc-requests/settings — default descriptions, delivery methods, completion days. */
export const requestSettingsQuery = queryOptions({
  queryKey: ['settings', 'document-requests'],
  queryFn: () => api<DocumentRequestSettings>('/mpi/cdoc-requests/settings'),
  staleTime: 5 * 60_000,
});
export const useRequestSettings = () => useQuery(requestSettingsQuery);
