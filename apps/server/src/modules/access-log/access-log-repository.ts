import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffMembers, staffReads, type StaffRole } from '../../db/schema/index';
import type { PatientScope } from '../../plugins/patient-access';

/* The read audit as the patient sees it (access-log-service). */

export interface AccessLogRow {
  id: number;
  at: Date;
  patientId: number;
  what: string;
  name: string;
  lastName: string;
  roles: StaffRole[];
}

/**
 * One page of the reads of the scope's patients, newest first. Per patient the rows come from
 * `staff_reads_patient_id_created_at_id_idx`; a scope is a person's own record and the few profiles
 * the account acts for.
 */
export async function readsOfPatients(db: DbOrTx, scope: PatientScope, limit: number, offset: number): Promise<AccessLogRow[]> {
  return db
    .select({
      id: staffReads.id,
      at: staffReads.createdAt,
      patientId: staffReads.patientId,
      what: staffReads.what,
      name: staffMembers.name,
      lastName: staffMembers.lastName,
      roles: staffMembers.roles,
    })
    .from(staffReads)
    .innerJoin(staffMembers, eq(staffMembers.id, staffReads.staffId))
    .where(scope.where(staffReads.patientId))
    .orderBy(desc(staffReads.createdAt), desc(staffReads.id))
    .limit(limit)
    .offset(offset);
}
