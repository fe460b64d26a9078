import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, notifications, type AccountRow } from '../../db/schema/index';

/*
 * The contact columns of accounts and the look-ups by id, address or number that every module sending
 * something needs (they reach them through contacts-service); the accounts module writes these columns.
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

/** The live account, other than `exceptAccountId`, that confirmed this e-mail, if any. */
export async function findConfirmedOwner(db: DbOrTx, email: string, exceptAccountId: number): Promise<ContactAccount | null> {
  const [row] = await db
    .select(contactColumns)
    .from(accounts)
    .where(and(live, eq(accounts.emailConfirmed, true), ne(accounts.id, exceptAccountId), sql`lower(${accounts.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row ?? null;
}

/** Logins and owners' names of accounts by id (any status): who sent a message, as the clinic sees it. */
export async function findAccountNames(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: accounts.id, username: accounts.username, name: accounts.name, lastName: accounts.lastName, status: accounts.status })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
}

/**
 * Where the account's notice `guid` points, marking it opened the first time; null for a notice of
 * another account and for one that does not exist.
 */
export async function openNotification(
  db: DbOrTx,
  accountId: number,
  guid: string,
  now: Date,
): Promise<Pick<typeof notifications.$inferSelect, 'target' | 'contextId' | 'patientId'> | null> {
  const [row] = await db
    .update(notifications)
    .set({ openedAt: sql`coalesce(${notifications.openedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.guid, guid), eq(notifications.accountId, accountId)))
    .returning({ target: notifications.target, contextId: notifications.contextId, patientId: notifications.patientId });
  return row ?? null;
}

/** A new in-portal notice of the account; answers its guid. */
export async function insertNotification(
  db: DbOrTx,
  values: Pick<typeof notifications.$inferInsert, 'accountId' | 'patientId' | 'target' | 'title' | 'createdAt' | 'contextId'>,
): Promise<string> {
  const [row] = await db.insert(notifications).values(values).returning({ guid: notifications.guid });
  return row.guid;
}
