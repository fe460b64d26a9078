import type { PortalModule } from '../portal-module';

/** The security event log every module writes through `recordEvent` (event-log-service); its reports from the browser come through accounts' route. */
export const eventLogModule: PortalModule = {
  name: 'event-log',
  tier: 'foundation',
  order: 20,
  tables: ['eventLog'],
};
