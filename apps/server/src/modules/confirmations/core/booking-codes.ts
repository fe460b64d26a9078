import { fill } from '../../../i18n/texts';
import { confirmationsMessageTexts } from '../confirmations.message-texts';
import { AppError } from '../../../errors';
import { accountContact } from '../../contacts/contacts-service';
import type { Tx } from '../../../db/client';
import * as repo from './confirmations-repository';
import { checkCode, codeValidMs, issueCode, openCode, phoneTarget } from './secrets';
import { guardSend, type ConfirmationsDeps } from './send-limits';

/*
 * The SMS code that confirms a booking (a service with bookingConfReq, part 2 §5): sent to the booking
 * account's confirmed phone, bound to what it confirms (a slot about to be booked, or a booking) by
 * `subject`, six digits, the same lifetime, tries and send limits as every SMS code of this module.
 */

export interface BookingCodeSent {
  sentTo: string;
  validUntil: Date;
}

/** Sends a booking code to the account's confirmed phone; 400 with `noPhoneMessage` when it has none. */
export async function sendBookingCode(deps: ConfirmationsDeps, input: { accountId: number; subject: string; ip: string; noPhoneMessage: string }): Promise<BookingCodeSent> {
  const account = await accountContact(deps, input.accountId);
  const target = account?.phoneConfirmed && account.phoneNumber ? phoneTarget(account.phoneNumber) : null;
  if (!account || !target) throw new AppError('VALIDATION_ERROR', input.noPhoneMessage);
  await guardSend(deps, 'BOOKING_CONFIRM', target, input.ip);
  const code = await issueCode(deps, { accountId: account.id, target, purpose: 'BOOKING_CONFIRM', context: { subject: input.subject } });
  const minutes = codeValidMs(deps) / 60_000;
  await deps.sms.send({ to: target, text: fill(confirmationsMessageTexts.for(account.language).smsCode.BOOKING_CONFIRM, { code, minutes }) });
  return { sentTo: target, validUntil: new Date(deps.clock.now().getTime() + codeValidMs(deps)) };
}

/** A booking code whose try was counted and found right, to be used up in the booking's own transaction. */
export interface CheckedBookingCode {
  readonly id: number;
}

/**
 * Checks the account's newest booking code for `subject` (400 CODE_INVALID / CODE_ATTEMPTS_EXCEEDED):
 * the try counts at once, committed, so wrong codes always count; a right one stays usable until
 * `useCheckedBookingCode` uses it up inside the transaction that books, so a booking that then fails
 * leaves the patient her code.
 */
export async function checkBookingCode(deps: ConfirmationsDeps, input: { accountId: number; subject: string; code: string }): Promise<CheckedBookingCode> {
  const account = await accountContact(deps, input.accountId);
  const target = account?.phoneNumber ? phoneTarget(account.phoneNumber) : null;
  if (!target) throw new AppError('CODE_INVALID');
  const row = await openCode(deps, target, 'BOOKING_CONFIRM', input.accountId);
  if ((row.context as { subject?: string } | null)?.subject !== input.subject) throw new AppError('CODE_INVALID');
  await checkCode(deps, row, input.code);
  return { id: row.id };
}

/** Uses up a checked code in the caller's transaction; 400 CODE_INVALID when another request used it first. */
export async function useCheckedBookingCode(deps: Pick<ConfirmationsDeps, 'clock'>, code: CheckedBookingCode, opts: { tx: Tx }): Promise<void> {
  if (!(await repo.markUsed(opts.tx, code.id, deps.clock.now()))) throw new AppError('CODE_INVALID');
}
