import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, type AccountRow } from '../../db/schema/index';

/*
 * The contact columns of accounts and the look-ups by address or number that confirmation and
 * recovery (modules/confirmations) need; they reach them through accounts-service.
 */

export type ContactAccount = Pick<
  AccountRow,
    | 'id'
  | 'username'
  | 'status'
  | 'email'
  | 'emailConfirmed'
  | 'phoneNumber'
  | 'phoneConfirmed'
  | 'restoreEmail'
  | 'restorePhone'
  | 'preferredChannel'
  | 'language'
>;
const contactColumns = {
  id: accounts.id,
  username: accounts.username,
  status: accounts.status,
  email: accounts.email,
  emailConfirmed: accounts.emailConfirmed,
  phoneNumber: accounts.phoneNumber,
  phoneConfirmed: accounts.phoneConfirmed,
  restoreEmail: accounts.restoreEmail,
  restorePhone: accounts.restorePhone,
  preferredChannel: accounts.preferredChannel,
  language: accounts.language,
};
const live = ne(accounts.status, 'DELETED');

export async function findContactById(db: DbOrTx, accountId: number): Promise<ContactAccount | null> {
  const [row] = await db.select(contactColumns).from(accounts).where(and(eq(accounts.id, accountId), live));
  return row ?? null;
}

/** Live accounts with this e-mail (case-insensitive), newest first. */
export async function findContactsByEmail(db: DbOrTx, email: string): Promise<ContactAccount[]> {
  return db
    .select(contactColumns)
    .from(accounts)
    .where(and(live, sql`lower(${accounts.email}) = ${email.toLowerCase()}`))
    .orderBy(desc(accounts.id))
    .limit(20);
}

/**
 * Live accounts (newest first) whose phone (or, with `includePending`, pending phone restorePhone) is this number.
 * Numbers are stored as typed once; the comparison is on digits only, as samePhone does.
 */
export async function findContactsByPhone(db: DbOrTx, digits: string, includePending = false): Promise<ContactAccount[]> {
  const phoneDigits = sql`regexp_replace(coalesce(${accounts.phoneNumber}, ''), '\\D', '', 'g')`;
  const pendingDigits = sql`regexp_replace(coalesce(${accounts.restorePhone}, ''), '\\D', '', 'g')`;
  const match = includePending ? sql`(${phoneDigits} = ${digits} or ${pendingDigits} = ${digits})` : sql`${phoneDigits} = ${digits}`;
  return db.select(contactColumns).from(accounts).where(and(live, match)).orderBy(desc(accounts.id)).limit(20);
}

export async function findContactByUsername(db: DbOrTx, username: string): Promise<ContactAccount | null> {
  const [row] = await db
    .select(contactColumns)
    .from(accounts)
    .where(and(live, sql`lower(${accounts.username}) = ${username.trim().toLowerCase()}`));
  return row ?? null;
}

/**
 * Confirms the account's e-mail. The database lets one live account confirm an address
 * (accounts_confirmed_email_idx); a second one gets a unique violation.
 */
export async function setEmailConfirmed(db: DbOrTx, accountId: number, now: Date): Promise<void> {
  await db.update(accounts).set({ emailConfirmed: true, updatedAt: now }).where(eq(accounts.id, accountId));
}

/** The e-mail waiting for confirmation (restoreEmail) becomes the account's confirmed e-mail; the same unique index applies. */
export async function setPendingEmailConfirmed(db: DbOrTx, accountId: number, now: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ email: sql`${accounts.restoreEmail}`, restoreEmail: null, emailConfirmed: true, updatedAt: now })
    .where(eq(accounts.id, accountId));
}

/** The live account, other than `exceptAccountId`, that confirmed this e-mail, if any. */
export async function findConfirmedOwner(db: DbOrTx, email: string, exceptAccountId: number): Promise<ContactAccount | null> {
  const [row] = await db
    .select(contactColumns)
    .from(accounts)
    .where(and(live, eq(accounts.emailConfirmed, true), ne(accounts.id, exceptAccountId), sql`lower(${accounts.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row ?? null;
}

/** Confirms the number: the account's phone, or its pending phone which then becomes the phone. */
export async function setPhoneConfirmed(db: DbOrTx, accountId: number, phoneNumber: string, fromPending: boolean, now: Date): Promise<void> {
  await db
    .update(accounts)
    .set(fromPending ? { phoneNumber, restorePhone: null, phoneConfirmed: true, updatedAt: now } : { phoneConfirmed: true, updatedAt: now })
    .where(eq(accounts.id, accountId));
}

/** The language the account's messages go out in (chosen in the interface). */
export async function setLanguage(db: DbOrTx, accountId: number, language: AccountRow['language'], now: Date): Promise<void> {
  await db.update(accounts).set({ language, updatedAt: now }).where(eq(accounts.id, accountId));
}

/** Logins and owners' names of accounts by id (any status): who sent a message, as the clinic sees it. */
export async function findAccountNames(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: accounts.id, username: accounts.username, name: accounts.name, lastName: accounts.lastName, status: accounts.status })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
}
