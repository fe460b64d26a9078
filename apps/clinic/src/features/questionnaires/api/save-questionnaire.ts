import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicQuestionnaire, QuestionnaireDefinition } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { questionnaireKeys } from './keys';

/** POST /api/clinic/questionnaires (201, a new questionnaire) or PUT /api/clinic/questionnaires/{id} (a new version). */
export const saveQuestionnaire = ({ id, input }: { id: number | null; input: QuestionnaireDefinition }) =>
  id === null
    ? api<ClinicQuestionnaire>('/clinic/questionnaires', { method: 'POST', body: input })
    : api<ClinicQuestionnaire>(`/clinic/questionnaires/${id}`, { method: 'PUT', body: input });

export function useSaveQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestionnaire,
    onSuccess: async (saved) => {
      queryClient.setQueryData(questionnaireKeys.one(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.list() }),
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.choices() }),
      ]);
    },
  });
}
