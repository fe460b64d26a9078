import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  accountLockedMessage,
  type StaffCode,
  type StaffEnrolment,
  type StaffRecoveryCodes,
  type StaffSignIn,
  type StaffSignInStep,
} from '@portal/contracts';
import { withTransaction } from '../../db/client';
import type { StaffMemberRow } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { AppError, Conflict } from '../../errors';
import { hashToken, openSealed, sealValues, serverSecret } from '../../lib/secrets';
import { recordEvent } from '../accounts/event-log-service';
import { countSignInFailure, forgetSignInFailures, signInLockedUntil } from '../accounts/sign-in-lock-service';
import { getIdentification } from '../settings/settings-service';
import * as repo from './staff-repository';
import { matchTotp, newRecoveryCodes, newTotpSecret, otpauthUrl, qrSvg, recoveryCodeHash, totpBox } from './staff-totp';

/*
 * Staff sign-in: the password step answers a challenge (a sealed statement "member N passed the
 * password", bound to a fingerprint of the member's password and second factor, 5 minutes), which the
 * second step takes back with a code of the authenticator app or a recovery code — or, for a member
 * without a second factor yet, with the enrolment (a QR code, then its first code). The session opens
 * only after the second step. Failures of both steps count toward the same lock of the login.
 */

export type StaffDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** What the sign-in needs from the HTTP layer: the pp_clinic session of this request. */
export interface StaffSessionPort {
  open(staffId: number): Promise<void>;
}
export interface StaffRequestContext {
  ip: string;
}

const CHALLENGE_PURPOSE = 'staff-sign-in';
const CHALLENGE_MS = 5 * 60_000;

/** The lock bucket of a login as typed (trimmed, lower-case), whether a member has it or not. */
export const staffLockKey = (login: string) => `staff:${login.trim().toLowerCase()}`;

/** Changes whenever the password or the enrolled second factor changes (or the member is deactivated). */
const fingerprintOf = (m: StaffMemberRow) =>
  hashToken([m.passwordHash, m.totpEnrolledAt?.toISOString() ?? '-', m.totpEnrolledAt ? m.totpSecret : '-', m.active].join('|')).slice(0, 22);

function challengeFor(deps: StaffDeps, member: StaffMemberRow): string {
  return sealValues(serverSecret(deps.config), CHALLENGE_PURPOSE, [member.id, fingerprintOf(member)], new Date(deps.clock.now().getTime() + CHALLENGE_MS));
}

/** The member a challenge was issued to, while it is fresh and the member's password and second factor are as they were. */
async function memberOfChallenge(deps: StaffDeps, challenge: string): Promise<StaffMemberRow> {
  const values = openSealed(serverSecret(deps.config), CHALLENGE_PURPOSE, challenge, deps.clock.now());
  const member = values && /^\d+$/.test(values[0]) ? await repo.findById(deps.db, Number(values[0])) : null;
  if (!member || !member.active || values?.[1] !== fingerprintOf(member)) throw new AppError('STAFF_CHALLENGE_EXPIRED');
  return member;
}

let dummyHash: Promise<string> | undefined;
/** An unknown login is checked against this, so it costs the same time as a wrong password. */
const getDummyHash = () => (dummyHash ??= hash(crypto.randomBytes(24).toString('base64url')));
export const staffPasswordMatches = async (passwordHash: string | null, password: string) =>
  verify(passwordHash ?? (await getDummyHash()), password).catch(() => false);

type Who = { staffId: number | null; username: string };
type FailureKind = 'password' | 'code' | 'recovery-code' | 'locked';

function lockedError(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError('ACCOUNT_LOCKED', accountLockedMessage(minutes), {
    headers: { 'retry-after': String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))) },
    details: { lockMinutes: String(minutes) },
  });
}

const failureEvent = (deps: StaffDeps, ctx: StaffRequestContext, who: Who, kind: FailureKind) =>
  recordEvent(deps, { eventType: 'STAFF_LOGIN_FAILURE', outcome: 'FAILURE', staffId: who.staffId, username: who.username, description: kind, ip: ctx.ip });

/** A locked login is refused before anything is checked (423, with the minutes left). */
async function refuseWhileLocked(deps: StaffDeps, ctx: StaffRequestContext, who: Who, key: string): Promise<void> {
  const until = await signInLockedUntil(deps, key);
  if (!until) return;
  await failureEvent(deps, ctx, who, 'locked');
  throw lockedError(until, deps.clock.now());
}

/** A failed attempt: its event, one more failure of the login, and the error (423 once it locks the login). */
async function failed(deps: StaffDeps, ctx: StaffRequestContext, who: Who, key: string, kind: FailureKind, error: AppError): Promise<never> {
  await failureEvent(deps, ctx, who, kind);
  const { lockedUntil } = await countSignInFailure(deps, key);
  if (lockedUntil) throw lockedError(lockedUntil, deps.clock.now());
  throw error;
}

const secondFactorInvalid = () => new AppError('SECOND_FACTOR_INVALID');

/** POST /clinic/auth/sign-in: login and password; the next step and its challenge. */
export async function startStaffSignIn(deps: StaffDeps, input: StaffSignIn, ctx: StaffRequestContext): Promise<StaffSignInStep> {
  const key = staffLockKey(input.login);
  const member = await repo.findByLogin(deps.db, input.login);
  const who = { staffId: member?.id ?? null, username: member?.login ?? input.login.trim() };
  await refuseWhileLocked(deps, ctx, who, key);
  const matches = await staffPasswordMatches(member?.passwordHash ?? null, input.password);
  if (!member || !matches || !member.active) return failed(deps, ctx, who, key, 'password', new AppError('INVALID_CREDENTIALS'));
  return { next: member.totpEnrolledAt ? 'CODE' : 'ENROL', challenge: challengeFor(deps, member) };
}

/** POST /clinic/auth/code: the second step of an enrolled member; opens the session. */
export async function finishStaffSignIn(deps: StaffDeps, input: StaffCode, ctx: StaffRequestContext & { sessions: StaffSessionPort }): Promise<void> {
  const member = await memberOfChallenge(deps, input.challenge);
  if (!member.totpEnrolledAt || !member.totpSecret) throw new AppError('STAFF_CHALLENGE_EXPIRED');
  const key = staffLockKey(member.login);
  const who = { staffId: member.id, username: member.login };
  await refuseWhileLocked(deps, ctx, who, key);
  const now = deps.clock.now();
  if (input.code) {
    const step = await matchTotp(totpBox(deps.config).open(member.totpSecret), input.code, now, member.totpLastStep);
    const accepted = step !== null && (await repo.advanceTotpStep(deps.db, member.id, step, { lastSignInAt: now }));
    if (!accepted) await failed(deps, ctx, who, key, 'code', secondFactorInvalid());
  } else {
    const spent = await repo.spendRecoveryCode(deps.db, member.id, recoveryCodeHash(member.id, input.recoveryCode ?? ''), now);
    if (!spent) await failed(deps, ctx, who, key, 'recovery-code', secondFactorInvalid());
    await repo.updateMember(deps.db, member.id, { lastSignInAt: now });
    const left = await repo.recoveryCodesLeft(deps.db, member.id);
    await recordEvent(deps, { eventType: 'STAFF_RECOVERY_CODE_USED', outcome: 'INFO', ...who, description: `Pozostało kodów zapasowych: ${left}`, ip: ctx.ip });
  }
  await forgetSignInFailures(deps, key);
  await ctx.sessions.open(member.id);
  await recordEvent(deps, { eventType: 'STAFF_LOGIN', outcome: 'SUCCESS', ...who, description: input.code ? 'code' : 'recovery-code', ip: ctx.ip });
}

const alreadyEnrolled = () => Conflict('Drugi składnik logowania jest już skonfigurowany. Zaloguj się kodem z aplikacji.');

/** POST /clinic/auth/enrolment: a new secret (stored encrypted, not yet enrolled) as a QR code and as text. */
export async function beginEnrolment(deps: StaffDeps, challenge: string): Promise<StaffEnrolment> {
  const member = await memberOfChallenge(deps, challenge);
  if (member.totpEnrolledAt) throw alreadyEnrolled();
  const secret = newTotpSecret();
  await repo.updateMember(deps.db, member.id, { totpSecret: totpBox(deps.config).seal(secret), totpLastStep: null });
  const issuer = (await getIdentification(deps)).providerName.trim() || 'Portal Pacjenta';
  const url = otpauthUrl(secret, member.login, issuer);
  return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
}

/** POST /clinic/auth/enrolment/confirm: the first code of the scanned secret enrols it, gives ten recovery codes and opens the session. */
export async function confirmEnrolment(
  deps: StaffDeps,
  input: { challenge: string; code: string },
  ctx: StaffRequestContext & { sessions: StaffSessionPort },
): Promise<StaffRecoveryCodes> {
  const member = await memberOfChallenge(deps, input.challenge);
  if (member.totpEnrolledAt) throw alreadyEnrolled();
  if (!member.totpSecret) throw Conflict('Najpierw wygeneruj kod QR i zeskanuj go w aplikacji.');
  const key = staffLockKey(member.login);
  const who = { staffId: member.id, username: member.login };
  await refuseWhileLocked(deps, ctx, who, key);
  const now = deps.clock.now();
  const step = await matchTotp(totpBox(deps.config).open(member.totpSecret), input.code, now, null);
  if (step === null) return failed(deps, ctx, who, key, 'code', secondFactorInvalid());
  const codes = newRecoveryCodes();
  const enrolled = await withTransaction(deps.db, async (tx) => {
    const row = await repo.enrol(tx, member.id, member.totpSecret!, step, now);
    if (row) await repo.replaceRecoveryCodes(tx, member.id, codes.map((c) => recoveryCodeHash(member.id, c)));
    return row !== null;
  });
  if (!enrolled) throw alreadyEnrolled();
  await forgetSignInFailures(deps, key);
  await ctx.sessions.open(member.id);
  await recordEvent(deps, { eventType: 'STAFF_ENROLLED', outcome: 'SUCCESS', ...who, ip: ctx.ip });
  await recordEvent(deps, { eventType: 'STAFF_LOGIN', outcome: 'SUCCESS', ...who, description: 'enrolment', ip: ctx.ip });
  return { recoveryCodes: codes };
}

/** POST /clinic/auth/sign-out. */
export async function staffSignOut(deps: StaffDeps, who: { id: number; login: string }, ctx: StaffRequestContext & { close: () => Promise<void> }): Promise<void> {
  await recordEvent(deps, { eventType: 'STAFF_LOGOUT', outcome: 'SUCCESS', staffId: who.id, username: who.login, ip: ctx.ip });
  await ctx.close();
}
