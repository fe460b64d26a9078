import type { PortalModule } from '../portal-module';
import { selfAssessmentRoutes } from './self-assessment-routes';


/** The symptom self-assessment and its printout. */
export const selfAssessmentModule: PortalModule = {
  name: 'self-assessment',
  tier: 'feature',
  flag: { group: 'questionnaire', key: 'selfAssessmentQuestionaire' },
  tables: ['selfAssessments'],
  routes: selfAssessmentRoutes,
};
