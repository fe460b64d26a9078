import type { PortalModule } from '../portal-module';
import { epuapRoutes, epuapSimulatorPages } from './epuap-routes';


/** Signing in and signing documents through the public e-service (Profil Zaufany / ePUAP). */
export const epuapModule: PortalModule = {
  name: 'epuap',
  tier: 'feature',
  order: 110,
  tables: ['eServiceRequests'],
  routes: epuapRoutes,
  // The e-service simulator's pages (/sim/epuap), demo mode only and local only, like the outbox page.
  pages: epuapSimulatorPages,
};
