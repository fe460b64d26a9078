/** Client route of a prevention programme's questionnaire (spec part 2 §2), as the invitation links it. */
export const programQuestionnairePattern = '/questionnaire/patient/:systemRoot/:programId/:accountId/:patientId';

export const programQuestionnairePath = (p: { systemRoot: string; programId: number; accountId: number; patientId: number }) =>
  `/questionnaire/patient/${encodeURIComponent(p.systemRoot)}/${p.programId}/${p.accountId}/${p.patientId}`;

/** Where the page goes when it is done or cannot start (spec: the messages; the main page while this build has none). */
export const messagesPath = '/messages';
export const mainPath = '/main';
