import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EncountersSettings } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/accounts/mpi-user/encounters-settings — what the visits tab shows (diagnoses, recommendations, questionnaires). */
export const encountersSettingsQuery = queryOptions({
  queryKey: ['settings', 'encounters'],
  queryFn: () => api<EncountersSettings>('/mpi/accounts/mpi-user/encounters-settings'),
  staleTime: 5 * 60_000,
});
export const useEncountersSettings = () => useQuery(encountersSettingsQuery);
