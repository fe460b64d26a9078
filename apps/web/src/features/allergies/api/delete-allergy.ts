import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/ui/api';
import { allergiesQueryOptions } from './get-allergies';
import { allergyQueryOptions } from './get-allergy';

/** DELETE /api/mpi/allergies/{patientId}/{allergyId} — 204. */
export const deleteAllergy = ({ patientId, allergyId }: { patientId: number; allergyId: number }) =>
  api<void>(`/mpi/allergies/${patientId}/${allergyId}`, { method: 'DELETE' });

export function useDeleteAllergy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllergy,
    onSuccess: async (_nothing, { patientId, allergyId }) => {
      // Marked stale but not refetched: the open details page would only get a 404 before it leaves.
      await queryClient.invalidateQueries({ queryKey: allergyQueryOptions(patientId, allergyId).queryKey, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: allergiesQueryOptions(patientId).queryKey, exact: true });
    },
  });
}
