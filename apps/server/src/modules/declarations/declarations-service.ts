import {
  declarationChoiceMessages,
  declarationExistsMessage,
  declarationMissingMessage,
  declarationStaffMessages,
  type Declaration,
  type DocumentSignature,
  type Page,
  type PozDeclaration,
  type declarationEditSchema,
  type declarationInputSchema,
  type declarationsQuerySchema,
  type z,
} from '@portal/contracts';
import {
  declarationChoiceIssues,
  declarationsToWithdraw,
  formatDay,
  holdsRequiredDeclaration,
  nextDeclarationState,
  normalizeDeclarationChoice,
  type DeclarationChoiceFields,
} from '@portal/domain';
import { withTransaction, type DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, NotFound, Validation } from '../../errors';
import type { HisPractitioner, HisUnit } from '../../integrations/his/index';
import { patientOfRow, type CheckedPatientId } from '../../lib/checked-patient';
import { clinicToday } from '../../lib/clinic-time';
import { readPage } from '../../lib/lists';
import { defineResource, type PatientScope, type ReachablePatient } from '../../plugins/patient-access';
import { documentSignatures, documentXml, startSigning } from '../e-signing/e-signing-service';
import { recordEvent } from '../event-log/event-log-service';
import type { AcceptedSignature, Signable } from '../portal-module';
import { declarationData, healthcareProvider, unitAddress } from './declaration-data';
import {
  DECLARATION_DOCUMENT_TITLES,
  declarationFields,
  declarationView,
  factsOf,
  pozDeclarationView,
  practitionerOf,
  shownSignature,
  snapshotOf,
  type DeclarationSnapshot,
} from './declaration-views';
import * as repo from './declarations-repository';

/*
 * Declarations of choice of a primary-care (POZ) GP, nurse or midwife (spec part 2 §2–§5, §7–§9; issue
 * 30), the patient's side: a patient (or who acts for her) registers one with a practitioner of the
 * clinic's POZ who holds the type's role in the chosen unit, within the practitioner's list limit; one
 * active declaration per type and patient — an active one is withdrawn (REPLACED) in the transaction
 * that registers the new one, after the user confirms. She signs it through the public e-service
 * (module e-signing: REGISTERED → SUBMITTED), edits its summary (→ REGISTERED, to be signed again) and
 * prints it. Bookings ask `holdsDeclaration` for a service that requires one.
 */

type Row = repo.DeclarationRow;
export type DeclarationType = Row['type'];
export type { DeclarationSnapshot } from './declaration-views';
/** The document kind e-signing signs for this module (the descriptor's `signables` key). */
export const DECLARATION_DOCUMENT = 'DECLARATION';

type ReadDeps = Pick<Deps, 'db' | 'clock'>;
/** What registering needs: the organisation (`his`) and the clock. */
export type RegisterDeps = Pick<Deps, 'db' | 'clock' | 'his'>;

// ------------------------------------------------------------------------------ views

/** The signatures of a page of rows, in one read (e-signing), for those that may carry one. */
async function signaturesOf(deps: Pick<Deps, 'db'>, rows: readonly Row[]): Promise<Map<number, DocumentSignature>> {
  const ids = rows.filter((r) => r.state !== 'REGISTERED').map((r) => r.id);
  return ids.length ? documentSignatures(deps.db, DECLARATION_DOCUMENT, ids) : new Map();
}

/** Rows as the patient's API answers them, with their signatures in one batch. */
export async function declarationViews(deps: ReadDeps, rows: readonly Row[]): Promise<Declaration[]> {
  const signatures = await signaturesOf(deps, rows);
  const today = clinicToday(deps.clock.now());
  return rows.map((row) => declarationView(row, shownSignature(row, signatures), today));
}

/** The signature a declaration carries (null while it waits to be signed). */
export async function signatureOf(deps: Pick<Deps, 'db'>, row: Row): Promise<DocumentSignature | null> {
  return shownSignature(row, await signaturesOf(deps, [row]));
}

// ------------------------------------------------------------------------------ the patient's reads

/**
 * A declaration addressed by its id, read through the caller's patients (`config.resource`; another
 * patient's is 404, exactly as an unknown id). The handler gets it from `resourceOf`.
 */
export const declarationResource = defineResource({
  name: 'declaration',
  load: (db: DbOrTx, scope: PatientScope, params: { id: number }) => repo.findIn(db, scope, params.id),
});
export type OwnDeclaration = Row;

/** GET /declarations/mpi-user/declarations: every patient the caller acts for (or one of them), active first, then the newest. */
export async function listDeclarations(deps: ReadDeps, scope: PatientScope, query: z.output<typeof declarationsQuerySchema>): Promise<Page<Declaration>> {
  const patientIds = query.patientId === undefined ? scope.ids : scope.ids.filter((id) => id === query.patientId);
  const page = await readPage(query, (limit, offset) => repo.selectForPatients(deps.db, { patientIds, type: query.type, onlyActive: query.onlyActive }, limit, offset));
  return { ...page, items: await declarationViews(deps, page.items) };
}

export async function getDeclaration(deps: ReadDeps, own: OwnDeclaration): Promise<Declaration> {
  return (await declarationViews(deps, [own]))[0];
}

/** The patient's active declarations, every type (the wizard asks before replacing one). */
export async function activeDeclarations(deps: ReadDeps, patient: ReachablePatient): Promise<Declaration[]> {
  return declarationViews(deps, await repo.activeOfPatient(deps.db, patient.id));
}

/** The clinic system's copies of the patients' declarations (of `types`, or all), newest first. */
export async function pozDeclarations(deps: Pick<Deps, 'db'>, patientIds: readonly CheckedPatientId[], types: readonly DeclarationType[] = []): Promise<PozDeclaration[]> {
  return (await repo.allOfPatients(deps.db, patientIds, types)).map(pozDeclarationView);
}

export const pozDeclaration = (own: OwnDeclaration): PozDeclaration => pozDeclarationView(own);

// ------------------------------------------------------------------------------ registering and editing

/** The choice fields normalised by the §5 rules for a declaration of `type` dated `day`; 400 with the fields at fault. */
function checkedChoice(type: DeclarationType, input: DeclarationChoiceFields, day: string): DeclarationChoiceFields {
  const fields = {
    healthcareProviderChoiceOrderNumber: input.healthcareProviderChoiceOrderNumber,
    healthcareProviderChoiceOrderReasonCode: input.healthcareProviderChoiceOrderReasonCode,
    healthcareProviderChoiceOtherReason: input.healthcareProviderChoiceOtherReason,
    practitionerChoiceOrderNumber: input.practitionerChoiceOrderNumber,
    practitionerChoiceOrderReasonCode: input.practitionerChoiceOrderReasonCode,
    practitionerChoiceOtherReason: input.practitionerChoiceOtherReason,
  };
  const issues = declarationChoiceIssues({ ...fields, type, declarationDay: day });
  if (issues.length) {
    const errors = issues.map((i) => ({ path: i.path, message: declarationChoiceMessages[i.code] }));
    throw Validation(errors[0].message, errors);
  }
  const { type: _type, declarationDay: _day, ...normalized } = normalizeDeclarationChoice({ ...fields, type, declarationDay: day });
  return normalized;
}

/** The practitioner and unit chosen: an active unit, and a practitioner holding the type's primary-care role who works there (400 otherwise). */
async function pozChoice(deps: Pick<Deps, 'his'>, type: DeclarationType, employeeId: number, unitId: number): Promise<{ practitioner: HisPractitioner; unit: HisUnit }> {
  const [practitioner, unit] = await Promise.all([deps.his.getPractitioner(String(employeeId)), deps.his.getUnit(String(unitId))]);
  if (!unit?.active) throw Validation(declarationStaffMessages.unit, [{ path: 'hospitalOrganizationUnitId', message: declarationStaffMessages.unit }]);
  if (!practitioner?.active || !practitioner.primaryCareRoles.includes(type) || !practitioner.unitIds.includes(unit.id)) {
    const message = declarationStaffMessages.practitioner(type);
    throw Validation(message, [{ path: 'employeeId', message }]);
  }
  return { practitioner, unit };
}

/** 409 DECLARATION_EXISTS naming the active declaration a new one would replace. */
const existsError = (held: Row) =>
  new AppError('DECLARATION_EXISTS', declarationExistsMessage(held.type, { practitioner: practitionerOf(held), unit: snapshotOf(held).unit.name, since: formatDay(clinicToday(held.dateOfSubmission ?? held.registrationDate)) }));

/**
 * POST /declarations/mpi-user/declarations (and the demo data): a new REGISTERED declaration of the
 * patient, filed by `accountId` (null: the clinic's). Its data are taken now (the snapshot). Under the
 * patient's lock: an active declaration of the type answers 409 DECLARATION_EXISTS unless
 * `replaceActive`, when it is withdrawn (CANCELED, REPLACED) in this transaction; a list at its limit
 * answers 409 DECLARATION_LIST_FULL.
 */
export async function registerDeclaration(
  deps: RegisterDeps,
  patient: ReachablePatient,
  accountId: number | null,
  input: z.output<typeof declarationInputSchema>,
): Promise<Row> {
  const now = deps.clock.now();
  const choice = checkedChoice(input.type, input, clinicToday(now));
  const { practitioner, unit } = await pozChoice(deps, input.type, input.employeeId, input.hospitalOrganizationUnitId);
  const data = await declarationData(deps, patient);
  if (!data.complete) throw new AppError('DECLARATION_PATIENT_DATA_MISSING');
  const snapshot: DeclarationSnapshot = {
    patient: {
      name: data.name,
      lastName: data.lastName,
      birthDate: data.birthDate,
      gender: data.gender === 'MALE' || data.gender === 'FEMALE' ? data.gender : null,
      nationalId: data.nationalIdentificationNumber,
      documentNumber: data.documentNumber,
      street: data.street,
      houseNumber: data.houseNumber,
      apartmentNumber: data.apartmentNumber,
      postalCode: data.postalCode,
      city: data.city,
      insurerCode: data.insurerCode,
      phone: data.phone,
    },
    practitioner: { name: practitioner.name, lastName: practitioner.lastName, degree: practitioner.degree, occupationCode: practitioner.occupation, practiceNumber: practitioner.practiceNumber },
    unit: { name: unit.name, address: unitAddress(unit), phone: unit.phone },
    provider: await healthcareProvider(deps),
  };
  const practitionerId = Number(practitioner.id);
  return withTransaction(deps.db, async (tx) => {
    await repo.lockPatientDeclarations(tx, patient.id);
    await repo.lockPractitionerList(tx, practitionerId, input.type);
    const held = await repo.activeOfPatient(tx, patient.id, input.type);
    const replaced = declarationsToWithdraw(held.map((row) => ({ ...factsOf(row), row })), input.type).map((f) => f.row);
    if (replaced.length && !input.replaceActive) throw existsError(replaced[0]);
    const limit = await repo.listLimitOf(tx, practitionerId, input.type);
    if (limit !== null) {
      const freed = replaced.filter((r) => r.practitionerId === practitionerId).length;
      if ((await repo.countOnList(tx, practitionerId, input.type)) - freed >= limit) throw new AppError('DECLARATION_LIST_FULL');
    }
    for (const old of replaced) {
      const state = nextDeclarationState(old.state, 'WITHDRAW');
      if (!state) continue;
      await repo.updateDeclaration(tx, old.id, { state, cancelReason: 'REPLACED', canceledAt: now, updatedAt: now });
    }
    const row = await repo.insertDeclaration(tx, {
      patientId: patient.id,
      accountId,
      type: input.type,
      state: 'REGISTERED',
      practitionerId,
      unitId: Number(unit.id),
      registrationDate: now,
      ...choice,
      decision: 'PENDING',
      stateExport: 'N',
      system: deps.his.system,
      snapshot,
      createdAt: now,
      updatedAt: now,
    });
    const withdrawn = replaced.length ? `; zastąpiona deklaracja ${replaced.map((r) => r.id).join(', ')}` : '';
    await recordEvent(deps, { eventType: 'DECLARATION_REGISTER', outcome: 'SUCCESS', accountId, description: `Deklaracja ${row.id} (${row.type}) pacjenta ${patient.id}${withdrawn}` }, { tx });
    return row;
  });
}

/**
 * PATCH …/declarations/{id} and /mpi/poz-declarations/{id}: the summary's choice fields changed. The
 * declaration is REGISTERED again (a signed one must be signed again), not exported (N) and waits for
 * the clinic's decision anew; a CANCELED one answers 409 DECLARATION_NOT_ACTIVE.
 */
export async function editDeclaration(deps: ReadDeps, own: OwnDeclaration, accountId: number, input: z.output<typeof declarationEditSchema>): Promise<Row> {
  const now = deps.clock.now();
  return withTransaction(deps.db, async (tx) => {
    const row = await repo.findById(tx, own.id, true);
    if (!row) throw NotFound();
    const state = nextDeclarationState(row.state, 'EDIT');
    if (!state) throw new AppError('DECLARATION_NOT_ACTIVE');
    const choice = checkedChoice(row.type, input, clinicToday(now));
    const updated = await repo.updateDeclaration(tx, row.id, {
      ...choice,
      state,
      stateExport: 'N',
      decision: 'PENDING',
      decisionReason: null,
      decidedAt: null,
      decidedByStaffId: null,
      decidedByName: null,
      updatedAt: now,
    });
    await recordEvent(deps, { eventType: 'DECLARATION_EDIT', outcome: 'SUCCESS', accountId, description: `Deklaracja ${row.id} pacjenta ${row.patientId}: zmiana podsumowania` }, { tx });
    return updated;
  });
}

/**
 * POST /mpi/poz-declarations/addId: the clinic system takes a declaration of the caller's patients in,
 * giving it its id there (once: a second call answers the same); a CANCELED one not taken in yet
 * answers 409 DECLARATION_NOT_ACTIVE (part 2 §8).
 */
export async function takeIntoClinicSystem(deps: Pick<Deps, 'db' | 'clock' | 'his'>, scope: PatientScope, accountId: number, declarationId: number): Promise<PozDeclaration> {
  const own = await repo.findIn(deps.db, scope, declarationId);
  if (!own) throw NotFound();
  return withTransaction(deps.db, async (tx) => {
    const row = await repo.findById(tx, own.id, true);
    if (!row) throw NotFound();
    if (row.systemId !== null) return pozDeclarationView(row);
    if (row.state === 'CANCELED') throw new AppError('DECLARATION_NOT_ACTIVE');
    const now = deps.clock.now();
    const updated = await repo.updateDeclaration(tx, row.id, { system: deps.his.system, systemId: String(row.id), updatedAt: now });
    await recordEvent(deps, { eventType: 'DECLARATION_TAKEN_IN', outcome: 'SUCCESS', accountId, description: `Deklaracja ${row.id} pacjenta ${row.patientId} w systemie ${deps.his.system}` }, { tx });
    return pozDeclarationView(updated);
  });
}

/**
 * A declaration with its history as an earlier system (or the demo) kept it: registered through the
 * desk at `registeredAt` (the same rules and snapshot as a new one) and, with `submittedAt`, handed in
 * signed by hand on the paper form then (SUBMITTED, no e-signature). No notices: it happened in the past.
 */
export async function importDeclaration(
  deps: RegisterDeps,
  patient: ReachablePatient,
  accountId: number | null,
  input: z.output<typeof declarationInputSchema>,
  at: { registeredAt: Date; submittedAt: Date | null },
): Promise<Row> {
  const row = await registerDeclaration({ ...deps, clock: { now: () => at.registeredAt } }, patient, accountId, input);
  if (!at.submittedAt) return row;
  const state = nextDeclarationState(row.state, 'SIGN');
  if (!state) throw new AppError('DECLARATION_STATE');
  return repo.updateDeclaration(deps.db, row.id, { state, dateOfSubmission: at.submittedAt, updatedAt: at.submittedAt });
}

// ------------------------------------------------------------------------------ signing

/** The canonical document of a declaration, as the patient signs it. */
export const declarationXml = (row: Row): string =>
  documentXml({ kind: DECLARATION_DOCUMENT, id: row.id, title: DECLARATION_DOCUMENT_TITLES[row.type], fields: declarationFields(row) });

/**
 * POST /declarations/mpi-user/{id}/ePUAPSignURL: where the browser signs a REGISTERED declaration (409
 * DECLARATION_STATE otherwise); the return addresses must be the portal's own (e-signing's
 * `startSigning`: 400 SIGN_URL_FOREIGN).
 */
export async function signingUrl(
  deps: Deps,
  own: OwnDeclaration,
  accountId: number,
  urls: { successUrl: string; errorUrl: string },
  origin: string,
): Promise<{ url: string }> {
  return withTransaction(deps.db, async (tx) => {
    const row = await repo.findById(tx, own.id, true);
    if (!row) throw NotFound();
    if (row.state !== 'REGISTERED') throw new AppError('DECLARATION_STATE');
    return startSigning(
      deps,
      { kind: DECLARATION_DOCUMENT, documentId: row.id, patient: patientOfRow(row), accountId, xml: declarationXml(row), title: DECLARATION_DOCUMENT_TITLES[row.type], ...urls, origin },
      { tx },
    );
  });
}

/**
 * The descriptor's `signables.DECLARATION`: e-signing re-reads a REGISTERED declaration (locked) when
 * the e-service answers, and moves it to SUBMITTED, dated by the signature, once the signature holds.
 */
export const declarationSignable: Signable = {
  async load(tx, documentId) {
    const row = await repo.findById(tx, documentId, true);
    if (!row || row.state !== 'REGISTERED') return null;
    return { xml: declarationXml(row), patientId: row.patientId };
  },
  async signed(deps, tx, documentId, signature: AcceptedSignature) {
    const row = await repo.findById(tx, documentId, true);
    const state = row ? nextDeclarationState(row.state, 'SIGN') : null;
    if (!row || !state) throw new AppError('DECLARATION_STATE');
    await repo.updateDeclaration(tx, row.id, { state, dateOfSubmission: signature.signedAt, updatedAt: deps.clock.now() });
    const by = signature.signedBy === 'GUARDIAN' ? 'opiekuna' : 'pacjenta';
    // Written in the accepting transaction: `tx` is what e-signing hands the module.
    await recordEvent({ db: tx, clock: deps.clock }, { eventType: 'DECLARATION_SIGN', outcome: 'SUCCESS', accountId: row.accountId, description: `Deklaracja ${row.id} pacjenta ${row.patientId} podpisana przez ${by}` });
  },
};

// ------------------------------------------------------------------------------ for other modules

/**
 * Whether the patient holds a declaration of `type` in force today (domain `holdsRequiredDeclaration`;
 * canceled ones ignored): bookings ask it for a service that requires one.
 */
export async function holdsDeclaration(db: DbOrTx, patient: CheckedPatientId, type: DeclarationType, today: string): Promise<boolean> {
  const held = await repo.activeFactsOfPatient(db, patient, type);
  return holdsRequiredDeclaration(type, held.map(factsOf), today);
}

/** 400 DECLARATION_MISSING naming the type, for a booking of a service that requires a declaration the patient does not hold. */
export async function requireDeclaration(db: DbOrTx, patient: CheckedPatientId, type: DeclarationType | null, today: string): Promise<void> {
  if (type && !(await holdsDeclaration(db, patient, type, today))) throw new AppError('DECLARATION_MISSING', declarationMissingMessage(type));
}

