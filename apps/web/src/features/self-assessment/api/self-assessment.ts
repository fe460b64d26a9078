import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelfAssessment } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/questionnaires/infermedica/questionnaire/{id} — one result of the account, with its recommendation. */
export const getSelfAssessment = (id: number) => api<SelfAssessment>(`/mpi/questionnaires/infermedica/questionnaire/${id}`);

export const selfAssessmentQuery = (id: number) => queryOptions({ queryKey: ['self-assessment', 'one', id], queryFn: () => getSelfAssessment(id) });

export const useSelfAssessment = (id: number) => useQuery(selfAssessmentQuery(id));
