import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { findPractitionerIdByPracticeNumber } from '../organisation/organisation-service';
import { addEnrolledStaffMember } from './staff-service';
import { DEMO_DUTY_DOCTOR, DEMO_GP_PRACTICE_NUMBER, DEMO_STAFF } from '../../demo';

/**
 * The demo clinic's staff, one per role, each enrolled with its fixed TOTP secret (codes at /dev/totp).
 * The doctor `lekarz` is the demo clinic's GP lek. Tomasz Lewandowski (seeded with the organisation first);
 * `teleporady` is the teleconsultation duty doctor lek. Paweł Adamczyk.
 */
export async function seedStaff(db: DbOrTx, config: Pick<Config, 'STAFF_TOTP_KEY' | 'PORTAL_MODE'>): Promise<void> {
  const gpId = await findPractitionerIdByPracticeNumber({ db }, DEMO_GP_PRACTICE_NUMBER);
  const dutyId = await findPractitionerIdByPracticeNumber({ db }, DEMO_DUTY_DOCTOR.practiceNumber);
  const members = [...Object.values(DEMO_STAFF).map((m) => ({ ...m, practitionerId: m.login === DEMO_STAFF.lekarz.login ? gpId : null })), { ...DEMO_DUTY_DOCTOR, practitionerId: dutyId }];
  for (const member of members) {
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
        practitionerId: member.practitionerId,
        totpSecret: member.totpSecret,
      },
    );
  }
}
