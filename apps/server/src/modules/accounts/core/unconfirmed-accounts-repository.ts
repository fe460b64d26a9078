import { and, eq, exists, isNull, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accounts, eventLog, sessions } from '../../../db/schema/index';

/**
 * An account made by a registration (its ACCOUNT_REGISTER event; not one restored by it, REVERTED)
 * before `createdBefore` that has confirmed neither its e-mail nor its phone, never signed in and has
 * no session, is not authorized by the clinic and waits for no merge.
 */
function expiredUnconfirmed(createdBefore: Date): SQL {
  return and(
    lt(accounts.createdAt, createdBefore),
    eq(accounts.status, 'ACTIVE'),
    eq(accounts.type, 'UNAUTHORIZED'),
    eq(accounts.emailConfirmed, false),
    eq(accounts.phoneConfirmed, false),
    isNull(accounts.mergeWithAccountId),
    exists(
      sql`(select 1 from ${eventLog} where ${eventLog.accountId} = ${accounts.id} and ${eventLog.eventType} = 'ACCOUNT_REGISTER'
        and ${eventLog.outcome} = 'SUCCESS' and coalesce(${eventLog.description}, '') not like 'REVERTED%')`,
    ),
    not(exists(sql`(select 1 from ${eventLog} where ${eventLog.accountId} = ${accounts.id} and ${eventLog.eventType} = 'LOGIN_SUCCESS')`)),
    not(exists(sql`(select 1 from ${sessions} where ${sessions.accountId} = ${accounts.id})`)),
  )!;
}

/** Ids of such accounts, the oldest first. */
export async function findExpiredUnconfirmed(db: Db, createdBefore: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(expiredUnconfirmed(createdBefore))
    .orderBy(accounts.createdAt, accounts.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Locks the account if it still is such an account (inside the removing transaction); answers when it was made. */
export async function lockExpiredUnconfirmed(db: Db, accountId: number, createdBefore: Date): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: accounts.createdAt })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), expiredUnconfirmed(createdBefore)))
    .for('update');
  return row ?? null;
}

/** Deletes the account row: its sessions, links, notices and secrets go with it (cascade); events keep no id. */
export async function deleteAccountRow(db: Db, accountId: number): Promise<void> {
  await db.delete(accounts).where(eq(accounts.id, accountId));
}
