import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/ui/api';
import { linkedProfilesQuery } from './linked-profiles';

/** DELETE /api/mpi/accounts/mpi-user/patients/parents/{accountId} — 204: the own record loses that parent. */
export const removeParent = (parentAccountId: number) => api<void>(`/mpi/accounts/mpi-user/patients/parents/${parentAccountId}`, { method: 'DELETE' });

export function useRemoveParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeParent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedProfilesQuery('parents').queryKey }),
  });
}
