import type { PortalModule } from '../portal-module';

/** Declarations of choice of a primary-care (POZ) GP, nurse or midwife, signed through the public e-service. */
export const declarationsModule: PortalModule = {
  name: 'declarations',
  // Platform: bookings (and teleconsultations to come) check a service's required declaration through it.
  tier: 'platform',
  order: 225,
  flag: 'declarationsModule',
  tables: ['declarations', 'declarationListLimits'],
};
