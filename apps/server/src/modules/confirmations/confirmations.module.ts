import type { PortalModule } from '../portal-module';
import { confirmationsRoutes } from './patient/confirmations-routes';
import { confirmationsMessageTexts } from './confirmations.message-texts';


/** E-mail and phone confirmations, password recovery, the SMS codes of other modules. */
export const confirmationsModule: PortalModule = {
  name: 'confirmations',
  tier: 'foundation',
  order: 90,
  // Confirms an account's address and number and recovers its password: reads the account's contacts, and
  // raises what it proved (email.confirmed, phone.confirmed, password.recovered) for the accounts module.
  uses: ['event-log', 'contacts', 'sign-in-guard', 'settings'],
  tables: ['verifications', 'deliveryAttempts'],
  routes: confirmationsRoutes,
  // The confirmation links, the password-reset link, the SMS codes (a booking's too).
  messageTexts: confirmationsMessageTexts,
};
