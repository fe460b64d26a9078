import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ampaRegistrations } from '../../db/schema/index';
import type { ReachablePatient } from '../../plugins/patient-access';

export type AmpaRegistrationRow = typeof ampaRegistrations.$inferSelect;

/** The registration of the account for a patient it reaches, if any. */
export async function findRegistration(db: DbOrTx, accountId: number, patient: ReachablePatient): Promise<AmpaRegistrationRow | null> {
  const [row] = await db
    .select()
    .from(ampaRegistrations)
    .where(and(eq(ampaRegistrations.accountId, accountId), eq(ampaRegistrations.patientId, patient.id)));
  return row ?? null;
}

/** A new PIN for the account and patient (one row each: a new PIN replaces the old one and its tries); a paired device stays. */
export async function upsertPin(
  db: DbOrTx,
  input: { accountId: number; patient: ReachablePatient; pinHash: string; pinExpiresAt: Date; now: Date },
): Promise<void> {
  const pin = { pinHash: input.pinHash, pinExpiresAt: input.pinExpiresAt, pinAttempts: 0, updatedAt: input.now };
  await db
    .insert(ampaRegistrations)
    .values({ accountId: input.accountId, patientId: input.patient.id, createdAt: input.now, ...pin })
    .onConflictDoUpdate({ target: [ampaRegistrations.accountId, ampaRegistrations.patientId], set: pin });
}

/** Unpairs: deletes the registration when a device is paired; answers whether one was. */
export async function deletePaired(db: DbOrTx, accountId: number, patient: ReachablePatient): Promise<boolean> {
  const rows = await db
    .delete(ampaRegistrations)
    .where(and(eq(ampaRegistrations.accountId, accountId), eq(ampaRegistrations.patientId, patient.id), isNotNull(ampaRegistrations.deviceTokenHash)))
    .returning({ id: ampaRegistrations.id });
  return rows.length > 0;
}

/** Every registration of an account (its deletion). */
export async function deleteAllOfAccount(db: DbOrTx, accountId: number): Promise<number> {
  const rows = await db.delete(ampaRegistrations).where(eq(ampaRegistrations.accountId, accountId)).returning({ id: ampaRegistrations.id });
  return rows.length;
}

/** The registrations of the account that hold a PIN (expired ones too), locked for the pairing's transaction. */
export async function findPinsOfAccount(db: DbOrTx, accountId: number): Promise<AmpaRegistrationRow[]> {
  return db
    .select()
    .from(ampaRegistrations)
    .where(and(eq(ampaRegistrations.accountId, accountId), isNotNull(ampaRegistrations.pinHash)))
    .orderBy(ampaRegistrations.id)
    .for('update');
}

/** Counts a wrong PIN on the registration; at `max` tries its PIN is void. */
export async function countWrongPin(db: DbOrTx, id: number, max: number, now: Date): Promise<void> {
  const [row] = await db.select({ attempts: ampaRegistrations.pinAttempts }).from(ampaRegistrations).where(eq(ampaRegistrations.id, id));
  if (!row) return;
  const attempts = row.attempts + 1;
  await db
    .update(ampaRegistrations)
    .set(attempts >= max ? { pinAttempts: attempts, pinHash: null, pinExpiresAt: null, updatedAt: now } : { pinAttempts: attempts, updatedAt: now })
    .where(eq(ampaRegistrations.id, id));
}

/** The PIN is used: the device is paired with this token (its hash), the PIN gone; a device paired before is replaced. */
export async function pairDevice(db: DbOrTx, id: number, input: { deviceTokenHash: string; deviceName: string; now: Date }): Promise<void> {
  await db
    .update(ampaRegistrations)
    .set({ pinHash: null, pinExpiresAt: null, pinAttempts: 0, deviceTokenHash: input.deviceTokenHash, deviceName: input.deviceName, pairedAt: input.now, updatedAt: input.now })
    .where(eq(ampaRegistrations.id, id));
}

/** The paired registration of a device token (its hash). */
export async function findByDeviceToken(db: DbOrTx, deviceTokenHash: string): Promise<AmpaRegistrationRow | null> {
  const [row] = await db.select().from(ampaRegistrations).where(eq(ampaRegistrations.deviceTokenHash, deviceTokenHash));
  return row ?? null;
}
