import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { patientLinks, patients, type PatientRow } from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';

export type LinkStatusWord = 'PENDING' | 'CONFIRMED' | 'BLOCKED' | 'DELETED';

/** The patients the account has a live (not deleted) link to, of any role. */
export async function findLinkedPatientIds(db: DbOrTx, accountId: number): Promise<Set<number>> {
  const rows = await db
    .select({ patientId: patientLinks.patientId })
    .from(patientLinks)
    .where(and(eq(patientLinks.accountId, accountId), ne(patientLinks.status, 'DELETED')));
  return new Set(rows.map((r) => r.patientId));
}

/** The account's link to the patient (whatever its state), locked for the caller's transaction; or null. */
export async function lockLink(db: DbOrTx, accountId: number, patientId: CheckedPatientId) {
  const [row] = await db
    .select({ id: patientLinks.id, role: patientLinks.role, status: patientLinks.status })
    .from(patientLinks)
    .where(and(eq(patientLinks.accountId, accountId), eq(patientLinks.patientId, patientId)))
    .for('update');
  return row ?? null;
}

/** A new pending ward link, or a deleted link of the pair made a pending ward link again. */
export async function putPendingWardLink(db: DbOrTx, input: { accountId: number; patientId: CheckedPatientId; revive: boolean; now: Date }): Promise<void> {
  if (input.revive) {
    await db
      .update(patientLinks)
      .set({ role: 'WARD', status: 'PENDING', adultNoticeSentAt: null, updatedAt: input.now })
      .where(and(eq(patientLinks.accountId, input.accountId), eq(patientLinks.patientId, input.patientId), eq(patientLinks.status, 'DELETED')));
    return;
  }
  await db.insert(patientLinks).values({ accountId: input.accountId, patientId: input.patientId, role: 'WARD', status: 'PENDING', createdAt: input.now, updatedAt: input.now });
}

/** A patient record by id (the identity finder's match, before it is linked). */
export async function findRecord(db: DbOrTx, patientId: CheckedPatientId): Promise<PatientRow | null> {
  const [row] = await db.select().from(patients).where(eq(patients.id, patientId));
  return row ?? null;
}
