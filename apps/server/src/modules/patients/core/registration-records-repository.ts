import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { patientLinks, patients } from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/**
 * Records a registration made together with the account (same creation instant: the registration
 * writes both in one transaction with one clock reading): its own record, or the ward's or child's
 * record it linked. Records claimed or linked that existed before keep their own creation time.
 */
export async function findRecordsMadeWith(db: Db, accountId: number, createdAt: Date): Promise<Array<{ id: number; verified: boolean }>> {
  const rows = await db
    .select({ id: patients.id, identityStatus: patients.identityStatus })
    .from(patients)
    .where(
      and(
        eq(patients.createdAt, createdAt),
        or(
          eq(patients.accountId, accountId),
          and(
            isNull(patients.accountId),
            sql`exists (select 1 from ${patientLinks} where ${patientLinks.patientId} = ${patients.id} and ${patientLinks.accountId} = ${accountId})`,
          ),
        ),
      ),
    );
  return rows.map((r) => ({ id: r.id, verified: r.identityStatus === 'VERIFIED' }));
}

/** Deletes a record whose identity is not confirmed; answers whether it did. Rows of it elsewhere refuse (RESTRICT). */
export async function deleteUnverifiedRecord(db: Db, patientId: CheckedPatientId): Promise<boolean> {
  const rows = await db
    .delete(patients)
    .where(and(eq(patients.id, patientId), ne(patients.identityStatus, 'VERIFIED')))
    .returning({ id: patients.id });
  return rows.length === 1;
}
