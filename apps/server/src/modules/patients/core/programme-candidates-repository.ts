import { and, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { patients } from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * The patient records other modules read in bulk for the clinic's work on many patients at once: a
 * prevention programme's candidates (birth date and gender bounds in SQL, with the account an
 * invitation reaches them through) and the names and PESEL of the patients whose answers the clinic
 * lists. One query each, whatever the number of patients.
 */

export interface CandidateFilter {
  /** Born on or before this day (the youngest age's bound). */
  bornOnOrBefore?: string;
  /** Born after this day (the oldest age's bound). */
  bornAfter?: string;
  gender?: 'FEMALE' | 'MALE';
  /** Only these records (unknown ids are absent from the answer). */
  patientIds?: readonly CheckedPatientId[];
}

export interface CandidateRow {
  id: number;
  birthDate: string | null;
  gender: 'MALE' | 'FEMALE' | 'UNKNOWN';
  /**
   * The live account that acts for the record: its own account once the identity is confirmed, else a
   * guardian's through a confirmed link (a child's while under 18), the reach rule of plugins/patient-access.
   */
  accountId: number | null;
}

/** Records matching the bounds, by id, with the account an invitation goes to (see CandidateRow). */
export async function findCandidates(db: DbOrTx, filter: CandidateFilter, today: string): Promise<CandidateRow[]> {
  const where: Array<SQL | undefined> = [];
  if (filter.patientIds) where.push(filter.patientIds.length ? inArray(patients.id, [...filter.patientIds]) : sql`false`);
  if (filter.bornOnOrBefore) where.push(lte(patients.birthDate, filter.bornOnOrBefore));
  if (filter.bornAfter) where.push(gt(patients.birthDate, filter.bornAfter));
  if (filter.gender) where.push(sql`${patients.gender} = ${filter.gender}`);
  const ownAccount = sql<number | null>`(select a.id from accounts a where a.id = ${patients.accountId} and a.status = 'ACTIVE' and ${patients.identityStatus} = 'VERIFIED')`;
  const guardianAccount = sql<number | null>`(select l.account_id from patient_links l join accounts a on a.id = l.account_id
      where l.patient_id = ${patients.id} and l.status = 'CONFIRMED' and a.status = 'ACTIVE'
        and (l.role = 'WARD' or ${patients.birthDate} + interval '18 years' > ${today}::date)
      order by l.id limit 1)`;
  const rows = await db
    .select({ id: patients.id, birthDate: patients.birthDate, gender: patients.gender, accountId: sql<number | null>`coalesce(${ownAccount}, ${guardianAccount})` })
    .from(patients)
    .where(and(...where))
    .orderBy(patients.id);
  return rows.map((r) => ({ ...r, accountId: r.accountId == null ? null : Number(r.accountId) }));
}

/** Names, PESEL, birth date and gender of records by id. */
export async function findIdentities(db: DbOrTx, patientIds: readonly CheckedPatientId[]) {
  if (patientIds.length === 0) return [];
  return db
    .select({ id: patients.id, name: patients.name, lastName: patients.lastName, pesel: patients.nationalId, birthDate: patients.birthDate, gender: patients.gender })
    .from(patients)
    .where(inArray(patients.id, [...new Set(patientIds)]));
}
