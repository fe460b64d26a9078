import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclarationPatientData, DeclarationPatientDataInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { declarationKeys } from './keys';

/** PUT /api/mpi/accounts/mpi-user/patients/{id}/declaration-data — the NFZ branch and the address, kept on the patient's record. */
export const savePatientData = ({ patientId, input }: { patientId: number; input: DeclarationPatientDataInput }) =>
  api<DeclarationPatientData>(`/mpi/accounts/mpi-user/patients/${patientId}/declaration-data`, { method: 'PUT', body: input });

export function useSavePatientData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePatientData,
    onSuccess: (data, { patientId }) => queryClient.setQueryData(declarationKeys.patientData(patientId), data),
  });
}
