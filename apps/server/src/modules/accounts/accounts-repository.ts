import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, type AccountRow } from '../../db/schema/index';

/**
 * The live (not deleted) account signing in with this name: matched case-insensitively on the
 * username, or on the e-mail; a username match wins over another account's e-mail.
 */
export async function findAccountForSignIn(db: Db, login: string): Promise<AccountRow | null> {
  const name = login.trim().toLowerCase();
  const byUsername = sql`lower(${accounts.username}) = ${name}`;
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(ne(accounts.status, 'DELETED'), or(byUsername, sql`lower(${accounts.email}) = ${name}`)))
    .orderBy(desc(byUsername), accounts.id)
    .limit(1);
  return row ?? null;
}

export async function findAccountById(db: Db, accountId: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

export async function setLockedUntil(db: Db, accountId: number, lockedUntil: Date, now: Date): Promise<void> {
  await db.update(accounts).set({ lockedUntil, updatedAt: now }).where(eq(accounts.id, accountId));
}

export async function setPassword(db: Db, accountId: number, passwordHash: string, now: Date): Promise<AccountRow> {
  const [row] = await db
    .update(accounts)
    .set({ passwordHash, mustChangePassword: false, passwordExpiresAt: null, passwordChangedAt: now, lockedUntil: null, updatedAt: now })
    .where(eq(accounts.id, accountId))
    .returning();
  return row;
}
