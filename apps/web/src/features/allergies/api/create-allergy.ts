import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Allergy, AllergyInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { allergiesQueryOptions } from './get-allergies';
import { allergyQueryOptions } from './get-allergy';

/** POST /api/mpi/allergies/{patientId} — 201 with the stored allergy. */
export const createAllergy = ({ patientId, input }: { patientId: number; input: AllergyInput }) =>
  api<Allergy>(`/mpi/allergies/${patientId}`, { method: 'POST', body: input });

export function useCreateAllergy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAllergy,
    onSuccess: async (allergy, { patientId }) => {
      queryClient.setQueryData(allergyQueryOptions(patientId, allergy.allergyId).queryKey, allergy);
      await queryClient.invalidateQueries({ queryKey: allergiesQueryOptions(patientId).queryKey, exact: true });
    },
  });
}
