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
import { withTransaction } from '../../../db/client';
import type { StaffMemberRow } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { AppError, Conflict } from '../../../errors';
import { hashToken, openSealed, sealValues, serverSecret } from '../../../lib/secrets';
import { recordEvent } from '../../event-log/event-log-service';
import { boundEntry, deviceCookieSecret, withFreshBoundEntry } from '../../sign-in-guard/sign-in-guard-service';
import { getIdentification } from '../../settings/settings-service';
import * as repo from './staff-repository';
import { countFailure, forgetFailures, refusalOf, type Refusal, type StaffAttempt } from './staff-sign-in-throttle';
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
  /** The sign-in steps: this browser's console device cookie (pp_clinic_device) and how to set it. */
  device?: { presented: string | undefined; issue(value: string): void };
}

/** The console's device cookie: set after a completed sign-in, it lets that browser through locks others caused (staff-sign-in-throttle.ts). */
export const STAFF_DEVICE_COOKIE = 'pp_clinic_device';
export const STAFF_DEVICE_TRUST_MS = 90 * 24 * 3_600_000;

const CHALLENGE_PURPOSE = 'staff-sign-in';
const CHALLENGE_MS = 5 * 60_000;

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
type FailureKind = 'password' | 'code' | 'recovery-code' | 'locked' | 'slowed';

/** A device entry is bound to the member's password and second factor: changing either withdraws the trust. */
const deviceBind = (member: StaffMemberRow) => `staff|${fingerprintOf(member)}`;

/** The buckets this attempt counts on: the browser's device entry for the member, or the login, the address and both. */
function attemptOf(deps: StaffDeps, ctx: StaffRequestContext, login: string, member: StaffMemberRow | null): StaffAttempt {
  const entry =
    member && ctx.device
      ? boundEntry(ctx.device.presented, member.id, deviceCookieSecret(deps.config), deviceBind(member), deps.clock.now(), STAFF_DEVICE_TRUST_MS)
      : null;
  return { login, ip: ctx.ip, deviceNonce: entry?.nonce ?? null, generation: member ? fingerprintOf(member) : '-' };
}

/** After a completed sign-in: this browser's device cookie, with a fresh entry for the member. */
function trustBrowser(deps: StaffDeps, ctx: StaffRequestContext, member: StaffMemberRow): void {
  ctx.device?.issue(withFreshBoundEntry(ctx.device.presented, member.id, deviceCookieSecret(deps.config), deviceBind(member), deps.clock.now(), STAFF_DEVICE_TRUST_MS));
}

function lockedError(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError('ACCOUNT_LOCKED', accountLockedMessage(minutes), {
    headers: { 'retry-after': String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))) },
    details: { lockMinutes: String(minutes) },
  });
}

/** 429 with the seconds to wait (Retry-After): this address failed too often. */
function slowedError(until: Date, now: Date): AppError {
  return new AppError('RATE_LIMITED', undefined, { headers: { 'retry-after': String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))) } });
}

const refusalError = (refusal: Refusal, now: Date) => (refusal.kind === 'locked' ? lockedError(refusal.until, now) : slowedError(refusal.until, now));

const failureEvent = (deps: StaffDeps, ctx: StaffRequestContext, who: Who, kind: FailureKind) =>
  recordEvent(deps, { eventType: 'STAFF_LOGIN_FAILURE', outcome: 'FAILURE', staffId: who.staffId, username: who.username, description: kind, ip: ctx.ip });

/** A locked login (or device), or an address that must wait, is refused before anything is checked (423 / 429). */
async function refuseWhileLocked(deps: StaffDeps, ctx: StaffRequestContext, who: Who, attempt: StaffAttempt): Promise<void> {
  const refusal = await refusalOf(deps, attempt);
  if (!refusal) return;
  await failureEvent(deps, ctx, who, refusal.kind === 'locked' ? 'locked' : 'slowed');
  throw refusalError(refusal, deps.clock.now());
}

/** A failed attempt: its event, one more failure of its buckets, and the error (423 / 429 once it locks or slows them). */
async function failed(deps: StaffDeps, ctx: StaffRequestContext, who: Who, attempt: StaffAttempt, kind: FailureKind, error: AppError): Promise<never> {
  await failureEvent(deps, ctx, who, kind);
  const refusal = await countFailure(deps, attempt);
  if (refusal) throw refusalError(refusal, deps.clock.now());
  throw error;
}

const secondFactorInvalid = () => new AppError('SECOND_FACTOR_INVALID');

/** POST /clinic/auth/sign-in: login and password; the next step and its challenge. */
export async function startStaffSignIn(deps: StaffDeps, input: StaffSignIn, ctx: StaffRequestContext): Promise<StaffSignInStep> {
  const member = await repo.findByLogin(deps.db, input.login);
  const attempt = attemptOf(deps, ctx, input.login, member);
  const who = { staffId: member?.id ?? null, username: member?.login ?? input.login.trim() };
  await refuseWhileLocked(deps, ctx, who, attempt);
  const matches = await staffPasswordMatches(member?.passwordHash ?? null, input.password);
  if (!member || !matches || !member.active) return failed(deps, ctx, who, attempt, 'password', new AppError('INVALID_CREDENTIALS'));
  return { next: member.totpEnrolledAt ? 'CODE' : 'ENROL', challenge: challengeFor(deps, member) };
}

/** POST /clinic/auth/code: the second step of an enrolled member; opens the session. */
export async function finishStaffSignIn(deps: StaffDeps, input: StaffCode, ctx: StaffRequestContext & { sessions: StaffSessionPort }): Promise<void> {
  const member = await memberOfChallenge(deps, input.challenge);
  if (!member.totpEnrolledAt || !member.totpSecret) throw new AppError('STAFF_CHALLENGE_EXPIRED');
  const attempt = attemptOf(deps, ctx, member.login, member);
  const who = { staffId: member.id, username: member.login };
  await refuseWhileLocked(deps, ctx, who, attempt);
  const now = deps.clock.now();
  if (input.code) {
    const step = await matchTotp(totpBox(deps.config).open(member.totpSecret), input.code, now, member.totpLastStep);
    const accepted = step !== null && (await repo.advanceTotpStep(deps.db, member.id, step, { lastSignInAt: now }));
    if (!accepted) await failed(deps, ctx, who, attempt, 'code', secondFactorInvalid());
  } else {
    const spent = await repo.spendRecoveryCode(deps.db, member.id, recoveryCodeHash(member.id, input.recoveryCode ?? ''), now);
    if (!spent) await failed(deps, ctx, who, attempt, 'recovery-code', secondFactorInvalid());
    await repo.updateMember(deps.db, member.id, { lastSignInAt: now });
    const left = await repo.recoveryCodesLeft(deps.db, member.id);
    await recordEvent(deps, { eventType: 'STAFF_RECOVERY_CODE_USED', outcome: 'INFO', ...who, description: `Pozostało kodów zapasowych: ${left}`, ip: ctx.ip });
  }
  await forgetFailures(deps, attempt);
  await ctx.sessions.open(member.id);
  trustBrowser(deps, ctx, member);
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
  const attempt = attemptOf(deps, ctx, member.login, member);
  const who = { staffId: member.id, username: member.login };
  await refuseWhileLocked(deps, ctx, who, attempt);
  const now = deps.clock.now();
  const step = await matchTotp(totpBox(deps.config).open(member.totpSecret), input.code, now, null);
  if (step === null) return failed(deps, ctx, who, attempt, 'code', secondFactorInvalid());
  const codes = newRecoveryCodes();
  const enrolled = await withTransaction(deps.db, async (tx) => {
    const row = await repo.enrol(tx, member.id, member.totpSecret!, step, now);
    if (row) await repo.replaceRecoveryCodes(tx, member.id, codes.map((c) => recoveryCodeHash(member.id, c)));
    return row !== null;
  });
  if (!enrolled) throw alreadyEnrolled();
  await forgetFailures(deps, attempt);
  await ctx.sessions.open(member.id);
  // Enrolling changed the member's second factor: the entry is bound to the enrolled one.
  const enrolledMember = await repo.findById(deps.db, member.id);
  if (enrolledMember) trustBrowser(deps, ctx, enrolledMember);
  await recordEvent(deps, { eventType: 'STAFF_ENROLLED', outcome: 'SUCCESS', ...who, ip: ctx.ip });
  await recordEvent(deps, { eventType: 'STAFF_LOGIN', outcome: 'SUCCESS', ...who, description: 'enrolment', ip: ctx.ip });
  return { recoveryCodes: codes };
}

/** POST /clinic/auth/sign-out. */
export async function staffSignOut(deps: StaffDeps, who: { id: number; login: string }, ctx: StaffRequestContext & { close: () => Promise<void> }): Promise<void> {
  await recordEvent(deps, { eventType: 'STAFF_LOGOUT', outcome: 'SUCCESS', staffId: who.id, username: who.login, ip: ctx.ip });
  await ctx.close();
}
