import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireAssignments, QuestionnaireAssignmentsInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { questionnaireKeys } from './keys';

/** GET /api/clinic/questionnaires/{id}/assignments: the services, specialities and programmes that ask it. */
export const getAssignments = (id: number) => api<QuestionnaireAssignments>(`/clinic/questionnaires/${id}/assignments`);

export const useAssignments = (id: number) => useQuery({ queryKey: questionnaireKeys.assignments(id), queryFn: () => getAssignments(id) });

/** PUT /api/clinic/questionnaires/{id}/assignments: services and specialities (programmes name their questionnaire themselves). */
export const saveAssignments = ({ id, input }: { id: number; input: QuestionnaireAssignmentsInput }) =>
  api<QuestionnaireAssignments>(`/clinic/questionnaires/${id}/assignments`, { method: 'PUT', body: input });

export function useSaveAssignments(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionnaireAssignmentsInput) => saveAssignments({ id, input }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(questionnaireKeys.assignments(id), saved);
      await queryClient.invalidateQueries({ queryKey: questionnaireKeys.one(id), exact: true });
    },
  });
}
