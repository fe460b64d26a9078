import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInThrottles } from '../../db/schema/index';

/** The latest lock end among these buckets that is still in force, or null. */
export async function lockedUntil(db: DbOrTx, keyHashes: string[], now: Date): Promise<Date | null> {
  const rows = await db
    .select({ until: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(and(inArray(signInThrottles.keyHash, keyHashes), gt(signInThrottles.lockedUntil, now)));
  const ends = rows.map((r) => r.until!.getTime());
  return ends.length ? new Date(Math.max(...ends)) : null;
}

/**
 * Counts one failure of the bucket in one statement (so concurrent failures are all counted) and
 * answers the count in the current window: a window older than `windowMs`, or one that a lifted lock
 * ended, starts afresh at 1. Expired rows of any bucket are swept on the way (expires_at index).
 */
export async function addFailure(db: DbOrTx, keyHash: string, now: Date, windowMs: number): Promise<number> {
  await db.delete(signInThrottles).where(lt(signInThrottles.expiresAt, now));
  const at = now.toISOString();
  const windowEnd = new Date(now.getTime() + windowMs).toISOString();
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  // A lock in force is never lifted here (a failure that raced past the lock check); otherwise a
  // window that has run out, or a lifted lock, starts the count afresh.
  const inForce = sql`t.locked_until > ${at}::timestamptz`;
  const fresh = sql`(not coalesce(${inForce}, false) and (t.window_started_at <= ${windowStart}::timestamptz or t.locked_until is not null))`;
  const { rows } = (await db.execute(sql`
    insert into sign_in_throttles as t (key_hash, failures, window_started_at, locked_until, expires_at)
    values (${keyHash}, 1, ${at}::timestamptz, null, ${windowEnd}::timestamptz)
    on conflict (key_hash) do update set
      failures = case when ${fresh} then 1 else t.failures + 1 end,
      window_started_at = case when ${fresh} then ${at}::timestamptz else t.window_started_at end,
      locked_until = case when coalesce(${inForce}, false) then t.locked_until else null end,
      expires_at = case when ${fresh} then ${windowEnd}::timestamptz else t.expires_at end
    returning failures`)) as unknown as { rows: Array<{ failures: number }> };
  return Number(rows[0]?.failures ?? 1);
}

/** Locks the bucket until `until`; its count starts afresh once the lock lifts. */
export async function lock(db: DbOrTx, keyHash: string, until: Date): Promise<void> {
  await db.update(signInThrottles).set({ failures: 0, lockedUntil: until, expiresAt: until }).where(eq(signInThrottles.keyHash, keyHash));
}

/** Forgets the bucket's failures (a successful sign-in through it; a new password). */
export async function clear(db: DbOrTx, keyHashes: string[]): Promise<void> {
  await db.delete(signInThrottles).where(inArray(signInThrottles.keyHash, keyHashes));
}
