import type { PortalModule } from '../portal-module';
import { healthRoutes } from './health-routes';


/** The health checks (/api/health): the process, and the database told apart from a bug. */
export const healthModule: PortalModule = {
  name: 'health',
  tier: 'feature',
  order: 10,
  routes: healthRoutes,
};
