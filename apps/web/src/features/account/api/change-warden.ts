import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WardenStatusChange } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { linkedProfilesQuery } from './linked-profiles';

/** PUT /api/mpi/accounts/mpi-user/patients/wardens — 204: the ward sets a warden link's state (C, J, P, D). */
export const changeWarden = (body: WardenStatusChange) => api<void>('/mpi/accounts/mpi-user/patients/wardens', { method: 'PUT', body });

export function useChangeWarden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWarden,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedProfilesQuery('wardens').queryKey }),
  });
}
