import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResultsSettings } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/accounts/mpi-user/results-settings — results as text, EDM, the imaging import and its limits. */
export const resultsSettingsQuery = queryOptions({
  queryKey: ['settings', 'results'],
  queryFn: () => api<ResultsSettings>('/mpi/accounts/mpi-user/results-settings'),
  staleTime: 5 * 60_000,
});
export const useResultsSettings = () => useQuery(resultsSettingsQuery);
