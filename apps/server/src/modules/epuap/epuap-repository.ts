import { and, asc, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, eServiceRequests, patients } from '../../db/schema/index';

/** Where to go after the e-service sign-in, as stored with its request. */
export type SignInContext = Record<string, string>;

/** Stores a sign-in request (by its id's hash); expired requests of anyone are swept on the way. */
export async function insertRequest(
  db: Db,
  row: { requestIdHash: string; context: SignInContext; accountId: number | null; expiresAt: Date; now: Date },
): Promise<void> {
  await db.delete(eServiceRequests).where(lt(eServiceRequests.expiresAt, row.now));
  await db.insert(eServiceRequests).values({
    requestIdHash: row.requestIdHash,
    context: row.context,
    accountId: row.accountId,
    expiresAt: row.expiresAt,
    createdAt: row.now,
  });
}

/**
 * Uses up the request an answer refers to: only once, and only before it expires. Answers the
 * request's context and the account signed in in the browser that started it, or null for an
 * unknown, used or expired request.
 */
export async function useRequest(
  db: Db,
  requestIdHash: string,
  now: Date,
): Promise<{ context: SignInContext; signedInAccountId: number | null } | null> {
  const [row] = await db
    .update(eServiceRequests)
    .set({ usedAt: now })
    .where(and(eq(eServiceRequests.requestIdHash, requestIdHash), isNull(eServiceRequests.usedAt), gt(eServiceRequests.expiresAt, now)))
    .returning({ context: eServiceRequests.context, accountId: eServiceRequests.accountId });
  if (!row) return null;
  return { context: (row.context ?? {}) as SignInContext, signedInAccountId: row.accountId };
}

export interface TestIdentity {
  nationalId: string;
  name: string;
  lastName: string;
  accountStatus: 'ACTIVE' | 'BLOCKED' | 'DELETED';
}

/**
 * Demo simulator only: the people with a PESEL and a portal account, one entry per PESEL, for the
 * simulator's list of test identities.
 */
export async function listTestIdentities(db: Db): Promise<TestIdentity[]> {
  const rows = await db
    .selectDistinctOn([patients.nationalId], {
      nationalId: patients.nationalId,
      name: patients.name,
      lastName: patients.lastName,
      accountStatus: accounts.status,
    })
    .from(patients)
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .where(and(isNotNull(patients.nationalId), ne(accounts.status, 'DELETED')))
    .orderBy(asc(patients.nationalId), sql`${accounts.status} = 'BLOCKED'`, asc(accounts.id))
    .limit(100);
  return rows
    .filter((r): r is TestIdentity => r.nationalId != null)
    .sort((a, b) => a.lastName.localeCompare(b.lastName, 'pl') || a.name.localeCompare(b.name, 'pl'));
}
