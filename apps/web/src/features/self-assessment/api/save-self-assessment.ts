import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfAssessmentSave, selfAssessmentSavedSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';

export type SelfAssessmentSaved = z.infer<typeof selfAssessmentSavedSchema>;

/** POST /api/mpi/questionnaires/infermedica/questionnaire — 201 `{ fullfilmentId, triageLevel, url }` (the recommendation). */
export const saveSelfAssessment = (body: SelfAssessmentSave) => api<SelfAssessmentSaved>('/mpi/questionnaires/infermedica/questionnaire', { method: 'POST', body });

export function useSaveSelfAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSelfAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['self-assessment', 'list'] }),
  });
}
