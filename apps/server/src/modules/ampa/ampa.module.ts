import type { PortalModule } from '../portal-module';
import { ampaRoutes } from './ampa-routes';
import { removeRegistrationsOfAccount } from './ampa-service';


/** The mobile application's registrations and paired devices. */
export const ampaModule: PortalModule = {
  name: 'ampa',
  tier: 'feature',
  order: 150,
  // The mobile application shows the patient's allergies.
  uses: ['allergies'],
  flag: 'ampaModule',
  tables: ['ampaRegistrations'],
  routes: ampaRoutes,
  handles: {
    // A deleted account's mobile-application registrations and paired devices go in the deleting transaction.
    'account.deleted': async (deps, { accountId }, { tx }) => `odłączone aplikacje mobilne: ${await removeRegistrationsOfAccount(deps, accountId, { tx })}`,
  },
};
