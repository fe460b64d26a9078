import { linkStatusLetters, OWN_PROFILE_NOT_DELETABLE, type LinkedProfile, type Patient, type WardenStatusChange } from '@portal/contracts';
import { addYears } from '@portal/domain';
import { executorOf, type InTransaction } from '../../db/client';
import { mergeOwnedRows } from '../../db/ownership';
import type { PatientRow, patients } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { Forbidden, NotFound } from '../../errors';
import { clinicToday } from '../../lib/clinic-time';
import type { OwnAccount, ReachablePatient } from '../../plugins/patient-access';
import { recordEvent } from '../event-log/event-log-service';
import { mailLinkChange } from './core/link-notices';
import * as links from './core/links-repository';
import { listPatientFiles } from '../files/files-service';
import * as repo from './core/patients-repository';
import * as clinic from './core/clinic-patients-repository';
import * as registration from './core/patient-registration-repository';
import type { PatientWithOwner, RecordDetails } from './core/patient-registration-repository';
import { patientOfRecord, type CheckedPatientId } from '../../lib/checked-patient';

export function toPatient(row: PatientRow, role: Patient['role']): Patient {
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    middleName: row.middleName,
    birthDate: row.birthDate,
    gender: row.gender,
    authorized: row.authorized,
    identityStatus: row.identityStatus,
    role,
    identity: {
      nationalIdentificationNumber: row.nationalId,
      documentNumber: row.documentNumber,
      countryCode: row.countryCode,
    },
    address: {
      countryCode: row.addressCountryCode,
      city: row.city,
      street: row.street,
      houseNumber: row.houseNumber,
      postalCode: row.postalCode,
    },
    // The files are read by `patientWithFiles`.
    attachments: [],
    insurers: row.insurers,
  };
}

/** The record as the API shows it, with its files (identity document scans, modules/files). */
export async function patientWithFiles(deps: Pick<Deps, 'db'>, row: PatientRow, role: Patient['role']): Promise<Patient> {
  const files = await listPatientFiles(deps, patientOfRecord(row), 'REGISTRATION_DOCUMENT');
  return { ...toPatient(row, role), attachments: files.map((f) => ({ id: f.id, filename: f.fileName, type: f.mimeType })) };
}

/** The signed-in account's own patient record; 404 when the account has none (spec: GET /me). */
export async function getOwnPatient(deps: Pick<Deps, 'db'>, accountId: number, ownPatientId: CheckedPatientId | null): Promise<Patient> {
  if (ownPatientId == null) throw NotFound('Konto nie ma jeszcze własnych danych pacjenta.');
  const row = await repo.findOwnPatient(deps.db, accountId, ownPatientId);
  if (!row) throw NotFound('Konto nie ma jeszcze własnych danych pacjenta.');
  return patientWithFiles(deps, row, 'PATIENT');
}

/**
 * DELETE /mpi/accounts/mpi-user/patients/{id} (spec: "delete ward or child profile"): the caller's
 * confirmed link to the ward or child becomes DELETED, so the profile leaves the account's lists and
 * its reach. The patient record and everything recorded about the person stay (clinical rows
 * RESTRICT a patient's deletion; they may belong to the person's own account or to other guardians).
 * Errors: 403 FORBIDDEN for the account's own record; 404 for a patient the caller does not reach
 * (plugins/patient-access), or a link ended meanwhile.
 */
export async function deleteProfile(
  deps: Pick<Deps, 'db' | 'clock' | 'mail'>,
  guardian: { id: number; name: string; lastName: string },
  patient: ReachablePatient,
  ctx: { baseUrl: string },
): Promise<void> {
  if (patient.relation === 'SELF') throw Forbidden(OWN_PROFILE_NOT_DELETABLE);
  if (!(await repo.endLink(deps.db, { accountId: guardian.id, patient, now: deps.clock.now() }))) throw NotFound();
  await recordEvent(deps, {
    eventType: 'LINK_CHANGE',
    outcome: 'SUCCESS',
    accountId: guardian.id,
    description: `Profil pacjenta ${patient.id} (${patient.relation}): powiązanie usunięte przez opiekuna`,
  });
  const record = await links.findRecord(deps.db, patient.id);
  if (record?.accountId != null) {
    await mailLinkChange(deps, { accountId: record.accountId, change: 'profileDeleted', name: `${guardian.name} ${guardian.lastName}`, baseUrl: ctx.baseUrl });
  }
}

/*
 * What other modules do with patient records and links (self-service registration, the public
 * e-service's identity confirmation in modules/accounts). Each joins the caller's transaction when
 * given one (`{ tx }`); the tables stay this module's.
 */

export type { PatientWithOwner, RecordDetails } from './core/patient-registration-repository';

/** The identity a registration names: a PESEL, or a foreigner's document and its country. */
export interface RecordIdentity {
  nationalId: string | null;
  documentNumber: string | null;
  countryCode: string | null;
}

/** The records of this person (by PESEL, else by document and country), each with its owner's account status; oldest first. */
export async function findRecordsOfPerson(deps: Pick<Deps, 'db'>, identity: RecordIdentity, opts?: InTransaction): Promise<PatientWithOwner[]> {
  const db = executorOf(deps.db, opts);
  if (identity.nationalId) return registration.findPatientsByNationalId(db, identity.nationalId);
  if (identity.documentNumber && identity.countryCode) return registration.findPatientsByDocument(db, identity.documentNumber, identity.countryCode);
  return [];
}

/** A new patient record (a registration's own, or a ward's or child's one). */
export const createRecord = (deps: Pick<Deps, 'db'>, values: typeof patients.$inferInsert, opts?: InTransaction): Promise<PatientRow> =>
  registration.insertPatient(executorOf(deps.db, opts), values);

/** Links a guardian's account to a ward's or child's record (confirmed for a record it created, else pending). */
export const linkGuardian = (
  deps: Pick<Deps, 'db'>,
  values: { accountId: number; patientId: CheckedPatientId; role: 'WARD' | 'CHILD'; status: 'PENDING' | 'CONFIRMED'; createdAt: Date },
  opts?: InTransaction,
): Promise<void> => registration.insertLink(executorOf(deps.db, opts), values);

/**
 * A newly registered account claims an existing record (the clinic's, or a deleted account's): see
 * patient-registration-repository `claimPatient`. Answers false when another account has it.
 */
export const claimRecord = (
  deps: Pick<Deps, 'db'>,
  input: { patientId: CheckedPatientId; accountId: number; details: RecordDetails; now: Date },
  opts?: InTransaction,
): Promise<boolean> => registration.claimPatient(executorOf(deps.db, opts), input.patientId, input.accountId, input.details, input.now);

/** The public e-service confirmed the person: the account's own records with the PESEL become VERIFIED. Answers how many. */
export const confirmOwnRecords = (
  deps: Pick<Deps, 'db'>,
  input: { accountId: number; nationalId: string; names: Pick<PatientRow, 'name' | 'lastName'> | null; now: Date },
  opts?: InTransaction,
): Promise<number> => registration.confirmOwnRecords(executorOf(deps.db, opts), input);

/** The record of this PESEL a live account claimed and that still waits for the identity's confirmation, locked; or null. */
export const findWaitingClaim = (deps: Pick<Deps, 'db'>, nationalId: string, opts?: InTransaction) =>
  registration.findWaitingClaim(executorOf(deps.db, opts), nationalId);

/** The e-service proved the person is not the claimant: the record moves to the person's own account, confirmed. */
export const moveRecordToPerson = (
  deps: Pick<Deps, 'db'>,
  input: { patientId: CheckedPatientId; accountId: number; names: Pick<PatientRow, 'name' | 'lastName'>; now: Date },
  opts?: InTransaction,
): Promise<void> => registration.moveRecordToPerson(executorOf(deps.db, opts), input.patientId, input.accountId, input.names, input.now);

/** Two records of one person: the same PESEL, or without one the same document of the same country. */
const samePerson = (a: PatientRow, b: PatientRow) =>
  (a.nationalId != null && a.nationalId === b.nationalId) ||
  (a.nationalId == null && b.nationalId == null && a.documentNumber != null && a.documentNumber === b.documentNumber && a.countryCode === b.countryCode);

/**
 * A merge of two accounts of one person (modules/accounts), inside its transaction: each own record
 * of the source account that is the same person as one of the target's own is folded into that one —
 * everything the schema's ownership registry ties to the record moves over (a guardian linked to
 * both keeps its link to the kept record) — and the duplicate is deleted. The source's other own
 * records then move with the account (patients.account_id in the registry).
 */
export async function foldRecordsOfMergedAccount(
  deps: Pick<Deps, 'db'>,
  input: { targetAccountId: number; sourceAccountId: number; now: Date },
  opts?: InTransaction,
): Promise<void> {
  const db = executorOf(deps.db, opts);
  const targetOwn = await repo.findOwnRecords(db, input.targetAccountId);
  for (const record of await repo.findOwnRecords(db, input.sourceAccountId)) {
    const kept = targetOwn.find((own) => samePerson(own, record));
    if (!kept) continue;
    await mergeOwnedRows(db, 'patient', record.id, kept.id, input.now);
    await repo.deleteRecord(db, patientOfRecord(record));
  }
}

/** Whether a guardian may act through the link now: confirmed, and a child still under 18 (the access rule's own terms). */
export function linkIsActive(link: Pick<repo.LinkRow, 'role' | 'status' | 'birthDate'>, today: string): boolean {
  if (link.status !== 'CONFIRMED') return false;
  if (link.role === 'WARD') return true;
  return link.birthDate !== null && link.birthDate > addYears(today, -18);
}

const toLinkedProfile = (today: string) => (row: repo.LinkRow): LinkedProfile => ({
  patientId: row.patientId,
  accountId: row.accountId,
  name: row.name,
  lastName: row.lastName,
  birthDate: row.birthDate,
  role: row.role,
  status: linkStatusLetters[row.status],
  active: linkIsActive(row, today),
});

/** GET patients/wards and patients/children: the signed-in guardian's linked profiles of that role. */
export async function listLinkedProfiles(deps: Pick<Deps, 'db' | 'clock'>, account: OwnAccount, role: 'WARD' | 'CHILD'): Promise<LinkedProfile[]> {
  const rows = await repo.findLinksOfGuardian(deps.db, account.id, { role });
  return rows.map(toLinkedProfile(clinicToday(deps.clock.now())));
}

/** GET patients/wardens and patients/parents: who is linked to the signed-in person's own record. */
export async function listGuardiansOfOwnRecord(
  deps: Pick<Deps, 'db' | 'clock'>,
  ownPatientId: CheckedPatientId | null,
  role: 'WARD' | 'CHILD',
): Promise<LinkedProfile[]> {
  if (ownPatientId === null) return [];
  const rows = await repo.findLinksToPatient(deps.db, ownPatientId, { role });
  return rows.map(toLinkedProfile(clinicToday(deps.clock.now())));
}

const statusWords = { P: 'PENDING', C: 'CONFIRMED', J: 'BLOCKED', D: 'DELETED' } as const;

/**
 * PUT patients/wardens: the ward sets a warden link of their own record. Only the person themself
 * (relation SELF) may: a guardian acting for the record may not confirm or unblock their own link
 * (404 like an unknown link). Answers the warden's account, whose reach changed.
 */
export async function changeWardenLink(
  deps: Pick<Deps, 'db' | 'clock' | 'mail'>,
  patient: ReachablePatient,
  change: WardenStatusChange,
  ctx: { baseUrl: string },
): Promise<number> {
  if (patient.relation !== 'SELF') throw NotFound();
  const outcome = await repo.setLinkStatus(
    deps.db,
    { accountId: change.accountId, patientId: patient.id, role: 'WARD' },
    statusWords[change.status],
    deps.clock.now(),
  );
  if (outcome === 'missing') throw NotFound('Nie znaleziono opiekuna.');
  // Asked again for the state the link already has: nothing happened, so nobody is told.
  if (outcome === 'same') return change.accountId;
  await recordEvent(deps, {
    eventType: 'LINK_CHANGE',
    outcome: 'SUCCESS',
    accountId: change.accountId,
    description: `Opiekun pacjenta ${patient.id}: status ${statusWords[change.status]} (zmiana przez podopiecznego)`,
  });
  await mailLinkChange(deps, { accountId: change.accountId, change: `warden${change.status}`, name: await recordName(deps, patient.id), baseUrl: ctx.baseUrl });
  return change.accountId;
}

const recordName = async (deps: Pick<Deps, 'db'>, patientId: CheckedPatientId) => {
  const record = await links.findRecord(deps.db, patientId);
  return record ? `${record.name} ${record.lastName}` : '';
};

/** DELETE patients/parents/{id}: the signed-in person's own record loses that parent's link; the parent is told by e-mail. */
export async function removeParent(
  deps: Pick<Deps, 'db' | 'clock' | 'mail'>,
  ownPatientId: CheckedPatientId | null,
  parentAccountId: number,
  ctx: { baseUrl: string },
): Promise<void> {
  const removed =
    ownPatientId !== null &&
    (await repo.setLinkStatus(deps.db, { accountId: parentAccountId, patientId: ownPatientId, role: 'CHILD' }, 'DELETED', deps.clock.now())) ===
      'changed';
  if (!removed) throw NotFound('Nie znaleziono rodzica.');
  await recordEvent(deps, {
    eventType: 'LINK_CHANGE',
    outcome: 'SUCCESS',
    accountId: parentAccountId,
    description: `Rodzic pacjenta ${ownPatientId}: powiązanie usunięte przez dziecko`,
  });
  await mailLinkChange(deps, { accountId: parentAccountId, change: 'parentRemoved', name: await recordName(deps, ownPatientId), baseUrl: ctx.baseUrl });
}

/** The data of a patient the caller reaches, with the caller's relation as its role (the mobile application's read). */
export async function getReachablePatient(deps: Pick<Deps, 'db'>, patient: ReachablePatient): Promise<Patient> {
  const row = await repo.findReachablePatient(deps.db, patient);
  if (!row) throw NotFound();
  return toPatient(row, patient.relation === 'SELF' ? 'PATIENT' : patient.relation);
}

/**
 * The account is being deleted (modules/accounts): every link it holds as a guardian ends (status
 * DELETED, as a deleted profile's does); the records and what the clinic recorded about them stay.
 * Links of others to the account's own record stay too: they belong to the record, which stays.
 */
export async function endGuardianLinksOfAccount(deps: Pick<Deps, 'db' | 'clock'>, accountId: number, opts?: InTransaction): Promise<number> {
  return (await repo.endLinksOfGuardian(executorOf(deps.db, opts), accountId, deps.clock.now())).length;
}

/** What a printout of a patient's data shows (GET copy-data/{id}/printout): the record as the clinic holds it and who acts for it. */
export interface RecordForPrintout {
  patient: Patient;
  identityStatus: PatientRow['identityStatus'];
  /** The account whose own record this is (null: none). */
  ownerAccountId: number | null;
  /** Wardens and parents linked to the record, with their links' states. */
  guardians: LinkedProfile[];
}

export async function recordForPrintout(deps: Pick<Deps, 'db' | 'clock'>, patient: ReachablePatient): Promise<RecordForPrintout> {
  const row = await repo.findReachablePatient(deps.db, patient);
  if (!row) throw NotFound();
  const today = clinicToday(deps.clock.now());
  const [wardens, parents] = await Promise.all([repo.findLinksToPatient(deps.db, patient.id, { role: 'WARD' }), repo.findLinksToPatient(deps.db, patient.id, { role: 'CHILD' })]);
  const role = patient.relation === 'SELF' ? 'PATIENT' : patient.relation;
  return {
    patient: toPatient(row, role),
    identityStatus: row.identityStatus,
    ownerAccountId: row.accountId,
    guardians: [...wardens, ...parents].map(toLinkedProfile(today)),
  };
}

/** The account's own records (any identity status), oldest first: the authorisation form names their PESEL. */
export async function ownRecordsOfAccount(deps: Pick<Deps, 'db'>, accountId: number): Promise<Array<Pick<PatientRow, 'id' | 'nationalId' | 'identityStatus'>>> {
  const rows = await repo.findOwnRecords(deps.db, accountId);
  return rows.map((r) => ({ id: r.id, nationalId: r.nationalId, identityStatus: r.identityStatus }));
}

/** First and last names of records by id, for another module's list that names whose data a row is (the read audit). */
export async function namesOfRecords(deps: Pick<Deps, 'db'>, patientIds: readonly CheckedPatientId[]): Promise<Map<number, { id: number; name: string; lastName: string }>> {
  const rows = await clinic.findNames(deps.db, patientIds);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Names and PESEL of records by id, for the clinic console's messages (the patient a message concerns). */
export async function recordsNamedInMessages(deps: Pick<Deps, 'db'>, patientIds: readonly CheckedPatientId[]): Promise<Map<number, { id: number; name: string; lastName: string; pesel: string | null }>> {
  const rows = await clinic.findNamesWithPesel(deps.db, [...new Set(patientIds)]);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The accounts a message to a patient goes to: the patient's own live account (identity confirmed)
 * and the live accounts acting for the patient through a confirmed link; none when nobody can read it
 * in the portal. Answers an empty list for an unknown patient as well.
 */
export async function accountsActingForPatient(deps: Pick<Deps, 'db'>, patientId: CheckedPatientId, opts?: InTransaction) {
  return clinic.findAccountsActingFor(executorOf(deps.db, opts), patientId);
}
