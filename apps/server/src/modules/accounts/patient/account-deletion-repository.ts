import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, ssoTokens } from '../../../db/schema/index';

/**
 * The account becomes DELETED (it no longer signs in, its confirmed e-mail and login are free for a
 * new registration's rules, and registration's REVERTED path can bring it back with its own record);
 * its single-sign-on tokens go with it. Answers false when it was not active any more.
 */
export async function markDeleted(db: DbOrTx, accountId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ status: 'DELETED', restoreEmail: null, restorePhone: null, updatedAt: now })
    .where(and(eq(accounts.id, accountId), eq(accounts.status, 'ACTIVE')))
    .returning({ id: accounts.id });
  await db.delete(ssoTokens).where(eq(ssoTokens.accountId, accountId));
  return rows.length === 1;
}
