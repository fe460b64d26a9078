import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationSettings } from '@portal/contracts';
import { api } from '@portal/ui/api';

/**
 * GET /api/mpi/accounts/mpi-user/application-settings — module flags.
 *
 * Kept in the page's memory only (`staleTime` within one visit; nothing is persisted), so the next page
 * load reads it afresh; the server's answer is never reused by the browser unchecked (`no-store`, or
 * `no-cache` with an ETag), so a change made in the clinic console shows on that load at the latest.
 */
export const applicationSettingsQuery = queryOptions({
  queryKey: ['settings', 'application'],
  queryFn: () => api<ApplicationSettings>('/mpi/accounts/mpi-user/application-settings'),
  staleTime: 5 * 60_000,
});
export const useApplicationSettings = () => useQuery(applicationSettingsQuery);
