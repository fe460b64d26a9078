import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, patientLinks, patients, type PatientRow } from '../../../db/schema/index';
import type { StaffPatient } from '../../../plugins/staff-access';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * The clinic console's reads of patient records (clinic-patients-service): the search, the card, the
 * queue of identities to confirm. Each query follows an index of patients.schema.ts; the owner's
 * account is joined for its login and status (the module's `accounts` exception, scripts/lint/server-rules.js).
 */

export type SearchRow = Pick<PatientRow, 'id' | 'name' | 'lastName' | 'birthDate' | 'nationalId' | 'documentNumber' | 'identityStatus' | 'accountId'>;

const searchColumns = {
  id: patients.id,
  name: patients.name,
  lastName: patients.lastName,
  birthDate: patients.birthDate,
  nationalId: patients.nationalId,
  documentNumber: patients.documentNumber,
  identityStatus: patients.identityStatus,
  accountId: patients.accountId,
};

/** What the search looks for: a PESEL, a birth date, or prefixes of the last name (and the first name), lower case. */
export type SearchKey = { kind: 'PESEL'; nationalId: string } | { kind: 'BIRTH_DATE'; birthDate: string } | { kind: 'NAME'; lastName: string; name: string | null };

/** A LIKE pattern matching what starts with `prefix` (its own % and _ taken literally). */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the search, in the order of the index it uses, so a page costs a short index range:
 * PESEL `patients_national_id_idx`; birth date `patients_birth_date_idx` (birth_date, id); names
 * `patients_last_name_name_prefix_idx` (lower(last_name), lower(name) with text_pattern_ops, id) —
 * its order is the pattern operators' (`using ~<~`), which the index gives without a sort.
 */
export async function searchPage(db: DbOrTx, key: SearchKey, limit: number, offset: number): Promise<SearchRow[]> {
  const base = db.select(searchColumns).from(patients);
  if (key.kind === 'PESEL') {
    return base.where(eq(patients.nationalId, key.nationalId)).orderBy(asc(patients.id)).limit(limit).offset(offset);
  }
  if (key.kind === 'BIRTH_DATE') {
    return base.where(eq(patients.birthDate, key.birthDate)).orderBy(asc(patients.birthDate), asc(patients.id)).limit(limit).offset(offset);
  }
  const conditions: SQL[] = [sql`lower(${patients.lastName}) like ${startsWith(key.lastName)}`];
  if (key.name) conditions.push(sql`lower(${patients.name}) like ${startsWith(key.name)}`);
  return base
    .where(and(...conditions))
    .orderBy(sql`lower(${patients.lastName}) using ~<~`, sql`lower(${patients.name}) using ~<~`, asc(patients.id))
    .limit(limit)
    .offset(offset);
}

/** The record with its owner account's columns (null: no account). */
export async function findCardRecord(db: DbOrTx, patient: StaffPatient) {
  const [row] = await db
    .select({
      record: patients,
      account: {
        id: accounts.id,
        username: accounts.username,
        email: accounts.email,
        emailConfirmed: accounts.emailConfirmed,
        phoneNumber: accounts.phoneNumber,
        phoneConfirmed: accounts.phoneConfirmed,
        status: accounts.status,
        type: accounts.type,
        createdAt: accounts.createdAt,
      },
    })
    .from(patients)
    .leftJoin(accounts, eq(accounts.id, patients.accountId))
    .where(eq(patients.id, patient.id));
  return row ?? null;
}

/** Identities waiting for the clinic: REQUESTED, not reviewed (the partial index `patients_identity_queue_idx`). */
const waiting = and(eq(patients.identityStatus, 'REQUESTED'), isNull(patients.identityReviewedAt));

/** One page of the queue, oldest first, with the owner account's login. */
export async function identityQueuePage(db: DbOrTx, limit: number, offset: number) {
  return db
    .select({
      id: patients.id,
      name: patients.name,
      lastName: patients.lastName,
      birthDate: patients.birthDate,
      nationalId: patients.nationalId,
      documentNumber: patients.documentNumber,
      countryCode: patients.countryCode,
      accountLogin: accounts.username,
      createdAt: patients.createdAt,
    })
    .from(patients)
    .leftJoin(accounts, eq(accounts.id, patients.accountId))
    .where(waiting)
    .orderBy(asc(patients.createdAt), asc(patients.id))
    .limit(limit)
    .offset(offset);
}

export async function countIdentityQueue(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(patients).where(waiting);
  return Number(row?.count ?? 0);
}

/** The record with its owner's login and status, locked for the review within the caller's transaction. */
export async function lockForReview(db: DbOrTx, patient: StaffPatient) {
  const [row] = await db
    .select({ id: patients.id, identityStatus: patients.identityStatus, accountId: patients.accountId, username: accounts.username, accountStatus: accounts.status })
    .from(patients)
    .leftJoin(accounts, eq(accounts.id, patients.accountId))
    .where(eq(patients.id, patient.id))
    .for('update', { of: patients });
  return row ?? null;
}

/** The clinic rejected the document: the record stays REQUESTED, with the review (leaves the queue). */
export async function writeRejection(db: DbOrTx, input: { patientId: CheckedPatientId; staffId: number; reason: string; now: Date }): Promise<void> {
  await db
    .update(patients)
    .set({ identityReviewedAt: input.now, identityReviewedBy: input.staffId, identityRejectionReason: input.reason, updatedAt: input.now })
    .where(and(eq(patients.id, input.patientId), eq(patients.identityStatus, 'REQUESTED')));
}

/** First and last names of records (the read audit's "whose"). */
export async function findNames(db: DbOrTx, patientIds: readonly CheckedPatientId[]) {
  if (patientIds.length === 0) return [];
  return db.select({ id: patients.id, name: patients.name, lastName: patients.lastName }).from(patients).where(inArray(patients.id, [...patientIds]));
}

/** A live (not deleted) link of a guardian account to this record, locked for the clinic's decision. */
export async function lockGuardianLink(db: DbOrTx, patient: StaffPatient, accountId: number) {
  const [row] = await db
    .select({ id: patientLinks.id, role: patientLinks.role, status: patientLinks.status })
    .from(patientLinks)
    .where(and(eq(patientLinks.patientId, patient.id), eq(patientLinks.accountId, accountId), sql`${patientLinks.status} <> 'DELETED'`))
    .for('update');
  return row ?? null;
}

export async function setGuardianLinkStatus(db: DbOrTx, linkId: number, status: 'CONFIRMED' | 'BLOCKED', now: Date): Promise<void> {
  await db.update(patientLinks).set({ status, updatedAt: now }).where(eq(patientLinks.id, linkId));
}

/** Names and PESEL of records by id (a message's patient on the console). */
export async function findNamesWithPesel(db: DbOrTx, patientIds: readonly CheckedPatientId[]) {
  if (patientIds.length === 0) return [];
  return db
    .select({ id: patients.id, name: patients.name, lastName: patients.lastName, pesel: patients.nationalId })
    .from(patients)
    .where(inArray(patients.id, [...patientIds]));
}

/**
 * The live (ACTIVE) accounts that act for a record now: its owner's, once its identity is VERIFIED,
 * and each guardian's through a CONFIRMED link (a child's only while under 18) — the access rule of
 * plugins/patient-access seen from the patient's side. Owner first, then by account id.
 */
export async function findAccountsActingFor(db: DbOrTx, patientId: CheckedPatientId) {
  const { rows } = (await db.execute(sql`
    select a.id, a.name, a.last_name as "lastName", a.username, a.language, a.id = p.account_id as own
      from patients p
      join accounts a on a.status = 'ACTIVE'
        and (a.id = p.account_id and p.identity_status = 'VERIFIED'
             or exists (select 1 from patient_links l where l.patient_id = p.id and l.account_id = a.id and l.status = 'CONFIRMED'
                          and (l.role = 'WARD' or p.birth_date + interval '18 years' > (now() at time zone 'Europe/Warsaw')::date)))
     where p.id = ${patientId}
     order by (a.id = p.account_id) desc, a.id`)) as unknown as { rows: Array<{ id: number; name: string; lastName: string; username: string; language: 'pl' | 'en' | 'uk'; own: boolean }> };
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
