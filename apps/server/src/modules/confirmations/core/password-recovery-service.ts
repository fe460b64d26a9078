import { errorMessages, type PasswordResetRequest } from '@portal/contracts';
import { digitsOnly } from '@portal/domain';
import { AppError } from '../../../errors';
import { withTransaction, type InTransaction } from '../../../db/client';
import { accountContact, accountContactsByEmail, accountContactsByPhone } from '../../contacts/contacts-service';
import { isBreachedPassword } from '../../sign-in-guard/sign-in-guard-service';
import { recordEvent } from '../../event-log/event-log-service';
import * as repo from './confirmations-repository';
import type { VerificationRow } from './confirmations-repository';
import { passwordResetMail } from './confirmations-templates';
import { emailIsLogin } from './email-confirmation-service';
import { issuePhoneCode } from './phone-confirmation-service';
import { checkCode, issueLinkToken, normalizeEmail, openCode, phoneTarget, usableLink } from './secrets';
import { afterAnswer, guardSend, type ConfirmationsDeps, type DeliveryErrorHandler } from './send-limits';

/** Password reset link: 1 hour — it grants the account, so it lives as short as a mail reasonably takes to read. */
export const RESET_LINK_VALID_MS = 60 * 60_000;

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
        const token = await issueLinkToken(deps, { accountId: account.id, purpose: 'PASSWORD_RESET', target: email, validMs: RESET_LINK_VALID_MS });
        const link = `${ctx.baseUrl}/resetpassword?token=${token}`;
        const mail = { to: account.email ?? email, username: account.username, link, validMinutes: RESET_LINK_VALID_MS / 60_000 };
        await deps.mail.send(passwordResetMail({ ...mail, language: account.language }));
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
    const row = await usableLink(deps, input.token, 'PASSWORD_RESET');
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
      await deps.events.raise('email.confirmed', { accountId, email: account.email, emailIsLogin: asLogin, fromPending: false }, { tx }).catch((err: unknown) => {
        if (!(err instanceof AppError && err.code === 'EMAIL_CONFIRMED_ELSEWHERE')) throw err;
      });
    }
    await deps.events.raise('password.recovered', { accountId, newPassword: input.newPassword }, { tx });
    await repo.voidOpenSecrets(tx, accountId, 'PASSWORD_RESET', now);
    await ctx.closeAllSessions(accountId, { tx });
  });
  await recordEvent(deps, { eventType: 'PASSWORD_CHANGE', outcome: 'SUCCESS', accountId, username: account.username, description: how, ip: ctx.ip });
}
