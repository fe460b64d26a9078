import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Questionnaire } from '@portal/contracts';
import { api, isApiError } from '@portal/ui/api';

/**
 * GET /api/mpi/questionnaires/for-programs/{programId}?patientId= — the programme's questionnaire (its
 * current version); with the patient's answers, locked, once the patient has answered.
 */
export const getProgramQuestionnaire = (p: { programId: number; patientId: number }) =>
  api<Questionnaire>(`/mpi/questionnaires/for-programs/${p.programId}`, { query: { patientId: p.patientId } });

/** Spec part 2 §9 "Questionnaire load": up to 30 tries at 100 ms. */
export const QUESTIONNAIRE_LOAD_TRIES = 30;
export const QUESTIONNAIRE_LOAD_DELAY_MS = 100;

export const programQuestionnaireQuery = (p: { programId: number; patientId: number }) =>
  queryOptions({
    queryKey: ['programs', p.programId, p.patientId, 'questionnaire'],
    queryFn: () => getProgramQuestionnaire(p),
    // The spec's load waits up to 30 tries at 100 ms: a failed load (no answer, a server error) is asked
    // again 30 times, 100 ms apart. A 4xx is the server's final word (an unknown programme), asked once.
    retry: (failures, error) => failures < QUESTIONNAIRE_LOAD_TRIES && !(isApiError(error) && error.status >= 400 && error.status < 500),
    retryDelay: QUESTIONNAIRE_LOAD_DELAY_MS,
  });

export function useProgramQuestionnaire(p: { programId: number; patientId: number }, { enabled }: { enabled: boolean }) {
  return useQuery({ ...programQuestionnaireQuery(p), enabled });
}
