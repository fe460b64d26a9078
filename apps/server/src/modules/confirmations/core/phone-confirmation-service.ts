import type { UnconfirmedChannelsResponse } from '@portal/contracts';
import { digitsOnly } from '@portal/domain';
import { AppError } from '../../../errors';
import { withTransaction } from '../../../db/client';
import { accountContact, accountContactsByPhone, type ContactAccount } from '../../contacts/contacts-service';
import { smsCodeText } from './confirmations-templates';
import { codeValidMs, consumeCode, issueCode, openCode, phoneTarget } from './secrets';
import { afterAnswer, guardSend, type ConfirmationsDeps, type DeliveryErrorHandler } from './send-limits';

/** Issues a code for the number and purpose and sends it by SMS. */
export async function issuePhoneCode(
  deps: ConfirmationsDeps,
  input: { accountId: number; target: string; purpose: 'PHONE_CONFIRM' | 'PASSWORD_RESET' },
): Promise<void> {
  const code = await issueCode(deps, input);
  // In the language the account chose (Polish when it is gone meanwhile).
  const language = (await accountContact(deps, input.accountId))?.language ?? 'pl';
  await deps.sms.send({ to: input.target, text: smsCodeText(code, input.purpose, codeValidMs(deps) / 60_000, language) });
}

/** Issues a 6-digit SMS code (config.SMS_CODE_VALID_MINUTES, max 5 tries, bound to this number and purpose), sends it. Enforces send limits. */
export async function sendPhoneCode(
  deps: ConfirmationsDeps,
  input: { accountId: number; phoneNumber: string; purpose: 'PHONE_CONFIRM' | 'PASSWORD_RESET'; ip: string },
): Promise<void> {
  const target = phoneTarget(input.phoneNumber);
  if (!target) throw new AppError('PHONE_NOT_FOUND_OR_CONFIRMED');
  await guardSend(deps, input.purpose, target, input.ip);
  await issuePhoneCode(deps, { accountId: input.accountId, target, purpose: input.purpose });
}

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
  const fromPending = digitsOnly(account.phoneNumber ?? '') === digits ? false : phoneIsPending(account, digits) ? true : null;
  if (fromPending === null) throw new AppError('CODE_INVALID');
  await withTransaction(deps.db, (tx) => deps.events.raise('phone.confirmed', { accountId: account.id, phoneNumber: target, fromPending }, { tx }));
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
