import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { patientLinks, patients, type PatientRow } from '../../db/schema/index';
import type { ReachablePatient } from '../../plugins/patient-access';

/** The account's own patient record (role PATIENT), scoped by the account as well as the id. */
export async function findOwnPatient(db: DbOrTx, accountId: number, patientId: number): Promise<PatientRow | null> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.accountId, accountId)));
  return row ?? null;
}

/** The account's own patient records, oldest first. */
export async function findOwnRecords(db: DbOrTx, accountId: number): Promise<PatientRow[]> {
  return db.select().from(patients).where(eq(patients.accountId, accountId)).orderBy(asc(patients.id));
}

/** Deletes a record that nothing points at any more (clinical rows RESTRICT its deletion otherwise). */
export async function deleteRecord(db: DbOrTx, patientId: number): Promise<void> {
  await db.delete(patients).where(eq(patients.id, patientId));
}

/**
 * Ends the account's confirmed link to a ward or child (status DELETED); the record stays. Answers
 * false when there was no such link any more (ended meanwhile).
 */
export async function endLink(db: DbOrTx, input: { accountId: number; patient: ReachablePatient; now: Date }): Promise<boolean> {
  if (input.patient.relation === 'SELF') return false;
  const rows = await db
    .update(patientLinks)
    .set({ status: 'DELETED', updatedAt: input.now })
    .where(
      and(
        eq(patientLinks.accountId, input.accountId),
        eq(patientLinks.patientId, input.patient.id),
        eq(patientLinks.role, input.patient.relation),
        eq(patientLinks.status, 'CONFIRMED'),
      ),
    )
    .returning({ id: patientLinks.id });
  return rows.length === 1;
}
