import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Account, ChangePasswordRequest, ErrorCode, LoginRequest } from '@portal/contracts';
import type { AccountRow } from '../../db/schema/index';
import type { SessionAccount } from '../../plugins/session';
import { NotFound } from '../../errors';
import type { Deps } from '../../deps';
import { AppError, Validation } from '../../errors';
import * as repo from './accounts-repository';
import { countLockRelevantFailures, recordEvent } from './event-log-service';

type AccountsDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** What a sign-in needs from the HTTP layer: the cookie session of this request. */
export interface SessionPort {
  /** Opens a fresh session (new id) for the account and sets its cookie. */
  open(accountId: number): Promise<void>;
  /** Ends every session of the account, the current one included. */
  closeAllOf(accountId: number): Promise<void>;
}

export interface RequestContext {
  ip: string;
}

/** The signed-in account in full (the session carries only a few of its columns). */
export async function getAccount(deps: AccountsDeps, accountId: number): Promise<Account> {
  const row = await repo.findAccountById(deps.db, accountId);
  if (!row) throw NotFound();
  return toAccount(row);
}

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    username: row.username,
    type: row.type,
    name: row.name,
    lastName: row.lastName,
    middleName: row.middleName,
    emailConfirmed: row.emailConfirmed,
    phoneConfirmed: row.phoneConfirmed,
    contactData: {
      email: row.email,
      phoneNumber: row.phoneNumber,
      restoreEmail: row.restoreEmail,
      restorePhone: row.restorePhone,
    },
  };
}

/**
 * A hash of a random password, verified against when the account does not exist, so an unknown
 * username costs the same time as a wrong password and does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash(crypto.randomBytes(24).toString('base64url')));

/** A stored hash that cannot be parsed counts as a wrong password, never as a server error. */
const passwordMatches = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

export const hashPassword = (password: string) => hash(password);

/** Writes the LOGIN_FAILURE event of a refused attempt and gives the error to throw. */
async function refuse(
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

/**
 * The password check shared by sign-in and password change: a locked account is refused before its
 * password is looked at; a wrong password counts toward the lock and, at the limit, locks the account.
 */
async function checkPassword(deps: AccountsDeps, ctx: RequestContext, account: AccountRow, password: string): Promise<void> {
  const who = { accountId: account.id, username: account.username };
  const now = deps.clock.now();
  if (account.lockedUntil && account.lockedUntil.getTime() > now.getTime()) {
    throw await refuse(deps, ctx, who, 'ACCOUNT_LOCKED', { headers: { 'retry-after': retryAfter(account.lockedUntil, now) } });
  }
  if (await passwordMatches(account.passwordHash, password)) return;

  const failure = await refuse(deps, ctx, who, 'INVALID_CREDENTIALS');
  const failures = await countLockRelevantFailures(deps, account.id);
  if (failures < deps.config.LOGIN_MAX_FAILURES) throw failure;

  const lockedUntil = new Date(now.getTime() + deps.config.LOGIN_LOCK_MINUTES * 60_000);
  await repo.setLockedUntil(deps.db, account.id, lockedUntil, now);
  await recordEvent(deps, {
    eventType: 'ACCOUNT_LOCK',
    outcome: 'INFO',
    accountId: account.id,
    username: account.username,
    description: `Blokada po ${failures} nieudanych próbach logowania do ${lockedUntil.toISOString()}`,
    ip: ctx.ip,
  });
  throw new AppError('ACCOUNT_LOCKED', undefined, { headers: { 'retry-after': retryAfter(lockedUntil, now) } });
}

const retryAfter = (until: Date, now: Date) => String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)));

/**
 * What stops an account with a correct password from being signed in, in the order the client
 * expects. A password change (`forPasswordChange`) is itself the way out of the last two.
 */
function signInObstacle(
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
  if (account.email && !account.emailConfirmed) return { code: 'MUST_CONFIRM_EMAIL', details: { email: account.email } };
  if (forPasswordChange) return null;
  if (account.mustChangePassword) return { code: 'MUST_CHANGE_PASSWORD' };
  if (account.passwordExpiresAt && account.passwordExpiresAt.getTime() <= now.getTime()) return { code: 'PASSWORD_EXPIRED' };
  return null;
}

/** Finds the account by login; an unknown one is refused after the same amount of hashing work. */
async function accountForCredentials(deps: AccountsDeps, ctx: RequestContext, username: string, password: string): Promise<AccountRow> {
  const account = await repo.findAccountForSignIn(deps.db, username);
  if (account) return account;
  await passwordMatches(await getDummyHash(), password);
  throw await refuse(deps, ctx, { accountId: null, username }, 'INVALID_CREDENTIALS');
}

export async function signIn(deps: AccountsDeps, input: LoginRequest, ctx: RequestContext & { sessions: SessionPort }): Promise<Account> {
  const account = await accountForCredentials(deps, ctx, input.username, input.password);
  await checkPassword(deps, ctx, account, input.password);
  const obstacle = signInObstacle(account, deps.clock.now(), false);
  if (obstacle) {
    throw await refuse(deps, ctx, { accountId: account.id, username: account.username }, obstacle.code, { details: obstacle.details });
  }
  await ctx.sessions.open(account.id);
  await recordEvent(deps, {
    eventType: 'LOGIN_SUCCESS',
    outcome: 'SUCCESS',
    accountId: account.id,
    username: account.username,
    ip: ctx.ip,
  });
  return toAccount(account);
}

export async function signOut(
  deps: AccountsDeps,
  ctx: RequestContext & { account: SessionAccount | null; close: () => Promise<void> },
): Promise<void> {
  if (ctx.account) {
    await recordEvent(deps, {
      eventType: 'LOGOUT',
      outcome: 'SUCCESS',
      accountId: ctx.account.id,
      username: ctx.account.username,
      ip: ctx.ip,
    });
  }
  await ctx.close();
}

/**
 * Change of password with the old one, signed in or not (after MUST_CHANGE_PASSWORD or
 * PASSWORD_EXPIRED). Every other session of the account ends and the caller is signed in afresh.
 */
export async function changePassword(
  deps: AccountsDeps,
  input: ChangePasswordRequest,
  ctx: RequestContext & { sessions: SessionPort; sessionAccountId: number | null },
): Promise<Account> {
  let account = ctx.sessionAccountId == null ? null : await repo.findAccountById(deps.db, ctx.sessionAccountId);
  if (!account) {
    if (!input.username) {
      throw Validation('Podaj login konta, którego hasło chcesz zmienić.', [{ path: 'body.username', message: 'Podaj login' }]);
    }
    account = await accountForCredentials(deps, ctx, input.username, input.oldPassword);
  }
  await checkPassword(deps, ctx, account, input.oldPassword);
  const now = deps.clock.now();
  const obstacle = signInObstacle(account, now, true);
  if (obstacle) {
    throw await refuse(deps, ctx, { accountId: account.id, username: account.username }, obstacle.code, { details: obstacle.details });
  }
  if (input.newPassword === input.oldPassword) {
    throw new AppError('PASSWORD_POLICY', 'Nowe hasło musi się różnić od obecnego.', {
      errors: [{ path: 'body.newPassword', message: 'Nowe hasło musi się różnić od obecnego.' }],
    });
  }

  const updated = await repo.setPassword(deps.db, account.id, await hashPassword(input.newPassword), now);
  await ctx.sessions.closeAllOf(account.id);
  await ctx.sessions.open(account.id);
  const who = { accountId: account.id, username: account.username, ip: ctx.ip };
  await recordEvent(deps, { ...who, eventType: 'PASSWORD_CHANGE', outcome: 'SUCCESS' });
  // Without a session this call is the sign-in itself; the success also restarts the lock count.
  if (ctx.sessionAccountId == null) await recordEvent(deps, { ...who, eventType: 'LOGIN_SUCCESS', outcome: 'SUCCESS' });
  return toAccount(updated);
}
