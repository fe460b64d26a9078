import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicEncounter, EncounterUpdateInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

/** PUT /api/clinic/encounters/{encounterId}: diagnoses and recommendations of an open visit (409 ENCOUNTER_CLOSED). */
export const updateEncounter = (encounterId: number, input: EncounterUpdateInput) =>
  api<ClinicEncounter>(`/clinic/encounters/${encounterId}`, { method: 'PUT', body: input });

export function useUpdateEncounter(encounterId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EncounterUpdateInput) => updateEncounter(encounterId, input),
    onSuccess: (encounter) => {
      client.setQueryData(recordKeys.encounter(encounterId), encounter);
      void client.invalidateQueries({ queryKey: recordKeys.encounters(encounter.patientId) });
    },
  });
}
