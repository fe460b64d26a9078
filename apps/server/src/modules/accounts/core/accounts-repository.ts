import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { type DbOrTx, withTransaction } from '../../../db/client';
import { accounts, patients, ssoTokens, verifications, type AccountRow } from '../../../db/schema/index';

/**
 * The live (not deleted) account signing in with this name: matched case-insensitively on the
 * username, or on the e-mail; a username match wins over another account's e-mail, and an account that
 * confirmed the e-mail over one that did not (an unconfirmed e-mail reserves nothing).
 */
export async function findAccountForSignIn(db: DbOrTx, login: string): Promise<AccountRow | null> {
  const name = login.trim().toLowerCase();
  const byUsername = sql`lower(${accounts.username}) = ${name}`;
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(ne(accounts.status, 'DELETED'), or(byUsername, sql`lower(${accounts.email}) = ${name}`)))
    .orderBy(desc(byUsername), desc(accounts.emailConfirmed), accounts.id)
    .limit(1);
  return row ?? null;
}

export async function findAccountById(db: DbOrTx, accountId: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

/**
 * Sets a new password (clearing mustChangePassword and the expiry) and, in the same transaction,
 * voids what the old password's holder may still have in hand: every unused password-reset link and
 * SMS code of the account, and its single-sign-on tokens. (The caller ends the sessions as well.)
 */
export async function setPassword(db: DbOrTx, accountId: number, passwordHash: string, now: Date): Promise<AccountRow> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .update(accounts)
      .set({ passwordHash, mustChangePassword: false, passwordExpiresAt: null, passwordChangedAt: now, updatedAt: now })
      .where(eq(accounts.id, accountId))
      .returning();
    await tx
      .update(verifications)
      .set({ usedAt: now })
      .where(and(eq(verifications.accountId, accountId), eq(verifications.purpose, 'PASSWORD_RESET'), isNull(verifications.usedAt)));
    await tx.delete(ssoTokens).where(eq(ssoTokens.accountId, accountId));
    return row;
  });
}

/**
 * The live account whose own confirmed (VERIFIED) patient record has this PESEL (public e-service
 * sign-in); a record only claimed at registration (REQUESTED) does not count here. When two accounts
 * of one person still hold it, the one that must merge the other answers, so the person lands on the
 * merge page; otherwise the oldest.
 */
export async function findAccountIdByNationalId(db: DbOrTx, nationalId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(patients)
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .where(and(eq(patients.nationalId, nationalId), eq(patients.identityStatus, 'VERIFIED'), ne(accounts.status, 'DELETED')))
    .orderBy(sql`${accounts.mergeWithAccountId} is null`, accounts.id)
    .limit(1);
  return row?.id ?? null;
}

/**
 * Demo e-service simulator only: the status of the live account whose record has each of these PESELs (the
 * simulator's fixed test persons); a PESEL without one is left out. An active account wins over a
 * blocked one of the same person.
 */
export async function accountStatusesOf(db: DbOrTx, nationalIds: readonly string[]): Promise<Map<string, 'ACTIVE' | 'BLOCKED'>> {
  if (nationalIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([patients.nationalId], { nationalId: patients.nationalId, status: accounts.status })
    .from(patients)
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .where(and(inArray(patients.nationalId, [...nationalIds]), ne(accounts.status, 'DELETED')))
    .orderBy(asc(patients.nationalId), sql`${accounts.status} = 'BLOCKED'`, asc(accounts.id));
  return new Map(rows.map((r) => [r.nationalId!, r.status === 'BLOCKED' ? 'BLOCKED' : 'ACTIVE']));
}

/** The account becomes AUTHORIZED (its identity was confirmed). */
export async function setAuthorized(db: DbOrTx, accountId: number, now: Date): Promise<void> {
  await db.update(accounts).set({ type: 'AUTHORIZED', updatedAt: now }).where(eq(accounts.id, accountId));
}

/** Whether the two accounts' own patient records include one person (the same PESEL). */
export async function shareOwnNationalId(db: DbOrTx, accountId: number, otherAccountId: number): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    select exists(
      select 1 from patients a join patients b on a.national_id = b.national_id
      where a.account_id = ${accountId} and b.account_id = ${otherAccountId} and a.national_id is not null
    ) as shared`)) as unknown as { rows: Array<{ shared: boolean }> };
  return rows[0]?.shared === true;
}

/**
 * The first step of a merge, inside its transaction: locks both accounts (always in id order, so two
 * merges of the same pair cannot interleave or deadlock) and answers whether both are still active.
 */
export async function lockActivePair(db: DbOrTx, targetId: number, sourceId: number): Promise<boolean> {
  const pair = await db
    .select({ id: accounts.id, status: accounts.status })
    .from(accounts)
    .where(inArray(accounts.id, [targetId, sourceId]))
    .orderBy(accounts.id)
    .for('update');
  return pair.length === 2 && pair.every((a) => a.status === 'ACTIVE');
}

/**
 * The last step of a merge, once the rows have moved: the source becomes DELETED, accounts waiting
 * to merge with it now wait for the target, and the target no longer waits for a merge.
 */
export async function closeMergedAccount(db: DbOrTx, targetId: number, sourceId: number, now: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ mergeWithAccountId: targetId, updatedAt: now })
    .where(and(eq(accounts.mergeWithAccountId, sourceId), ne(accounts.id, targetId)));
  await db.update(accounts).set({ mergeWithAccountId: null, updatedAt: now }).where(eq(accounts.id, targetId));
  await db.update(accounts).set({ status: 'DELETED', mergeWithAccountId: null, updatedAt: now }).where(eq(accounts.id, sourceId));
}
