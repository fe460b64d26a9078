import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { patients, type PatientRow } from '../../db/schema/index';

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
