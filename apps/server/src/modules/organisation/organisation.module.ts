import type { PortalModule } from '../portal-module';
import { organisationClinicRoutes } from './organisation-clinic-routes';


/** The provider's units, practitioners and services, kept in the console (HIS_SYSTEM=PORTAL). */
export const organisationModule: PortalModule = {
  name: 'organisation',
  tier: 'foundation',
  tables: ['units', 'practitioners', 'practitionerUnits', 'services', 'serviceUnits'],
  clinicRoutes: organisationClinicRoutes,
};
