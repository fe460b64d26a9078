import crypto from 'node:crypto';
import {
  errorMessages,
  redirectContextSchema,
  type EmailConfirmedResponse,
  type PasswordResetRequest,
  type RedirectContext,
  type UnconfirmedChannelsResponse,
} from '@portal/contracts';
import { digitsOnly, normalizePhone } from '@portal/domain';
import { withTransaction, type InTransaction } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { isBreachedPassword, replacePassword } from '../accounts/password-service';
import {
  accountContact,
  accountContactsByEmail,
  accountContactsByPhone,
  confirmAccountEmail,
  confirmAccountPhone,
  type ContactAccount,
} from '../accounts/accounts-service';
import { recordEvent } from '../accounts/event-log-service';
import { getSettings } from '../settings/settings-service';
import * as repo from './confirmations-repository';
import type { VerificationPurpose, VerificationRow } from './confirmations-repository';
import { emailConfirmationMail, passwordResetMail, smsCodeText } from './confirmations-templates';

export type ConfirmationsDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mail' | 'sms'>;

/**
 * Limits of every message this module sends (registration link and code, resends, recovery): at
 * most config.SEND_LIMIT_PER_TARGET_PER_HOUR requests an hour for one address or number (all
 * purposes together) and config.SEND_LIMIT_PER_IP_PER_HOUR from one IP. Every request counts,
 * whether the address exists or not, and past a limit the answer is 429 SEND_LIMIT for known and
 * unknown targets alike.
 */
export const SEND_LIMIT_WINDOW_MS = 60 * 60_000;

/** E-mail confirmation link: 24 hours. */
export const EMAIL_LINK_VALID_MS = 24 * 60 * 60_000;
/** Password reset link: 1 hour — it grants the account, so it lives as short as a mail reasonably takes to read. */
export const RESET_LINK_VALID_MS = 60 * 60_000;
/** SMS codes (phone confirmation and password reset): 10 minutes, at most 5 tries. */
export const CODE_VALID_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');
/** 256 random bits, URL-safe. */
const newLinkToken = () => crypto.randomBytes(32).toString('base64url');
const newCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * A code is stored salted and bound to its number and purpose: `salt.sha256(salt|purpose|number|code)`,
 * so the same six digits sent to two numbers never collide and a code checks only for its number.
 */
const codeHash = (salt: string, purpose: VerificationPurpose, target: string, code: string) =>
  `${salt}.${sha256(`${salt}|${purpose}|${target}|${code}`)}`;
function codeMatches(row: VerificationRow, code: string): boolean {
  const salt = row.secretHash.split('.')[0];
  const expected = Buffer.from(row.secretHash);
  const actual = Buffer.from(codeHash(salt, row.purpose, row.target, code));
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
/** "Resend code adds a plus to the phone if missing": every number is kept as +digits. */
const phoneTarget = (phone: string) => normalizePhone(phone);

/** The redirect context as the query of /confirm and /login (service, orgUnit, employee, occupation). */
function contextQuery(context: RedirectContext | null | undefined): string {
  const q = new URLSearchParams();
  const put = (key: string, value: string | number | null | undefined) => {
    if (value != null && String(value) !== '') q.set(key, String(value));
  };
  put('service', context?.medicalServiceCode);
  put('orgUnit', context?.organizationalUnitId);
  put('employee', context?.employeeId);
  put('occupation', context?.occupationCode);
  const s = q.toString();
  return s ? `&${s}` : '';
}

/** Only the four known keys, without empty ones; null when nothing is left. */
function cleanContext(context: RedirectContext | null | undefined): RedirectContext | null {
  if (!context) return null;
  const out: RedirectContext = {};
  if (context.medicalServiceCode != null && context.medicalServiceCode !== '') out.medicalServiceCode = context.medicalServiceCode;
  if (context.organizationalUnitId != null && context.organizationalUnitId !== '') out.organizationalUnitId = context.organizationalUnitId;
  if (context.employeeId != null && context.employeeId !== '') out.employeeId = context.employeeId;
  if (context.occupationCode != null && context.occupationCode !== '') out.occupationCode = context.occupationCode;
  return Object.keys(out).length ? out : null;
}

/**
 * Counts this request toward the send limits and refuses it (429 SEND_LIMIT) past them. Called
 * before the address or number is looked up, so unknown targets count and are refused alike.
 */
async function guardSend(deps: ConfirmationsDeps, purpose: VerificationPurpose, target: string, ip: string): Promise<void> {
  const now = deps.clock.now();
  const counts = await repo.countDeliveryAttempts(deps.db, target, ip, new Date(now.getTime() - SEND_LIMIT_WINDOW_MS));
  if (counts.target >= deps.config.SEND_LIMIT_PER_TARGET_PER_HOUR || counts.ip >= deps.config.SEND_LIMIT_PER_IP_PER_HOUR) {
    throw new AppError('SEND_LIMIT', undefined, { headers: { 'retry-after': String(SEND_LIMIT_WINDOW_MS / 1000) } });
  }
  await repo.insertDeliveryAttempt(deps.db, { purpose, target, ip, createdAt: now });
}

/** Deliveries started after the answer and not yet finished (awaited when the app closes). */
const pendingDeliveries = new Set<Promise<void>>();
export const settleDeliveries = async () => {
  await Promise.allSettled([...pendingDeliveries]);
};

/** How a public send request reports a failure that happened after its answer. */
export type DeliveryErrorHandler = (error: unknown) => void;

/**
 * Runs the rest of a public send request after the answer: finding the account the address or number
 * belongs to, issuing the secret and sending it. The answer and its timing are then the same whether
 * anything is sent or not (the send limits, counted before, apply to every target alike).
 */
function afterAnswer(work: () => Promise<void>, onError: DeliveryErrorHandler): void {
  const delivery = work().catch(onError);
  pendingDeliveries.add(delivery);
  void delivery.finally(() => pendingDeliveries.delete(delivery));
}

async function issueEmailLink(
  deps: ConfirmationsDeps,
  input: { accountId: number; email: string; baseUrl: string; context?: RedirectContext | null },
): Promise<void> {
  const token = newLinkToken();
  const now = deps.clock.now();
  const context = cleanContext(input.context);
  await repo.insertVerification(deps.db, {
    accountId: input.accountId,
    purpose: 'EMAIL_CONFIRM',
    channel: 'EMAIL',
    target: normalizeEmail(input.email),
    secretHash: sha256(token),
    context,
    expiresAt: new Date(now.getTime() + EMAIL_LINK_VALID_MS),
    createdAt: now,
  });
  const link = `${input.baseUrl}/confirm?token=${token}${contextQuery(context)}`;
  await deps.mail.send(emailConfirmationMail({ to: input.email.trim(), link, validHours: EMAIL_LINK_VALID_MS / 3_600_000 }));
}

async function issuePhoneCode(
  deps: ConfirmationsDeps,
  input: { accountId: number; target: string; purpose: 'PHONE_CONFIRM' | 'PASSWORD_RESET' },
): Promise<void> {
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
    expiresAt: new Date(now.getTime() + CODE_VALID_MS),
    createdAt: now,
  });
  await deps.sms.send({ to: input.target, text: smsCodeText(code, input.purpose, CODE_VALID_MS / 60_000) });
}

/** Issues a single-use e-mail link token (>=128 bits, stored as SHA-256, 24 h) and mails `${baseUrl}/confirm?token=...` plus the redirect context (service, orgUnit, employee, occupation) as query. Enforces send limits (SEND_LIMIT 429). */
export async function sendEmailConfirmation(
  deps: ConfirmationsDeps,
  input: { accountId: number; email: string; baseUrl: string; context?: RedirectContext | null; ip: string },
): Promise<void> {
  await guardSend(deps, 'EMAIL_CONFIRM', normalizeEmail(input.email), input.ip);
  await issueEmailLink(deps, input);
}

/** Issues a 6-digit SMS code (10 min, max 5 tries, bound to this number and purpose), sends it. Enforces send limits. */
export async function sendPhoneCode(
  deps: ConfirmationsDeps,
  input: { accountId: number; phoneNumber: string; purpose: 'PHONE_CONFIRM' | 'PASSWORD_RESET'; ip: string },
): Promise<void> {
  const target = phoneTarget(input.phoneNumber);
  if (!target) throw new AppError('PHONE_NOT_FOUND_OR_CONFIRMED');
  await guardSend(deps, input.purpose, target, input.ip);
  await issuePhoneCode(deps, { accountId: input.accountId, target, purpose: input.purpose });
}

/* E-mail confirmation */

/** E_MAIL login mode: the login is the e-mail, so the account that confirms an address takes it as its login. */
const emailIsLogin = async (deps: ConfirmationsDeps) => (await getSettings(deps, 'registration')).usernamePromptMode === 'E_MAIL';

/**
 * PUT confirmations/e-mail/{code}: uses an EMAIL_CONFIRM link. It confirms the address the link was
 * sent to, and only while that is still the account's e-mail; answers the redirect context stored
 * with the link. Unknown, used, expired or stale → 400 TOKEN_INVALID; an address another account has
 * confirmed meanwhile → 400 EMAIL_CONFIRMED_ELSEWHERE (accounts-service `confirmAccountEmail`).
 */
export async function confirmEmail(deps: ConfirmationsDeps, code: string): Promise<EmailConfirmedResponse> {
  const row = await repo.findVerificationByHash(deps.db, sha256(code), 'EMAIL_CONFIRM');
  const now = deps.clock.now();
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw new AppError('TOKEN_INVALID');
  const account = await accountContact(deps, row.accountId);
  if (!account?.email || normalizeEmail(account.email) !== row.target) throw new AppError('TOKEN_INVALID');
  const email = account.email;
  const asLogin = await emailIsLogin(deps);
  // One transaction: the link is used up only together with the confirmation and the voiding of the others.
  await withTransaction(deps.db, async (tx) => {
    if (!(await repo.markUsed(tx, row.id, now))) throw new AppError('TOKEN_INVALID');
    // The first account to confirm an address owns it; a link of another account then answers EMAIL_CONFIRMED_ELSEWHERE.
    await confirmAccountEmail(deps, account.id, email, { emailIsLogin: asLogin }, { tx });
    await repo.voidOpenSecrets(tx, account.id, 'EMAIL_CONFIRM', now);
  });
  const parsed = redirectContextSchema.safeParse(row.context ?? undefined);
  return { email: account.email, context: parsed.success ? cleanContext(parsed.data) : null };
}

/** A new link keeps the redirect context of the account's previous one. */
async function resendLinkTo(deps: ConfirmationsDeps, account: ContactAccount & { email: string }, baseUrl: string): Promise<void> {
  const stored = redirectContextSchema.safeParse((await repo.findLatestEmailContext(deps.db, account.id)) ?? undefined);
  await issueEmailLink(deps, { accountId: account.id, email: account.email, baseUrl, context: stored.success ? stored.data : null });
}

/**
 * POST confirmations/e-mail (public): a new link for the newest account with this address that is
 * not yet confirmed. Always 200 within the send limits — for an unknown or an already confirmed
 * address nothing is sent — so the call does not tell which addresses have accounts; the lookup and
 * the mail happen after the answer.
 */
export async function resendEmailConfirmation(
  deps: ConfirmationsDeps,
  email: string,
  ctx: { ip: string; baseUrl: string; onDeliveryError: DeliveryErrorHandler },
): Promise<void> {
  await guardSend(deps, 'EMAIL_CONFIRM', normalizeEmail(email), ctx.ip);
  afterAnswer(async () => {
    const account = (await accountContactsByEmail(deps, normalizeEmail(email))).find((a) => !a.emailConfirmed);
    if (account?.email) await resendLinkTo(deps, { ...account, email: account.email }, ctx.baseUrl);
  }, ctx.onDeliveryError);
}

/** POST mpi-user/confirmations/e-mail: the same for the signed-in account, whose e-mail it must be. */
export async function resendOwnEmailConfirmation(
  deps: ConfirmationsDeps,
  accountId: number,
  email: string,
  ctx: { ip: string; baseUrl: string },
): Promise<void> {
  await guardSend(deps, 'EMAIL_CONFIRM', normalizeEmail(email), ctx.ip);
  const account = await accountContact(deps, accountId);
  if (!account?.email || account.emailConfirmed || normalizeEmail(account.email) !== normalizeEmail(email)) {
    throw new AppError('EMAIL_NOT_FOUND_OR_CONFIRMED');
  }
  await resendLinkTo(deps, { ...account, email: account.email }, ctx.baseUrl);
}

/* Phone confirmation */

/**
 * Which account a "send code" call serves:
 * - PRIMARY (POST phone-no, public): the newest account whose phone is this number and not yet
 *   confirmed — the registration summary and /resendactivationcode;
 * - PENDING (POST phone-no2, public): as PRIMARY, and also an account whose pending phone
 *   (restorePhone, a new number not yet in the account) is this number — the change-phone and the
 *   ward/child registration flows; confirming its code moves the number into the account;
 * - SESSION (POST phone-no/generate): a new code for the signed-in account's own unconfirmed phone
 *   or pending phone; any other number is refused (400 PHONE_NOT_FOUND_OR_CONFIRMED).
 * The public two answer 200 for every well-formed number within the send limits and look the account
 * up after the answer, so they do not tell which numbers have accounts; a number that is not one at
 * all is 400 PHONE_NOT_FOUND_OR_CONFIRMED.
 */
export type CodeRequestKind = 'PRIMARY' | 'PENDING' | 'SESSION';

const phoneIsUnconfirmed = (a: ContactAccount, digits: string) => !a.phoneConfirmed && digitsOnly(a.phoneNumber ?? '') === digits;
const phoneIsPending = (a: ContactAccount, digits: string) => digitsOnly(a.restorePhone ?? '') === digits;

export async function requestPhoneCode(
  deps: ConfirmationsDeps,
  phoneNumber: string,
  ctx: { ip: string; kind: CodeRequestKind; accountId?: number | null; onDeliveryError: DeliveryErrorHandler },
): Promise<void> {
  const target = phoneTarget(phoneNumber);
  if (!target) throw new AppError('PHONE_NOT_FOUND_OR_CONFIRMED');
  await guardSend(deps, 'PHONE_CONFIRM', target, ctx.ip);
  const digits = digitsOnly(target);
  if (ctx.kind === 'SESSION') {
    const own = ctx.accountId == null ? null : await accountContact(deps, ctx.accountId);
    if (!own || !(phoneIsUnconfirmed(own, digits) || phoneIsPending(own, digits))) throw new AppError('PHONE_NOT_FOUND_OR_CONFIRMED');
    await issuePhoneCode(deps, { accountId: own.id, target, purpose: 'PHONE_CONFIRM' });
    return;
  }
  afterAnswer(async () => {
    const candidates = await accountContactsByPhone(deps, digits, ctx.kind === 'PENDING');
    const account = candidates.find((a) => phoneIsUnconfirmed(a, digits) || (ctx.kind === 'PENDING' && phoneIsPending(a, digits)));
    if (account) await issuePhoneCode(deps, { accountId: account.id, target, purpose: 'PHONE_CONFIRM' });
  }, ctx.onDeliveryError);
}

/** The newest open code for the number and purpose, when it can still be tried; else CODE_INVALID. */
async function openCode(deps: ConfirmationsDeps, target: string, purpose: VerificationPurpose, accountId?: number | null) {
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
async function consumeCode(deps: ConfirmationsDeps, row: VerificationRow, code: string): Promise<void> {
  await checkCode(deps, row, code);
  if (!(await repo.markUsed(deps.db, row.id, deps.clock.now()))) throw new AppError('CODE_INVALID');
}

/** Counts the attempt (committed at once, so a wrong code always counts) and checks the code, without using it up. */
async function checkCode(deps: ConfirmationsDeps, row: VerificationRow, code: string): Promise<void> {
  const attempts = await repo.addAttempt(deps.db, row.id);
  if (attempts > CODE_MAX_ATTEMPTS) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
  if (!codeMatches(row, code)) throw new AppError('CODE_INVALID');
}

/**
 * PUT confirmations/phone-no (public; `accountId` null) and PUT phone-no/confirm (signed in; the
 * code must have been sent for the session's account): checks the code and confirms the number —
 * the account's phone, or its pending phone, which then becomes the phone.
 */
export async function confirmPhone(
  deps: ConfirmationsDeps,
  input: { phoneNumber: string; confirmationCode: string },
  ctx: { accountId: number | null },
): Promise<void> {
  const target = phoneTarget(input.phoneNumber);
  if (!target) throw new AppError('CODE_INVALID');
  const row = await openCode(deps, target, 'PHONE_CONFIRM', ctx.accountId);
  await consumeCode(deps, row, input.confirmationCode);
  const account = await accountContact(deps, row.accountId);
  const digits = digitsOnly(target);
  if (!account) throw new AppError('CODE_INVALID');
  if (digitsOnly(account.phoneNumber ?? '') === digits) await confirmAccountPhone(deps, { accountId: account.id, phoneNumber: target, fromPending: false });
  else if (phoneIsPending(account, digits)) await confirmAccountPhone(deps, { accountId: account.id, phoneNumber: target, fromPending: true });
  else throw new AppError('CODE_INVALID');
}

const unconfirmedPhoneOf = (a: ContactAccount) => (a.phoneNumber && !a.phoneConfirmed ? a.phoneNumber : (a.restorePhone ?? null));

/**
 * GET confirmations/channels/unconfirmed: the phone waiting for confirmation, to prefill
 * /resendactivationcode. The signed-in account gets its own number in full. Without a session the
 * answer is always the same — no number (masked: true) — whatever username is asked about: even a
 * masked number would tell that the account exists and has a phone to confirm.
 */
export async function unconfirmedChannels(deps: ConfirmationsDeps, sessionAccountId: number | null): Promise<UnconfirmedChannelsResponse> {
  if (sessionAccountId == null) return { phoneNumber: null, masked: true };
  const own = await accountContact(deps, sessionAccountId);
  return { phoneNumber: own ? unconfirmedPhoneOf(own) : null, masked: false };
}

/* Password recovery and reset */

/**
 * POST mpi-user/password-recovery.
 * By e-mail: always 200 in the same time — the request counts toward the send limits, the address
 * is looked up, and the links (one per live account with the address, naming its login; valid
 * RESET_LINK_VALID_MS) are issued and mailed after the answer, so neither the answer nor its timing
 * depends on whether an account exists. Past the limit, 429 for known and unknown alike.
 * By phone: the same — always 200 for a well-formed number within the limits; after the answer an
 * SMS code (PASSWORD_RESET) goes to the one account whose confirmed phone is this number, and none
 * when there is no such account (or more than one, which a code could not tell apart). A number that
 * is not one at all → 400 RECOVERY_PHONE_FAILED.
 */
export async function recoverPassword(
  deps: ConfirmationsDeps,
  input: { email?: string; phoneNumber?: string },
  ctx: { ip: string; baseUrl: string; onDeliveryError: DeliveryErrorHandler },
): Promise<void> {
  if (input.email) {
    const email = normalizeEmail(input.email);
    await guardSend(deps, 'PASSWORD_RESET', email, ctx.ip);
    afterAnswer(async () => {
      const accounts = (await accountContactsByEmail(deps, email)).filter((a) => a.status === 'ACTIVE');
      for (const account of accounts) {
        const token = newLinkToken();
        const now = deps.clock.now();
        await repo.insertVerification(deps.db, {
          accountId: account.id,
          purpose: 'PASSWORD_RESET',
          channel: 'EMAIL',
          target: email,
          secretHash: sha256(token),
          expiresAt: new Date(now.getTime() + RESET_LINK_VALID_MS),
          createdAt: now,
        });
        const link = `${ctx.baseUrl}/resetpassword?token=${token}`;
        await deps.mail.send(passwordResetMail({ to: account.email ?? email, username: account.username, link, validMinutes: RESET_LINK_VALID_MS / 60_000 }));
      }
    }, ctx.onDeliveryError);
    return;
  }
  const target = phoneTarget(input.phoneNumber ?? '');
  if (!target) throw new AppError('RECOVERY_PHONE_FAILED');
  await guardSend(deps, 'PASSWORD_RESET', target, ctx.ip);
  afterAnswer(async () => {
    const owners = (await accountContactsByPhone(deps, digitsOnly(target))).filter((a) => a.phoneConfirmed && a.status === 'ACTIVE');
    if (owners.length === 1) await issuePhoneCode(deps, { accountId: owners[0].id, target, purpose: 'PASSWORD_RESET' });
  }, ctx.onDeliveryError);
}

function vulnerable(): AppError {
  return new AppError('PASSWORD_VULNERABLE_ERROR', undefined, {
    errors: [{ path: 'newPassword', message: errorMessages.PASSWORD_VULNERABLE_ERROR }],
  });
}

/**
 * POST mpi-user/password-reset: with the e-mail link token, or with the phone and its SMS code.
 * The secret is checked first (TOKEN_INVALID / CODE_INVALID), then the password against the
 * breached list (PASSWORD_VULNERABLE_ERROR, the secret stays usable), then the secret is used up,
 * the new hash set (lock, mustChangePassword and expiry cleared), every other open reset secret of
 * the account voided, every session ended and a PASSWORD_CHANGE event written. A reset by link also
 * confirms the e-mail it proved, while that is still the account's address.
 */
export async function resetPassword(
  deps: ConfirmationsDeps,
  input: PasswordResetRequest,
  ctx: { ip: string; closeAllSessions: (accountId: number, opts: InTransaction) => Promise<void> },
): Promise<void> {
  const now = deps.clock.now();
  const asLogin = await emailIsLogin(deps);
  let proven: VerificationRow;
  let how: string;
  // The secret is checked first; a wrong SMS code counts its attempt whatever follows.
  if (input.token) {
    const row = await repo.findVerificationByHash(deps.db, sha256(input.token), 'PASSWORD_RESET');
    if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw new AppError('TOKEN_INVALID');
    if (isBreachedPassword(input.newPassword)) throw vulnerable();
    proven = row;
    how = 'Reset hasła linkiem z wiadomości e-mail';
  } else {
    const target = phoneTarget(input.phoneNumber ?? '');
    const code = input.confirmationCode ?? input.code ?? '';
    if (!target) throw new AppError('CODE_INVALID');
    const row = await openCode(deps, target, 'PASSWORD_RESET');
    if (isBreachedPassword(input.newPassword)) throw vulnerable();
    await checkCode(deps, row, code);
    proven = row;
    how = 'Reset hasła kodem SMS';
  }
  const invalid = () => new AppError(input.token ? 'TOKEN_INVALID' : 'CODE_INVALID');
  const accountId = proven.accountId;
  const account = await accountContact(deps, accountId);
  if (!account) throw invalid();
  // One transaction: the secret is used up only together with the new password, the voided secrets and the ended sessions.
  await withTransaction(deps.db, async (tx) => {
    if (!(await repo.markUsed(tx, proven.id, now))) throw invalid();
    if (input.token && account.email && normalizeEmail(account.email) === proven.target && !account.emailConfirmed) {
      // The reset goes on even when another account confirmed the address first; the address then stays unconfirmed here.
      await confirmAccountEmail(deps, accountId, account.email, { emailIsLogin: asLogin }, { tx }).catch((err: unknown) => {
        if (!(err instanceof AppError && err.code === 'EMAIL_CONFIRMED_ELSEWHERE')) throw err;
      });
    }
    await replacePassword(deps, accountId, input.newPassword, { tx });
    await repo.voidOpenSecrets(tx, accountId, 'PASSWORD_RESET', now);
    await ctx.closeAllSessions(accountId, { tx });
  });
  await recordEvent(deps, { eventType: 'PASSWORD_CHANGE', outcome: 'SUCCESS', accountId, username: account.username, description: how, ip: ctx.ip });
}
