import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  patientAttachments,
  patientLinks,
  patients,
  registrationChallenges,
  type AccountRow,
  type PatientRow,
} from '../../db/schema/index';

export type ChallengeRow = typeof registrationChallenges.$inferSelect;

export async function insertChallenge(db: Db, row: { tokenHash: string; answer: number; issuedAt: Date }): Promise<void> {
  await db.insert(registrationChallenges).values(row);
}

/** Marks the challenge used and answers it, in one statement: a token is good for one attempt only. */
export async function consumeChallenge(db: Db, tokenHash: string, now: Date): Promise<ChallengeRow | null> {
  const [row] = await db
    .update(registrationChallenges)
    .set({ usedAt: now })
    .where(and(eq(registrationChallenges.tokenHash, tokenHash), isNull(registrationChallenges.usedAt)))
    .returning();
  return row ?? null;
}

export async function deleteChallengesIssuedBefore(db: Db, before: Date): Promise<void> {
  await db.delete(registrationChallenges).where(lt(registrationChallenges.issuedAt, before));
}

/** Which of these logins (compared lower-case) belong to an account already, deleted ones included. */
export async function takenUsernames(db: Db, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const lower = candidates.map((c) => c.toLowerCase());
  const rows = await db
    .select({ username: sql<string>`lower(${accounts.username})` })
    .from(accounts)
    .where(inArray(sql`lower(${accounts.username})`, lower));
  return new Set(rows.map((r) => r.username));
}

/**
 * Another account that would clash with a new one: the login is taken (by any account, a deleted
 * one too — logins are never reused), or a live account signs in with this login or e-mail.
 */
export async function findConflictingAccount(
  db: Db,
  input: { username: string; email: string | null; exceptAccountId: number | null },
): Promise<AccountRow | null> {
  const username = input.username.toLowerCase();
  const names = input.email ? [username, input.email.toLowerCase()] : [username];
  const live = ne(accounts.status, 'DELETED');
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(
        input.exceptAccountId == null ? undefined : ne(accounts.id, input.exceptAccountId),
        or(
          sql`lower(${accounts.username}) = ${username}`,
          and(live, inArray(sql`lower(${accounts.username})`, names)),
          and(live, inArray(sql`lower(${accounts.email})`, names)),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

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

export async function insertAccount(db: Db, values: typeof accounts.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  return row;
}

/** Brings a deleted account back with new credentials and contact data; null if it is not deleted any more. */
export async function restoreDeletedAccount(
  db: Db,
  accountId: number,
  values: Partial<typeof accounts.$inferInsert>,
): Promise<AccountRow | null> {
  const [row] = await db
    .update(accounts)
    .set({ ...values, status: 'ACTIVE' })
    .where(and(eq(accounts.id, accountId), eq(accounts.status, 'DELETED')))
    .returning();
  return row ?? null;
}

export async function insertPatient(db: Db, values: typeof patients.$inferInsert): Promise<PatientRow> {
  const [row] = await db.insert(patients).values(values).returning();
  return row;
}

/** Gives a patient record that has no account to this account; false when another took it first. */
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
