import crypto from 'node:crypto';
import { normalizePhone } from '@portal/domain';
import { executorOf, type InTransaction } from '../../../db/client';
import { AppError } from '../../../errors';
import { hashToken, newToken } from '../../../lib/secrets';
import * as repo from './confirmations-repository';
import type { VerificationPurpose, VerificationRow } from './confirmations-repository';
import type { ConfirmationsDeps } from './send-limits';

/**
 * The single-use secrets of this module: e-mail links (a token of 256 bits, stored as its SHA-256)
 * and SMS codes (six digits, stored salted and bound to their number and purpose). Each is issued
 * here and used up here, once.
 */

/** SMS codes (phone confirmation and password reset): config.SMS_CODE_VALID_MINUTES (10 by default), at most 5 tries. */
export const codeValidMs = (deps: Pick<ConfirmationsDeps, 'config'>) => deps.config.SMS_CODE_VALID_MINUTES * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

const newCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * A code is stored salted and bound to its number and purpose: `salt.sha256(salt|purpose|number|code)`,
 * so the same six digits sent to two numbers never collide and a code checks only for its number.
 */
const codeHash = (salt: string, purpose: VerificationPurpose, target: string, code: string) =>
  `${salt}.${hashToken(`${salt}|${purpose}|${target}|${code}`)}`;
function codeMatches(row: VerificationRow, code: string): boolean {
  const salt = row.secretHash.split('.')[0];
  const expected = Buffer.from(row.secretHash);
  const actual = Buffer.from(codeHash(salt, row.purpose, row.target, code));
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/** The form an address is kept in as a target. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
/** "Resend code adds a plus to the phone if missing": every number is kept as +digits. */
export const phoneTarget = (phone: string) => normalizePhone(phone);

/** Stores a new e-mail link for the account and answers its token (only the hash is kept). */
export async function issueLinkToken(
  deps: ConfirmationsDeps,
  input: { accountId: number; purpose: 'EMAIL_CONFIRM' | 'PASSWORD_RESET'; target: string; validMs: number; context?: unknown },
): Promise<string> {
  const token = newToken();
  const now = deps.clock.now();
  await repo.insertVerification(deps.db, {
    accountId: input.accountId,
    purpose: input.purpose,
    channel: 'EMAIL',
    target: input.target,
    secretHash: hashToken(token),
    ...(input.context === undefined ? {} : { context: input.context }),
    expiresAt: new Date(now.getTime() + input.validMs),
    createdAt: now,
  });
  return token;
}

/** The link of this token while it may still be used; else 400 TOKEN_INVALID. */
export async function usableLink(deps: ConfirmationsDeps, token: string, purpose: 'EMAIL_CONFIRM' | 'PASSWORD_RESET'): Promise<VerificationRow> {
  const row = await repo.findVerificationByHash(deps.db, hashToken(token), purpose);
  if (!row || row.usedAt || row.expiresAt.getTime() <= deps.clock.now().getTime()) throw new AppError('TOKEN_INVALID');
  return row;
}

/** Uses the link up (inside the caller's transaction when given); 400 TOKEN_INVALID when another request used it first. */
export async function useLink(deps: ConfirmationsDeps, row: VerificationRow, opts: InTransaction = {}): Promise<void> {
  if (!(await repo.markUsed(executorOf(deps.db, opts), row.id, deps.clock.now()))) throw new AppError('TOKEN_INVALID');
}

/** Stores a new SMS code for the number and purpose (voiding the older ones) and answers it. */
export async function issueCode(
  deps: ConfirmationsDeps,
  input: { accountId: number; target: string; purpose: 'PHONE_CONFIRM' | 'PASSWORD_RESET' | 'BOOKING_CONFIRM'; context?: unknown },
): Promise<string> {
  const code = newCode();
  const now = deps.clock.now();
  // Only the newest code for a number and purpose counts.
  await repo.voidOpenCodes(deps.db, input.target, input.purpose, now);
  await repo.insertVerification(deps.db, {
    accountId: input.accountId,
    purpose: input.purpose,
    channel: 'SMS',
    target: input.target,
    secretHash: codeHash(crypto.randomBytes(16).toString('base64url'), input.purpose, input.target, code),
    ...(input.context === undefined ? {} : { context: input.context }),
    expiresAt: new Date(now.getTime() + codeValidMs(deps)),
    createdAt: now,
  });
  return code;
}

/** The newest open code for the number and purpose, when it can still be tried; else CODE_INVALID. */
export async function openCode(deps: ConfirmationsDeps, target: string, purpose: VerificationPurpose, accountId?: number | null) {
  const row = await repo.findLatestCode(deps.db, target, purpose);
  if (!row || row.expiresAt.getTime() <= deps.clock.now().getTime() || (accountId != null && row.accountId !== accountId)) {
    throw new AppError('CODE_INVALID');
  }
  return row;
}

/**
 * One try of a code: every try counts, right or wrong, and past CODE_MAX_ATTEMPTS the code is
 * refused (CODE_ATTEMPTS_EXCEEDED) even when right. A right code is used up at once.
 */
export async function consumeCode(deps: ConfirmationsDeps, row: VerificationRow, code: string): Promise<void> {
  await checkCode(deps, row, code);
  if (!(await repo.markUsed(deps.db, row.id, deps.clock.now()))) throw new AppError('CODE_INVALID');
}

/** Counts the attempt (committed at once, so a wrong code always counts) and checks the code, without using it up. */
export async function checkCode(deps: ConfirmationsDeps, row: VerificationRow, code: string): Promise<void> {
  const attempts = await repo.addAttempt(deps.db, row.id);
  if (attempts > CODE_MAX_ATTEMPTS) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
  if (!codeMatches(row, code)) throw new AppError('CODE_INVALID');
}
