/** The questionnaires (content, assignments, answers), the prevention programmes and one patient's answers. */
export const QUESTIONNAIRES_PATH = '/questionnaires';
export const PROGRAMS_PATH = '/programs';
export const NEW = 'new';

export const questionnairePath = (id: number | typeof NEW) => `${QUESTIONNAIRES_PATH}/${id}`;
export const assignmentsPath = (id: number) => `${QUESTIONNAIRES_PATH}/${id}/assignments`;
export const answersPath = (id: number) => `${QUESTIONNAIRES_PATH}/${id}/answers`;
export const programPath = (id: number | typeof NEW) => `${PROGRAMS_PATH}/${id}`;
/** One patient's answers; the patient card links here by this same address. */
export const patientQuestionnairesPath = (patientId: number) => `/patients/${patientId}/questionnaires`;
/** The clinic's patient card (the patients feature's page, named by its address only). */
export const patientCardPath = (patientId: number) => `/patients/${patientId}`;
/** The answers of a questionnaire as the server's CSV file (a download, not a page). */
export const answersCsvUrl = (id: number, range: { after?: string; before?: string }) => {
  const query = new URLSearchParams();
  if (range.after) query.set('after', range.after);
  if (range.before) query.set('before', range.before);
  const q = query.toString();
  return `/api/clinic/questionnaires/${id}/fulfillments.csv${q ? `?${q}` : ''}`;
};
