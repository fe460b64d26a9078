import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eServiceRequests } from '../../db/schema/index';

/** Where to go after the e-service sign-in, as stored with its request. */
export type SignInContext = Record<string, string>;

/** Stores a sign-in request (by its id's hash); expired requests of anyone are swept on the way. */
export async function insertRequest(
  db: DbOrTx,
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
  db: DbOrTx,
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

/**
 * Uses up the id of an e-service logout request: true the first time, false for an id seen before.
 * Kept beside the sign-in requests (same table, its own hash space) until it expires.
 */
export async function useLogoutRequestId(db: DbOrTx, idHash: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(eServiceRequests).where(lt(eServiceRequests.expiresAt, now));
  const rows = await db
    .insert(eServiceRequests)
    .values({ requestIdHash: idHash, context: null, expiresAt, usedAt: now, createdAt: now })
    .onConflictDoNothing({ target: eServiceRequests.requestIdHash })
    .returning({ id: eServiceRequests.id });
  return rows.length === 1;
}
