import {
  clinicPatientMessages,
  isSearchableDate,
  linkStatusLetters,
  searchDateOf,
  type ClinicLinkDecision,
  type ClinicPatientLink,
  type ClinicPatientCard,
  type IdentityQueuePage,
  type IdentityReviewResult,
  type PageQuery,
  type PatientSearchPage,
  type PatientSearchQuery,
} from '@portal/contracts';
import { withTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { Conflict, NotFound, Validation } from '../../../errors';
import { clinicToday } from '../../../lib/clinic-time';
import { readPage } from '../../../lib/lists';
import type { StaffPatient } from '../../../plugins/staff-access';
import { recordEvent } from '../../event-log/event-log-service';
import { countPatientFiles, listPatientFiles } from '../../files/files-service';
import { staffNames } from '../../staff/staff-names-service';
import * as repo from '../core/clinic-patients-repository';
import { mailIdentityConfirmed, mailIdentityRejected } from './identity-notices';
import { mailLinkChange } from '../core/link-notices';
import { confirmRecordIdentity } from '../core/patient-registration-repository';
import { findLinksOfGuardian, findLinksToPatient, type LinkRow } from '../core/patients-repository';
import { linkIsActive } from '../patients-service';
import { patientOfRecord } from '../../../lib/checked-patient';

/*
 * The clinic console's patients: the search, the card, the queue of identities to confirm and their
 * review. The routes (patients-clinic-routes) declare the staff roles and the patient; the card and
 * the files are audited by plugins/staff-access, not here.
 */

type ReviewDeps = Pick<Deps, 'db' | 'clock' | 'mail' | 'events'>;

/** What `q` looks for: 11 digits a PESEL, a date a birth date, otherwise words (last name, first name). */
export function searchKeyOf(q: string): repo.SearchKey {
  const text = q.trim();
  if (/^\d+$/.test(text)) {
    if (text.length !== 11) throw Validation(clinicPatientMessages.peselDigits, [{ path: 'q', message: clinicPatientMessages.peselDigits }]);
    return { kind: 'PESEL', nationalId: text };
  }
  const date = searchDateOf(text);
  if (date) {
    if (!isSearchableDate(date)) throw Validation(clinicPatientMessages.dateInvalid, [{ path: 'q', message: clinicPatientMessages.dateInvalid }]);
    return { kind: 'BIRTH_DATE', birthDate: date };
  }
  const [lastName, name] = text.toLowerCase().split(/\s+/);
  return { kind: 'NAME', lastName, name: name ?? null };
}

/** GET /clinic/patients: one page of records matching `q`, in the order of the index the kind of `q` uses. */
export async function searchPatients(deps: Pick<Deps, 'db'>, query: PatientSearchQuery): Promise<PatientSearchPage> {
  const key = searchKeyOf(query.q);
  const page = await readPage(query, (limit, offset) => repo.searchPage(deps.db, key, limit, offset));
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      name: r.name,
      lastName: r.lastName,
      birthDate: r.birthDate,
      nationalIdentificationNumber: r.nationalId,
      documentNumber: r.documentNumber,
      identityStatus: r.identityStatus,
      hasAccount: r.accountId !== null,
    })),
  };
}

const toClinicLink = (today: string) => (row: LinkRow): ClinicPatientLink => ({
  patientId: row.patientId,
  accountId: row.accountId,
  name: row.name,
  lastName: row.lastName,
  role: row.role,
  status: linkStatusLetters[row.status],
  active: linkIsActive(row, today),
});

/** GET /clinic/patients/{patientId}: the record, its account, who acts for it and for whom its account acts, the files handed in. */
export async function patientCard(deps: Pick<Deps, 'db' | 'clock'>, patient: StaffPatient): Promise<ClinicPatientCard> {
  const found = await repo.findCardRecord(deps.db, patient);
  if (!found) throw NotFound();
  const { record, account } = found;
  const today = clinicToday(deps.clock.now());
  const [guardians, profiles, files, reviewers] = await Promise.all([
    // Every link in every state: the clinic sees ended ones too.
    findLinksToPatient(deps.db, patient.id, { withDeleted: true }),
    account ? findLinksOfGuardian(deps.db, account.id, { withDeleted: true }) : [],
    listPatientFiles(deps, patient.id, 'REGISTRATION_DOCUMENT'),
    staffNames(deps, record.identityReviewedBy === null ? [] : [record.identityReviewedBy]),
  ]);
  return {
    id: record.id,
    name: record.name,
    middleName: record.middleName,
    lastName: record.lastName,
    birthDate: record.birthDate,
    gender: record.gender,
    identity: { nationalIdentificationNumber: record.nationalId, documentNumber: record.documentNumber, countryCode: record.countryCode },
    address: {
      countryCode: record.addressCountryCode,
      city: record.city,
      street: record.street,
      houseNumber: record.houseNumber,
      postalCode: record.postalCode,
    },
    identityStatus: record.identityStatus,
    identityReview: record.identityReviewedAt
      ? {
          at: record.identityReviewedAt.toISOString(),
          by: (record.identityReviewedBy !== null && reviewers.get(record.identityReviewedBy)) || null,
          rejectionReason: record.identityRejectionReason,
        }
      : null,
    detailsSource: record.detailsSource,
    createdAt: record.createdAt.toISOString(),
    account: account
      ? {
          id: account.id,
          login: account.username,
          email: account.email,
          emailConfirmed: account.emailConfirmed,
          phoneNumber: account.phoneNumber,
          phoneConfirmed: account.phoneConfirmed,
          status: account.status,
          type: account.type,
          createdAt: account.createdAt.toISOString(),
        }
      : null,
    guardians: guardians.map(toClinicLink(today)),
    profiles: profiles.map(toClinicLink(today)),
    attachments: files.map((f) => ({ id: f.id, fileName: f.fileName, mimeType: f.mimeType, size: f.size, createdAt: f.createdAt })),
  };
}

/** GET /clinic/identities: identities waiting for the clinic, oldest first, each with how many scans were handed in. */
export async function identityQueue(deps: Pick<Deps, 'db'>, query: PageQuery): Promise<IdentityQueuePage> {
  const page = await readPage(query, (limit, offset) => repo.identityQueuePage(deps.db, limit, offset));
  const counts = await countPatientFiles(
    deps,
    page.items.map(patientOfRecord),
    'REGISTRATION_DOCUMENT',
  );
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      name: r.name,
      lastName: r.lastName,
      birthDate: r.birthDate,
      nationalIdentificationNumber: r.nationalId,
      documentNumber: r.documentNumber,
      countryCode: r.countryCode,
      accountLogin: r.accountLogin,
      createdAt: r.createdAt.toISOString(),
      attachmentCount: counts.get(r.id) ?? 0,
    })),
  };
}

/** The dashboard's IDENTITIES queue: how many identities wait. */
export const countWaitingIdentities = (deps: Pick<Deps, 'db'>) => repo.countIdentityQueue(deps.db);

export interface ReviewOutcome {
  result: IdentityReviewResult;
  /** Accounts whose reach changed (the owner's, guardians' links set pending): the route forgets their sessions' reach. */
  reachChanged: number[];
}

/**
 * POST /clinic/patients/{patientId}/identity/confirm: a registrar looked at the document. Only a
 * REQUESTED record (409 otherwise). In one transaction: the record VERIFIED with the review (patients
 * `confirmRecordIdentity`, the step the e-service and a signature end in too), the owner account
 * AUTHORIZED (the accounts module handles `patient.identity-confirmed` in the transaction), the event. Then an e-mail to the owner in its language.
 */
export async function confirmIdentityByClinic(
  deps: ReviewDeps,
  input: { patient: StaffPatient; staffId: number; baseUrl: string },
): Promise<ReviewOutcome> {
  const now = deps.clock.now();
  const done = await withTransaction(deps.db, async (tx) => {
    const record = await repo.lockForReview(tx, input.patient);
    if (!record) throw NotFound();
    if (record.identityStatus !== 'REQUESTED') throw Conflict(clinicPatientMessages.notRequested);
    const pended = await confirmRecordIdentity(tx, input.patient.id, null, now, input.staffId);
    const owner = record.accountId !== null && record.accountStatus !== 'DELETED' ? { id: record.accountId, username: record.username ?? '' } : null;
    if (owner) await deps.events.raise('patient.identity-confirmed', { patientId: record.id, accountId: owner.id }, { tx });
    await recordEvent(
      deps,
      {
        eventType: 'IDENTITY_CONFIRM',
        outcome: 'SUCCESS',
        accountId: owner?.id ?? null,
        staffId: input.staffId,
        description: `Tożsamość pacjenta ${record.id} potwierdzona w placówce na podstawie dokumentu`,
      },
      { tx },
    );
    return { owner, pended };
  });
  const mailed = done.owner ? await mailIdentityConfirmed(deps, { accountId: done.owner.id, username: done.owner.username, baseUrl: input.baseUrl }) : false;
  return {
    result: { patientId: input.patient.id, identityStatus: 'VERIFIED', mailed },
    reachChanged: [...(done.owner ? [done.owner.id] : []), ...done.pended],
  };
}

/**
 * POST /clinic/patients/{patientId}/identity/reject: the document does not prove the identity. The
 * record stays REQUESTED with the review (when, who, why) and leaves the queue until a new document
 * is handed in (profiles-service clears the review). An e-mail tells the owner why and what to do.
 */
export async function rejectIdentityByClinic(
  deps: ReviewDeps,
  input: { patient: StaffPatient; staffId: number; reason: string; baseUrl: string },
): Promise<IdentityReviewResult> {
  const now = deps.clock.now();
  const owner = await withTransaction(deps.db, async (tx) => {
    const record = await repo.lockForReview(tx, input.patient);
    if (!record) throw NotFound();
    if (record.identityStatus !== 'REQUESTED') throw Conflict(clinicPatientMessages.notRequested);
    await repo.writeRejection(tx, { patientId: input.patient.id, staffId: input.staffId, reason: input.reason, now });
    const live = record.accountId !== null && record.accountStatus !== 'DELETED' ? { id: record.accountId, username: record.username ?? '' } : null;
    await recordEvent(
      deps,
      {
        eventType: 'IDENTITY_REJECT',
        outcome: 'INFO',
        accountId: live?.id ?? null,
        staffId: input.staffId,
        description: `Tożsamość pacjenta ${record.id} nie została potwierdzona w placówce: ${input.reason}`,
      },
      { tx },
    );
    return live;
  });
  const scanAccepted = (await listPatientFiles(deps, input.patient.id, 'REGISTRATION_DOCUMENT')).length > 0;
  const mailed = owner
    ? await mailIdentityRejected(deps, { accountId: owner.id, username: owner.username, reason: input.reason, baseUrl: input.baseUrl, scanAccepted })
    : false;
  return { patientId: input.patient.id, identityStatus: 'REQUESTED', mailed };
}

/**
 * POST /clinic/patients/{patientId}/guardians/{accountId}/decision: the clinic confirms a waiting (P)
 * link — the person, or a child's parent, showed at the clinic who acts for them, e.g. for a record
 * whose identity was just confirmed and that has no account to confirm its links itself — or blocks a
 * waiting or confirmed one. A link the record does not have is 404; a decision its state does not allow,
 * 409. The guardian is told by e-mail; answers the guardian account, whose reach changed.
 */
export async function decideGuardianLinkByClinic(
  deps: ReviewDeps,
  input: { patient: StaffPatient; accountId: number; decision: ClinicLinkDecision['decision']; staffId: number; baseUrl: string },
): Promise<number> {
  const now = deps.clock.now();
  const status = input.decision === 'CONFIRM' ? 'CONFIRMED' : 'BLOCKED';
  await withTransaction(deps.db, async (tx) => {
    const link = await repo.lockGuardianLink(tx, input.patient, input.accountId);
    if (!link) throw NotFound();
    if (input.decision === 'CONFIRM' && link.status !== 'PENDING') throw Conflict(clinicPatientMessages.linkNotPending);
    if (input.decision === 'BLOCK' && link.status === 'BLOCKED') throw Conflict(clinicPatientMessages.linkNotLive);
    await repo.setGuardianLinkStatus(tx, link.id, status, now);
    await recordEvent(
      deps,
      {
        eventType: 'LINK_CHANGE',
        outcome: 'SUCCESS',
        accountId: input.accountId,
        staffId: input.staffId,
        description: `Opiekun pacjenta ${input.patient.id}: status ${status} (decyzja placówki)`,
      },
      { tx },
    );
  });
  const [names] = await repo.findNames(deps.db, [input.patient.id]);
  await mailLinkChange(deps, {
    accountId: input.accountId,
    change: input.decision === 'CONFIRM' ? 'clinicC' : 'clinicJ',
    name: names ? `${names.name} ${names.lastName}` : '',
    baseUrl: input.baseUrl,
  });
  return input.accountId;
}
