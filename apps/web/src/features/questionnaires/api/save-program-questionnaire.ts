import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Fulfillment, ProgramQuestionnaireSave } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/mppd/api/programs/questionnaire — 201 with the stored fulfilment (spec part 2 §3 "Program questionnaire save"). */
export const saveProgramQuestionnaire = (body: ProgramQuestionnaireSave) => api<Fulfillment>('/mppd/api/programs/questionnaire', { method: 'POST', body });

export function useSaveProgramQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgramQuestionnaire,
    // Saved: what is known of the programme is stale (the page leaves, so nothing is read now). Refused as
    // already answered or changed meanwhile: read afresh at once, so the page shows the locked or new version.
    onSuccess: (_data, { programPatientParams: { programId } }) => queryClient.invalidateQueries({ queryKey: ['programs', programId], refetchType: 'none' }),
    onError: (_error, { programPatientParams: { programId } }) => queryClient.invalidateQueries({ queryKey: ['programs', programId] }),
  });
}
