import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, patientAttachments, patientLinks, patients, type AccountRow, type PatientRow } from '../../db/schema/index';

/* Patient records, links and attachments written by self-service registration (modules/registration, through patients-service). */

export type PatientWithOwner = PatientRow & { ownerStatus: AccountRow['status'] | null };

const withOwner = {
  patient: patients,
  ownerStatus: accounts.status,
};

/** Patients with this national ID, each with the status of the account it belongs to (if any). */
export async function findPatientsByNationalId(db: Db, nationalId: string): Promise<PatientWithOwner[]> {
  const rows = await db
    .select(withOwner)
    .from(patients)
    .leftJoin(accounts, eq(accounts.id, patients.accountId))
    .where(eq(patients.nationalId, nationalId))
    .orderBy(asc(patients.id));
  return rows.map((r) => ({ ...r.patient, ownerStatus: r.ownerStatus }));
}

/** Patients without a national ID identified by this document of this country. */
export async function findPatientsByDocument(db: Db, documentNumber: string, countryCode: string): Promise<PatientWithOwner[]> {
  const rows = await db
    .select(withOwner)
    .from(patients)
    .leftJoin(accounts, eq(accounts.id, patients.accountId))
    .where(
      and(
        isNull(patients.nationalId),
        sql`upper(${patients.documentNumber}) = ${documentNumber.toUpperCase()}`,
        eq(patients.countryCode, countryCode),
      ),
    )
    .orderBy(asc(patients.id));
  return rows.map((r) => ({ ...r.patient, ownerStatus: r.ownerStatus }));
}

export async function insertPatient(db: Db, values: typeof patients.$inferInsert): Promise<PatientRow> {
  const [row] = await db.insert(patients).values(values).returning();
  return row;
}

/**
 * Gives an existing record (the clinic's, or a deleted account's) to a newly registered account, with
 * the identity to be confirmed: knowing a PESEL must not open anyone's medical data, so the record is
 * out of the account's reach (plugins/patient-access) until the clinic, or a sign-in through the
 * public e-service with that PESEL, confirms it.
 */
export async function claimPatient(db: Db, patientId: number, accountId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(patients)
    .set({ accountId, identityStatus: 'REQUESTED', updatedAt: now })
    .where(and(eq(patients.id, patientId), or(isNull(patients.accountId), eq(patients.accountId, accountId))))
    .returning({ id: patients.id });
  return rows.length === 1;
}

export async function insertLink(
  db: Db,
  values: { accountId: number; patientId: number; role: 'WARD' | 'CHILD'; status: 'P' | 'C'; createdAt: Date },
): Promise<void> {
  await db.insert(patientLinks).values({ ...values, updatedAt: values.createdAt });
}

export async function insertAttachments(
  db: Db,
  patientId: number,
  files: Array<{ filename: string; type: string; content: Buffer; createdAt: Date }>,
): Promise<void> {
  if (files.length === 0) return;
  await db.insert(patientAttachments).values(files.map((f) => ({ ...f, patientId, size: f.content.length })));
}
