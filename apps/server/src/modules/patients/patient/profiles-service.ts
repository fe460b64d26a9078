import {
  profileMessages,
  registrationIssueMessage,
  type Patient,
  type PatientUpdate,
  type ProfileRequestParsed,
  type ProfileResult,
  type StoredFile,
} from '@portal/contracts';
import {
  addYears,
  attachmentIssues,
  decideRegistration,
  patientDataIssues,
  patientEditRules,
  patientRecordFields,
  resolvePatientIdentity,
  type RegistrationIssue,
  type RegistrationRole,
} from '@portal/domain';
import { type Tx, withTransaction } from '../../../db/client';
import type { PatientRow } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { AppError, NotFound } from '../../../errors';
import { clinicToday } from '../../../lib/clinic-time';
import { publicBaseUrl } from '../../../public-origin';
import type { JobDefinition } from '../../../lib/jobs';
import type { ReachablePatient } from '../../../plugins/patient-access';
import { recordEvent } from '../../event-log/event-log-service';
import { claimPendingFiles, listPatientFiles, openPatientFile, pendingFiles, receiveUploads, type MultipartSource } from '../../files/files-service';
import { getRegistrationSettings, getSettings } from '../../settings/settings-service';
import { claimRecord, createRecord, findRecordsOfPerson, patientWithFiles } from '../patients-service';
import { adultNoticeMail, type AdultNoticeRecipient } from './profiles-templates';
import * as repo from './profiles-repository';
import { noReview } from '../core/patient-registration-repository';
import { patientOfRecord, systemPatient, type CheckedPatientId } from '../../../lib/checked-patient';

/*
 * Profiles the signed-in account adds (spec part 1 §7 POST patients/me, /wards, /children) and edits
 * (PUT patients/{id}), their attachments, and the coming of age of children.
 *
 * A new profile takes the patient part of a registration request, with the same rules (§5: PESEL and
 * the data it gives, a foreigner's document and country, the role's birth-date limits, attachments
 * per the patient-account settings — "Wymagane jest dodanie załącznika"). The identity decides:
 * - PATIENT (POST /me; only for an account with no record of its own): as a registration for oneself
 *   (registration-service): REGISTERED, a new record (VERIFIED without files, REQUESTED with them);
 *   REQUESTED, the clinic's record without an account is claimed and waits for the clinic;
 *   ALREADY_EXIST (200, nothing changes) when a live account — or a deleted one (its record is
 *   restored only through the registration's REVERTED path, with the person's own new login) — owns
 *   a record of the person.
 * - WARD / CHILD: no record of the person yet → a new record (identity REQUESTED: the clinic confirms
 *   the person later; details entered by someone else, OTHER) and a CONFIRMED link of the caller — the
 *   guardian made the record, and the person has no account to confirm with. A CHILD whose record the
 *   clinic already keeps is linked only when the PESEL, first and last name and birth date all match,
 *   the record has no account of its own and the child is under 18 ("an existing record found by
 *   identity"), and then PENDING with the result REQUESTED: knowing those data is no proof of being
 *   the parent, so the clinic confirms the link at the identity check and until then it gives no
 *   access; any other existing record answers 400 ACCOUNT_EXISTS (the registration's
 *   "already exists") without saying what was found. A ward the clinic knows is linked through
 *   identity-finder and wards/link, which the ward confirms. When the person later registers, the
 *   claim of the record turns every confirmed guardian link into a pending one (registration-service).
 * The caller's reach changes: the routes call `app.sessions.forgetReach`.
 */

export type ProfileDeps = Pick<Deps, 'db' | 'clock' | 'storage'>;

/** Files uploaded for a profile by a signed-in account wait under this binding until a profile call claims them (within a day). */
const uploadBinding = (accountId: number) => `profile:${accountId}`;

const roleOfRelation = { SELF: 'PATIENT', WARD: 'WARD', CHILD: 'CHILD' } as const satisfies Record<ReachablePatient['relation'], RegistrationRole>;

type FieldError = { path: string; message: string };

export function validationError(issues: RegistrationIssue[], more: FieldError[] = []): AppError {
  const errors = [...issues.map((i) => ({ path: i.path.join('.'), message: registrationIssueMessage(i) })), ...more];
  return new AppError('VALIDATION_ERROR', errors[0].message, { errors });
}

const filesGone = () => new AppError('VALIDATION_ERROR', profileMessages.filesGone, { errors: [{ path: 'attachments', message: profileMessages.filesGone }] });

export async function profileSettings(deps: ProfileDeps) {
  const [registration, patientAccount] = await Promise.all([getRegistrationSettings(deps), getSettings(deps, 'patient-account')]);
  return {
    registration,
    patientAccount,
    attachments: {
      attachmentsVisible: patientAccount.attachmentsVisible,
      attachmentsRequired: patientAccount.attachmentsRequired,
      fileUploadParams: registration.fileUploadParams,
    },
  };
}

/**
 * POST patients/attachments: identity document scans for a new profile or a record's edit, uploaded
 * before the form is sent; limits of the registration's fileUploadParams. They wait for the account's
 * next profile call (attachments: [{ fileId }]), or are swept after a day. 403 when the settings hide
 * attachments.
 */
export async function uploadProfileAttachments(deps: ProfileDeps, source: MultipartSource, accountId: number): Promise<StoredFile[]> {
  const settings = await profileSettings(deps);
  if (!settings.attachments.attachmentsVisible && !settings.attachments.attachmentsRequired) {
    throw new AppError('FORBIDDEN', 'Dodawanie załączników jest wyłączone');
  }
  return receiveUploads(deps, source, {
    use: 'REGISTRATION_DOCUMENT',
    limits: settings.registration.fileUploadParams,
    owner: { pendingBinding: uploadBinding(accountId) },
    createdByAccountId: accountId,
  });
}

/** The account's uploaded files named by the request, checked against the settings (none missing). */
export async function checkedUploads(deps: ProfileDeps, accountId: number, attachments: Array<{ fileId: number }>) {
  const ids = [...new Set(attachments.map((a) => a.fileId))];
  const uploaded = await pendingFiles(deps, { use: 'REGISTRATION_DOCUMENT', ids, binding: uploadBinding(accountId) });
  return { ids, uploaded, missing: uploaded.length < ids.length };
}

export const claimFiles = async (deps: ProfileDeps, tx: Tx, input: { accountId: number; ids: number[]; patientId: CheckedPatientId; now: Date }) => {
  if (input.ids.length === 0) return;
  const claimed = await claimPendingFiles(
    deps,
    { use: 'REGISTRATION_DOCUMENT', ids: input.ids, binding: uploadBinding(input.accountId), patientId: input.patientId, now: input.now },
    { tx },
  );
  if (!claimed) throw filesGone();
};

/** Same person and same entries: PESEL, first and last name (letter case aside) and birth date. */
const sameEntries = (record: PatientRow, values: { nationalId: string | null; name: string; lastName: string; birthDate: string }) =>
  record.nationalId !== null &&
  record.nationalId === values.nationalId &&
  record.name.trim().toLocaleLowerCase('pl') === values.name.toLocaleLowerCase('pl') &&
  record.lastName.trim().toLocaleLowerCase('pl') === values.lastName.toLocaleLowerCase('pl') &&
  record.birthDate === values.birthDate;

const resultMessages = { REGISTERED: 'nowy profil', REQUESTED: 'profil czekający na potwierdzenie w placówce', WARD: 'profil podopiecznego', CHILD: 'profil dziecka' } as const;

/**
 * POST patients/me (role PATIENT), /wards (WARD), /children (CHILD) — see the rules above.
 * Errors: 400 VALIDATION_ERROR (fields; attachments missing, expired or not allowed), 400
 * ACCOUNT_EXISTS (a ward's or child's record that may not be added), 400 CONFLICT-free: an own
 * profile when the account has one already is 400 VALIDATION_ERROR.
 */
export async function addProfile(
  deps: ProfileDeps,
  input: { accountId: number; role: RegistrationRole; patient: ProfileRequestParsed; ip: string },
): Promise<ProfileResult> {
  const { accountId, role, patient } = input;
  const settings = await profileSettings(deps);
  const now = deps.clock.now();
  const { ids, uploaded, missing } = await checkedUploads(deps, accountId, patient.attachments);
  const issues = [
    ...patientDataIssues(patient, role, settings.registration, clinicToday(now)),
    ...attachmentIssues(uploaded, settings.attachments).map((i) => ({ ...i, path: i.path.slice(1) })),
  ];
  if (issues.length > 0 || missing) throw validationError(issues, missing ? [{ path: 'attachments', message: profileMessages.filesGone }] : []);

  const identity = resolvePatientIdentity(patient, settings.registration.systemInstallationSettings.region);
  const values = {
    ...patientRecordFields(patient, identity),
    authorized: false,
    createdAt: now,
    updatedAt: now,
  };

  const outcome = await withTransaction(deps.db, async (tx): Promise<ProfileResult> => {
    const found = await findRecordsOfPerson(deps, identity, { tx });
    if (role === 'PATIENT') {
      if (await repo.hasOwnRecord(tx, accountId)) {
        throw new AppError('VALIDATION_ERROR', profileMessages.ownRecordExists);
      }
      const plan = decideRegistration(found, 'PATIENT', ids.length > 0);
      switch (plan.kind) {
        case 'CLAIM': {
          const details = { ...values };
          if (!(await claimRecord(deps, { patientId: systemPatient(plan.recordId, 'row'), accountId, details, now }, { tx }))) return { result: 'ALREADY_EXIST', patientId: null };
          await claimFiles(deps, tx, { accountId, ids, patientId: systemPatient(plan.recordId, 'created'), now });
          return { result: 'REQUESTED', patientId: plan.recordId };
        }
        case 'NEW': {
          const record = await createRecord(
            deps,
            { ...values, accountId, identityStatus: plan.result === 'REQUESTED' ? 'REQUESTED' : 'VERIFIED', detailsSource: 'SELF' },
            { tx },
          );
          await claimFiles(deps, tx, { accountId, ids, patientId: systemPatient(record.id, 'created'), now });
          return { result: plan.result, patientId: record.id };
        }
        default:
          return { result: 'ALREADY_EXIST', patientId: null };
      }
    }

    const existing = found[0];
    if (existing) {
      const adoptable =
        role === 'CHILD' &&
        existing.accountId === null &&
        found.length === 1 &&
        existing.birthDate !== null &&
        existing.birthDate > addYears(clinicToday(now), -18) &&
        sameEntries(existing, { nationalId: values.nationalId, name: values.name, lastName: values.lastName, birthDate: values.birthDate });
      if (!adoptable) throw new AppError('ACCOUNT_EXISTS', profileMessages.recordExists);
      // The caller may not write onto a record the clinic keeps (its files are the clinic's to take).
      if (ids.length > 0) throw new AppError('VALIDATION_ERROR', profileMessages.filesOnExistingRecord, { errors: [{ path: 'attachments', message: profileMessages.filesOnExistingRecord }] });
      // Knowing PESEL, names and birth date is not proof of parenthood: the link waits for the clinic's
      // identity check (PENDING gives no access) and the answer says so (REQUESTED).
      if (!(await repo.addLink(tx, { accountId, patientId: patientOfRecord(existing), role, status: 'PENDING', now }))) {
        throw new AppError('VALIDATION_ERROR', profileMessages.alreadyLinked);
      }
      return { result: 'REQUESTED', patientId: existing.id };
    }
    const record = await createRecord(deps, { ...values, accountId: null, identityStatus: 'REQUESTED', detailsSource: 'OTHER' }, { tx });
    await repo.addLink(tx, { accountId, patientId: systemPatient(record.id, 'created'), role, status: 'CONFIRMED', now });
    await claimFiles(deps, tx, { accountId, ids, patientId: systemPatient(record.id, 'created'), now });
    return { result: role, patientId: record.id };
  });

  if (outcome.patientId !== null) {
    await recordEvent(deps, {
      eventType: 'PROFILE_ADD',
      outcome: 'SUCCESS',
      accountId,
      description: `Dodano ${resultMessages[outcome.result as keyof typeof resultMessages] ?? 'profil'} (pacjent ${outcome.patientId}, wynik ${outcome.result})`,
      ip: input.ip,
    });
  }
  return outcome;
}

/**
 * PUT patients/{id}: the person (SELF), a guardian of a ward (WARD) or of a child under 18 (CHILD)
 * edits the record. The address always; names, birth date, sex and identity only as
 * `patientEditRules` allows (patientNamesDisabled off and the identity not confirmed) — a locked
 * field sent changed is 400 VALIDATION_ERROR at that field ("Tych danych nie można zmienić…"), sent
 * unchanged it is fine. Changed identity data pass the rules of a new profile of the relation's role,
 * and a PESEL (or document) another record has is 400 ACCOUNT_EXISTS. `attachments` are new files;
 * with attachmentsRequired the record must end with at least one. Answers the record as saved.
 */
export async function updatePatient(
  deps: ProfileDeps,
  input: { accountId: number; patient: ReachablePatient; data: PatientUpdate & ProfileRequestParsed; ip: string },
): Promise<Patient> {
  const { accountId, data } = input;
  const role = roleOfRelation[input.patient.relation];
  const settings = await profileSettings(deps);
  const now = deps.clock.now();
  const { ids, uploaded, missing } = await checkedUploads(deps, accountId, data.attachments);
  const identity = resolvePatientIdentity(data, settings.registration.systemInstallationSettings.region);

  const saved = await withTransaction(deps.db, async (tx) => {
    const before = await repo.lockRecord(tx, input.patient.id);
    if (!before) throw NotFound();
    const rules = patientEditRules(settings.patientAccount, before.identityStatus);
    const locked: FieldError[] = [];
    const check = (path: string, was: string | null, now: string | null) => {
      if ((was ?? null) !== (now ?? null)) locked.push({ path, message: profileMessages.notEditable });
    };
    if (!rules.identity) {
      check('name', before.name, data.name);
      check('lastName', before.lastName, data.lastName);
      check('middleName', before.middleName, data.middleName);
      check('birthDate', before.birthDate, identity.birthDate);
      check('gender', before.gender, identity.gender);
      check('identity.nationalIdentificationNumber', before.nationalId, identity.nationalId);
      check('identity.documentNumber', before.documentNumber, identity.documentNumber);
    }
    const identityChanged =
      before.nationalId !== identity.nationalId || before.documentNumber !== identity.documentNumber || before.countryCode !== identity.countryCode;
    const issues = rules.identity ? patientDataIssues(data, role, settings.registration, clinicToday(now)) : [];
    const existingFiles = await listPatientFiles(deps, input.patient.id, 'REGISTRATION_DOCUMENT', { tx });
    const fileIssues = attachmentIssues(uploaded, { ...settings.attachments, attachmentsRequired: false }).map((i) => ({ ...i, path: i.path.slice(1) }));
    if (settings.attachments.attachmentsRequired && existingFiles.length + uploaded.length === 0) {
      fileIssues.push({ path: ['attachments'], code: 'ATTACHMENT_REQUIRED' });
    }
    const more = [...locked, ...(missing ? [{ path: 'attachments', message: profileMessages.filesGone }] : [])];
    if (issues.length + fileIssues.length + more.length > 0) throw validationError([...issues, ...fileIssues], more);

    if (rules.identity && identityChanged) {
      const others = (await findRecordsOfPerson(deps, identity, { tx })).filter((r) => r.id !== before.id);
      if (others.length > 0) throw new AppError('ACCOUNT_EXISTS', profileMessages.recordExists);
    }
    const row = await repo.updateRecord(tx, input.patient.id, {
      ...(rules.identity
        ? {
            name: data.name,
            lastName: data.lastName,
            middleName: data.middleName,
            birthDate: identity.birthDate,
            gender: identity.gender,
            nationalId: identity.nationalId,
            documentNumber: identity.documentNumber,
            countryCode: identity.countryCode,
          }
        : {}),
      addressCountryCode: data.address.countryCode ?? before.addressCountryCode ?? identity.countryCode,
      city: data.address.city,
      street: data.address.street,
      houseNumber: data.address.houseNumber,
      postalCode: data.address.postalCode,
      updatedAt: now,
      // A new document for an identity still waiting: the clinic looks at it again (back in its queue).
      ...(ids.length > 0 && before.identityStatus === 'REQUESTED' ? noReview : {}),
    });
    await claimFiles(deps, tx, { accountId, ids, patientId: input.patient.id, now });
    return row;
  });

  await recordEvent(deps, {
    eventType: 'PATIENT_UPDATE',
    outcome: 'SUCCESS',
    accountId,
    description: `Zmieniono dane pacjenta ${saved.id} (relacja ${input.patient.relation}${ids.length ? `, dodano załączników: ${ids.length}` : ''})`,
    ip: input.ip,
  });
  return patientWithFiles(deps, saved, role);
}

/** GET patients/{patientId}/attachments/{attachmentId}: the record's file; 404 for another record's or an unknown one. */
export const openPatientAttachment = (deps: ProfileDeps, patient: ReachablePatient, attachmentId: number) => openPatientFile(deps, patient, attachmentId);

/* Coming of age ----------------------------------------------------------------------------------- */

const BATCH = 200;

/**
 * Every day: CHILD links whose child has turned 18 on the clinic's calendar and who were not told yet.
 * The parent's access has already ended (the access rule counts the years itself); the job tells
 * both sides: the grown-up child, when the record has an account of its own with a confirmed e-mail,
 * that they now manage the record alone and may let the former parent help as a warden; the parent
 * that the child's profile has ended, with the invitation to pass on (the child takes the record over
 * with an account of their own through /registration — the existing REQUESTED/REVERTED rules apply —
 * and may then confirm the parent as a warden). Each link is marked (adult_notice_sent_at), its event
 * recorded and one job per recipient queued (`patients.adult-notice`) in one transaction: a run that
 * repeats marks nothing twice, a run stopped half-way leaves nothing marked and unsent, and a failed
 * sending is retried by the queue.
 */
export async function notifyChildrenComeOfAge(deps: Pick<Deps, 'db' | 'clock' | 'jobs'>): Promise<number> {
  const now = deps.clock.now();
  const bornOnOrBefore = addYears(clinicToday(now), -18);
  let told = 0;
  for (;;) {
    const found = await withTransaction(deps.db, async (tx) => {
      const links = await repo.findAdultChildLinks(tx, bornOnOrBefore, BATCH);
      for (const link of links) {
        if (!(await repo.markAdultNotice(tx, link.linkId, now))) continue;
        const sides: AdultNoticeRecipient[] = [...(link.adult?.email ? (['ADULT'] as const) : []), ...(link.parent.email ? (['PARENT'] as const) : [])];
        for (const to of sides) await deps.jobs.send(ADULT_NOTICE_JOB, { linkId: link.linkId, to }, { tx });
        await recordEvent(
          deps,
          {
            eventType: 'LINK_CHANGE',
            outcome: 'SUCCESS',
            accountId: link.parent.id,
            description: `Dziecko (pacjent ${link.patientId}) ukończyło 18 lat: profil dziecka zakończony, wysłano powiadomienia`,
          },
          { tx },
        );
        told += 1;
      }
      return links.length;
    });
    if (found === 0) return told;
  }
}

export const comingOfAgeJob: JobDefinition<object, Pick<Deps, 'db' | 'clock' | 'jobs'>> = {
  name: 'patients.coming-of-age',
  schedule: '15 6 * * *',
  async run(deps) {
    await notifyChildrenComeOfAge(deps);
  },
};

const ADULT_NOTICE_JOB = 'patients.adult-notice';

/** The coming-of-age mail of one link to one side, when that side has a confirmed address. */
export const adultNoticeJob: JobDefinition<{ linkId: number; to: AdultNoticeRecipient }, Pick<Deps, 'db' | 'mail' | 'config'>> = {
  name: ADULT_NOTICE_JOB,
  async run(deps, { linkId, to }) {
    const link = await repo.findAdultChildLink(deps.db, linkId);
    const mail = link && adultNoticeMail(link, to, publicBaseUrl(deps.config));
    if (mail) await deps.mail.send(mail);
  },
};
