import type { PortalModule } from '../portal-module';
import { withTransaction } from '../../db/client';
import { selfAssessmentRoutes } from './self-assessment-routes';
import { selfAssessmentPrintoutTexts } from './self-assessment.printout-texts';


/** The symptom self-assessment and its printout. */
export const selfAssessmentModule: PortalModule = {
  name: 'self-assessment',
  tier: 'feature',
  order: 190,
  flag: { group: 'questionnaire', key: 'selfAssessmentQuestionaire' },
  tables: ['selfAssessments'],
  routes: selfAssessmentRoutes,
  // Anna's past symptom self-assessments (the settings' triage, the patients' accounts).
  seed: { run: (db) => import('./self-assessment.seed').then((s) => withTransaction(db, (t) => s.seedSelfAssessments(t))), after: ['settings', 'patients'] },
  // The report's printout.
  printoutTexts: selfAssessmentPrintoutTexts,
};
