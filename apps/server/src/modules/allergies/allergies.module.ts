import type { PortalModule } from '../portal-module';
import { allergiesRoutes } from './allergies-routes';


/** The patient's allergies (spec part 1). */
export const allergiesModule: PortalModule = {
  name: 'allergies',
  tier: 'feature',
  order: 50,
  flag: 'allergyModule',
  tables: ['allergies'],
  routes: allergiesRoutes,
};
