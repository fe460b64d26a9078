import type { PortalModule } from '../portal-module';
import { confirmationsRoutes } from './confirmations-routes';


/** E-mail and phone confirmations, password recovery, the SMS codes of other modules. */
export const confirmationsModule: PortalModule = {
  name: 'confirmations',
  tier: 'foundation',
  // Confirms an account's address and recovers its password: reads contacts, writes through accounts.
  uses: ['event-log', 'contacts', 'sign-in-guard', 'settings', 'accounts'],
  tables: ['verifications', 'deliveryAttempts'],
  routes: confirmationsRoutes,
};
