import type { PortalModule } from '../portal-module';

/** What the patients' and the staff's sign-ins share: password hashing, breached passwords, the lock after failures, device cookies. */
export const signInGuardModule: PortalModule = {
  name: 'sign-in-guard',
  tier: 'foundation',
  order: 40,
  tables: ['signInThrottles'],
};
