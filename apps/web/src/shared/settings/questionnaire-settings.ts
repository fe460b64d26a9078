import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireSettings } from '@portal/contracts';
import { api } from '@portal/ui/api';

/**
 * GET /api/mpi/accounts/mpi-user/questionnaire-settings — whether the symptom self-assessment is offered
 * and may carry the patient's position. Read by the signed-in area (its menu, the self-assessment pages),
 * never by the sign-in page; kept for the visit like the application settings.
 */
export const questionnaireSettingsQuery = queryOptions({
  queryKey: ['settings', 'questionnaire'],
  queryFn: () => api<QuestionnaireSettings>('/mpi/accounts/mpi-user/questionnaire-settings'),
  staleTime: 5 * 60_000,
});
export const useQuestionnaireSettings = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...questionnaireSettingsQuery, enabled });
