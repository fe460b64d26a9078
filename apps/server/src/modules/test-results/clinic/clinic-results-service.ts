import type { ClinicResultQueueItem, ClinicTestResult, ClinicRecordsQuery, ImagingFile, ResultEntryInput, ResultOrderInput } from '@portal/contracts';
import type { Page, PageQuery } from '@portal/contracts';
import type { z } from '@portal/contracts';
import type { resultEntrySchema, resultOrderInputSchema } from '@portal/contracts';
import { resultValueMessage } from '@portal/contracts';
import { numericResult, RANGE_MIN_YEARS_BACK, resultFlag, resultValueIssue } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { withTransaction, type DbOrTx } from '../../../db/client';
import type { ResultOrderRow } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { AppError, NotFound, Validation } from '../../../errors';
import { clinicToday } from '../../../lib/clinic-time';
import { checkRange, readPage } from '../../../lib/lists';
import type { StaffContext, StaffPatient } from '../../../plugins/staff-access';
import { defineStaffResource, type UnitScope } from '../../../plugins/staff-resources';
import { receiveUploads, storePatientFile, type MultipartSource } from '../../files/files-service';
import { fileClinicalDocument, isMembersEncounter, isPatientsEncounter, renderClinicalDocument } from '../../medical-record/medical-record-service';
import { recordsNamedInMessages } from '../../patients/patients-service';
import { getSettings } from '../../settings/settings-service';
import * as imagingRepo from '../core/imaging-repository';
import { imagingFileView } from '../core/imaging-states';
import { valueFormatOf } from '../core/result-panels';
import { renderResultPrintout } from '../core/result-printout';
import * as repo from '../core/results-repository';
import { resultViews } from '../core/test-results-service';
import { patientOfRow, patientsOfRows, type CheckedPatientId } from '../../../lib/checked-patient';

/*
 * The clinic console's side of test results: a doctor or nurse orders a panel or an imaging study, the
 * lab's values (or the radiologist's report) are entered, the lab's PDF may be attached, and the result is
 * published: its PDF (and HL7 CDA under electronic documentation) kept with the order and the result filed
 * into the patient's register as a WYNIK document, which notifies the patient.
 */

type ClinicDeps = Pick<Deps, 'db' | 'clock' | 'his' | 'storage' | 'printer' | 'jobs'>;
export interface ClinicAuthor {
  id: number;
  name: string;
  lastName: string;
}

const RANGE = { allowFuture: true, maxYearsAhead: 1, maxYearsBack: RANGE_MIN_YEARS_BACK } as const;
/** The lab's PDF: one file of at most 20 MB. */
const DOCUMENT_LIMITS = { maxFiles: 1, maxFileSize: 20 * 1024 * 1024, fileTypes: ['pdf'] };

async function clinicViews(deps: ClinicDeps, rows: ResultOrderRow[]): Promise<ClinicTestResult[]> {
  const byPatient = new Map<number, ResultOrderRow[]>();
  for (const r of rows) byPatient.set(r.patientId, [...(byPatient.get(r.patientId) ?? []), r]);
  const views = new Map<number, ClinicTestResult>();
  for (const [patientId, orders] of byPatient) {
    for (const v of await resultViews(deps, { id: patientId }, orders)) {
      const row = orders.find((o) => o.id === v.id)!;
      views.set(v.id, {
        ...v,
        status: row.status,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        encounterId: row.encounterId,
        elements: v.elements.map((e) => ({ ...e, valueFormat: valueFormatOf(e) })),
      });
    }
  }
  return rows.map((r) => views.get(r.id)!);
}

/** Every order of the patient (any state), newest first. */
export async function clinicListResults(deps: ClinicDeps, staff: StaffContext, patient: StaffPatient, query: ClinicRecordsQuery & PageQuery): Promise<Page<ClinicTestResult>> {
  const range = checkRange({ after: query.after, before: query.before }, RANGE, deps.clock.now());
  const page = await readPage(query, (limit, offset) => repo.findOrders(deps.db, patient, { ...range, all: true, scope: unitScopeOf(staff) }, limit, offset));
  return { ...page, items: await clinicViews(deps, page.items) };
}

/** The member's orders: those of her units and of no unit (every order for a member of every unit). */
const unitScopeOf = (staff: Pick<StaffContext, 'units'>) => (staff.units.all ? undefined : repo.ordersOfUnits(staff.units.where));

/**
 * An order a console route addresses by its id, read through the member's units (those of her units and
 * of no unit): one of a unit outside hers reads as none, 404 as an unknown id. Its patient is the read audit's.
 */
export const resultOrderResource = defineStaffResource({
  name: 'resultOrder',
  load: (db: DbOrTx, units: UnitScope, params: { orderId: number }) => repo.findOrderById(db, params.orderId, unitScopeOf({ units })),
  patientOf: (order) => order.patientId,
});

/** An order by id through `units` (the seed's, with every unit), 404 when there is none. */
export async function clinicOrder(deps: Pick<Deps, 'db'>, units: UnitScope, orderId: number): Promise<ResultOrderRow> {
  const order = await resultOrderResource.load(deps.db, units, { orderId });
  if (!order) throw NotFound();
  return order;
}

export const clinicResultView = async (deps: ClinicDeps, order: ResultOrderRow) => (await clinicViews(deps, [order]))[0];

/**
 * A published result a partner's staff member opens (consents `partnerSharedDocument` found it shared
 * with her partner and named its patient): with its values and ranges, as the console shows one.
 */
export async function partnerResultView(deps: ClinicDeps, patientId: CheckedPatientId, orderId: number): Promise<ClinicTestResult> {
  const order = await repo.findOrderById(deps.db, orderId);
  if (!order || order.patientId !== patientId || order.publishedAt === null) throw NotFound();
  return clinicResultView(deps, order);
}

/** The next order number of the year: ZL/<year>/<6 digits>, in the caller's transaction (serialised by an advisory lock). */
async function nextOrderNumber(tx: Parameters<Parameters<typeof withTransaction>[1]>[0], year: number): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`result_orders:${year}`}))`);
  const last = await repo.lastOrderNumber(tx, year);
  const n = last ? Number(last.split('/')[2]) + 1 : 1;
  return `ZL/${year}/${String(n).padStart(6, '0')}`;
}

/**
 * Orders a panel or an imaging study for the patient, its elements awaiting values: the console's patient
 * (found by staff access), or `fromLab`, a patient the lab's own system names (the demo seed's history).
 */
export async function createResultOrder(
  deps: ClinicDeps,
  patient: StaffPatient | { id: CheckedPatientId; fromLab: true },
  input: z.output<typeof resultOrderInputSchema>,
  author: ClinicAuthor | null,
  staff: StaffContext | null = null,
): Promise<ClinicTestResult> {
  if (input.unitId !== null && (!(staff?.units.has(input.unitId) ?? true) || !(await deps.his.getUnit(String(input.unitId))))) throw Validation('Nie ma takiej jednostki', [{ path: 'unitId', message: 'Nie ma takiej jednostki' }]);
  // In the console, a visit (open or closed) of the member's units; one of another unit is as unknown as no visit (400, like the unit above).
  const visitKnown = (encounterId: number) => (staff ? isMembersEncounter(deps, staff.units, patient.id, encounterId) : isPatientsEncounter(deps, patient.id, encounterId));
  if (input.encounterId !== null && !(await visitKnown(input.encounterId)))
    throw Validation('Wizyta nie należy do tego pacjenta', [{ path: 'encounterId', message: 'Wizyta nie należy do tego pacjenta' }]);
  const orderedAt = new Date(input.orderedAt);
  const order = await withTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const orderNumber = await nextOrderNumber(tx, Number(clinicToday(orderedAt).slice(0, 4)));
    const row = await repo.insertOrder(tx, {
      patientId: patient.id,
      encounterId: input.encounterId,
      orderNumber,
      kind: input.kind,
      name: input.name,
      unitId: input.unitId,
      orderedByName: author ? `${author.name} ${author.lastName}` : null,
      orderedByStaffId: author?.id ?? null,
      orderedAt,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertItems(tx, input.elements.map((e, position) => ({ ...e, orderId: row.id, patientId: patient.id, position })));
    return row;
  });
  return clinicResultView(deps, order);
}

/**
 * The values (and the report) of an unpublished order: it becomes RESULTED, flags computed from the ranges,
 * and records who entered them and when (`author` null: the lab's own system). 409 RESULT_PUBLISHED once published.
 */
export async function enterResults(deps: ClinicDeps, author: ClinicAuthor | null, orderId: number, input: z.output<typeof resultEntrySchema>): Promise<ClinicTestResult> {
  checkValueFormats(input.elements);
  const order = await withTransaction(deps.db, async (tx) => {
    const current = await repo.lockOrder(tx, orderId);
    if (!current) throw NotFound();
    if (current.status === 'PUBLISHED') throw new AppError('RESULT_PUBLISHED');
    const resultAt = new Date(input.resultDate);
    const existing = new Set((await repo.findItemsOfOrders(tx, [orderId])).map((i) => i.id));
    const unknown = input.elements.findIndex((e) => e.id !== null && !existing.has(e.id));
    if (unknown >= 0) throw Validation('Nie ma takiego badania w zleceniu', [{ path: `elements.${unknown}.id`, message: 'Nie ma takiego badania w zleceniu' }]);
    await repo.deleteItemsExcept(tx, orderId, input.elements.flatMap((e) => (e.id !== null ? [e.id] : [])));
    for (const [position, e] of input.elements.entries()) {
      const { id, ...fields } = e;
      const values = { ...fields, numericValue: numericResult(e.value), flag: resultFlag(e.value, e.referenceLow, e.referenceHigh), resultAt, position };
      if (id !== null) await repo.updateItem(tx, id, orderId, values);
      else await repo.insertItems(tx, [{ ...values, orderId, patientId: current.patientId }]);
    }
    const now = deps.clock.now();
    return repo.updateOrder(tx, orderId, {
      status: 'RESULTED',
      resultDate: resultAt,
      description: input.description,
      resultedByStaffId: author?.id ?? null,
      resultedByName: author ? `${author.name} ${author.lastName}` : null,
      resultedAt: author ? now : null,
      updatedAt: now,
    });
  });
  return clinicResultView(deps, order);
}

/**
 * Each value in its analyte's format (issue 28 item 9): a numeric analyte takes a number — the decimal
 * comma or a dot — with at most its unit's decimal places; 400 RESULT_VALUE_FORMAT names the format of
 * each value at fault ("Wartość musi być liczbą, np. 1,25"), the first one in the message. Checked
 * when values are entered and again when they are published.
 */
function checkValueFormats(elements: ReadonlyArray<Parameters<typeof valueFormatOf>[0] & { name: string; value: string | null }>) {
  const errors = elements.flatMap((e, i) => {
    const issue = e.value === null ? null : resultValueIssue(e.value, valueFormatOf(e));
    return issue ? [{ path: `elements.${i}.value`, message: resultValueMessage(issue), name: e.name }] : [];
  });
  if (errors.length === 0) return;
  const [first] = errors;
  throw new AppError('RESULT_VALUE_FORMAT', `${first!.name}: ${first!.message}`, { errors: errors.map(({ path, message }) => ({ path, message })) });
}

/** The lab's own PDF of an unpublished order (multipart, one PDF): it becomes the order's document. */
export async function attachResultDocument(deps: ClinicDeps, order: ResultOrderRow, source: MultipartSource): Promise<ClinicTestResult> {
  if (order.status === 'PUBLISHED') throw new AppError('RESULT_PUBLISHED');
  const [stored] = await receiveUploads(deps, source, { use: 'RESULT_DOCUMENT', limits: DOCUMENT_LIMITS, owner: { patientId: patientOfRow(order) }, createdByAccountId: null });
  const updated = await withTransaction(deps.db, async (tx) => {
    const current = await repo.lockOrder(tx, order.id);
    if (current?.status === 'PUBLISHED') throw new AppError('RESULT_PUBLISHED');
    return repo.updateOrder(tx, order.id, { contentFileId: stored.id, updatedAt: deps.clock.now() });
  });
  return clinicResultView(deps, updated);
}

/**
 * Publishes a RESULTED order (409 CONFLICT before, 409 RESULT_PUBLISHED after): its PDF rendered when the
 * lab sent none, an HL7 CDA archive when `results.edmEnabled`, and the result filed into the patient's
 * register as a WYNIK document, published — which tells the patient (notice and e-mail).
 */
export async function publishResult(
  deps: ClinicDeps,
  order: ResultOrderRow,
  author: ClinicAuthor | null,
  /** The demo seed's history: results not filed into the register, and without a CDA archive. */
  opts: { fileDocument: boolean; archive: boolean } = { fileDocument: true, archive: true },
): Promise<ClinicTestResult> {
  if (order.status === 'PUBLISHED') throw new AppError('RESULT_PUBLISHED');
  if (order.status !== 'RESULTED') throw new AppError('CONFLICT', 'Najpierw wprowadź wynik badania.');
  const [view] = await resultViews(deps, { id: order.patientId }, [order]);
  // A value entered before the formats were checked is corrected before the patient sees it.
  checkValueFormats(view.elements);
  const documentDate = order.resultDate ?? deps.clock.now();
  const authorName = author ? `${author.name} ${author.lastName}` : 'Laboratorium';
  // The result document kept in the register (and published to the patient) is the lab's record, in Polish.
  const pdf = order.contentFileId ? null : await renderResultPrintout(deps, view, [], 'pl');
  const edm = opts.archive && (await getSettings(deps, 'results')).edmEnabled;
  const cda =
    edm && !order.archiveFileId
      ? (
          await renderClinicalDocument(deps, {
            patientId: patientOfRow(order),
            typeCode: 'WYNIK',
            title: order.name,
            documentDate,
            authorName,
            sections: resultSections(view),
            cda: true,
          })
        ).cda
      : null;
  const base = `wynik_${order.orderNumber.replace(/\//g, '-')}`;
  const published = await withTransaction(deps.db, async (tx) => {
    const current = await repo.lockOrder(tx, order.id);
    if (!current) throw NotFound();
    if (current.status !== 'RESULTED') throw new AppError('RESULT_PUBLISHED');
    const store = (name: string, mimeType: string, source: Buffer) =>
      storePatientFile(deps, { use: 'RESULT_DOCUMENT', patientId: patientOfRow(current), fileName: name, mimeType, source }, { tx });
    const contentFileId = current.contentFileId ?? (pdf ? (await store(`${base}.pdf`, 'application/pdf', pdf)).id : null);
    const archiveFileId = current.archiveFileId ?? (cda ? (await store(`${base}.xml`, 'application/xml', cda)).id : null);
    if (contentFileId === null) throw new AppError('CONFLICT', 'Wynik nie ma dokumentu.');
    if (opts.fileDocument) await fileClinicalDocument(
      deps,
      {
        patientId: current.patientId,
        typeCode: 'WYNIK',
        title: current.name,
        documentDate,
        authorName,
        authorStaffId: author?.id ?? null,
        encounterId: current.encounterId,
        contentFileId,
        archiveFileId,
        archiveKind: archiveFileId ? 'CDA' : null,
        publish: true,
        publishedBy: author ? { staffId: author.id, name: authorName } : null,
      },
      { tx },
    );
    const now = deps.clock.now();
    return repo.updateOrder(tx, current.id, { status: 'PUBLISHED', publishedAt: now, contentFileId, archiveFileId, updatedAt: now });
  });
  return clinicResultView(deps, published);
}

/** The result as text sections (the CDA's body). */
function resultSections(view: ClinicTestResult | Awaited<ReturnType<typeof resultViews>>[number]) {
  const lines = view.elements.map((e) => `${e.name}: ${e.value}${e.unit ? ` ${e.unit}` : ''}${e.flag === 'L' ? ' (poniżej normy)' : e.flag === 'H' ? ' (powyżej normy)' : ''}`);
  return [
    ...(lines.length ? [{ title: 'Wyniki', text: lines.join('\n') }] : []),
    ...(view.description ? [{ title: 'Opis', text: view.description }] : []),
  ];
}

/** The patient's imported DICOM files of the order (for the radiologist). */
export async function clinicImagingFiles(deps: Pick<Deps, 'db'>, order: ResultOrderRow): Promise<ImagingFile[]> {
  return (await imagingRepo.findFiles(deps.db, patientOfRow(order), order.id)).filter((f) => f.uploadedByAccountId !== null).map(imagingFileView);
}

/** How many results wait for publication (the dashboard's RESULTS queue). */
export const countResultsToPublish = (deps: Pick<Deps, 'db'>, staff: StaffContext) => repo.countResulted(deps.db, unitScopeOf(staff));

/**
 * The RESULTS queue: orders of every patient with values entered and not yet published, oldest entry
 * first, each with its patient's name and PESEL (the member opens one to check and publish it).
 */
export async function clinicResultQueue(deps: ClinicDeps, staff: StaffContext, query: PageQuery): Promise<Page<ClinicResultQueueItem>> {
  const page = await readPage(query, (limit, offset) => repo.findResulted(deps.db, limit, offset, unitScopeOf(staff)));
  const [views, names] = await Promise.all([clinicViews(deps, page.items), recordsNamedInMessages(deps, patientsOfRows(page.items))]);
  return {
    ...page,
    items: views.map((view) => {
      const patient = names.get(view.patientId);
      return { ...view, patientName: patient ? `${patient.name} ${patient.lastName}` : '', patientPesel: patient?.pesel ?? null };
    }),
  };
}

export type { ResultEntryInput, ResultOrderInput };
