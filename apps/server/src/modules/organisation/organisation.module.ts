import type { PortalModule } from '../portal-module';
import { withTransaction } from '../../db/client';
import { organisationClinicRoutes } from './organisation-clinic-routes';


/** The provider's units, practitioners and services (HIS_SYSTEM=PORTAL), and its partners with their personnel, kept in the console. */
export const organisationModule: PortalModule = {
  name: 'organisation',
  tier: 'foundation',
  order: 170,
  tables: ['units', 'practitioners', 'practitionerUnits', 'services', 'serviceUnits', 'partners', 'partnerPersonnel'],
  clinicRoutes: organisationClinicRoutes,
  // The demo clinic's units, practitioners and services (the shared dictionaries' specialities come first).
  seed: { run: (db) => import('./organisation.seed').then((s) => withTransaction(db, (t) => s.seedOrganisation(t))) },
};
