import type { PortalModule } from '../portal-module';
import { accessLogRoutes } from './access-log-routes';

/** "Who at the clinic opened my data": the patient's view of the staff's read audit. */
export const accessLogModule: PortalModule = {
  name: 'access-log',
  tier: 'feature',
  order: 270,
  // The read audit is written by plugins/staff-access into the staff module's table; this module reads it
  // for the patient, joined with the reading member's name and roles (one query a page).
  usesTables: ['staffReads', 'staffMembers'],
  routes: accessLogRoutes,
};
