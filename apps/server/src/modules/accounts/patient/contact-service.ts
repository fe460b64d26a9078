import { digitsOnly } from '@portal/domain';
import {
  EMAIL_REQUIRED_MESSAGE,
  NAMES_LOCKED_MESSAGE,
  PHONE_CONTACT_OWN_RECORD_ONLY,
  PHONE_REQUIRED_MESSAGE,
  type Account,
  type accountUpdateRequestSchema,
  type phoneContactRequestSchema,
  type z,
} from '@portal/contracts';
import { withTransaction } from '../../../db/client';
import type { AccountRow } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { AppError, Forbidden, NotFound, Validation, type FieldError } from '../../../errors';
import type { ReachablePatient } from '../../../plugins/patient-access';
import { sendEmailConfirmation, sendPhoneCode } from '../../confirmations/confirmations-service';
import { getOwnPatient } from '../../patients/patients-service';
import { getSettings } from '../../settings/settings-service';
import { accountContactsByPhone } from '../../contacts/contacts-service';
import * as repo from './contact-repository';
import type { ContactChanges } from './contact-repository';
import { recordEvent } from '../../event-log/event-log-service';
import { toAccount } from '../sign-in-service';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * The account tab's contact data (spec part 1 §4 "E-mail or phone change"): a new e-mail waits in
 * restoreEmail until the link sent to it is used, a new phone waits in restorePhone until its SMS code
 * is entered (modules/confirmations moves either into the account); until then the old address and
 * number keep working for sign-in and recovery.
 */

type ContactDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mail' | 'sms' | 'events'>;
export type AccountUpdate = z.output<typeof accountUpdateRequestSchema>;
export type PhoneContact = z.output<typeof phoneContactRequestSchema>;

interface ContactContext {
  accountId: number;
  /** The account's own patient record as the session knows it (VERIFIED), or null. */
  ownPatientId: CheckedPatientId | null;
  ip: string;
  /** Where confirmation links point (the portal's public address). */
  baseUrl: string;
}

const sameEmail = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
const samePhone = (a: string | null, b: string | null) => digitsOnly(a ?? '') === digitsOnly(b ?? '');

/**
 * Whether the person's names may be changed here: not when the clinic's settings forbid it
 * (patientNamesDisabled), nor once the identity has been confirmed — the account is AUTHORIZED
 * (at the clinic, through the public e-service or a signed document) or its own record was
 * authorised by the clinic. A record the portal merely trusts (VERIFIED at self-registration)
 * does not lock them.
 */
async function namesLocked(deps: ContactDeps, row: AccountRow, ownPatientId: CheckedPatientId | null): Promise<boolean> {
  if ((await getSettings(deps, 'patient-account')).patientNamesDisabled) return true;
  if (row.type === 'AUTHORIZED') return true;
  if (ownPatientId == null) return false;
  try {
    return (await getOwnPatient(deps, row.id, ownPatientId)).authorized;
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return false;
    throw err;
  }
}

/**
 * PUT mpi-user, the "full account": names (see namesLocked; a refused change is 400
 * VALIDATION_ERROR on the changed names), e-mail, phone, preferred channel and marketing consent.
 * - E-mail: the same address keeps it (and cancels a pending new one); a new one must not be another
 *   live account's e-mail, pending e-mail or login (400 EMAIL_IN_USE), goes into restoreEmail and gets
 *   a confirmation link (send limits: 429 SEND_LIMIT); an empty one is refused when e-mail is required
 *   and otherwise removes the address.
 * - Phone: as phone-contact — a new number goes into restorePhone and gets an SMS code (with phone
 *   confirmation off it replaces the phone at once); the current number cancels a pending one; an empty
 *   one is refused when a phone is required and otherwise removes the phone.
 * - Channel: SMS only with a phone and phone confirmation on, EMAIL without an e-mail is SMS — as at
 *   registration. Marketing consent is kept only where the settings ask for it.
 * Answers the account as saved; writes ACCOUNT_UPDATED to the event log.
 */
export async function updateAccount(deps: ContactDeps, ctx: ContactContext, input: AccountUpdate): Promise<Account> {
  const current = await repo.findLiveAccount(deps.db, ctx.accountId);
  if (!current) throw NotFound();
  const registration = await getSettings(deps, 'registration');
  const changes: ContactChanges = {};
  const changed: string[] = [];
  const refused: FieldError[] = [];

  const names = { name: input.name, lastName: input.lastName, middleName: input.middleName } as const;
  const renamed = (Object.keys(names) as Array<keyof typeof names>).filter((k) => (names[k] ?? null) !== (current[k] ?? null));
  if (renamed.length > 0) {
    if (await namesLocked(deps, current, ctx.ownPatientId)) {
      throw Validation(
        NAMES_LOCKED_MESSAGE,
        renamed.map((path) => ({ path, message: NAMES_LOCKED_MESSAGE })),
      );
    }
    Object.assign(changes, names);
    changed.push('imiona i nazwisko');
  }

  // E-mail.
  const email = input.contactData.email;
  let newEmail: string | null = null;
  if (email === null) {
    if (registration.emailIsRequired) refused.push({ path: 'contactData.email', message: EMAIL_REQUIRED_MESSAGE });
    else if (current.email !== null || current.restoreEmail !== null) {
      Object.assign(changes, { email: null, emailConfirmed: false, restoreEmail: null });
      changed.push('usunięto e-mail');
    }
  } else if (sameEmail(email, current.email)) {
    if (current.restoreEmail !== null) {
      changes.restoreEmail = null;
      changed.push('anulowano zmianę e-maila');
    }
  } else if (!sameEmail(email, current.restoreEmail)) {
    newEmail = email;
  }

  // Phone.
  const phone = input.contactData.phoneNumber;
  let newPhone: string | null = null;
  if (phone === null) {
    if (registration.phoneIsRequired) refused.push({ path: 'contactData.phoneNumber', message: PHONE_REQUIRED_MESSAGE });
    else if (current.phoneNumber !== null || current.restorePhone !== null) {
      Object.assign(changes, { phoneNumber: null, phoneConfirmed: false, restorePhone: null });
      changed.push('usunięto telefon');
    }
  } else if (samePhone(phone, current.phoneNumber)) {
    if (current.restorePhone !== null) {
      changes.restorePhone = null;
      changed.push('anulowano zmianę telefonu');
    }
  } else if (!samePhone(phone, current.restorePhone)) {
    newPhone = phone;
  }
  if (refused.length > 0) throw Validation(refused[0].message, refused);

  if (newEmail !== null && (await repo.emailHeldElsewhere(deps.db, newEmail, current.id))) throw new AppError('EMAIL_IN_USE');

  // Channel and consent, on the data as they will be.
  const phoneAfter = newPhone !== null && !registration.phoneConfirmationEnabled ? newPhone : 'phoneNumber' in changes ? changes.phoneNumber : current.phoneNumber;
  const emailAfter = 'email' in changes ? changes.email : current.email;
  const channel =
    !registration.phoneConfirmationEnabled || !phoneAfter ? 'EMAIL' : !emailAfter ? 'SMS' : input.contactData.preferredCommunicationChannel;
  if (channel !== current.preferredChannel) {
    changes.preferredChannel = channel;
    changed.push('kanał komunikacji');
  }
  if (registration.requirePatientConsent && input.settings.marketingMessagesConsent !== current.marketingConsent) {
    changes.marketingConsent = input.settings.marketingMessagesConsent;
    changed.push('zgoda marketingowa');
  }

  // The link and the code go out first: past the send limits (429) nothing is saved.
  if (newEmail !== null) {
    await sendEmailConfirmation(deps, { accountId: current.id, email: newEmail, baseUrl: ctx.baseUrl, ip: ctx.ip, change: current.email !== null });
    changes.restoreEmail = newEmail;
    changed.push('nowy e-mail czeka na potwierdzenie');
  }
  if (newPhone !== null) {
    Object.assign(changes, await newPhoneChanges(deps, current.id, newPhone, ctx.ip, registration.phoneConfirmationEnabled));
    changed.push(phoneChangeNote(registration.phoneConfirmationEnabled));
  }

  if (changed.length === 0) return toAccount(current);
  return save(deps, current, changes, changed, ctx.ip);
}

/**
 * PUT mpi-user/phone-contact: a new contact phone of the account holder. `patient` is the holder's
 * own record (SELF): the account's phone is the holder's, so a ward's or a child's record is 403 and
 * an id the caller does not reach 404 (plugins/patient-access). The current number is 400
 * PHONE_UNCHANGED; any other goes into restorePhone with an SMS code (send limits: 429 SEND_LIMIT), and
 * the same pending number gets a new code. With phone confirmation off the number replaces the
 * phone at once. Answers the account as saved; writes ACCOUNT_UPDATED to the event log.
 */
export async function changeContactPhone(
  deps: ContactDeps,
  ctx: Omit<ContactContext, 'ownPatientId' | 'baseUrl'> & { patient: ReachablePatient },
  input: PhoneContact,
): Promise<Account> {
  if (ctx.patient.relation !== 'SELF') throw Forbidden(PHONE_CONTACT_OWN_RECORD_ONLY);
  const current = await repo.findLiveAccount(deps.db, ctx.accountId);
  if (!current) throw NotFound();
  if (samePhone(input.phoneNumber, current.phoneNumber)) throw new AppError('PHONE_UNCHANGED');
  const { phoneConfirmationEnabled } = await getSettings(deps, 'registration');
  const changes = await newPhoneChanges(deps, current.id, input.phoneNumber, ctx.ip, phoneConfirmationEnabled);
  return save(deps, current, changes, [phoneChangeNote(phoneConfirmationEnabled)], ctx.ip);
}

const phoneChangeNote = (confirmationOn: boolean) => (confirmationOn ? 'nowy telefon czeka na potwierdzenie' : 'zmieniono telefon');

/** A new number: pending with an SMS code sent to it, or (phone confirmation off) the phone at once. */
async function newPhoneChanges(deps: ContactDeps, accountId: number, phoneNumber: string, ip: string, confirmationOn: boolean): Promise<ContactChanges> {
  // A number another live account has confirmed is that account's (booking codes and reminders go to it).
  const holders = await accountContactsByPhone(deps, digitsOnly(phoneNumber));
  if (holders.some((a) => a.id !== accountId && a.status === 'ACTIVE' && a.phoneConfirmed)) throw new AppError('PHONE_ALREADY_IN_USE');
  if (!confirmationOn) return { phoneNumber, phoneConfirmed: false, restorePhone: null };
  await sendPhoneCode(deps, { accountId, phoneNumber, purpose: 'PHONE_CONFIRM', ip });
  return { restorePhone: phoneNumber };
}

async function save(deps: ContactDeps, current: AccountRow, changes: ContactChanges, changed: string[], ip: string): Promise<Account> {
  const row = await withTransaction(deps.db, async (tx) => {
    const saved = await repo.updateContact(tx, current.id, changes, deps.clock.now());
    await recordEvent(
      { db: tx, clock: deps.clock },
      { eventType: 'ACCOUNT_UPDATED', outcome: 'INFO', accountId: current.id, username: current.username, description: `Dane konta: ${changed.join(', ')}`, ip },
    );
    return saved;
  });
  return toAccount(row);
}

/** GET mpi-user/phone: the account's phone (confirmed or not), not a pending one; null without one. */
export async function accountPhone(deps: Pick<Deps, 'db'>, accountId: number): Promise<{ value: string | null }> {
  const row = await repo.findLiveAccount(deps.db, accountId);
  return { value: row?.phoneNumber ?? null };
}

/** GET mpi-user/phone-exists: whether the account has a confirmed phone. */
export async function accountPhoneExists(deps: Pick<Deps, 'db'>, accountId: number): Promise<{ value: boolean }> {
  const row = await repo.findLiveAccount(deps.db, accountId);
  return { value: !!row?.phoneNumber && row.phoneConfirmed };
}

/** GET mpi-user/is-authorized: whether the account's identity is confirmed (type AUTHORIZED). */
export async function accountIsAuthorized(deps: Pick<Deps, 'db'>, accountId: number): Promise<{ value: boolean }> {
  const row = await repo.findLiveAccount(deps.db, accountId);
  return { value: row?.type === 'AUTHORIZED' };
}
