import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, z } from '@portal/contracts';
import type { clinicQuestionnaireSummarySchema } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { questionnaireKeys } from './keys';

export type QuestionnaireSummary = z.infer<typeof clinicQuestionnaireSummarySchema>;

export interface QuestionnaireFilters {
  q?: string;
  active?: 'true' | 'false';
}

/** GET /api/clinic/questionnaires: a page of questionnaires (title search, activity). */
export const getQuestionnaires = (filters: QuestionnaireFilters, pageIndex: number, pageSize = 20) =>
  api<Page<QuestionnaireSummary>>('/clinic/questionnaires', { query: { ...filters, pageIndex, pageSize } });

export const useQuestionnaires = (filters: QuestionnaireFilters) =>
  usePagedQuery({ queryKey: [...questionnaireKeys.list(), filters], fetchPage: (pageIndex) => getQuestionnaires(filters, pageIndex) });

/** Every questionnaire (a programme's choice, the titles of a patient's answers): pages of 100 read to the end. */
export const questionnaireChoicesQuery = queryOptions({
  queryKey: questionnaireKeys.choices(),
  queryFn: async () => {
    const items: QuestionnaireSummary[] = [];
    for (let pageIndex = 0; ; pageIndex++) {
      const page = await getQuestionnaires({}, pageIndex, 100);
      items.push(...page.items);
      if (!page.hasNextPage) return items;
    }
  },
  staleTime: 60_000,
});

export const useQuestionnaireChoices = () => useQuery(questionnaireChoicesQuery);
