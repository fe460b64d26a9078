import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationSettings } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/accounts/mpi-user/application-settings — module flags. */
export const applicationSettingsQuery = queryOptions({
  queryKey: ['settings', 'application'],
  queryFn: () => api<ApplicationSettings>('/mpi/accounts/mpi-user/application-settings'),
  staleTime: 5 * 60_000,
});
export const useApplicationSettings = () => useQuery(applicationSettingsQuery);
