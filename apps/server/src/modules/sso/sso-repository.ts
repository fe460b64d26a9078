import { and, eq, exists, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, ssoTokens } from '../../db/schema/index';

/** Stores a token (its hash only); expired tokens of anyone are swept on the way. */
export async function insertToken(
  db: DbOrTx,
  row: { tokenHash: string; accountId: number; sessionRef: string; sessionIdHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.delete(ssoTokens).where(lt(ssoTokens.expiresAt, row.now));
  await db
    .insert(ssoTokens)
    .values({
      tokenHash: row.tokenHash,
      accountId: row.accountId,
      sessionRef: row.sessionRef,
      sessionIdHash: row.sessionIdHash,
      expiresAt: row.expiresAt,
      createdAt: row.now,
    });
}

/**
 * Uses a token up, once, before it expires and while the session it was minted in is still open (one
 * statement, so two uses cannot both win); its account or null. Ending the session deletes the token
 * as well (foreign key, on delete cascade); the check here also covers a session past its expiry
 * that no request has swept yet.
 */
export async function useToken(db: DbOrTx, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(ssoTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(ssoTokens.tokenHash, tokenHash),
        isNull(ssoTokens.usedAt),
        gt(ssoTokens.expiresAt, now),
        exists(
          db
            .select({ one: sessions.idHash })
            .from(sessions)
            .where(and(eq(sessions.idHash, ssoTokens.sessionIdHash), eq(sessions.accountId, ssoTokens.accountId), gt(sessions.expiresAt, now))),
        ),
      ),
    )
    .returning({ accountId: ssoTokens.accountId });
  return row?.accountId ?? null;
}
