import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { teleconsultations } from '../../../db/schema/index';

/*
 * Who writes a clinician's note to a case (issue 32 item 6): the consultant of one of its
 * teleconsultations. The teleconsultations table is the teleconsultation module's, which stands on this
 * one; it is read here (descriptor `usesTables`), never written.
 */

/** The teleconsultations of the case whose consultant she is (their ids and the case's patient); none: the case is not hers to write to. */
export function consultationsOfCaseFor(db: DbOrTx, staffId: number, caseId: number): Promise<Array<{ id: number; patientId: number }>> {
  return db
    .select({ id: teleconsultations.id, patientId: teleconsultations.patientId })
    .from(teleconsultations)
    .where(and(eq(teleconsultations.medicalCaseId, caseId), eq(teleconsultations.consultantStaffId, staffId)));
}

/** Whether a teleconsultation of the case (anyone's) is still to be held or under way: the case stays open for it. */
export async function hasPendingConsultation(db: DbOrTx, caseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teleconsultations.id })
    .from(teleconsultations)
    .where(and(eq(teleconsultations.medicalCaseId, caseId), inArray(teleconsultations.status, ['SCHEDULED', 'WAITING', 'IN_PROGRESS'])))
    .limit(1);
  return row !== undefined;
}
