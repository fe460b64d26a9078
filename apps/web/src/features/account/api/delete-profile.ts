import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/ui/api';
import { actablePatientsQuery } from '../../../shared/session/actable-patients';

/** DELETE /api/mpi/accounts/mpi-user/patients/{id} — 204: the account's link to a ward or child ends. */
export const deleteProfile = (patientId: number) => api<void>(`/mpi/accounts/mpi-user/patients/${patientId}`, { method: 'DELETE' });

export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account', 'linked'] }),
        queryClient.invalidateQueries({ queryKey: actablePatientsQuery.queryKey }),
      ]);
    },
  });
}
