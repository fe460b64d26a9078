import { questionnairesRoutes } from './patient/questionnaires-routes';
import { questionnairesClinicRoutes } from './clinic/questionnaires-clinic-routes';
import { programInvitationJob } from './core/programs-service';
import type { PortalModule } from '../portal-module';
import type { SubjectKindWithResolver, SubjectResolver } from './core/questionnaire-subjects';
import { questionnairesMessageTexts } from './questionnaires.message-texts';


/** The questionnaire engine: questionnaires of bookings, visits and programmes, their answers. */
export const questionnairesModule: PortalModule = {
  name: 'questionnaires',
  tier: 'platform',
  order: 180,
  // A programme's invitation is a message to the patient.
  uses: ['messages'],
  tables: ['questionnaires', 'questionnaireVersions', 'questionnaireServices', 'questionnaireSpecialities', 'programs', 'programInvitations', 'questionnaireFulfillments'],
  // Bookings and visits come from other modules (their descriptors' questionnaireSubjects), found per request.
  routes: (deps, portal) => questionnairesRoutes(deps, () => questionnaireSubjectsOf(portal.modules)),
  clinicRoutes: questionnairesClinicRoutes,
  jobs: [programInvitationJob],
  // The clinic's questionnaires, a prevention programme and its answers (the organisation's units, the
  // patients' accounts; after Anna's self-assessments only so that the demo's event log keeps its order).
  seed: { run: (db, config) => import('./questionnaires.seed').then((s) => s.seedQuestionnaires(db, config)), after: ['organisation', 'patients', 'self-assessment'] },
  // The e-mail inviting to a programme.
  messageTexts: questionnairesMessageTexts,
};

/** The questionnaire subjects the modules resolve (the first module that names a kind keeps it). */
export function questionnaireSubjectsOf(list: readonly PortalModule[]): Partial<Record<SubjectKindWithResolver, SubjectResolver>> {
  const subjects: Partial<Record<SubjectKindWithResolver, SubjectResolver>> = {};
  for (const m of list) for (const [kind, resolve] of Object.entries(m.questionnaireSubjects ?? {}) as Array<[SubjectKindWithResolver, SubjectResolver]>) subjects[kind] ??= resolve;
  return subjects;
}
