import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicEncounter } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

/** POST /api/clinic/encounters/{encounterId}/close: publishes the visit and its documents to the patient (needs a diagnosis). */
export const closeEncounter = (encounterId: number) => api<ClinicEncounter>(`/clinic/encounters/${encounterId}/close`, { method: 'POST' });

export function useCloseEncounter(encounterId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => closeEncounter(encounterId),
    onSuccess: (encounter) => {
      client.setQueryData(recordKeys.encounter(encounterId), encounter);
      void client.invalidateQueries({ queryKey: recordKeys.encounters(encounter.patientId) });
      void client.invalidateQueries({ queryKey: recordKeys.documents(encounter.patientId) });
    },
  });
}
