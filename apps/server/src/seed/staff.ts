import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { addEnrolledStaffMember } from '../modules/staff/staff-service';
import { DEMO_STAFF } from './demo-staff';

/** The demo clinic's staff, one per role, each enrolled with its fixed TOTP secret (codes at /dev/totp). */
export async function seedStaff(db: DbOrTx, config: Pick<Config, 'STAFF_TOTP_KEY' | 'PORTAL_MODE'>): Promise<void> {
  for (const member of Object.values(DEMO_STAFF)) {
    await addEnrolledStaffMember(
      { db, config, clock: { now: () => new Date() } },
      {
        login: member.login,
        password: member.password,
        name: member.name,
        lastName: member.lastName,
        email: `${member.login}@zdrowieplus.example`,
        roles: [...member.roles],
        unitIds: [],
        practitionerId: null,
        totpSecret: member.totpSecret,
      },
    );
  }
}
