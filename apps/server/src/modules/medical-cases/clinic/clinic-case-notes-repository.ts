import { and, eq } from 'drizzle-orm';
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
