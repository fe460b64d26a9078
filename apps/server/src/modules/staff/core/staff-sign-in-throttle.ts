import net from 'node:net';
import type { Deps } from '../../../deps';
import { signInBuckets as buckets } from '../../sign-in-guard/sign-in-guard-service';

/*
 * Who may try a staff password, and how often (OWASP ASVS 2.2.1): an attacker must not be able to keep
 * the desk out by failing on purpose, nor guess freely from many logins or addresses.
 *
 * - A browser that completed a sign-in of the member (password and second factor) carries the console's
 *   device cookie (pp_clinic_device, see staff-sign-in-service.ts). Only its own failures count against it
 *   and lock it; no lock others caused stops it.
 * - Any other browser is counted three ways:
 *   - the login from this address: LOGIN_MAX_FAILURES failures in the window lock the login here for
 *     LOGIN_LOCK_MINUTES, doubling with each lock within a day (capped at a day) — 423;
 *   - the address (an IPv6 /64 as one address): STAFF_SIGN_IN_ADDRESS_MAX_FAILURES failures across any logins slow it down
 *     with a wait of a minute that doubles with each wait within a day (capped at an hour) — 429;
 *   - the login from everywhere: LOGIN_WIDE_FAILURES failures lock it for browsers without the cookie
 *     (a spread-out guess), while the desk's browsers go on.
 * Unknown logins are counted exactly like members' logins. Only hashes of the keys are stored (the
 * accounts module's sign-in-lock-service).
 */

type ThrottleDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

export const LOGIN_WIDE_FAILURES = 20;
const ADDRESS_WAIT_MS = 60_000;
const ADDRESS_WAIT_CAP_MS = 60 * 60_000;
const LOCK_CAP_MS = 24 * 3_600_000;
/** Locks and waits within this long of the first one grow. */
const GROWTH_WINDOW_MS = 24 * 3_600_000;

/** The login as the lock knows it: NFKC, trimmed, lower-case. */
export const normalisedLogin = (login: string) => login.normalize('NFKC').trim().toLowerCase();

/** The address as one bucket: an IPv4 address (also IPv4-mapped IPv6) as is, an IPv6 address by its /64 prefix. */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (net.isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

function expandIPv6(ip: string): string[] {
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const middle = ip.includes('::') ? Array<string>(8 - left.length - right.length).fill('0') : [];
  return [...left, ...middle, ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** A lock or wait that doubles with each one in the growth window: base × 2^(level−1), at most cap. */
export const grown = (baseMs: number, level: number, capMs: number) => Math.min(capMs, baseMs * 2 ** Math.max(0, Math.min(level - 1, 30)));

export type Refusal = { kind: 'locked' | 'slowed'; until: Date };

/** The buckets of one attempt. */
export interface StaffAttempt {
  login: string;
  ip: string;
  /** The nonce of this browser's genuine device entry for the member, when it has one. */
  deviceNonce: string | null;
  /** Changes when the member's password or second factor does (so a reset lifts her locks); '-' for an unknown login. */
  generation: string;
}

const keys = (a: StaffAttempt) => {
  const login = normalisedLogin(a.login);
  const address = addressBucket(a.ip);
  return {
    device: a.deviceNonce ? `staff-device:${a.deviceNonce}` : null,
    loginHere: `staff-login-address:${login}|${a.generation}|${address}`,
    address: `staff-address:${address}`,
    loginWide: staffLoginKey(a.login),
  };
};

/** The login-wide bucket's key (also the one the signed-in member's own password change counts on). */
export const staffLoginKey = (login: string) => `staff:${normalisedLogin(login)}`;

/** Why this attempt is not to be checked at all, or null. */
export async function refusalOf(deps: ThrottleDeps, attempt: StaffAttempt): Promise<Refusal | null> {
  const k = keys(attempt);
  if (k.device) {
    const until = await buckets.lockedUntil(deps, [k.device]);
    return until ? { kind: 'locked', until } : null;
  }
  const locked = await buckets.lockedUntil(deps, [k.loginHere, k.loginWide]);
  if (locked) return { kind: 'locked', until: locked };
  const slowed = await buckets.lockedUntil(deps, [k.address]);
  return slowed ? { kind: 'slowed', until: slowed } : null;
}

/** Counts one failed attempt; answers the lock or wait it brought about, or null. */
export async function countFailure(deps: ThrottleDeps, attempt: StaffAttempt): Promise<Refusal | null> {
  const k = keys(attempt);
  const now = deps.clock.now();
  const windowMs = deps.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  const lockMs = deps.config.LOGIN_LOCK_MINUTES * 60_000;
  const lockFor = async (key: string, ms: number) => {
    const until = new Date(now.getTime() + ms);
    await buckets.lock(deps, key, until);
    return until;
  };
  /** The number of this bucket's locks within the growth window, this one included. */
  const level = (key: string) => buckets.addFailure(deps, `${key}#level`, GROWTH_WINDOW_MS);

  if (k.device) {
    const failures = await buckets.addFailure(deps, k.device, windowMs);
    return failures >= deps.config.LOGIN_MAX_FAILURES ? { kind: 'locked', until: await lockFor(k.device, lockMs) } : null;
  }
  // The address counts every failure, whichever login it was on; a lock of the login says more than a wait.
  const addressFailures = await buckets.addFailure(deps, k.address, windowMs);
  const locks: Date[] = [];
  if ((await buckets.addFailure(deps, k.loginHere, windowMs)) >= deps.config.LOGIN_MAX_FAILURES) {
    locks.push(await lockFor(k.loginHere, grown(lockMs, await level(k.loginHere), LOCK_CAP_MS)));
  }
  if ((await buckets.addFailure(deps, k.loginWide, windowMs)) >= LOGIN_WIDE_FAILURES) locks.push(await lockFor(k.loginWide, lockMs));
  const wait = addressFailures >= deps.config.STAFF_SIGN_IN_ADDRESS_MAX_FAILURES ? await lockFor(k.address, grown(ADDRESS_WAIT_MS, await level(k.address), ADDRESS_WAIT_CAP_MS)) : null;
  if (locks.length) return { kind: 'locked', until: new Date(Math.max(...locks.map((d) => d.getTime()))) };
  return wait ? { kind: 'slowed', until: wait } : null;
}

/** A completed step: the browser's (or the login's here and everywhere) failures are forgotten; the address's are not. */
export async function forgetFailures(deps: Pick<Deps, 'db'>, attempt: StaffAttempt): Promise<void> {
  const k = keys(attempt);
  await buckets.clear(deps, k.device ? [k.device] : [k.loginHere, k.loginWide]);
}
