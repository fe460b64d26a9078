import type { PortalModule } from '../portal-module';
import { adverseEventsRoutes } from './adverse-events-routes';


/** Reports of adverse events to the provider's partner. */
export const adverseEventsModule: PortalModule = {
  name: 'adverse-events',
  tier: 'feature',
  order: 160,
  flag: 'adverseEventsModule',
  routes: adverseEventsRoutes,
};
