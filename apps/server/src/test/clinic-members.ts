import { eq } from 'drizzle-orm';
import type { StaffRole } from '../modules/staff/staff.schema';
import { staffMembers, staffMemberUnits, units } from '../db/schema/index';
import { DEMO_UNITS } from '../demo';
import type { TestApp } from './helper';

/**
 * Staff members for the clinic routes' tests, inserted directly (past the staff module's password and
 * second factor, which its own tests cover) with a session cookie of the real staff session store.
 */
export async function clinicMember(t: TestApp, roles: StaffRole[], unitIds: number[] = []): Promise<{ id: number; cookie: string }> {
  const [row] = await t.deps.db
    .insert(staffMembers)
    .values({ login: `m${Math.random().toString(36).slice(2, 10)}`, passwordHash: 'x', name: 'Ewa', lastName: 'Testowa', roles })
    .returning({ id: staffMembers.id });
  for (const unitId of unitIds) await t.deps.db.insert(staffMemberUnits).values({ staffId: row.id, unitId });
  return { id: row.id, cookie: await t.asStaff(row.id) };
}

/** The ids of the seeded demo units. */
export async function demoUnitIds(t: TestApp): Promise<{ primaryCare: number; specialist: number }> {
  const idOf = async (code: string) => (await t.deps.db.select({ id: units.id }).from(units).where(eq(units.code, code)))[0].id;
  return { primaryCare: await idOf(DEMO_UNITS.primaryCare), specialist: await idOf(DEMO_UNITS.specialist) };
}
