import type { ClinicQueue, PortalModule } from '../portal-module';
import { withTransaction } from '../../db/client';
import { staffRoutes } from './clinic/staff-clinic-routes';

/**
 * The clinic's staff: sign-in with the second factor, the console's dashboard and staff management.
 * The dashboard lists every module's queues, asked of the app's modules per request, so this
 * descriptor does not import the list it is in.
 */
export const staffModule: PortalModule = {
  name: 'staff',
  tier: 'foundation',
  order: 260,
  // Staff sign in with the shared password hashing and lock; members belong to the organisation's units.
  uses: ['event-log', 'organisation', 'settings', 'sign-in-guard'],
  tables: ['staffMembers', 'staffMemberUnits', 'staffRecoveryCodes', 'staffSessions', 'staffReads'],
  clinicRoutes: (deps, portal) => staffRoutes(deps, () => clinicQueuesOf(portal.modules)),
  // The demo staff, one per role; the doctor is the organisation's demo GP.
  seed: { run: (db, config) => import('./staff.seed').then((s) => withTransaction(db, (t) => s.seedStaff(t, config))), after: ['organisation'] },
};

/** Every module's dashboard queues, in module order (the clinic console's dashboard). */
export function clinicQueuesOf(list: readonly PortalModule[]): readonly ClinicQueue[] {
  return list.flatMap((m) => m.clinicQueues ?? []);
}
