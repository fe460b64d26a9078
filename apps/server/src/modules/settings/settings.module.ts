import type { PortalModule } from '../portal-module';
import { withTransaction } from '../../db/client';
import { settingsRoutes } from './settings-routes';
import { settingsClinicRoutes } from './settings-clinic-routes';


/** The clinic's settings groups and top-bar links. */
export const settingsModule: PortalModule = {
  name: 'settings',
  tier: 'foundation',
  order: 80,
  // A change is in the event log; the file settings name only types the files module recognises by content.
  uses: ['event-log', 'files'],
  tables: ['settings', 'links'],
  routes: settingsRoutes,
  clinicRoutes: settingsClinicRoutes,
  // The demo clinic's settings (every module of the list switched on) and top-bar links, in one transaction.
  seed: { run: (db, _config, portal) => import('./settings.seed').then((s) => withTransaction(db, (t) => s.seedSettings(t, portal.modules))) },
};
