import type { ClinicDeclaration, Page, PractitionerList, clinicDeclarationsQuerySchema, z } from '@portal/contracts';
import { declarationTypes, formatDay, nextDeclarationState } from '@portal/domain';
import { withTransaction, type DbOrTx, type Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, NotFound } from '../../errors';
import { systemPatient } from '../../lib/checked-patient';
import { clinicToday } from '../../lib/clinic-time';
import { csvCell } from '../../lib/csv';
import { readPage } from '../../lib/lists';
import type { WriteAuthor } from '../../lib/written-by';
import { defineStaffResource, type UnitScope } from '../../plugins/staff-resources';
import { documentSignatures } from '../e-signing/e-signing-service';
import { recordEvent } from '../event-log/event-log-service';
import { announceRejection } from './declaration-notices';
import { addressLine, clinicDeclarationView, shownSignature, snapshotOf } from './declaration-views';
import * as repo from './declarations-repository';
import { DECLARATION_DOCUMENT, type DeclarationType } from './declarations-service';

/*
 * The clinic console's side of declarations (issue 30 item 6): the register and the queue of signed
 * declarations waiting for the clinic's decision (accept: in force at the NFZ; reject with a reason the
 * patient is told), withdrawing one, each POZ practitioner's list against its limit, and the export of
 * the accepted ones for the NFZ. A member sees the declarations of her units (the declaration's unit).
 */

type Row = repo.DeclarationRow;
type ClinicDeps = Pick<Deps, 'db' | 'clock'>;

/** A declaration a console route addresses by its id, read through the member's units (another unit's: 404, as an unknown id). */
export const clinicDeclarationResource = defineStaffResource({
  name: 'declaration',
  load: (db: DbOrTx, units: UnitScope, params: { declarationId: number }) => repo.findInUnits(db, units, params.declarationId),
  patientOf: (row) => row.patientId,
});

/** Rows as the console shows them, with their signatures in one batch. */
async function clinicViews(deps: ClinicDeps, rows: readonly Row[]): Promise<ClinicDeclaration[]> {
  const ids = rows.filter((r) => r.state !== 'REGISTERED').map((r) => r.id);
  const signatures = ids.length ? await documentSignatures(deps.db, DECLARATION_DOCUMENT, ids) : new Map();
  const today = clinicToday(deps.clock.now());
  return rows.map((row) => clinicDeclarationView(row, shownSignature(row, signatures), today));
}

export async function clinicDeclaration(deps: ClinicDeps, row: Row): Promise<ClinicDeclaration> {
  return (await clinicViews(deps, [row]))[0];
}

/** GET /clinic/declarations: the register of the member's units, newest first, filtered. */
export async function clinicDeclarations(deps: ClinicDeps, units: UnitScope, query: z.output<typeof clinicDeclarationsQuerySchema>): Promise<Page<ClinicDeclaration>> {
  const { pageIndex, pageSize, patientId, ...filter } = query;
  const page = await readPage({ pageIndex, pageSize }, (limit, offset) =>
    repo.selectForClinic(deps.db, units, { ...filter, patientId: patientId === undefined ? undefined : systemPatient(patientId, 'filter') }, limit, offset),
  );
  return { ...page, items: await clinicViews(deps, page.items) };
}

/** The dashboard's queue: signed declarations of the member's units waiting for the decision. */
export const countWaitingDeclarations = (deps: Pick<Deps, 'db'>, units: UnitScope): Promise<number> => repo.countWaiting(deps.db, units);

/** Re-reads the row locked through the member's units, in a change's transaction (404 as an unknown id). */
async function locked(tx: Tx, units: UnitScope, id: number): Promise<Row> {
  const row = await repo.findInUnits(tx, units, id, true);
  if (!row) throw NotFound();
  return row;
}

/** Who changed a declaration at the clinic and how: one event in the change's transaction. */
const staffEvent = (deps: ClinicDeps, tx: Tx, eventType: string, author: WriteAuthor, row: Row, what: string) =>
  recordEvent(deps, { eventType, outcome: 'SUCCESS', staffId: author.staffId, description: `Deklaracja ${row.id} pacjenta ${row.patientId}: ${what} przez ${author.name}` }, { tx });

/** POST …/accept: a signed declaration waiting for the decision is accepted (409 DECLARATION_STATE otherwise). */
export async function acceptDeclaration(deps: ClinicDeps, units: UnitScope, author: WriteAuthor, id: number): Promise<ClinicDeclaration> {
  const row = await withTransaction(deps.db, async (tx) => {
    const current = await locked(tx, units, id);
    if (current.state !== 'SUBMITTED' || current.decision !== 'PENDING') throw new AppError('DECLARATION_STATE');
    const now = deps.clock.now();
    const updated = await repo.updateDeclaration(tx, id, { decision: 'ACCEPTED', decidedAt: now, decidedByStaffId: author.staffId, decidedByName: author.name, updatedAt: now });
    await staffEvent(deps, tx, 'DECLARATION_ACCEPT', author, current, 'przyjęta');
    return updated;
  });
  return clinicDeclaration(deps, row);
}

/**
 * POST …/reject: an active declaration waiting for the decision is refused — CANCELED, decision
 * REJECTED with the reason; the patient and the account that filed it get a message and an e-mail
 * (409 DECLARATION_STATE for one decided or canceled).
 */
export async function rejectDeclaration(deps: Pick<Deps, 'db' | 'clock' | 'jobs' | 'live'>, units: UnitScope, author: WriteAuthor, id: number, reason: string): Promise<ClinicDeclaration> {
  const row = await withTransaction(deps.db, async (tx) => {
    const current = await locked(tx, units, id);
    const state = nextDeclarationState(current.state, 'REJECT');
    if (!state || current.decision !== 'PENDING') throw new AppError('DECLARATION_STATE');
    const now = deps.clock.now();
    const updated = await repo.updateDeclaration(tx, id, {
      state,
      decision: 'REJECTED',
      decisionReason: reason,
      decidedAt: now,
      decidedByStaffId: author.staffId,
      decidedByName: author.name,
      canceledAt: now,
      cancelReason: reason,
      canceledByStaffId: author.staffId,
      canceledByName: author.name,
      updatedAt: now,
    });
    await staffEvent(deps, tx, 'DECLARATION_REJECT', author, current, 'odrzucona');
    await announceRejection(deps, tx, updated);
    return updated;
  });
  return clinicDeclaration(deps, row);
}

/** POST …/withdraw: the clinic withdraws an active declaration (CANCELED with the reason; 409 DECLARATION_STATE for a canceled one). */
export async function withdrawDeclaration(deps: ClinicDeps, units: UnitScope, author: WriteAuthor, id: number, reason: string): Promise<ClinicDeclaration> {
  const row = await withTransaction(deps.db, async (tx) => {
    const current = await locked(tx, units, id);
    const state = nextDeclarationState(current.state, 'WITHDRAW');
    if (!state) throw new AppError('DECLARATION_STATE');
    const now = deps.clock.now();
    const updated = await repo.updateDeclaration(tx, id, { state, canceledAt: now, cancelReason: reason, canceledByStaffId: author.staffId, canceledByName: author.name, updatedAt: now });
    await staffEvent(deps, tx, 'DECLARATION_WITHDRAW', author, current, 'wycofana');
    return updated;
  });
  return clinicDeclaration(deps, row);
}

// ------------------------------------------------------------------------------ the practitioners' lists

/** The practitioner works in one of the member's units (a member of every unit reaches every one). */
const inUnits = (units: UnitScope, unitIds: readonly string[]) => units.all || unitIds.some((id) => units.has(Number(id)));

/** GET /clinic/declarations/practitioner-lists: every POZ practitioner of the member's units × each of her primary-care roles, by last name. */
export async function practitionerLists(deps: Pick<Deps, 'db' | 'his'>, units: UnitScope): Promise<PractitionerList[]> {
  const [practitioners, sizes, limits] = await Promise.all([deps.his.listPractitioners(), repo.listSizes(deps.db), repo.listLimits(deps.db)]);
  const key = (id: number, type: DeclarationType) => `${id}:${type}`;
  const sizeOf = new Map(sizes.map((s) => [key(s.practitionerId, s.type), s]));
  const limitOf = new Map(limits.map((l) => [key(l.practitionerId, l.type), l.listLimit]));
  return practitioners
    .filter((p) => p.primaryCareRoles.length > 0 && inUnits(units, p.unitIds))
    .flatMap((p) =>
      declarationTypes
        .filter((type) => p.primaryCareRoles.includes(type))
        .map((type) => {
          const id = Number(p.id);
          const size = sizeOf.get(key(id, type));
          const listLimit = limitOf.get(key(id, type)) ?? null;
          const listSize = size?.size ?? 0;
          return { employeeId: id, name: p.name, lastName: p.lastName, type, listSize, pending: size?.pending ?? 0, listLimit, listFull: listLimit !== null && listSize >= listLimit };
        }),
    );
}

/**
 * PUT /clinic/declarations/practitioner-lists/{employeeId}/{declarationType}: the list's limit (null:
 * none). The practitioner must hold the type's primary-care role and work in one of the member's units
 * (404 otherwise, as an unknown one). A lower limit than the list's size takes no one off the list: it
 * stops new declarations.
 */
export async function setPractitionerListLimit(
  deps: Pick<Deps, 'db' | 'clock' | 'his'>,
  units: UnitScope,
  author: WriteAuthor,
  employeeId: number,
  type: DeclarationType,
  listLimit: number | null,
): Promise<PractitionerList> {
  const practitioner = await deps.his.getPractitioner(String(employeeId));
  if (!practitioner || !practitioner.primaryCareRoles.includes(type) || !inUnits(units, practitioner.unitIds)) throw NotFound();
  await withTransaction(deps.db, async (tx) => {
    await repo.lockPractitionerList(tx, employeeId, type);
    await repo.setListLimit(tx, employeeId, type, listLimit, deps.clock.now());
    const what = listLimit === null ? 'bez limitu' : `limit ${listLimit}`;
    await recordEvent(deps, { eventType: 'DECLARATION_LIST_LIMIT', outcome: 'SUCCESS', staffId: author.staffId, description: `Lista ${type} osoby ${employeeId}: ${what} przez ${author.name}` }, { tx });
  });
  const lists = await practitionerLists(deps, units);
  const list = lists.find((l) => l.employeeId === employeeId && l.type === type);
  if (!list) throw NotFound();
  return list;
}

// ------------------------------------------------------------------------------ the NFZ export

const EXPORT_HEADER = [
  'Numer deklaracji',
  'Rodzaj',
  'PESEL',
  'Nazwisko',
  'Imię',
  'Data urodzenia',
  'Płeć',
  'Adres zamieszkania',
  'Oddział NFZ',
  'Nazwisko wybranej osoby',
  'Imię wybranej osoby',
  'Numer prawa wykonywania zawodu',
  'Placówka',
  'Data złożenia',
  'Data przyjęcia',
  'Wybór świadczeniodawcy po raz',
  'Przyczyna zmiany świadczeniodawcy',
  'Inna przyczyna zmiany świadczeniodawcy',
  'Wybór osoby po raz',
  'Przyczyna zmiany osoby',
  'Inna przyczyna zmiany osoby',
  'Eksport',
];
const GENDER_LETTERS = { MALE: 'M', FEMALE: 'K' } as const;

function exportLine(row: Row): string[] {
  const s = snapshotOf(row);
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return [
    text(row.id),
    row.type,
    text(s.patient.nationalId),
    s.patient.lastName,
    s.patient.name,
    text(s.patient.birthDate),
    s.patient.gender ? GENDER_LETTERS[s.patient.gender] : '',
    addressLine(s.patient),
    text(s.patient.insurerCode),
    s.practitioner.lastName,
    s.practitioner.name,
    text(s.practitioner.practiceNumber),
    s.unit.name,
    row.dateOfSubmission ? clinicToday(row.dateOfSubmission) : '',
    row.decidedAt ? clinicToday(row.decidedAt) : '',
    text(row.healthcareProviderChoiceOrderNumber),
    text(row.healthcareProviderChoiceOrderReasonCode),
    text(row.healthcareProviderChoiceOtherReason),
    text(row.practitionerChoiceOrderNumber),
    text(row.practitionerChoiceOrderReasonCode),
    text(row.practitionerChoiceOtherReason),
    row.stateExport,
  ];
}

/** The CSV file of the NFZ export: UTF-8 with BOM, `;`, CRLF, formula cells neutralised (lib/csv). */
function exportFile(rows: readonly Row[], now: Date): { csv: string; filename: string; patientIds: number[] } {
  const lines = [EXPORT_HEADER, ...rows.map(exportLine)].map((cells) => cells.map((c) => csvCell(c)).join(';'));
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, filename: `deklaracje-nfz-${clinicToday(now)}.csv`, patientIds: [...new Set(rows.map((r) => r.patientId))] };
}

/** GET /clinic/declarations/export?stateExport: the accepted, active declarations of the member's units (of that export state), marking none. */
export async function exportPreview(deps: ClinicDeps, units: UnitScope, stateExport: Row['stateExport'] | undefined) {
  return exportFile(await repo.selectForExport(deps.db, units, stateExport), deps.clock.now());
}

/**
 * POST /clinic/declarations/export: the accepted, active declarations of the member's units not
 * exported yet (N), marked exported (A) in the same transaction; none: a file of the header alone.
 */
export async function exportForNfz(deps: ClinicDeps, units: UnitScope, author: WriteAuthor) {
  const now = deps.clock.now();
  return withTransaction(deps.db, async (tx) => {
    const rows = await repo.selectForExport(tx, units, 'N', true);
    await repo.markExported(tx, rows.map((r) => r.id), now);
    if (rows.length) {
      await recordEvent(deps, { eventType: 'DECLARATION_EXPORT', outcome: 'SUCCESS', staffId: author.staffId, description: `Eksport do NFZ z ${formatDay(clinicToday(now))}: deklaracje ${rows.map((r) => r.id).join(', ')} przez ${author.name}` }, { tx });
    }
    return exportFile(rows.map((r) => ({ ...r, stateExport: 'A' as const, exportedAt: now })), now);
  });
}
