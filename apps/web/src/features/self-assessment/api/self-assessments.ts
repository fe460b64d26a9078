import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRange } from '@portal/domain';
import type { SelfAssessment } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/questionnaires/infermedica/questionnaires?after&before — the account's results, newest first. */
export const getSelfAssessments = (range: Partial<DayRange>) => api<SelfAssessment[]>('/mpi/questionnaires/infermedica/questionnaires', { query: { ...range } });

export const selfAssessmentsQuery = (range: Partial<DayRange>) =>
  queryOptions({
    queryKey: ['self-assessment', 'list', range.after ?? null, range.before ?? null],
    queryFn: () => getSelfAssessments(range),
    placeholderData: keepPreviousData,
  });

export const useSelfAssessments = (range: Partial<DayRange>, { enabled }: { enabled: boolean }) => useQuery({ ...selfAssessmentsQuery(range), enabled });
