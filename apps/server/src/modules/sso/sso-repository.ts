import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ssoTokens } from '../../db/schema/index';

/** Stores a token (its hash only); expired tokens of anyone are swept on the way. */
export async function insertToken(
  db: Db,
  row: { tokenHash: string; accountId: number; sessionRef: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.delete(ssoTokens).where(lt(ssoTokens.expiresAt, row.now));
  await db
    .insert(ssoTokens)
    .values({ tokenHash: row.tokenHash, accountId: row.accountId, sessionRef: row.sessionRef, expiresAt: row.expiresAt, createdAt: row.now });
}

/** Uses a token up, once and before it expires (one statement, so two uses cannot both win); its account or null. */
export async function useToken(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(ssoTokens)
    .set({ usedAt: now })
    .where(and(eq(ssoTokens.tokenHash, tokenHash), isNull(ssoTokens.usedAt), gt(ssoTokens.expiresAt, now)))
    .returning({ accountId: ssoTokens.accountId });
  return row?.accountId ?? null;
}
