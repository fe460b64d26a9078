import { useQuery } from '@tanstack/react-query';
import type { ClinicQuestionnaire } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { questionnaireKeys } from './keys';

/** GET /api/clinic/questionnaires/{id}: the current version's content, activity and assignments. */
export const getQuestionnaire = (id: number) => api<ClinicQuestionnaire>(`/clinic/questionnaires/${id}`);

/** The questionnaire of a page; null (a new one): nothing to read. */
export const useQuestionnaire = (id: number | null) => useQuery({ queryKey: questionnaireKeys.one(id ?? 0), queryFn: () => getQuestionnaire(id ?? 0), enabled: id !== null });
