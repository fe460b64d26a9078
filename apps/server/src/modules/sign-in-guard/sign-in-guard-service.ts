import { hash } from '@node-rs/argon2';
import type { Deps } from '../../deps';
import { hashToken } from '../../lib/secrets';
import * as throttle from './sign-in-throttle-repository';

/*
 * What the patients' and the staff's sign-ins share: password hashing (argon2id), the check against
 * breached passwords, the lock after repeated failures (sign_in_throttles) and device cookies. A
 * foundation service: the accounts and staff modules stand on it, it knows neither.
 */

/** An argon2id hash of the password, as stored. */
export const hashPassword = (password: string) => hash(password);

export { isBreachedPassword } from './breached-passwords';

/**
 * The lock's buckets as the patients' sign-in names them (already hashed: `login:`, `device:`; see
 * accounts/core/credentials.ts): their lock, failures and clearing.
 */
export const hashedBuckets = { lockedUntil: throttle.lockedUntil, addFailure: throttle.addFailure, lock: throttle.lock, clear: throttle.clear };

/*
 * The lock after repeated failed sign-ins, for sign-ins other than the patients' (the clinic staff):
 * the same table, window and limits as the patients' (LOGIN_MAX_FAILURES within
 * LOGIN_FAILURE_WINDOW_MINUTES lock for LOGIN_LOCK_MINUTES). The caller names its bucket with a key
 * of its own namespace (`staff:<login>`), which never meets a patient's (`login:`, `device:`); only a
 * hash of the key is stored.
 */

type LockDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

const bucketOf = (key: string) => hashToken(key);

/** The end of the key's lock while it is in force, or null. */
export function signInLockedUntil(deps: LockDeps, key: string): Promise<Date | null> {
  return throttle.lockedUntil(deps.db, [bucketOf(key)], deps.clock.now());
}

/**
 * Counts one failed attempt of the key; when it is the LOGIN_MAX_FAILURES-th within the window the key
 * is locked, and the answer says until when (null: not locked).
 */
export async function countSignInFailure(deps: LockDeps, key: string): Promise<{ failures: number; lockedUntil: Date | null }> {
  const now = deps.clock.now();
  const bucket = bucketOf(key);
  const failures = await throttle.addFailure(deps.db, bucket, now, deps.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  if (failures < deps.config.LOGIN_MAX_FAILURES) return { failures, lockedUntil: null };
  const until = new Date(now.getTime() + deps.config.LOGIN_LOCK_MINUTES * 60_000);
  await throttle.lock(deps.db, bucket, until);
  return { failures, lockedUntil: until };
}

/** Forgets the key's failures (a completed sign-in, a new password). */
export function forgetSignInFailures(deps: Pick<Deps, 'db'>, key: string): Promise<void> {
  return throttle.clear(deps.db, [bucketOf(key)]);
}

/**
 * The buckets one by one, for sign-ins with rules of their own (the console's, staff-sign-in-throttle.ts):
 * keys of the caller's namespace, stored as hashes.
 */
export const signInBuckets = {
  lockedUntil: (deps: LockDeps, keys: string[]) => throttle.lockedUntil(deps.db, keys.map(bucketOf), deps.clock.now()),
  /** One more failure of the key within `windowMs`; the count in the window (a lifted lock starts it afresh). */
  addFailure: (deps: LockDeps, key: string, windowMs: number) => throttle.addFailure(deps.db, bucketOf(key), deps.clock.now(), windowMs),
  lock: (deps: LockDeps, key: string, until: Date) => throttle.lock(deps.db, bucketOf(key), until),
  clear: (deps: Pick<Deps, 'db'>, keys: string[]) => throttle.clear(deps.db, keys.map(bucketOf)),
};

/** Device cookies (the patients' trusted devices, and those bound to more than an account: the console's): see device-cookie.ts. */
export { boundEntry, deviceCookieSecret, DEVICE_COOKIE, DEVICE_TRUST_MS, readDevices, trustedEntry, withFreshBoundEntry, withNewEntry } from './device-cookie';
