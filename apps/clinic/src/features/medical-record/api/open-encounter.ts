import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicEncounter, EncounterOpenInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

/** POST /api/clinic/patients/{patientId}/encounters: a visit opened in the console. */
export const openEncounter = (patientId: number, input: EncounterOpenInput) =>
  api<ClinicEncounter>(`/clinic/patients/${patientId}/encounters`, { method: 'POST', body: input });

export function useOpenEncounter(patientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EncounterOpenInput) => openEncounter(patientId, input),
    onSuccess: (encounter) => {
      client.setQueryData(recordKeys.encounter(encounter.id), encounter);
      void client.invalidateQueries({ queryKey: recordKeys.encounters(patientId) });
    },
  });
}
