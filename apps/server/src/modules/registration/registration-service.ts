import { isUniqueViolation } from '../../db/unique-violation';
import {
  registrationIssueMessage,
  type PreferredChannel,
  type RegistrationRequestParsed,
  type RegistrationResponse,
  type RegistrationResult,
} from '@portal/contracts';
import {
  attachmentIssues,
  decideRegistration,
  registrationIssues,
  registrationRole,
  patientRecordFields,
  resolvePatientIdentity,
  type RegistrationIssue,
} from '@portal/domain';
import { type Tx, withTransaction } from '../../db/client';
import type { AccountRow } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { AppError, Forbidden, Validation } from '../../errors';
import { claimPendingFiles, discardPendingFiles, pendingFiles } from '../files/files-service';
import { hashPassword, isBreachedPassword } from '../sign-in-guard/sign-in-guard-service';
import { recordEvent } from '../event-log/event-log-service';
import { sendEmailConfirmation, sendPhoneCode } from '../confirmations/confirmations-service';
import { getRegistrationSettings, getSettings } from '../settings/settings-service';
import { clinicToday } from '../../lib/clinic-time';
import { checkChallenge, uploadBinding } from './challenge-service';
import { suggestUsername } from './login-suggestion';
import { createAccountForRegistration, restoreAccountForRegistration } from '../accounts/accounts-service';
import { claimRecord, createRecord, findRecordsOfPerson, linkGuardian } from '../patients/patients-service';
import { systemPatient, type CheckedPatientId } from '../../lib/checked-patient';

/*
 * Who reaches a record (the rule registration, the e-service sign-in and the clinic keep; also in
 * apps/server/README.md "Who reaches a record"):
 * - its owner, once the owner's identity is confirmed (VERIFIED), and accounts with a confirmed (C)
 *   warden link (plugins/patient-access). Knowing a PESEL proves nothing.
 * - A registration makes a C link only to a record it creates (a ward or child the clinic does not
 *   know): nothing but the registrant's own entries is in it, and those are marked as entered by
 *   someone else (details_source OTHER). A link to an existing record is pending (P) and a WARD/CHILD
 *   registration stores no files on it (attachments are refused with VALIDATION_ERROR, and the
 *   uploaded files are deleted, never claimed onto the record).
 * - When the person comes forward — claims the record (REQUESTED, REVERTED), or their identity is
 *   confirmed (e-service sign-in, or the clinic through patients-service `confirmRecordIdentity`) —
 *   every C link of the record becomes P in the same transaction: only the person (for a child
 *   still under age: the clinic) confirms who acts for them. Names and address not entered by the
 *   clinic are replaced by the claimant's own entries at the claim, and the names by the
 *   e-service's at its confirmation.
 * - CHILD: a parent's link to a record the parent created holds until the child (from 16, the
 *   minimum age to register) claims the record, or the clinic confirms the child's identity — both
 *   pend it. A stranger who registers someone else's child first holds a C link only to its own
 *   entries; the real parent's registration is linked pending and writes nothing; the clinic confirms
 *   the identity before it records anything, which ends the stranger's link.
 * - A claim is not proof: an e-service sign-in with the PESEL confirms it only for the account signed
 *   in in the browser that started the sign-in; from any other browser the record moves to a new
 *   account of the person and the claim ends (sign-in-service `accountForEService`), so a stranger's
 *   REQUESTED claim never locks the person out.
 *
 * Self-service registration (POST /api/mpi/accounts) and its anti-bot challenge.
 *
 * Results (spec part 1 §3 "Self-service registration result"; the spec shows only the client, the
 * meaning on the server is ours):
 * - REGISTERED: an account (type UNAUTHORIZED, e-mail and phone unconfirmed) and a new patient record
 *   of the person, made from the data just entered.
 * - ALREADY_EXIST: a patient with this identity (PESEL, or a foreigner's document and country)
 *   already has a live account. Nothing is created or sent; the answer is 200 and the client warns.
 * - REQUESTED: the identity must be confirmed by the clinic before the account reaches the record:
 *   a new patient registered with attachments (identity document scans, e.g. a foreigner without a
 *   PESEL), or a PESEL whose record the clinic already keeps without an account (that record holds
 *   medical data, and knowing a PESEL proves nothing). The record gets identity_status REQUESTED
 *   (out of reach, see plugins/patient-access), the files (uploaded beforehand, bound to the challenge
 *   token) become the record's in the registration's transaction (modules/files), and the account
 *   stays UNAUTHORIZED until the clinic — or a sign-in through the public e-service with this PESEL —
 *   confirms the identity.
 * - REVERTED: a deleted account owns the patient record with this PESEL: it is restored with the new
 *   login, password and contact data (type UNAUTHORIZED, contact data to be confirmed again), its
 *   record back in the REQUESTED state, for the same reason.
 * - WARD / CHILD (patientRole WARD / CHILD): the guardian's account from `account` (no patient record
 *   of its own) and the ward's or child's record from `patient`, linked with that role. A new record
 *   is linked confirmed (C); an existing one (same PESEL or document) is linked pending (P, no access)
 *   until the ward, or the clinic for a child, confirms the link (`linkPending`).
 * Errors: 400 CAPTCHA_REQUIRED / CAPTCHA_INVALID / BOT_SUSPECTED (the challenge is used up by every
 * attempt), 400 VALIDATION_ERROR (field errors), 400 PASSWORD_VULNERABLE_ERROR, 400 ACCOUNT_EXISTS
 * (the login belongs to another account, or the e-mail is another live account's confirmed one; an
 * unconfirmed e-mail, or a login made of it, is no clash and is released — accounts-service), 403 FORBIDDEN (registration of this kind is
 * switched off in the login settings).
 * After the commit a confirmation link goes to the e-mail (with the redirect context) and, with phone
 * confirmation on, an SMS code to the phone; a send refused by the send limits does not undo the
 * registration (the flags of the answer say what was sent; the resend pages send again).
 */

type RegistrationDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mail' | 'sms' | 'storage' | 'events'>;

/* Registration ---------------------------------------------------------------------------------- */

const forbiddenMessages = {
  PATIENT: 'Zakładanie konta dla siebie nie jest dostępne w tym portalu.',
  WARD: 'Zakładanie konta dla podopiecznego nie jest dostępne w tym portalu.',
  CHILD: 'Zakładanie konta dla dziecka nie jest dostępne w tym portalu.',
} as const;

type FieldError = { path: string; message: string };

/** Issues of the rules (and errors of the files) as the API's field errors: Polish messages, paths relative to the body. */
function validationError(issues: RegistrationIssue[], more: FieldError[] = []): AppError {
  const errors = [...issues.map((i) => ({ path: i.path.join('.'), message: registrationIssueMessage(i) })), ...more];
  return new AppError('VALIDATION_ERROR', errors[0].message, { errors });
}


const accountExists = () => new AppError('ACCOUNT_EXISTS');

const FILES_GONE = 'Przesłane załączniki wygasły albo nie zostały przesłane. Dodaj je ponownie i wyślij formularz.';

const EXISTING_RECORD_FILES =
  'Ta osoba ma już kartę pacjenta w placówce, więc załączników nie można do niej dodać przy rejestracji. Usuń załączniki i wyślij formularz ponownie, a dokumenty przekaż w placówce.';

export interface RegistrationContext {
  ip: string;
  /** Base of the links in messages (PUBLIC_URL, else the request's origin). */
  baseUrl: string;
  /** Told when a confirmation could not be sent after the registration was saved. */
  onSendFailure?: (err: unknown, channel: 'EMAIL' | 'SMS') => void;
}

interface Outcome {
  result: RegistrationResult;
  account: AccountRow | null;
  linkPending: boolean;
}

/**
 * POST /api/mpi/accounts — see the results above. Every write happens in one transaction; the
 * confirmations are sent after it commits.
 */
export async function register(deps: RegistrationDeps, input: RegistrationRequestParsed, ctx: RegistrationContext): Promise<RegistrationResponse> {
  await checkChallenge(deps, input);
  // The challenge is used up now: files bound to it that this registration does not claim never will be.
  const binding = uploadBinding(input.challengeToken!);
  try {
    return await registerChecked(deps, input, ctx, binding);
  } finally {
    await discardPendingFiles(deps, binding);
  }
}

async function registerChecked(
  deps: RegistrationDeps,
  input: RegistrationRequestParsed,
  ctx: RegistrationContext,
  binding: string,
): Promise<RegistrationResponse> {
  const role = registrationRole(input.patientRole);
  const login = await getSettings(deps, 'login');
  const allowed = { PATIENT: login.showLinkToCreateAccountForMe, WARD: login.showLinkToCreateAccountForWard, CHILD: login.showLinkToCreateAccountForChild };
  if (!allowed[role]) throw Forbidden(forbiddenMessages[role]);

  const settings = await getRegistrationSettings(deps);
  const now = deps.clock.now();
  const fileIds = [...new Set(input.patient.attachments.map((a) => a.fileId))];
  const uploaded = await pendingFiles(deps, { use: 'REGISTRATION_DOCUMENT', ids: fileIds, binding });
  const issues = [...registrationIssues(input, settings, clinicToday(now)), ...attachmentIssues(uploaded, settings)];
  const filesGone = uploaded.length < fileIds.length ? [{ path: 'patient.attachments', message: FILES_GONE }] : [];
  if (issues.length > 0 || filesGone.length > 0) throw validationError(issues, filesGone);
  if (isBreachedPassword(input.account.credentials.password)) {
    throw new AppError('PASSWORD_VULNERABLE_ERROR', undefined, {
      errors: [{ path: 'account.credentials.password', message: 'Wymagana zmiana hasła, ponieważ jest podatne na ataki' }],
    });
  }

  const { account, patient } = input;
  const email = account.contactData.email;
  const phone = account.contactData.phoneNumber;
  const channel: PreferredChannel =
    !settings.phoneConfirmationEnabled || !phone ? 'EMAIL' : !email ? 'SMS' : account.contactData.preferredCommunicationChannel;
  const username =
    settings.usernamePromptMode === 'E_MAIL'
      ? email!
      : (account.credentials.username ?? (await suggestUsername(deps, account.name, account.lastName)));
  const identity = resolvePatientIdentity(patient, settings.systemInstallationSettings.region);
  const passwordHash = await hashPassword(account.credentials.password);
  const accountValues = {
    username,
    passwordHash,
    type: 'UNAUTHORIZED' as const,
    name: account.name,
    lastName: account.lastName,
    middleName: account.middleName,
    email,
    emailConfirmed: false,
    phoneNumber: phone,
    phoneConfirmed: false,
    preferredChannel: channel,
    marketingConsent: settings.requirePatientConsent ? account.settings.marketingMessagesConsent : false,
    language: input.language ?? 'pl',
    restoreEmail: null,
    restorePhone: null,
    mustChangePassword: false,
    passwordExpiresAt: null,
    passwordChangedAt: now,
    blockedUntil: null,
    mergeWithAccountId: null,
    updatedAt: now,
  };
  const patientValues = {
    ...patientRecordFields(patient, identity),
    authorized: false,
    identityStatus: patient.attachments.length > 0 ? ('REQUESTED' as const) : ('VERIFIED' as const),
    detailsSource: role === 'PATIENT' ? ('SELF' as const) : ('OTHER' as const),
    createdAt: now,
    updatedAt: now,
  };
  const files = uploaded.map((f) => f.id);
  /** Claims the uploaded files for the record, in the registration's transaction. */
  const claimFiles = async (db: Tx, patientId: CheckedPatientId) => {
    if (files.length === 0) return;
    if (!(await claimPendingFiles(deps, { use: 'REGISTRATION_DOCUMENT', ids: files, binding, patientId, now }, { tx: db }))) {
      throw validationError([], [{ path: 'patient.attachments', message: FILES_GONE }]);
    }
  };

  const claimantDetails = {
    name: patientValues.name,
    lastName: patientValues.lastName,
    middleName: patientValues.middleName,
    addressCountryCode: patientValues.addressCountryCode,
    city: patientValues.city,
    street: patientValues.street,
    houseNumber: patientValues.houseNumber,
    postalCode: patientValues.postalCode,
  };

  let outcome: Outcome;
  try {
    outcome = await withTransaction(deps.db, async (db): Promise<Outcome> => {
      const plan = decideRegistration(await findRecordsOfPerson(deps, identity, { tx: db }), role, files.length > 0);
      const createAccount = () => createAccountForRegistration(deps, { ...accountValues, createdAt: now }, { tx: db });
      switch (plan.kind) {
        case 'FILES_ON_EXISTING_RECORD':
          throw Validation(EXISTING_RECORD_FILES, [{ path: 'patient.attachments', message: EXISTING_RECORD_FILES }]);
        case 'LINK': {
          const guardian = await createAccount();
          const targetId = plan.existingId != null ? systemPatient(plan.existingId, 'row') : systemPatient((await createRecord(deps, { ...patientValues, accountId: null }, { tx: db })).id, 'created');
          const pending = plan.existingId != null;
          await linkGuardian(deps, { accountId: guardian.id, patientId: targetId, role: plan.role, status: pending ? 'PENDING' : 'CONFIRMED', createdAt: now }, { tx: db });
          // Only a record this registration created can be here with files (an existing one refused them).
          await claimFiles(db, targetId);
          return { result: plan.role, account: guardian, linkPending: pending };
        }
        case 'ALREADY_EXIST':
          return { result: 'ALREADY_EXIST', account: null, linkPending: false };
        case 'REVERT': {
          const restored = await restoreAccountForRegistration(deps, plan.accountId, accountValues, { tx: db });
          if (!restored) return { result: 'ALREADY_EXIST', account: null, linkPending: false };
          await claimRecord(deps, { patientId: systemPatient(plan.recordId, 'row'), accountId: restored.id, details: claimantDetails, now }, { tx: db });
          await claimFiles(db, systemPatient(plan.recordId, 'row'));
          return { result: 'REVERTED', account: restored, linkPending: false };
        }
        case 'CLAIM': {
          const created = await createAccount();
          // Two registrations racing for one record: the database lets one of them have it.
          if (!(await claimRecord(deps, { patientId: systemPatient(plan.recordId, 'row'), accountId: created.id, details: claimantDetails, now }, { tx: db }))) throw accountExists();
          await claimFiles(db, systemPatient(plan.recordId, 'row'));
          return { result: 'REQUESTED', account: created, linkPending: false };
        }
        case 'NEW': {
          const created = await createAccount();
          const record = await createRecord(deps, { ...patientValues, accountId: created.id }, { tx: db });
          await claimFiles(db, systemPatient(record.id, 'created'));
          return { result: plan.result, account: created, linkPending: false };
        }
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw accountExists();
    throw err;
  }

  const created = outcome.account;
  if (!created) {
    return {
      result: outcome.result,
      username: null,
      phoneNumber: null,
      isEmailAddress: false,
      preferredCommunicationChannel: channel,
      smsCodeSent: false,
      linkPending: false,
    };
  }

  await recordEvent(deps, {
    eventType: 'ACCOUNT_REGISTER',
    outcome: 'SUCCESS',
    accountId: created.id,
    username: created.username,
    description: role === 'PATIENT' ? outcome.result : `${outcome.result}${outcome.linkPending ? ' (powiązanie oczekuje na potwierdzenie)' : ''}`,
    ip: ctx.ip,
  });

  let emailSent = false;
  if (email) {
    try {
      await sendEmailConfirmation(deps, { accountId: created.id, email, baseUrl: ctx.baseUrl, context: input.redirectContext, ip: ctx.ip });
      emailSent = true;
    } catch (err) {
      ctx.onSendFailure?.(err, 'EMAIL');
    }
  }
  let smsCodeSent = false;
  if (phone && settings.phoneConfirmationEnabled) {
    try {
      await sendPhoneCode(deps, { accountId: created.id, phoneNumber: phone, purpose: 'PHONE_CONFIRM', ip: ctx.ip });
      smsCodeSent = true;
    } catch (err) {
      ctx.onSendFailure?.(err, 'SMS');
    }
  }

  return {
    result: outcome.result,
    username: created.username,
    phoneNumber: created.phoneNumber,
    isEmailAddress: emailSent,
    preferredCommunicationChannel: created.preferredChannel,
    smsCodeSent,
    linkPending: outcome.linkPending,
  };
}
