import { and, asc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { accounts, patientLinks, patients, type PatientRow } from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/* Profiles an account adds or edits, and the coming of age of children (patients-service, profiles-service). */

/**
 * A link of the account to the record in the given state (CONFIRMED: the guardian made the record;
 * PENDING: the clinic's record of a child, which the clinic confirms at the identity check): a new
 * one, or a link the account had deleted comes back in that state. Answers false, changing nothing,
 * when the account already has a live link to it.
 */
export async function addLink(
  db: DbOrTx,
  input: { accountId: number; patientId: CheckedPatientId; role: 'WARD' | 'CHILD'; status: 'CONFIRMED' | 'PENDING'; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(patientLinks)
    .values({ accountId: input.accountId, patientId: input.patientId, role: input.role, status: input.status, createdAt: input.now, updatedAt: input.now })
    .onConflictDoUpdate({
      target: [patientLinks.accountId, patientLinks.patientId],
      set: { role: input.role, status: input.status, adultNoticeSentAt: null, updatedAt: input.now },
      setWhere: eq(patientLinks.status, 'DELETED'),
    })
    .returning({ id: patientLinks.id });
  return rows.length === 1;
}

/** The record, locked for an edit within the caller's transaction. */
export async function lockRecord(db: DbOrTx, patientId: CheckedPatientId): Promise<PatientRow | null> {
  const [row] = await db.select().from(patients).where(eq(patients.id, patientId)).for('update');
  return row ?? null;
}

/** The account's own record (the oldest, if ever more than one), whatever its identity's state. */
export async function findOwnRecord(db: DbOrTx, accountId: number): Promise<PatientRow | null> {
  const [row] = await db.select().from(patients).where(eq(patients.accountId, accountId)).orderBy(asc(patients.id)).limit(1);
  return row ?? null;
}

/** The account's own record (the oldest, if ever more than one), locked within the caller's transaction. */
export async function lockOwnRecord(db: DbOrTx, accountId: number): Promise<PatientRow | null> {
  const [row] = await db.select().from(patients).where(eq(patients.accountId, accountId)).orderBy(asc(patients.id)).limit(1).for('update');
  return row ?? null;
}

export async function updateRecord(db: DbOrTx, patientId: CheckedPatientId, values: Partial<typeof patients.$inferInsert>): Promise<PatientRow> {
  const [row] = await db.update(patients).set(values).where(eq(patients.id, patientId)).returning();
  return row;
}

/** Whether the account owns any record (confirmed or waiting for the clinic). */
export async function hasOwnRecord(db: DbOrTx, accountId: number): Promise<boolean> {
  const [row] = await db.select({ id: patients.id }).from(patients).where(eq(patients.accountId, accountId)).limit(1);
  return Boolean(row);
}

const guardian = alias(accounts, 'guardian');
const owner = alias(accounts, 'owner');

export interface AdultChildLink {
  linkId: number;
  patientId: number;
  childName: string;
  childLastName: string;
  /** `email`: the confirmed address only. */
  parent: { id: number; name: string; lastName: string; email: string | null; language: string };
  /** The account whose own record this is, when the grown-up child has one that is not deleted. */
  adult: { id: number; email: string | null; language: string } | null;
}

/**
 * Confirmed CHILD links whose child was born on or before `bornOnOrBefore` (18 today on the clinic's
 * calendar) and whose adult notice was not sent yet, oldest first, at most `limit`. The guardian's
 * account must be live (a deleted account gets no mail).
 */
export function findAdultChildLinks(db: DbOrTx, bornOnOrBefore: string, limit: number): Promise<AdultChildLink[]> {
  return adultChildLinks(db, and(isNull(patientLinks.adultNoticeSentAt), lte(patients.birthDate, bornOnOrBefore)), limit);
}

/** One confirmed CHILD link of a live guardian, told or not (the job that sends its notice). */
export async function findAdultChildLink(db: DbOrTx, linkId: number): Promise<AdultChildLink | null> {
  return (await adultChildLinks(db, eq(patientLinks.id, linkId), 1))[0] ?? null;
}

async function adultChildLinks(db: DbOrTx, filter: SQL | undefined, limit: number): Promise<AdultChildLink[]> {
  const rows = await db
    .select({
      linkId: patientLinks.id,
      patientId: patients.id,
      childName: patients.name,
      childLastName: patients.lastName,
      parentId: guardian.id,
      parentName: guardian.name,
      parentLastName: guardian.lastName,
      parentEmail: guardian.email,
      parentEmailConfirmed: guardian.emailConfirmed,
      parentLanguage: guardian.language,
      adultId: owner.id,
      adultEmail: owner.email,
      adultEmailConfirmed: owner.emailConfirmed,
      adultLanguage: owner.language,
    })
    .from(patientLinks)
    .innerJoin(patients, eq(patients.id, patientLinks.patientId))
    .innerJoin(guardian, eq(guardian.id, patientLinks.accountId))
    .leftJoin(owner, and(eq(owner.id, patients.accountId), sql`${owner.status} <> 'DELETED'`))
    .where(
      and(
        eq(patientLinks.role, 'CHILD'),
        eq(patientLinks.status, 'CONFIRMED'),
        filter,
        sql`${guardian.status} <> 'DELETED'`,
      ),
    )
    .orderBy(asc(patientLinks.id))
    .limit(limit);
  return rows.map((r) => ({
    linkId: r.linkId,
    patientId: r.patientId,
    childName: r.childName,
    childLastName: r.childLastName,
    parent: { id: r.parentId, name: r.parentName, lastName: r.parentLastName, email: r.parentEmailConfirmed ? r.parentEmail : null, language: r.parentLanguage },
    adult: r.adultId == null ? null : { id: r.adultId, email: r.adultEmailConfirmed ? r.adultEmail : null, language: r.adultLanguage ?? 'pl' },
  }));
}

/** Marks (or, with null, unmarks) the link's adult notice; answers false when another run marked it first. */
export async function markAdultNotice(db: DbOrTx, linkId: number, at: Date | null): Promise<boolean> {
  const rows = await db
    .update(patientLinks)
    .set({ adultNoticeSentAt: at })
    .where(and(eq(patientLinks.id, linkId), at ? isNull(patientLinks.adultNoticeSentAt) : sql`true`))
    .returning({ id: patientLinks.id });
  return rows.length === 1;
}
