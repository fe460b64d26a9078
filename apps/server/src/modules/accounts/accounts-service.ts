import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  errorMessages,
  type Account,
  type ChangePasswordRequest,
  type ErrorCode,
  type LoginRequest,
  type MergeAccountRequest,
  type NotificationTarget,
} from '@portal/contracts';
import type { AccountRow, accounts } from '../../db/schema/index';
import type { SessionAccount, SessionScope } from '../../plugins/session';
import { NotFound } from '../../errors';
import type { Deps } from '../../deps';
import { AppError, Validation } from '../../errors';
import * as repo from './accounts-repository';
import { recordEvent } from './event-log-service';
import { isBreachedPassword } from './breached-passwords';
import { readDevices, trustedEntry, withNewEntry } from './device-cookie';
import * as throttle from './sign-in-throttle-repository';
import * as creation from './account-creation-repository';
import { findReleasableLogins, insertAccount, setUsername, takenUsernames } from './account-creation-repository';
import * as contacts from './account-contacts-repository';
import { findConfirmedOwner, setEmailConfirmed, type ContactAccount } from './account-contacts-repository';
import { confirmOwnRecords, findWaitingClaim, foldRecordsOfMergedAccount, moveRecordToPerson } from '../patients/patients-service';
import { mergeOwnedRows } from '../../db/ownership';
import { suggestLogin } from '@portal/domain';
import { executorOf, type InTransaction, withTransaction } from '../../db/client';

export { isBreachedPassword } from './breached-passwords';

type AccountsDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

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

/** DEVICE_COOKIE_SECRET, or in demo mode (where it may be unset) a random key of this process. */
let randomDeviceSecret: string | undefined;
const deviceSecret = (config: AccountsDeps['config']) =>
  config.DEVICE_COOKIE_SECRET ?? (randomDeviceSecret ??= crypto.randomBytes(32).toString('base64url'));

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');
/** The lock bucket of a login as typed (trimmed, lower-case), whether an account has it or not. */
const loginBucket = (login: string) => sha256(`login:${login.trim().toLowerCase()}`);
const deviceBucket = (nonce: string) => sha256(`device:${nonce}`);

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
async function verifyCredentials(
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
    throw await refuse(deps, ctx, who, 'ACCOUNT_LOCKED', { headers: { 'retry-after': retryAfter(lockedUntil, now) } });
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
  throw new AppError('ACCOUNT_LOCKED', undefined, { headers: { 'retry-after': retryAfter(until, now) } });
}

/** After a sign-in with the password: this browser's device cookie, with a fresh entry for the account. */
function trustDevice(deps: AccountsDeps, ctx: RequestContext, accountId: number, now: Date): void {
  if (!ctx.device) return;
  const secret = deviceSecret(deps.config);
  ctx.device.issue(withNewEntry(readDevices(ctx.device.presented, secret), accountId, secret, now));
}

const retryAfter = (until: Date, now: Date) => String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)));

/**
 * What stops an account with a correct password from being signed in, in the order the client
 * expects. A password change (`forPasswordChange`) is itself the way out of the last two, and a
 * sign-in without a password passes true as well (see `signInWithoutPassword`).
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
  // A confirmed phone confirms the account as well (registration with SMS as the preferred channel).
  if (account.email && !account.emailConfirmed && !account.phoneConfirmed) return { code: 'MUST_CONFIRM_EMAIL', details: { email: account.email } };
  if (forPasswordChange) return null;
  if (account.mustChangePassword) return { code: 'MUST_CHANGE_PASSWORD' };
  if (account.passwordExpiresAt && account.passwordExpiresAt.getTime() <= now.getTime()) return { code: 'PASSWORD_EXPIRED' };
  return null;
}

export async function signIn(deps: AccountsDeps, input: LoginRequest, ctx: RequestContext & { sessions: SessionPort }): Promise<Account> {
  const account = await verifyCredentials(deps, ctx, input.username, input.password);
  const admitted = await admit(deps, ctx, account, { passwordless: false });
  trustDevice(deps, ctx, account.id, deps.clock.now());
  return admitted;
}

/** How a sign-in without a password was proven; written as the description of its events. */
export type PasswordlessMethod = 'E_SERVICE' | 'SSO_TOKEN';

/**
 * The end of every sign-in once the person is known: the account's obstacles, then a fresh session
 * and the LOGIN_SUCCESS event. MERGE_ACCOUNT also opens a session that may only merge accounts, so
 * /mergeaccount can finish the sign-in.
 */
async function admit(
  deps: AccountsDeps,
  ctx: RequestContext & { sessions: SessionPort },
  account: AccountRow,
  how: { passwordless: false } | { passwordless: true; method: PasswordlessMethod },
): Promise<Account> {
  // Without a password there is nothing to change now: a required or expired change waits for the next sign-in with it.
  const obstacle = signInObstacle(account, deps.clock.now(), how.passwordless);
  if (obstacle) {
    if (obstacle.code === 'MERGE_ACCOUNT') await ctx.sessions.open(account.id, 'MERGE');
    throw await refuse(deps, ctx, { accountId: account.id, username: account.username }, obstacle.code, { details: obstacle.details });
  }
  await ctx.sessions.open(account.id);
  await recordEvent(deps, {
    eventType: 'LOGIN_SUCCESS',
    outcome: 'SUCCESS',
    accountId: account.id,
    username: account.username,
    description: how.passwordless ? how.method : null,
    ip: ctx.ip,
  });
  return toAccount(account);
}

/**
 * Sign-in proven without the password — by the public e-service or a single-sign-on token — with
 * the same outcome rules as sign-in with it (blocked, MERGE_ACCOUNT, MUST_CONFIRM_EMAIL), except the
 * rules that concern the password itself: the lock after wrong passwords (it stops guessing, and
 * nothing is guessed here) and a required or expired password change.
 */
export async function signInWithoutPassword(
  deps: AccountsDeps,
  accountId: number,
  ctx: RequestContext & { sessions: SessionPort; method: PasswordlessMethod },
): Promise<Account> {
  const account = await repo.findAccountById(deps.db, accountId);
  if (!account || account.status === 'DELETED') {
    throw await refuse(deps, ctx, { accountId: null, username: '' }, 'INVALID_CREDENTIALS');
  }
  return admit(deps, ctx, account, { passwordless: true, method: ctx.method });
}

/**
 * A sign-in through the public e-service proves the person's identity: their own record with this
 * PESEL is confirmed (registration leaves a claimed record REQUESTED; see patients-service
 * `confirmRecordIdentity`: warden links become pending, names become the e-service's) and the
 * account AUTHORIZED, in one transaction.
 */
export async function confirmIdentityByEService(deps: AccountsDeps, accountId: number, identity: EServicePerson): Promise<void> {
  const now = deps.clock.now();
  await withTransaction(deps.db, async (tx) => {
    const names = { name: identity.name, lastName: identity.lastName };
    const confirmed = await confirmOwnRecords(deps, { accountId, nationalId: identity.nationalId, names, now }, { tx });
    if (confirmed > 0) await repo.setAuthorized(tx, accountId, now);
  });
}

/** The person the public e-service vouched for. */
export interface EServicePerson {
  nationalId: string;
  name: string;
  lastName: string;
}

/**
 * The account a sign-in through the public e-service enters, for the person it vouched for:
 * - the account whose own confirmed record has the PESEL;
 * - else, when a live account claimed the PESEL's record at registration (REQUESTED): that account
 *   only if the sign-in was started in a browser signed in to it (`signedInAccountId`) — then the
 *   e-service proves the account's holder is the person. Otherwise nothing proves that the claimant
 *   is the person (anyone who knows a PESEL can claim its record), so the claim ends: the record moves
 *   to a new account of the person (a login from the e-service's names, no password, no contact
 *   data; they sign in through the e-service and add them), and the claimant keeps its account
 *   without the record. A stranger's claim therefore never locks the person out;
 * - else null (the person has no account).
 */
/** The account whose confirmed own record has this PESEL (e-service single logout), or null. */
export const accountIdForNationalId = (deps: AccountsDeps, nationalId: string) => repo.findAccountIdByNationalId(deps.db, nationalId);

export async function accountForEService(
  deps: AccountsDeps,
  person: EServicePerson,
  ctx: { signedInAccountId: number | null; ip: string },
): Promise<number | null> {
  const verified = await repo.findAccountIdByNationalId(deps.db, person.nationalId);
  if (verified != null) return verified;
  const now = deps.clock.now();
  const username = await freeUsername(deps, person.name, person.lastName);
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  const outcome = await withTransaction(deps.db, async (tx) => {
    const claim = await findWaitingClaim(deps, person.nationalId, { tx });
    if (!claim) return null;
    if (claim.accountId === ctx.signedInAccountId) return { accountId: claim.accountId, movedFrom: null };
    const account = await insertAccount(tx, {
      username,
      passwordHash,
      type: 'AUTHORIZED',
      name: person.name,
      lastName: person.lastName,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await moveRecordToPerson(deps, { patientId: claim.id, accountId: account.id, names: { name: person.name, lastName: person.lastName }, now }, { tx });
    return { accountId: account.id, movedFrom: claim.accountId };
  });
  if (!outcome) return null;
  if (outcome.movedFrom != null) {
    await recordEvent(deps, {
      eventType: 'ACCOUNT_REGISTER',
      outcome: 'SUCCESS',
      accountId: outcome.accountId,
      username,
      description: `E_SERVICE: rekord pacjenta przejęty od konta #${outcome.movedFrom}, które zgłosiło go bez potwierdzenia tożsamości`,
      ip: ctx.ip,
    });
    await recordEvent(deps, {
      eventType: 'PATIENT_CLAIM_ENDED',
      outcome: 'INFO',
      accountId: outcome.movedFrom,
      description: `Osoba potwierdziła tożsamość przez e-usługę; rekord pacjenta przeszedł na jej konto #${outcome.accountId}`,
      ip: ctx.ip,
    });
  }
  return outcome.accountId;
}

/**
 * A login from the first and last name ("jan.kowalski"), unique among all logins: when taken, the
 * first free of jan.kowalski2 … jan.kowalski31, then one with a random number.
 */
export async function freeUsername(deps: Pick<Deps, 'db'>, name: string, surname: string): Promise<string> {
  const base = (suggestLogin(name, surname) || 'pacjent').slice(0, SUGGESTION_MAX);
  const candidates = [base, ...Array.from({ length: SUGGESTION_NUMBERED }, (_, i) => `${base}${i + 2}`)];
  const taken = await takenUsernames(deps.db, candidates);
  const free = candidates.find((c) => !taken.has(c));
  if (free) return free;
  for (;;) {
    const candidate = `${base}${crypto.randomInt(100, 1_000_000)}`;
    if ((await takenUsernames(deps.db, [candidate])).size === 0) return candidate;
  }
}

const SUGGESTION_MAX = 60;
const SUGGESTION_NUMBERED = 30;

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
  const own = ctx.sessionAccountId == null ? null : await repo.findAccountById(deps.db, ctx.sessionAccountId);
  let account: AccountRow;
  if (own) {
    account = await verifyCredentials(deps, ctx, own.username, input.oldPassword, own);
  } else {
    if (!input.username) {
      throw Validation('Podaj login konta, którego hasło chcesz zmienić.', [{ path: 'username', message: 'Podaj login' }]);
    }
    account = await verifyCredentials(deps, ctx, input.username, input.oldPassword);
  }
  const now = deps.clock.now();
  const obstacle = signInObstacle(account, now, true);
  if (obstacle) {
    throw await refuse(deps, ctx, { accountId: account.id, username: account.username }, obstacle.code, { details: obstacle.details });
  }
  if (input.newPassword === input.oldPassword) {
    throw new AppError('PASSWORD_POLICY', 'Nowe hasło musi się różnić od obecnego.', {
      errors: [{ path: 'newPassword', message: 'Nowe hasło musi się różnić od obecnego.' }],
    });
  }

  if (isBreachedPassword(input.newPassword)) {
    throw new AppError('PASSWORD_VULNERABLE_ERROR', undefined, {
      errors: [{ path: 'newPassword', message: errorMessages.PASSWORD_VULNERABLE_ERROR }],
    });
  }

  // The new password voids the account's reset links and codes and its single-sign-on tokens (see the
  // repository); ending every session voids the rest. Device cookies issued before it no longer count.
  const updated = await repo.setPassword(deps.db, account.id, await hashPassword(input.newPassword), now);
  await ctx.sessions.closeAllOf(account.id);
  await ctx.sessions.open(account.id);
  trustDevice(deps, ctx, account.id, now);
  const who = { accountId: account.id, username: account.username, ip: ctx.ip };
  await recordEvent(deps, { ...who, eventType: 'PASSWORD_CHANGE', outcome: 'SUCCESS' });
  // Without a session this call is the sign-in itself; the success also restarts the lock count.
  if (ctx.sessionAccountId == null) await recordEvent(deps, { ...who, eventType: 'LOGIN_SUCCESS', outcome: 'SUCCESS' });
  return toAccount(updated);
}

/**
 * Sets a new password without the old one, after the person proved the address or phone (a reset
 * link or SMS code): clears mustChangePassword, the expiry and the lock of the account's username and
 * e-mail, and voids every other reset link and code and every single-sign-on token of the account.
 * The caller checks the password rules and ends the sessions.
 */
export async function replacePassword(deps: AccountsDeps, accountId: number, newPassword: string, opts?: InTransaction): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const db = executorOf(deps.db, opts);
  const row = await repo.setPassword(db, accountId, passwordHash, deps.clock.now());
  if (row) await throttle.clear(db, [row.username, row.email].filter((l): l is string => !!l).map(loginBucket));
}

/** What the merge needs of the HTTP layer: the sessions of the two accounts. */
export interface MergeSessionPort {
  /** Turns this request's MERGE session into a full one. */
  widen(): Promise<void>;
  /** Ends every session of an account. */
  closeAllOf(accountId: number): Promise<void>;
}

/**
 * POST /mpi/accounts/mpi-user/account-to-merge: the signed-in account takes over another account of
 * the same person, proven by that account's username and password.
 * - The password is checked exactly as at sign-in: an unknown login costs the same hashing work, a
 *   wrong password counts toward the other account's lock, and a locked account is refused.
 * - An account that must merge (mergeWithAccountId, reached through the MERGE session of its
 *   sign-in) may merge only that account. A full session may merge any account whose own patient
 *   record has the same PESEL as one of its own.
 * - Never the same account, nor a blocked or deleted one.
 * Every refusal is the same 400 MERGE_NOT_POSSIBLE, so the call tells nothing about the other
 * account. The move itself is one transaction (`mergeAccountInto`); then the
 * other account's sessions end and this session becomes a full one — for a MERGE session the merge
 * completes its sign-in (LOGIN_SUCCESS).
 */
export async function mergeAccounts(
  deps: AccountsDeps,
  input: MergeAccountRequest,
  ctx: RequestContext & { accountId: number; scope: SessionScope; sessions: MergeSessionPort },
): Promise<Account> {
  const notPossible = () => new AppError('MERGE_NOT_POSSIBLE');
  let other: AccountRow;
  try {
    other = await verifyCredentials(deps, ctx, input.username, input.password);
  } catch (e) {
    if (e instanceof AppError) throw notPossible();
    throw e;
  }
  const self = await repo.findAccountById(deps.db, ctx.accountId);
  const now = deps.clock.now();
  if (!self || other.id === self.id) throw notPossible();
  if (other.status !== 'ACTIVE' || (other.blockedUntil && other.blockedUntil.getTime() > now.getTime())) throw notPossible();
  const allowed =
    self.mergeWithAccountId != null ? self.mergeWithAccountId === other.id : await repo.shareOwnNationalId(deps.db, self.id, other.id);
  if (!allowed) throw notPossible();
  if (!(await mergeAccountInto(deps, self.id, other.id, now))) throw notPossible();

  await ctx.sessions.closeAllOf(other.id);
  await ctx.sessions.widen();
  const who = { accountId: self.id, username: self.username, ip: ctx.ip };
  await recordEvent(deps, { ...who, eventType: 'ACCOUNT_MERGE', outcome: 'SUCCESS', description: `Scalono konto ${other.username} (#${other.id})` });
  if (ctx.scope === 'MERGE') await recordEvent(deps, { ...who, eventType: 'LOGIN_SUCCESS', outcome: 'SUCCESS', description: 'MERGE' });
  const merged = await repo.findAccountById(deps.db, self.id);
  return toAccount(merged ?? self);
}

/**
 * Merges account `sourceId` into `targetId` in one transaction: the source's own records that are
 * the same person as one of the target's are folded into those (modules/patients), then every row
 * the schema's ownership registry ties to the source account moves, goes or stays as its table
 * declares (records, links, notices, files follow; sessions, tokens, unused secrets go; the event
 * log stays as the audit trail), and the source becomes DELETED. Answers false, changing nothing,
 * when either account is no longer active.
 */
async function mergeAccountInto(deps: AccountsDeps, targetId: number, sourceId: number, now: Date): Promise<boolean> {
  return withTransaction(deps.db, async (tx) => {
    if (!(await repo.lockActivePair(tx, targetId, sourceId))) return false;
    await foldRecordsOfMergedAccount(deps, { targetAccountId: targetId, sourceAccountId: sourceId, now }, { tx });
    await mergeOwnedRows(tx, 'account', sourceId, targetId, now);
    await repo.closeMergedAccount(tx, targetId, sourceId, now);
    return true;
  });
}

const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /mpi/accounts/mpi-user/notifications/{guid}: where a notice's link points, for the signed-in
 * account's own notices only; a malformed, unknown or another account's guid is the same 404.
 */
export async function openNotification(deps: AccountsDeps, accountId: number, guid: string): Promise<NotificationTarget> {
  const notFound = () => NotFound('Nie znaleziono powiadomienia.');
  if (!GUID_PATTERN.test(guid)) throw notFound();
  const row = await repo.openNotification(deps.db, accountId, guid.toLowerCase(), deps.clock.now());
  if (!row) throw notFound();
  return row;
}

/* What other modules do with accounts (confirmations and recovery, self-service registration). */

export type { ContactAccount } from './account-contacts-repository';

/** The contact data of a live account, or null. */
export const accountContact = (deps: Pick<Deps, 'db'>, accountId: number, opts?: InTransaction): Promise<ContactAccount | null> =>
  contacts.findContactById(executorOf(deps.db, opts), accountId);

/** Live accounts with this e-mail (case-insensitive), newest first. */
export const accountContactsByEmail = (deps: Pick<Deps, 'db'>, email: string): Promise<ContactAccount[]> =>
  contacts.findContactsByEmail(deps.db, email);

/** Live accounts (newest first) whose phone — or with `includePending`, pending phone — has these digits. */
export const accountContactsByPhone = (deps: Pick<Deps, 'db'>, digits: string, includePending = false): Promise<ContactAccount[]> =>
  contacts.findContactsByPhone(deps.db, digits, includePending);

/** The account proved it holds the number (an SMS code): its phone, or its pending phone which then becomes the phone, is confirmed. */
export async function confirmAccountPhone(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { accountId: number; phoneNumber: string; fromPending: boolean },
  opts?: InTransaction,
): Promise<void> {
  await contacts.setPhoneConfirmed(executorOf(deps.db, opts), input.accountId, input.phoneNumber, input.fromPending, deps.clock.now());
}

/**
 * The account of a self-service registration: the login and a confirmed e-mail must be free (400
 * ACCOUNT_EXISTS), while logins made of an e-mail no one confirmed are released first (see below).
 * Joins the registration's transaction.
 */
export async function createAccountForRegistration(
  deps: Pick<Deps, 'db' | 'clock'>,
  values: typeof accounts.$inferInsert,
  opts?: InTransaction,
): Promise<AccountRow> {
  await claimLoginForRegistration(deps, { username: values.username, email: values.email ?? null, exceptAccountId: null }, opts);
  return creation.insertAccount(executorOf(deps.db, opts), values);
}

/**
 * A registration restores the deleted account that owns the person's record, with the new login,
 * password and contact data (same checks as a new account); null when it is no longer deleted.
 */
export async function restoreAccountForRegistration(
  deps: Pick<Deps, 'db' | 'clock'>,
  accountId: number,
  values: Partial<typeof accounts.$inferInsert> & { username: string; email: string | null },
  opts?: InTransaction,
): Promise<AccountRow | null> {
  await claimLoginForRegistration(deps, { username: values.username, email: values.email, exceptAccountId: accountId }, opts);
  return creation.restoreDeletedAccount(executorOf(deps.db, opts), accountId, values);
}

/** An e-mail (and a login made of it) that its account has not confirmed reserves nothing; anything else taken is ACCOUNT_EXISTS. */
async function claimLoginForRegistration(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { username: string; email: string | null; exceptAccountId: number | null },
  opts?: InTransaction,
): Promise<void> {
  if (await creation.findConflictingAccount(executorOf(deps.db, opts), input)) throw new AppError('ACCOUNT_EXISTS');
  await releaseEmailLogins(deps, [input.username, input.email], input.exceptAccountId, opts);
}

/** The demo e-service simulator: the status of the live account whose record has each PESEL (an active one wins). */
export const accountStatusesByNationalId = (deps: Pick<Deps, 'db'>, nationalIds: readonly string[]) =>
  repo.accountStatusesOf(deps.db, nationalIds);

/*
 * E-mail ownership. An account may become active by confirming only its phone, so an e-mail that is
 * not confirmed proves nothing and reserves nothing: the first account to confirm an address owns it
 * (the database allows one live account per confirmed address), and a login that is an e-mail
 * address (E_MAIL login mode) is held only by the account that confirmed that address. Any other
 * holder gives the login up — it gets a login made of its names — when the address is registered
 * again or confirmed by another account.
 */

/**
 * Releases the given logins (those that are e-mail addresses) from every account but
 * `exceptAccountId` that holds one without having confirmed it as its e-mail: each gets a free login
 * from its names, and the change goes to the event log. Joins the caller's transaction (`tx`).
 */
export async function releaseEmailLogins(
  deps: Pick<Deps, 'db' | 'clock'>,
  logins: Array<string | null>,
  exceptAccountId: number | null,
  opts?: InTransaction,
): Promise<void> {
  const db = executorOf(deps.db, opts);
  const now = deps.clock.now();
  for (const login of new Set(logins.filter((l): l is string => !!l && l.includes('@')).map((l) => l.toLowerCase()))) {
    for (const holder of await findReleasableLogins(db, login, exceptAccountId)) {
      const username = await freeUsername({ db }, holder.name, holder.lastName);
      await setUsername(db, holder.id, username, now);
      await recordEvent(
        { db, clock: deps.clock },
        {
          eventType: 'ACCOUNT_LOGIN_RELEASED',
          outcome: 'INFO',
          accountId: holder.id,
          username,
          description: 'Login będący niepotwierdzonym adresem e-mail zwolniony dla właściciela adresu; nadano nowy login',
        },
      );
    }
  }
}

/**
 * The account proved it holds `email` (a confirmation or reset link): the address becomes its
 * confirmed e-mail, unless another live account confirmed it first (400 EMAIL_CONFIRMED_ELSEWHERE;
 * the database settles a race). Other accounts' logins made of the address are released, and with
 * `emailIsLogin` (E_MAIL login mode) the account's login becomes the address. Joins the caller's
 * transaction (`tx`) when given one.
 */
export async function confirmAccountEmail(
  deps: AccountsDeps,
  accountId: number,
  email: string,
  opts: { emailIsLogin: boolean },
  inTx?: InTransaction,
): Promise<void> {
  const now = deps.clock.now();
  try {
    // A savepoint inside the caller's transaction: a refusal here leaves the caller free to go on.
    await withTransaction(executorOf(deps.db, inTx), async (tx) => {
      if (await findConfirmedOwner(tx, email, accountId)) throw new AppError('EMAIL_CONFIRMED_ELSEWHERE');
      await setEmailConfirmed(tx, accountId, now);
      await releaseEmailLogins(deps, [email], accountId, { tx });
      if (opts.emailIsLogin && (await takenUsernames(tx, [email])).size === 0) await setUsername(tx, accountId, email, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_CONFIRMED_ELSEWHERE');
    throw err;
  }
}

/** Postgres unique violation, as thrown by node-postgres and PGlite (directly or wrapped by drizzle). */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
