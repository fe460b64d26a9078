import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/ui/api';
import { consentKeys } from './keys';

/** DELETE /api/mpi/patient-entries/mpi-user/{patientId}/carer-auth/{id} — 204. */
export const deleteCarerAuthorisation = ({ patientId, id }: { patientId: number; id: number }) =>
  api<void>(`/mpi/patient-entries/mpi-user/${patientId}/carer-auth/${id}`, { method: 'DELETE' });

export function useDeleteCarerAuthorisation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCarerAuthorisation, onSuccess: () => queryClient.invalidateQueries({ queryKey: consentKeys.all }) });
}
