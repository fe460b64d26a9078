import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/ui/api';

/** DELETE /api/mpi/questionnaires/infermedica/questionnaire/{id} — 204; another account's id is 404 like an unknown one. */
export const deleteSelfAssessment = (id: number) => api<void>(`/mpi/questionnaires/infermedica/questionnaire/${id}`, { method: 'DELETE' });

export function useDeleteSelfAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSelfAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['self-assessment', 'list'] }),
  });
}
