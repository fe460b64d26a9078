import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, patientLinks, patients, type AccountRow, type PatientRow } from '../../../db/schema/index';
import { patientOfRecord, type CheckedPatientId } from '../../../lib/checked-patient';

/* Patient records and links written by self-service registration (modules/registration, through patients-service). */

export type PatientWithOwner = PatientRow & { ownerStatus: AccountRow['status'] | null };

const withOwner = {
  patient: patients,
  ownerStatus: accounts.status,
};

/** Patients with this national ID, each with the status of the account it belongs to (if any). */
export async function findPatientsByNationalId(db: DbOrTx, nationalId: string): Promise<PatientWithOwner[]> {
  const rows = await db
    .select(withOwner)
    .from(patients)
    .leftJoin(accounts, eq(accounts.id, patients.accountId))
    .where(eq(patients.nationalId, nationalId))
    .orderBy(asc(patients.id));
  return rows.map((r) => ({ ...r.patient, ownerStatus: r.ownerStatus }));
}

/** Patients without a national ID identified by this document of this country. */
export async function findPatientsByDocument(db: DbOrTx, documentNumber: string, countryCode: string): Promise<PatientWithOwner[]> {
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

export async function insertPatient(db: DbOrTx, values: typeof patients.$inferInsert): Promise<PatientRow> {
  const [row] = await db.insert(patients).values(values).returning();
  return row;
}

/** The names and address a person enters for a record (registration form, `patient` part). */
export type RecordDetails = Pick<
  PatientRow,
  'name' | 'lastName' | 'middleName' | 'addressCountryCode' | 'city' | 'street' | 'houseNumber' | 'postalCode'
>;

/**
 * Every confirmed (C) warden link of the record becomes pending (P): someone new stands behind the
 * record (the person claimed it, or their identity was confirmed), and only the person — or the clinic,
 * for a child — may confirm who acts for them. Blocked and deleted links stay as they are.
 */
export async function pendLinks(db: DbOrTx, patientId: CheckedPatientId, now: Date): Promise<number[]> {
  const rows = await db
    .update(patientLinks)
    .set({ status: 'PENDING', updatedAt: now })
    .where(and(eq(patientLinks.patientId, patientId), eq(patientLinks.status, 'CONFIRMED')))
    .returning({ accountId: patientLinks.accountId });
  return rows.map((r) => r.accountId);
}

/** No review of the clinic: a record that (again) waits for the clinic's look at the identity is in its queue. */
export const noReview = { identityReviewedAt: null, identityReviewedBy: null, identityRejectionReason: null } as const;

/**
 * Gives an existing record (the clinic's, or a deleted account's) to a newly registered account, with
 * the identity to be confirmed: knowing a PESEL must not open anyone's medical data, so the record is
 * out of the account's reach (plugins/patient-access) until the clinic, or a sign-in through the
 * public e-service with that PESEL, confirms it. In the same statement's transaction every warden
 * link of the record becomes pending, and names and address not entered by the clinic (a guardian's,
 * or a former owner's) are replaced by the claimant's own entries (`SELF`). Call it inside a
 * transaction.
 */
export async function claimPatient(db: DbOrTx, patientId: CheckedPatientId, accountId: number, details: RecordDetails, now: Date): Promise<boolean> {
  // Two registrations racing for one record: the row lock lets one of them have it.
  const [record] = await db
    .select({ detailsSource: patients.detailsSource })
    .from(patients)
    .where(and(eq(patients.id, patientId), or(isNull(patients.accountId), eq(patients.accountId, accountId))))
    .for('update');
  if (!record) return false;
  const replaced = record.detailsSource === 'CLINIC' ? {} : { ...details, detailsSource: 'SELF' as const };
  // A new claimant: whatever the clinic decided about an earlier one, the record waits in its queue again.
  const rows = await db
    .update(patients)
    .set({ accountId, identityStatus: 'REQUESTED', updatedAt: now, ...replaced, ...noReview })
    .where(and(eq(patients.id, patientId), or(isNull(patients.accountId), eq(patients.accountId, accountId))))
    .returning({ id: patients.id });
  if (rows.length !== 1) return false;
  await pendLinks(db, patientId, now);
  return true;
}

/**
 * The identity of the account's own records with this PESEL is confirmed (by the public e-service;
 * the clinic's confirmation goes the same way through `confirmRecordIdentity`).
 * Answers how many records the account has with it.
 */
export async function confirmOwnRecords(
  db: DbOrTx,
  input: { accountId: number; nationalId: string; names: Pick<PatientRow, 'name' | 'lastName'> | null; now: Date },
): Promise<number> {
  const own = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.accountId, input.accountId), eq(patients.nationalId, input.nationalId)))
    .for('update');
  for (const record of own) await confirmRecordIdentity(db, patientOfRecord(record), input.names, input.now);
  return own.length;
}

/**
 * Confirms a record's identity (VERIFIED, authorized): the one step every way of confirming an
 * identity ends in — the public e-service, a verified electronic signature, the clinic's registrar.
 * When it was waiting (REQUESTED) — a claim now proven — every warden link becomes pending (only the
 * person confirms who acts for them), the clinic's review is written (`reviewer`: the staff member
 * who looked at the document; null: proven elsewhere, no review of the clinic — an earlier rejection
 * is cleared) and, unless the clinic entered them, the names become the verified identity's (`names`:
 * the e-service's; null: the entries as they stand). Call it inside a transaction. Answers the
 * guardian accounts whose links became pending (their reach changed).
 */
export async function confirmRecordIdentity(
  db: DbOrTx,
  patientId: CheckedPatientId,
  names: Pick<PatientRow, 'name' | 'lastName'> | null,
  now: Date,
  reviewer: number | null = null,
): Promise<number[]> {
  const [before] = await db.select().from(patients).where(eq(patients.id, patientId)).for('update');
  if (!before) return [];
  const waiting = before.identityStatus === 'REQUESTED';
  const verifiedNames = names && before.detailsSource !== 'CLINIC' ? { ...names, detailsSource: 'E_SERVICE' as const } : {};
  const review = reviewer === null ? noReview : { identityReviewedAt: now, identityReviewedBy: reviewer, identityRejectionReason: null };
  await db
    .update(patients)
    .set({ identityStatus: 'VERIFIED', authorized: true, updatedAt: now, ...(waiting ? { ...verifiedNames, ...review } : {}) })
    .where(eq(patients.id, patientId));
  return waiting ? pendLinks(db, patientId, now) : [];
}

/**
 * The record of this PESEL that a live account claimed at registration and that still waits for the
 * identity's confirmation (REQUESTED), with its claimant; the oldest if several.
 */
export async function findWaitingClaim(db: DbOrTx, nationalId: string): Promise<{ id: number; accountId: number } | null> {
  const [row] = await db
    .select({ id: patients.id, accountId: accounts.id })
    .from(patients)
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .where(and(eq(patients.nationalId, nationalId), eq(patients.identityStatus, 'REQUESTED'), ne(accounts.status, 'DELETED')))
    .orderBy(asc(patients.id))
    .limit(1)
    .for('update', { of: patients });
  return row ?? null;
}

/**
 * The public e-service proved that the person is not the claimant of their record: the record moves
 * to the person's own account (`accountId`), confirmed, with the e-service's names; an address the
 * clinic did not enter was the claimant's and is cleared; every warden link becomes pending. Call it
 * inside a transaction.
 */
export async function moveRecordToPerson(
  db: DbOrTx,
  patientId: CheckedPatientId,
  accountId: number,
  names: Pick<PatientRow, 'name' | 'lastName'>,
  now: Date,
): Promise<void> {
  const [record] = await db.select().from(patients).where(eq(patients.id, patientId)).for('update');
  if (!record) return;
  const replaced =
    record.detailsSource === 'CLINIC'
      ? {}
      : { ...names, middleName: null, city: null, street: null, houseNumber: null, postalCode: null, detailsSource: 'E_SERVICE' as const };
  await db
    .update(patients)
    .set({ accountId, identityStatus: 'VERIFIED', authorized: true, updatedAt: now, ...replaced, ...noReview })
    .where(eq(patients.id, patientId));
  await pendLinks(db, patientId, now);
}

export async function insertLink(
  db: DbOrTx,
  values: { accountId: number; patientId: CheckedPatientId; role: 'WARD' | 'CHILD'; status: 'PENDING' | 'CONFIRMED'; createdAt: Date },
): Promise<void> {
  await db.insert(patientLinks).values({ ...values, updatedAt: values.createdAt });
}
