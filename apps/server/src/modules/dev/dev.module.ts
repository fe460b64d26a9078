import type { PortalModule } from '../portal-module';
import { devPagesRoutes, devRoutes } from './dev-routes';


/** The demo's outbox (mail and SMS the portal would have sent) and the staff sign-in codes. */
export const devModule: PortalModule = {
  name: 'dev',
  tier: 'feature',
  order: 280,
  tables: ['outbox'],
  routes: devRoutes,
  // The demo outbox page lives outside /api (it is opened in the browser); it registers nothing in
  // production, and in demo mode answers only this machine (plugins/demo-only).
  pages: devPagesRoutes,
};
