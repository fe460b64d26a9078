import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { findPractitionerIdByPracticeNumber } from '../organisation/organisation-service';
import { addEnrolledStaffMember } from './staff-service';
import { DEMO_GP_PRACTICE_NUMBER, DEMO_STAFF } from '../../demo';

/**
 * The demo clinic's staff, one per role, each enrolled with its fixed TOTP secret (codes at /dev/totp).
 * The doctor `lekarz` is the demo clinic's GP lek. Tomasz Lewandowski (seeded with the organisation first).
 */
export async function seedStaff(db: DbOrTx, config: Pick<Config, 'STAFF_TOTP_KEY' | 'PORTAL_MODE'>): Promise<void> {
  const gpId = await findPractitionerIdByPracticeNumber({ db }, DEMO_GP_PRACTICE_NUMBER);
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
        practitionerId: member.login === DEMO_STAFF.lekarz.login ? gpId : null,
        totpSecret: member.totpSecret,
      },
    );
  }
}
