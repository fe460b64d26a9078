import {
  CONSENT_CONFLICT_DETAIL,
  PARTNER_CONSENT_TYPE,
  clinicConsentTypes,
  consentConflictMessages,
  validityIssueMessages,
  type ClinicConsent,
  type Consent,
  type ConsentsSettings,
  type DocumentSignature,
  type Page,
  type consentInputSchema,
  type consentsQuerySchema,
  type consentSystemInputSchema,
  type partnerConsentEditSchema,
  type partnerConsentInputSchema,
  type z,
} from '@portal/contracts';
import { NEW_CONSENT_STATUS, canConsentTransition, consentActive, partnerConsentConflict, teleconsultationConsentGiven, validToOnCancel, validityIssues, type ConsentFacts, type ValidityIssue } from '@portal/domain';
import { withTransaction, type DbOrTx, type Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, NotFound, Validation } from '../../errors';
import { patientOfRow, patientsOfRows, type CheckedPatientId } from '../../lib/checked-patient';
import { clinicToday } from '../../lib/clinic-time';
import { readPage } from '../../lib/lists';
import { defineResource, type PatientScope, type ReachablePatient } from '../../plugins/patient-access';
import type { StaffPatient } from '../../plugins/staff-access';
import { documentSignatures } from '../e-signing/e-signing-service';
import { accountNames } from '../contacts/contacts-service';
import { recordEvent } from '../event-log/event-log-service';
import { partnerChoice, partnerNames, personnelNames } from '../organisation/partners-service';
import { recordsNamedInMessages } from '../patients/patients-service';
import { getSettings } from '../settings/settings-service';
import { consentView, type ConsentNames } from './consent-views';
import type { AuthorizedPersonValue } from './consents.schema';
import * as repo from './consents-repository';

/*
 * Consents (spec part 2 §2 "Consents", §3–§5, §7, §8; issue 30), the patient's side and the module's
 * face: a patient gives a consent of her own (role PATIENT: her own record) — the processing of her
 * data, teleconsultations, an authorisation of a named person, or a partner consent (CPAR) to a partner
 * or one person of its personnel, its scope and dates, refused on a conflict with one she holds (domain
 * `partnerConsentConflict`). She signs it through the public e-service (module e-signing: REGISTERED →
 * SIGNED), prints it and withdraws it (→ CANCELLED, validTo the day it ended). Who acts for her (a
 * guardian) reads, signs, prints and withdraws hers. The medical register reads what she shares with
 * partners through `sharedDocumentIds` (document-sharing.ts), and a partner's staff see it through
 * `documentsSharedWithPartner`.
 */

type Row = repo.ConsentRow;
export type OwnConsent = Row;
/** The document kind e-signing signs for this module (the descriptor's `signables` key). */
export const CONSENT_DOCUMENT = 'CONSENT';

type ReadDeps = Pick<Deps, 'db' | 'clock'>;

/** 403 CONSENT_PATIENT_ROLE unless the patient is the account's own record (role PATIENT, part 2 §5, §6). */
export function requireOwnRecord(patient: ReachablePatient): void {
  if (patient.relation !== 'SELF') throw new AppError('CONSENT_PATIENT_ROLE');
}

/** 400 VALIDATION_ERROR with the fields at fault of the validity rule (checked with the clinic's today). */
export function throwValidityIssues(issues: readonly ValidityIssue[]): void {
  if (issues.length === 0) return;
  const errors = issues.map((i) => ({ path: i.path, message: validityIssueMessages[i.code] }));
  throw Validation(errors[0].message, errors);
}

const factsOf = (row: Row): ConsentFacts => ({
  id: row.id,
  patientId: row.patientId,
  consentType: row.consentType,
  consentStatus: row.status,
  validFrom: row.validFrom,
  validTo: row.validTo,
  authorizedPartnerId: row.partnerId,
  personnelId: row.personnelId,
  onlySelectedDocuments: row.onlySelectedDocuments,
});

// ------------------------------------------------------------------------------ views

/** The names, partners and signatures of a page of consents, in one batch each. */
async function namesOf(deps: Pick<Deps, 'db'>, rows: readonly Row[]): Promise<ConsentNames> {
  const signable = rows.filter((r) => r.status !== 'REGISTERED').map((r) => r.id);
  const [patients, partners, personnel, signatures] = await Promise.all([
    recordsNamedInMessages(deps, patientsOfRows(rows)),
    partnerNames(deps, rows.flatMap((r) => (r.partnerId === null ? [] : [r.partnerId]))),
    personnelNames(deps, rows.flatMap((r) => (r.personnelId === null ? [] : [r.personnelId]))),
    signable.length ? documentSignatures(deps.db, CONSENT_DOCUMENT, signable) : Promise.resolve(new Map<number, DocumentSignature>()),
  ]);
  return { patients, partners, personnel, signatures };
}

export async function consentViews(deps: ReadDeps, rows: readonly Row[]): Promise<Consent[]> {
  if (rows.length === 0) return [];
  const names = await namesOf(deps, rows);
  const today = clinicToday(deps.clock.now());
  return rows.map((row) => consentView(row, names, today));
}

// ------------------------------------------------------------------------------ the patient's reads

/**
 * A consent addressed by its id, read through the caller's patients (`config.resource`; another
 * patient's is 404, exactly as an unknown id).
 */
export const consentResource = defineResource({
  name: 'consent',
  load: (db: DbOrTx, scope: PatientScope, params: { id: number }) => repo.findIn(db, scope, params.id),
});
/** A partner consent (CPAR) addressed by its id, the same way; a consent of another type is 404 on the partner routes. */
export const partnerConsentResource = defineResource({
  name: 'partner-consent',
  load: (db: DbOrTx, scope: PatientScope, params: { id: number }) => repo.findIn(db, scope, params.id, true),
});

/** GET /mpi/consents/mpi-user (and the partner consents' list): not cancelled first, then newest. */
export async function listConsents(deps: ReadDeps, scope: PatientScope, query: z.output<typeof consentsQuerySchema>, only?: { partner: true }): Promise<Page<Consent>> {
  const patientIds = query.patientId === undefined ? scope.ids : scope.ids.filter((id) => id === query.patientId);
  const filter = { patientIds, consentType: only?.partner ? PARTNER_CONSENT_TYPE : query.consentType, status: query.consentStatus, onlyActive: query.onlyActive };
  const page = await readPage(query, (limit, offset) => repo.selectForPatients(deps.db, filter, limit, offset));
  return { ...page, items: await consentViews(deps, page.items) };
}

export async function getConsent(deps: ReadDeps, own: OwnConsent): Promise<Consent> {
  return (await consentViews(deps, [own]))[0];
}

/** GET /mpi/consents/occupational/consents-settings. */
export async function consentsSettings(deps: Pick<Deps, 'db'>): Promise<ConsentsSettings> {
  const application = await getSettings(deps, 'application');
  return { consentTypes: [...clinicConsentTypes], partnersModule: application.partnersModule, occupationalMedicineModule: application.occupationalMedicineModule };
}

// ------------------------------------------------------------------------------ giving and changing

/**
 * POST /mpi/consents/mpi-user: a new consent of the patient's own record (403 CONSENT_PATIENT_ROLE
 * otherwise), REGISTERED; its dates by the validity rule with the clinic's today (400).
 */
export async function giveConsent(deps: ReadDeps, patient: ReachablePatient, accountId: number | null, input: z.output<typeof consentInputSchema>): Promise<Row> {
  requireOwnRecord(patient);
  const now = deps.clock.now();
  throwValidityIssues(validityIssues(input.validFrom, input.validTo, clinicToday(now)));
  const authorizedPerson: AuthorizedPersonValue | null = input.authorizedPerson
    ? {
        name: input.authorizedPerson.name,
        lastName: input.authorizedPerson.lastName,
        identity: { ...input.authorizedPerson.identity, country: input.authorizedPerson.identity.country ?? (input.authorizedPerson.identity.nationalIdentificationNumber ? 'PL' : null) },
        address: input.authorizedPerson.address,
      }
    : null;
  return withTransaction(deps.db, async (tx) => {
    const row = await repo.insertConsent(tx, {
      patientId: patient.id,
      accountId,
      consentType: input.consentType,
      status: NEW_CONSENT_STATUS,
      validFrom: input.validFrom,
      validTo: input.validTo,
      authorizedPerson,
      createdAt: now,
      updatedAt: now,
    });
    await recordEvent(deps, { eventType: 'CONSENT_REGISTER', outcome: 'SUCCESS', accountId, description: `Zgoda ${row.id} (${row.consentType}) pacjenta ${patient.id}` }, { tx });
    return row;
  });
}

/** 400 naming the partner or the person a partner consent may not name (an unknown or inactive one, or partners switched off). */
async function checkPartner(deps: Pick<Deps, 'db'>, partnerId: number, personnelId: number | null): Promise<void> {
  const application = await getSettings(deps, 'application');
  const choice = application.partnersModule ? await partnerChoice(deps, partnerId, personnelId) : { partner: 'UNKNOWN' as const, person: null };
  if (choice.partner !== 'OK') {
    const message = 'Wybierz partnera z listy.';
    throw Validation(message, [{ path: 'authorizedPartnerId', message }]);
  }
  if (choice.person === 'UNKNOWN') {
    const message = 'Wybierz osobę z personelu wybranego partnera.';
    throw Validation(message, [{ path: 'personnelId', message }]);
  }
}

/** 409 CONSENT_CONFLICT carrying the spec's code (`details.conflict`) when the consent meets one the patient holds. */
async function checkConflict(tx: Tx, patient: CheckedPatientId, consent: Omit<ConsentFacts, 'consentStatus'>, today: string): Promise<void> {
  const held = await repo.partnerConsentsOf(tx, patient, Number(consent.authorizedPartnerId));
  const conflict = partnerConsentConflict(consent, held.map(factsOf), today);
  if (conflict) throw new AppError('CONSENT_CONFLICT', consentConflictMessages[conflict], { details: { [CONSENT_CONFLICT_DETAIL]: conflict } });
}

/**
 * POST /mpi/consents/partner/mpi-user: a partner consent (CPAR, REGISTERED) of the patient's own record:
 * an active partner (and person of its personnel) while partners are on (400 otherwise), its dates (400),
 * and no conflict with her partner consents (409 CONSENT_CONFLICT), checked under her lock.
 */
export async function givePartnerConsent(deps: ReadDeps, patient: ReachablePatient, accountId: number | null, input: z.output<typeof partnerConsentInputSchema>): Promise<Row> {
  requireOwnRecord(patient);
  const now = deps.clock.now();
  const today = clinicToday(now);
  throwValidityIssues(validityIssues(input.validFrom, input.validTo, today));
  await checkPartner(deps, input.authorizedPartnerId, input.personnelId);
  const fields = {
    consentType: PARTNER_CONSENT_TYPE,
    validFrom: input.validFrom,
    validTo: input.validTo,
    authorizedPartnerId: input.authorizedPartnerId,
    personnelId: input.personnelId,
    onlySelectedDocuments: input.onlySelectedDocuments,
  };
  return withTransaction(deps.db, async (tx) => {
    await repo.lockPatientConsents(tx, patient.id);
    await checkConflict(tx, patient.id, { ...fields, patientId: patient.id }, today);
    const row = await repo.insertConsent(tx, {
      patientId: patient.id,
      accountId,
      consentType: PARTNER_CONSENT_TYPE,
      status: NEW_CONSENT_STATUS,
      validFrom: input.validFrom,
      validTo: input.validTo,
      partnerId: input.authorizedPartnerId,
      personnelId: input.personnelId,
      onlySelectedDocuments: input.onlySelectedDocuments,
      createdAt: now,
      updatedAt: now,
    });
    await recordEvent(deps, { eventType: 'CONSENT_REGISTER', outcome: 'SUCCESS', accountId, description: `Zgoda ${row.id} (CPAR, partner ${row.partnerId}) pacjenta ${patient.id}` }, { tx });
    return row;
  });
}

/** The consent re-read and locked in the transaction (a row gone since the loader read it: 404). */
async function locked(tx: Tx, own: OwnConsent): Promise<Row> {
  const row = await repo.findById(tx, own.id, true);
  if (!row) throw NotFound();
  return row;
}

/**
 * PUT /mpi/consents/partner/mpi-user/{id}: a partner consent not signed yet (REGISTERED; else 409
 * CONSENT_STATE) changed — the person, the scope, the dates — checked as a new one, against her others.
 */
export async function editPartnerConsent(deps: ReadDeps, own: OwnConsent, accountId: number, input: z.output<typeof partnerConsentEditSchema>): Promise<Row> {
  const now = deps.clock.now();
  const today = clinicToday(now);
  throwValidityIssues(validityIssues(input.validFrom, input.validTo, today));
  if (own.partnerId === null) throw NotFound();
  await checkPartner(deps, own.partnerId, input.personnelId);
  return withTransaction(deps.db, async (tx) => {
    await repo.lockPatientConsents(tx, patientOfRow(own));
    const row = await locked(tx, own);
    if (row.status !== 'REGISTERED') throw new AppError('CONSENT_STATE');
    const fields = { ...input, authorizedPartnerId: row.partnerId, consentType: PARTNER_CONSENT_TYPE };
    await checkConflict(tx, patientOfRow(row), { ...fields, id: row.id, patientId: row.patientId }, today);
    const updated = await repo.updateConsent(tx, row.id, {
      personnelId: input.personnelId,
      onlySelectedDocuments: input.onlySelectedDocuments,
      validFrom: input.validFrom,
      validTo: input.validTo,
      updatedAt: now,
    });
    await recordEvent(deps, { eventType: 'CONSENT_EDIT', outcome: 'SUCCESS', accountId, description: `Zgoda ${row.id} (CPAR) pacjenta ${row.patientId}: zmiana zakresu` }, { tx });
    return updated;
  });
}

/** PATCH /mpi/consents/partner/mpi-user/{id}/system: the consent's id in the partner's system (a withdrawn one: 409 CONSENT_STATE). */
export async function setConsentSystem(deps: ReadDeps, own: OwnConsent, accountId: number, input: z.output<typeof consentSystemInputSchema>): Promise<Row> {
  return withTransaction(deps.db, async (tx) => {
    const row = await locked(tx, own);
    if (row.status === 'CANCELLED') throw new AppError('CONSENT_STATE');
    const updated = await repo.updateConsent(tx, row.id, { systemId: input.systemId, updatedAt: deps.clock.now() });
    await recordEvent(deps, { eventType: 'CONSENT_SYSTEM', outcome: 'SUCCESS', accountId, description: `Zgoda ${row.id} pacjenta ${row.patientId}: identyfikator w systemie partnera` }, { tx });
    return updated;
  });
}

/**
 * PUT /mpi/consents/mpi-user/{id}: the consent withdrawn (→ CANCELLED from REGISTERED or SIGNED; an
 * already cancelled one: 409 CONSENT_STATE); its validTo becomes the day it ended (domain `validToOnCancel`).
 */
export async function cancelConsent(deps: ReadDeps, own: OwnConsent, accountId: number | null): Promise<Row> {
  const now = deps.clock.now();
  return withTransaction(deps.db, async (tx) => {
    const row = await locked(tx, own);
    if (!canConsentTransition(row.status, 'CANCELLED')) throw new AppError('CONSENT_STATE');
    const updated = await repo.updateConsent(tx, row.id, { status: 'CANCELLED', validTo: validToOnCancel(row.validTo, clinicToday(now)), cancelledAt: now, updatedAt: now });
    await recordEvent(deps, { eventType: 'CONSENT_CANCEL', outcome: 'SUCCESS', accountId, description: `Zgoda ${row.id} (${row.consentType}) pacjenta ${row.patientId} wycofana` }, { tx });
    return updated;
  });
}

/**
 * A consent with its history as an earlier system (or the demo) kept it: given at `registeredAt` (the
 * same rules as a new one, as its day) and, with `signedAt`, handed in signed at the desk then (SIGNED,
 * no e-signature), or withdrawn at `cancelledAt`.
 */
export async function importConsent(
  deps: ReadDeps,
  patient: ReachablePatient,
  accountId: number | null,
  input: { kind: 'consent'; value: z.output<typeof consentInputSchema> } | { kind: 'partner'; value: z.output<typeof partnerConsentInputSchema> },
  at: { registeredAt: Date; signedAt?: Date; cancelledAt?: Date },
): Promise<Row> {
  const then = { ...deps, clock: { now: () => at.registeredAt } };
  let row = input.kind === 'consent' ? await giveConsent(then, patient, accountId, input.value) : await givePartnerConsent(then, patient, accountId, input.value);
  if (at.signedAt) {
    if (!canConsentTransition(row.status, 'SIGNED')) throw new AppError('CONSENT_STATE');
    row = await repo.updateConsent(deps.db, row.id, { status: 'SIGNED', signedAt: at.signedAt, updatedAt: at.signedAt });
  }
  if (at.cancelledAt) row = await cancelConsent({ ...deps, clock: { now: () => at.cancelledAt! } }, row, accountId);
  return row;
}

// ------------------------------------------------------------------------------ the console

/** GET /api/clinic/patients/{patientId}/consents: the patient card's consents, every state, with the account that gave each. */
export async function clinicPatientConsents(deps: ReadDeps, patient: Pick<StaffPatient, 'id'>, query: { pageIndex: number; pageSize: number; consentStatus?: Row['status'] }): Promise<Page<ClinicConsent>> {
  const page = await readPage(query, (limit, offset) => repo.selectForPatients(deps.db, { patientIds: [patient.id], status: query.consentStatus }, limit, offset));
  const [views, accounts] = await Promise.all([consentViews(deps, page.items), accountNames(deps, page.items.flatMap((r) => (r.accountId === null ? [] : [r.accountId])))]);
  return {
    ...page,
    items: views.map((view, i) => {
      const account = page.items[i].accountId === null ? undefined : accounts.get(page.items[i].accountId!);
      return { ...view, filedBy: account ? `${account.name} ${account.lastName}` : null };
    }),
  };
}

// ------------------------------------------------------------------------------ for other modules and a partner's staff

export { consentDocButtonEnabled, sharedDocumentIds, sharedDocumentsOf, switchSharing } from './document-sharing';

export { documentsSharedWithPartner, partnerOf, partnerSeesDocument, partnerSharedDocument, partnerSharedDocumentPatient } from './partner-documents';

/**
 * Whether a patient may have a teleconsultation as far as her consents go (spec part 2 §6, §9; issue 32):
 * her data consent status — C with an active CDPM consent, N when her CDPM consents are all withdrawn or
 * over, UNCHECKED when she never gave one — and an active CTEL consent (domain `teleconsultationConsentGiven`).
 * `missing` names what is lacking: the data consent first.
 */
export async function teleconsultationConsentOf(db: DbOrTx, patient: CheckedPatientId, today: string): Promise<{ given: boolean; missing: 'DATA' | 'CTEL' | null }> {
  const rows = await repo.consentFactsOf(db, patient, ['CDPM', 'CTEL']);
  const data = rows.filter((r) => r.consentType === 'CDPM');
  const dataStatus = data.length === 0 ? 'UNCHECKED' : data.some((r) => consentActive(r, today)) ? 'C' : 'N';
  if (teleconsultationConsentGiven(dataStatus, rows, today)) return { given: true, missing: null };
  return { given: false, missing: dataStatus === 'N' ? 'DATA' : 'CTEL' };
}
