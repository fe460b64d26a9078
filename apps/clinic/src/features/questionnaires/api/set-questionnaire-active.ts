import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicQuestionnaire } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { questionnaireKeys } from './keys';

/** PUT /api/clinic/questionnaires/{id}/active: offered to patients or not (its content and answers stay). */
export const setQuestionnaireActive = ({ id, active }: { id: number; active: boolean }) =>
  api<ClinicQuestionnaire>(`/clinic/questionnaires/${id}/active`, { method: 'PUT', body: { active } });

export function useSetQuestionnaireActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setQuestionnaireActive,
    onSuccess: async (saved) => {
      queryClient.setQueryData(questionnaireKeys.one(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.list() }),
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.choices() }),
      ]);
    },
  });
}
