import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Fulfillment, FulfillmentInput, Questionnaire } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { medicalRecordKeys } from './keys';

const key = (id: number) => [...medicalRecordKeys.all, 'questionnaire', id] as const;

/** GET /api/mpi/questionnaires/for-encounters/{id} — the visit's questionnaire with the answers; 409 QUESTIONNAIRE_DEADLINE_PASSED when unfilled and late. */
export const getEncounterQuestionnaire = (id: number) => api<Questionnaire>(`/mpi/questionnaires/for-encounters/${id}`);

export const useEncounterQuestionnaire = (id: number, enabled: boolean) =>
  useQuery({ queryKey: key(id), queryFn: () => getEncounterQuestionnaire(id), enabled, retry: false });

/** POST /api/mpi/questionnaires-fulfillments/mpi-user/for-encounters/{id} — the answers (saved or replaced). */
export const saveEncounterQuestionnaire = (id: number, body: FulfillmentInput) =>
  api<Fulfillment>(`/mpi/questionnaires-fulfillments/mpi-user/for-encounters/${id}`, { method: 'POST', body });

export function useSaveEncounterQuestionnaire(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FulfillmentInput) => saveEncounterQuestionnaire(id, body),
    // The visit's "filled" mark and the questionnaire itself are stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: medicalRecordKeys.all }),
  });
}
