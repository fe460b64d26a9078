import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Allergy, AllergyInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { allergiesQueryOptions } from './get-allergies';
import { allergyQueryOptions } from './get-allergy';

/** PATCH /api/mpi/allergies/{patientId}/{allergyId} — 200 with the stored allergy. */
export const updateAllergy = ({ patientId, allergyId, input }: { patientId: number; allergyId: number; input: AllergyInput }) =>
  api<Allergy>(`/mpi/allergies/${patientId}/${allergyId}`, { method: 'PATCH', body: input });

export function useUpdateAllergy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAllergy,
    onSuccess: async (allergy, { patientId, allergyId }) => {
      queryClient.setQueryData(allergyQueryOptions(patientId, allergyId).queryKey, allergy);
      await queryClient.invalidateQueries({ queryKey: allergiesQueryOptions(patientId).queryKey });
    },
  });
}
