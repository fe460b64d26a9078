import { and, eq } from 'drizzle-orm';
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
