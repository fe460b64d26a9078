import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { accountLockedMessage, type ErrorCode } from '@portal/contracts';
import type { AccountRow } from '../../../db/schema/index';
import type { SessionScope } from '../../../plugins/session';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors';
import { hashToken } from '../../../lib/secrets';
import * as repo from './accounts-repository';
import { recordEvent } from '../../event-log/event-log-service';
import { deviceCookieSecret, hashedBuckets as throttle, hashPassword, readDevices, trustedEntry, withNewEntry } from '../../sign-in-guard/sign-in-guard-service';

/*
 * The password check and the sign-in obstacles shared by sign-in, password change and the merge
 * (this module's own helpers; other modules use the services).
 */

export type AccountsDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** What a sign-in needs from the HTTP layer: the cookie session of this request. */
export interface SessionPort {
  /** Opens a fresh session (new id) for the account and sets its cookie; MERGE: one that may only merge accounts. */
  open(accountId: number, scope?: SessionScope): Promise<void>;
  /** Ends every session of the account, the current one included. */
  closeAllOf(accountId: number): Promise<void>;
}

/** What a sign-in with a password needs of the browser's device cookie (see device-cookie.ts). */
export interface DevicePort {
  /** The device cookie the request carries, if any. */
  presented: string | undefined;
  /** Sets the device cookie to this value. */
  issue(value: string): void;
}

export interface RequestContext {
  ip: string;
  /** Sign-ins with a password: the browser's device cookie. */
  device?: DevicePort;
}

/**
 * A hash of a random password, verified against when the account does not exist, so an unknown
 * username costs the same time as a wrong password and does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash(crypto.randomBytes(24).toString('base64url')));

/** A stored hash that cannot be parsed counts as a wrong password, never as a server error. */
const passwordMatches = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

export { hashPassword };

/** Writes the LOGIN_FAILURE event of a refused attempt and gives the error to throw. */
export async function refuse(
  deps: AccountsDeps,
  ctx: RequestContext,
  who: { accountId: number | null; username: string },
  code: ErrorCode,
  extra?: ConstructorParameters<typeof AppError>[2],
): Promise<AppError> {
  await recordEvent(deps, {
    eventType: 'LOGIN_FAILURE',
    outcome: 'FAILURE',
    accountId: who.accountId,
    username: who.username,
    description: code,
    ip: ctx.ip,
  });
  return new AppError(code, undefined, extra);
}

const deviceSecret = deviceCookieSecret;

/** The lock bucket of a login as typed (trimmed, lower-case), whether an account has it or not. */
export const loginBucket = (login: string) => hashToken(`login:${login.trim().toLowerCase()}`);
const deviceBucket = (nonce: string) => hashToken(`device:${nonce}`);

/**
 * The password check of every sign-in with a password (sign-in, password change, the other account
 * of a merge). It does the same work, in the same order, whether the login exists or not:
 * - failed attempts are counted per login as typed (normalised), known or not, and
 *   LOGIN_MAX_FAILURES of them within LOGIN_FAILURE_WINDOW_MINUTES lock that login for
 *   LOGIN_LOCK_MINUTES (423 with Retry-After) — so an unknown login is locked exactly like an
 *   account's, and the lock reveals nothing about which accounts exist;
 * - a browser carrying a device cookie of this account (it signed in to it here with the password)
 *   is not stopped by that lock: its own failures count against the device and lock only it, so
 *   strangers cannot lock the owner out;
 * - a locked login (or device) is refused before the password is looked at;
 * - an unknown login is verified against a dummy hash, so it costs the same hashing as a wrong password.
 * `known`: the account is already known (the signed-in password change).
 */
export async function verifyCredentials(
  deps: AccountsDeps,
  ctx: RequestContext,
  login: string,
  password: string,
  known?: AccountRow,
): Promise<AccountRow> {
  const now = deps.clock.now();
  const account = known ?? (await repo.findAccountForSignIn(deps.db, login));
  const devices = readDevices(ctx.device?.presented, deviceSecret(deps.config));
  const device = account ? trustedEntry(devices, account, now) : null;
  const bucket = device ? deviceBucket(device.nonce) : loginBucket(login);
  const who = { accountId: account?.id ?? null, username: account?.username ?? login };

  const lockedUntil = await throttle.lockedUntil(deps.db, [bucket], now);
  if (lockedUntil) {
    await refuse(deps, ctx, who, 'ACCOUNT_LOCKED');
    throw lockedError(lockedUntil, now);
  }
  const matches = await passwordMatches(account?.passwordHash ?? (await getDummyHash()), password);
  if (account && matches) {
    await throttle.clear(deps.db, [bucket]);
    return account;
  }

  const failure = await refuse(deps, ctx, who, 'INVALID_CREDENTIALS');
  const failures = await throttle.addFailure(deps.db, bucket, now, deps.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  if (failures < deps.config.LOGIN_MAX_FAILURES) throw failure;

  const until = new Date(now.getTime() + deps.config.LOGIN_LOCK_MINUTES * 60_000);
  await throttle.lock(deps.db, bucket, until);
  await recordEvent(deps, {
    eventType: 'ACCOUNT_LOCK',
    outcome: 'INFO',
    ...who,
    description: `Blokada ${device ? 'urządzenia ' : ''}po ${failures} nieudanych próbach logowania do ${until.toISOString()}`,
    ip: ctx.ip,
  });
  throw lockedError(until, now);
}

/** After a sign-in with the password: this browser's device cookie, with a fresh entry for the account. */
export function trustDevice(deps: AccountsDeps, ctx: RequestContext, accountId: number, now: Date): void {
  if (!ctx.device) return;
  const secret = deviceSecret(deps.config);
  ctx.device.issue(withNewEntry(readDevices(ctx.device.presented, secret), accountId, secret, now));
}

const retryAfter = (until: Date, now: Date) => String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)));
/** 423 that says for how long: the minutes left (rounded up) in the message and in details.lockMinutes. */
function lockedError(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError('ACCOUNT_LOCKED', accountLockedMessage(minutes), {
    headers: { 'retry-after': retryAfter(until, now) },
    details: { lockMinutes: String(minutes) },
  });
}

/**
 * What stops an account with a correct password from being signed in, in the order the client
 * expects. A password change (`forPasswordChange`) is itself the way out of the last two, and a
 * sign-in without a password passes true as well (see `signInWithoutPassword`).
 */
export function signInObstacle(
  account: AccountRow,
  now: Date,
  forPasswordChange: boolean,
): { code: ErrorCode; details?: Record<string, string> } | null {
  if (account.status === 'BLOCKED') return { code: 'USER_BLOCKED' };
  if (account.blockedUntil && account.blockedUntil.getTime() > now.getTime()) return { code: 'TEMPORARY_BLOCKED' };
  if (account.mergeWithAccountId != null) {
    // The client opens /mergeaccount with the e-mail and asks for the other account's credentials.
    return { code: 'MERGE_ACCOUNT', details: { ...(account.email ? { email: account.email } : {}), username: account.username } };
  }
  // A confirmed phone confirms the account as well (registration with SMS as the preferred channel).
  if (account.email && !account.emailConfirmed && !account.phoneConfirmed) return { code: 'MUST_CONFIRM_EMAIL', details: { email: account.email } };
  if (forPasswordChange) return null;
  if (account.mustChangePassword) return { code: 'MUST_CHANGE_PASSWORD' };
  if (account.passwordExpiresAt && account.passwordExpiresAt.getTime() <= now.getTime()) return { code: 'PASSWORD_EXPIRED' };
  return null;
}

