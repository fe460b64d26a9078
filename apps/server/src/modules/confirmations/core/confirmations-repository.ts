import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { deliveryAttempts, verifications } from '../../../db/schema/index';

export type VerificationRow = typeof verifications.$inferSelect;
export type VerificationPurpose = VerificationRow['purpose'];

/* Send limits */

export async function insertDeliveryAttempt(db: DbOrTx, row: { purpose: string; target: string; ip: string; createdAt: Date }): Promise<void> {
  await db.insert(deliveryAttempts).values(row);
}

/** Requests for this target and, separately, from this IP since `since` (every purpose counts). */
export async function countDeliveryAttempts(db: DbOrTx, target: string, ip: string, since: Date): Promise<{ target: number; ip: number }> {
  const [byTarget] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deliveryAttempts)
    .where(and(eq(deliveryAttempts.target, target), gte(deliveryAttempts.createdAt, since)));
  const [byIp] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deliveryAttempts)
    .where(and(eq(deliveryAttempts.ip, ip), gte(deliveryAttempts.createdAt, since)));
  return { target: byTarget?.n ?? 0, ip: byIp?.n ?? 0 };
}

/* Verifications (link tokens and SMS codes) */

export async function insertVerification(db: DbOrTx, row: typeof verifications.$inferInsert): Promise<void> {
  await db.insert(verifications).values(row);
}

/** The link of this hash, used or not, expired or not: the caller decides. */
export async function findVerificationByHash(db: DbOrTx, secretHash: string, purpose: VerificationPurpose): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.secretHash, secretHash), eq(verifications.purpose, purpose), eq(verifications.channel, 'EMAIL')));
  return row ?? null;
}

/** The newest unused SMS code for this number and purpose (a newer code supersedes older ones). */
export async function findLatestCode(db: DbOrTx, target: string, purpose: VerificationPurpose): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.target, target), eq(verifications.purpose, purpose), eq(verifications.channel, 'SMS'), isNull(verifications.usedAt)))
    .orderBy(desc(verifications.createdAt), desc(verifications.id))
    .limit(1);
  return row ?? null;
}

/** Counts one more try of a code; answers the count after this try (settled by the database under races). */
export async function addAttempt(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} + 1` })
    .where(eq(verifications.id, id))
    .returning({ attempts: verifications.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Marks the secret used; false when another request used it first. */
export async function markUsed(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verifications)
    .set({ usedAt: now })
    .where(and(eq(verifications.id, id), isNull(verifications.usedAt)))
    .returning({ id: verifications.id });
  return rows.length > 0;
}

/** Voids every other open secret of the account for this purpose (after one of them was used). */
export async function voidOpenSecrets(db: DbOrTx, accountId: number, purpose: VerificationPurpose, now: Date): Promise<void> {
  await db
    .update(verifications)
    .set({ usedAt: now })
    .where(and(eq(verifications.accountId, accountId), eq(verifications.purpose, purpose), isNull(verifications.usedAt)));
}

/** Voids open SMS codes for this number and purpose, so only the newest one sent counts. */
export async function voidOpenCodes(db: DbOrTx, target: string, purpose: VerificationPurpose, now: Date): Promise<void> {
  await db
    .update(verifications)
    .set({ usedAt: now })
    .where(and(eq(verifications.target, target), eq(verifications.purpose, purpose), eq(verifications.channel, 'SMS'), isNull(verifications.usedAt)));
}

/** The redirect context of the newest confirmation link sent to the account (kept by a resend). */
export async function findLatestEmailContext(db: DbOrTx, accountId: number): Promise<unknown> {
  const [row] = await db
    .select({ context: verifications.context })
    .from(verifications)
    .where(and(eq(verifications.accountId, accountId), eq(verifications.purpose, 'EMAIL_CONFIRM')))
    .orderBy(desc(verifications.createdAt), desc(verifications.id))
    .limit(1);
  return row?.context ?? null;
}

