import type { PortalModule } from '../portal-module';
import { triagePages } from './triage-pages';


/** Our own symptom-triage service. */
export const triageModule: PortalModule = {
  name: 'triage',
  tier: 'feature',
  order: 250,
  // Our own symptom-triage service (TRIAGE_SERVICE=local): the interview of the self-assessment's frame.
  pages: triagePages,
};
