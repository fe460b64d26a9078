import type { PortalModule } from '../portal-module';
import { registrationRoutes } from './registration-routes';
import { expireRegistrationsJob } from './expire-registrations';


/** Registering an account (spec part 1 §2). */
export const registrationModule: PortalModule = {
  name: 'registration',
  tier: 'feature',
  order: 100,
  tables: ['registrationChallenges'],
  routes: registrationRoutes,
  jobs: [expireRegistrationsJob],
};
