import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { PROGRAMS_PATH, QUESTIONNAIRES_PATH } from './paths';

const texts = () => loadNamespace('questionnaires');
/** Pages with date fields load the shared date texts too; the editor the renderer's for its preview. */
const withDates = () => Promise.all([texts(), loadNamespace('ui', 'ui-forms')]);
const withPreview = () => Promise.all([withDates(), loadNamespace('ui', 'ui-questionnaire')]);

/** The questionnaires: the list, the editor (new or stored) and where each is asked (every role reads; administrators write). */
export const questionnairesRoutes: RouteObject[] = [
  { path: QUESTIONNAIRES_PATH, lazy: () => Promise.all([import('./components/questionnaires-page'), texts()]).then(([m]) => ({ Component: m.QuestionnairesPage })) },
  {
    path: `${QUESTIONNAIRES_PATH}/:questionnaireId`,
    lazy: () => Promise.all([import('./components/questionnaire-page'), withPreview()]).then(([m]) => ({ Component: m.QuestionnairePage })),
  },
  {
    path: `${QUESTIONNAIRES_PATH}/:questionnaireId/assignments`,
    lazy: () => Promise.all([import('./components/assignments-page'), texts()]).then(([m]) => ({ Component: m.AssignmentsPage })),
  },
];

/** The prevention programmes: the list and a programme's form with its invitations. */
export const programsRoutes: RouteObject[] = [
  { path: PROGRAMS_PATH, lazy: () => Promise.all([import('./components/programs-page'), texts()]).then(([m]) => ({ Component: m.ProgramsPage })) },
  { path: `${PROGRAMS_PATH}/:programId`, lazy: () => Promise.all([import('./components/program-page'), withDates()]).then(([m]) => ({ Component: m.ProgramPage })) },
];

/** The patients' answers (medical data): a questionnaire's, and one patient's (the patient card links to it). */
export const answersRoutes: RouteObject[] = [
  {
    path: `${QUESTIONNAIRES_PATH}/:questionnaireId/answers`,
    lazy: () => Promise.all([import('./components/answers-page'), withDates()]).then(([m]) => ({ Component: m.AnswersPage })),
  },
  {
    path: '/patients/:patientId/questionnaires',
    lazy: () => Promise.all([import('./components/patient-questionnaires-page'), texts()]).then(([m]) => ({ Component: m.PatientQuestionnairesPage })),
  },
];
