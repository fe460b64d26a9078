import { and, eq, inArray, ne, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, type AccountRow } from '../../../db/schema/index';

/* Creating and restoring accounts for self-service registration (modules/registration, through accounts-service). */

/** Which of these logins (compared lower-case) belong to an account already, deleted ones included. */
export async function takenUsernames(db: DbOrTx, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const lower = candidates.map((c) => c.toLowerCase());
  const rows = await db
    .select({ username: sql<string>`lower(${accounts.username})` })
    .from(accounts)
    .where(inArray(sql`lower(${accounts.username})`, lower));
  return new Set(rows.map((r) => r.username));
}

/**
 * A login that is an e-mail address counts as that address: it is reserved only by a live account
 * that confirmed it as its e-mail. Any other account holding it (a stranger who registered someone's
 * address and confirmed only a phone, or a deleted account) gives it up to the address's owner.
 */
const releasableLogin = sql`(${accounts.username} like '%@%' and not (${accounts.status} <> 'DELETED' and ${accounts.emailConfirmed} and lower(${accounts.email}) = lower(${accounts.username})))`;

/**
 * Another account that would clash with a new one: the login is taken (by any account, a deleted
 * one too — logins are never reused), or a live account signs in with this login or e-mail — except
 * what an unconfirmed e-mail holds: an e-mail that another account has not confirmed, or a login made
 * of one (`releasableLogin`, released by `releaseEmailLogins`), is no clash.
 */
export async function findConflictingAccount(
  db: DbOrTx,
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
          and(or(sql`lower(${accounts.username}) = ${username}`, and(live, inArray(sql`lower(${accounts.username})`, names))), not(releasableLogin)),
          and(live, eq(accounts.emailConfirmed, true), inArray(sql`lower(${accounts.email})`, names)),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Accounts other than `exceptAccountId` whose login is this e-mail address without their having confirmed it. */
export async function findReleasableLogins(db: DbOrTx, email: string, exceptAccountId: number | null): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(
      and(
        exceptAccountId == null ? undefined : ne(accounts.id, exceptAccountId),
        sql`lower(${accounts.username}) = ${email.toLowerCase()}`,
        releasableLogin,
      ),
    )
    .for('update');
}

export async function setUsername(db: DbOrTx, accountId: number, username: string, now: Date): Promise<void> {
  await db.update(accounts).set({ username, updatedAt: now }).where(eq(accounts.id, accountId));
}

export async function insertAccount(db: DbOrTx, values: typeof accounts.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  return row;
}

/** Brings a deleted account back with new credentials and contact data; null if it is not deleted any more. */
export async function restoreDeletedAccount(
  db: DbOrTx,
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
