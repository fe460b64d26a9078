import type { RecordsListQuery, ResultTrend, TestResult } from '@portal/contracts';
import type { InterfaceLanguage, Page, PageQuery } from '@portal/contracts';
import { addYears, defaultRange, RANGE_MIN_YEARS_BACK } from '@portal/domain';
import type { Deps } from '../../../deps';
import { NotFound } from '../../../errors';
import { clinicInstant, clinicToday } from '../../../lib/clinic-time';
import { checkRange, readPage } from '../../../lib/lists';
import type { ReachablePatient } from '../../../plugins/patient-access';
import { openPatientFile, patientFileExists } from '../../files/files-service';
import { getSettings } from '../../settings/settings-service';
import { sharedDocumentIds } from '../../consents/consents-service';
import { patientOfRow } from '../../../lib/checked-patient';
import * as repo from './results-repository';
import { orderView, unitNames } from './result-views';
import { renderResultPrintout } from './result-printout';

/*
 * Test results as the patient's portal reads them (spec part 1 §7 "Test results", part 2 §2, §7):
 * published orders only, their documents, one analyte's trend and the extended printout.
 */

type ReadDeps = Pick<Deps, 'db' | 'clock' | 'his'>;
/** The trend: at most this many values, within the range's 20 years. */
export const TREND_MAX_POINTS = 100;
/** The extended printout: this many earlier values of each analyte. */
const PRINTOUT_PREVIOUS = 5;
const RANGE = { allowFuture: false, maxYearsBack: RANGE_MIN_YEARS_BACK } as const;

/** A page of the patient's published orders (default: the last year), newest first, elements and trends batched. */
export async function listResults(deps: ReadDeps, patient: ReachablePatient, query: RecordsListQuery & PageQuery): Promise<Page<TestResult>> {
  const now = deps.clock.now();
  const fallback = defaultRange('lastYear', clinicToday(now));
  const range = checkRange({ after: query.after ?? fallback.after, before: query.before ?? fallback.before }, RANGE, now);
  const page = await readPage(query, (limit, offset) => repo.findOrders(deps.db, patient, range, limit, offset));
  return { ...page, items: await orderViews(deps, patient, page.items) };
}

async function orderViews(deps: ReadDeps, patient: { id: number }, orders: Awaited<ReturnType<typeof repo.findOrders>>): Promise<TestResult[]> {
  if (orders.length === 0) return [];
  const [items, units, settings, shared] = await Promise.all([
    repo.findItemsOfOrders(deps.db, orders.map((o) => o.id)),
    unitNames(deps, orders),
    getSettings(deps, 'results'),
    sharedResultIds(deps, orders),
  ]);
  const withHistory = await repo.findItemsWithHistory(
    deps.db,
    patient,
    items.map((i) => i.id),
  );
  return orders.map((o) => orderView(o, items, { units, withHistory, importEnabled: settings.imagingImportEnabled, shared }));
}

/** Which of the orders their patient shares with partners now (module consents): one query for a patient's page. */
async function sharedResultIds(deps: Pick<Deps, 'db'>, orders: ReadonlyArray<{ id: number; patientId: number }>): Promise<Set<number>> {
  const byPatient = new Map<number, number[]>();
  for (const o of orders) byPatient.set(o.patientId, [...(byPatient.get(o.patientId) ?? []), o.id]);
  const sets = await Promise.all([...byPatient.values()].map((ids) => sharedDocumentIds(deps.db, patientOfRow(orders.find((o) => o.id === ids[0])!), 'RES', ids)));
  return new Set(sets.flatMap((set) => [...set]));
}

/** The views of some orders of a patient (the console reads them the same way, all states). */
export const resultViews = orderViews;

export type DocumentKind = 'content' | 'archive';

/** The file of a published order's document (its PDF, or its archive), or 404. */
async function orderDocument(deps: ReadDeps, patient: ReachablePatient, orderId: number, kind: DocumentKind): Promise<number> {
  const order = await repo.findOrder(deps.db, patient, orderId, { publishedOnly: true });
  const fileId = kind === 'content' ? order?.contentFileId : order?.archiveFileId;
  if (!fileId) throw NotFound(`Dokument jest niedostępny`);
  return fileId;
}

/** The file of an elementary result's own document, or 404. */
async function itemDocument(deps: ReadDeps, patient: ReachablePatient, itemId: number, kind: DocumentKind): Promise<number> {
  const item = await repo.findPublishedItem(deps.db, patient, itemId);
  const fileId = kind === 'content' ? item?.contentFileId : item?.archiveFileId;
  if (!fileId) throw NotFound(`Dokument jest niedostępny`);
  return fileId;
}

/** Which file a document address names: an order's (`order` and `main`: id is an order) or an elementary result's (`elementary`). */
const documentFile = (deps: ReadDeps, patient: ReachablePatient, target: { type: 'order' | 'main' | 'elementary'; id: number }, kind: DocumentKind) =>
  target.type === 'elementary' ? itemDocument(deps, patient, target.id, kind) : orderDocument(deps, patient, target.id, kind);

/** HEAD of a document: whether it exists (the row of its file), never opening the bytes. */
export async function documentExists(deps: ReadDeps, patient: ReachablePatient, target: { type: 'order' | 'main' | 'elementary'; id: number }, kind: DocumentKind) {
  const fileId = await documentFile(deps, patient, target, kind);
  if (!(await patientFileExists(deps, patient, fileId, 'RESULT_DOCUMENT'))) throw NotFound('Dokument jest niedostępny');
}

/** GET of a document: its bytes, to be shown inline when its content is asked (the browser shows a PDF), else as an attachment. */
export async function openDocument(
  deps: ReadDeps & Pick<Deps, 'storage'>,
  patient: ReachablePatient,
  target: { type: 'order' | 'main' | 'elementary'; id: number },
  kind: DocumentKind,
) {
  const fileId = await documentFile(deps, patient, target, kind);
  return { opened: await openPatientFile(deps, patient, fileId), inline: kind === 'content' };
}

/** One analyte's published numeric values within 20 years, the last 100, oldest first. */
export async function resultTrend(deps: ReadDeps, patient: ReachablePatient, code: string): Promise<ResultTrend> {
  const since = clinicInstant(addYears(clinicToday(deps.clock.now()), -RANGE_MIN_YEARS_BACK));
  const items = await repo.findTrend(deps.db, patient, code, since, TREND_MAX_POINTS);
  const last = items.at(-1);
  return {
    code,
    name: last?.name ?? code,
    unit: last?.unit ?? null,
    points: items.map((i) => ({
      resultAt: (i.resultAt ?? new Date(0)).toISOString(),
      value: i.numericValue ?? 0,
      referenceLow: i.referenceLow,
      referenceHigh: i.referenceHigh,
      orderId: i.orderId,
    })),
  };
}

/** The extended printout of a published order: every element with its range and flag, and each analyte's earlier values. */
export async function resultPrintout(deps: ReadDeps & Pick<Deps, 'printer'>, patient: ReachablePatient, orderId: number, language: InterfaceLanguage): Promise<{ pdf: Buffer; fileName: string }> {
  const order = await repo.findOrder(deps.db, patient, orderId, { publishedOnly: true });
  if (!order) throw NotFound();
  const [view] = await orderViews(deps, patient, [order]);
  const before = order.resultDate ?? order.orderedAt;
  const previous = await repo.findPreviousValues(
    deps.db,
    patient,
    view.elements.map((e) => e.code),
    before,
    PRINTOUT_PREVIOUS,
  );
  const pdf = await renderResultPrintout(deps, view, previous, language);
  return { pdf, fileName: `wynik_${order.orderNumber.replace(/\//g, '-')}.pdf` };
}

/** The laboratory panels by code (the seed's orders and the console's result entry name them). */
export { panelByCode } from './result-panels';
