import type { ElementaryResult, TestResult } from '@portal/contracts';
import type { ResultItemRow, ResultOrderRow } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { writtenBy } from '../../../lib/written-by';

/* Rows as the API shows them. */

export type UnitNames = ReadonlyMap<number, { id: number; name: string; code: string }>;

/** The units orders name (one read of the organisation for a page). */
export async function unitNames(deps: Pick<Deps, 'his'>, orders: readonly ResultOrderRow[]): Promise<UnitNames> {
  if (!orders.some((o) => o.unitId !== null)) return new Map();
  const units = await deps.his.listUnits();
  return new Map(units.map((u) => [Number(u.id), { id: Number(u.id), name: u.name, code: u.code }]));
}

export function elementView(item: ResultItemRow, order: ResultOrderRow, withHistory: ReadonlySet<number>): ElementaryResult {
  return {
    id: item.id,
    code: item.code,
    name: item.name,
    value: item.value ?? '',
    unit: item.unit,
    referenceLow: item.referenceLow,
    referenceHigh: item.referenceHigh,
    referenceText: item.referenceText,
    flag: item.flag,
    method: item.method,
    resultAt: (item.resultAt ?? order.resultDate ?? order.orderedAt).toISOString(),
    hasContent: item.contentFileId !== null,
    hasArchive: item.archiveFileId !== null,
    hasTrend: withHistory.has(item.id),
  };
}

export function orderView(
  order: ResultOrderRow,
  items: readonly ResultItemRow[],
  context: { units: UnitNames; withHistory: ReadonlySet<number>; importEnabled: boolean; shared: ReadonlySet<number> },
): TestResult {
  return {
    id: order.id,
    patientId: order.patientId,
    orderNumber: order.orderNumber,
    name: order.name,
    kind: order.kind,
    orderedAt: order.orderedAt.toISOString(),
    resultDate: order.resultDate?.toISOString() ?? null,
    unit: order.unitId !== null ? (context.units.get(order.unitId) ?? null) : null,
    orderedBy: order.orderedByName ? { id: null, displayName: order.orderedByName } : null,
    resultedBy: writtenBy(order.resultedByName, order.resultedAt),
    description: order.description,
    hasContent: order.contentFileId !== null,
    hasArchive: order.archiveFileId !== null,
    imaging: order.kind === 'IMAGING' ? { studyAvailable: order.studyInstanceUid !== null, importEnabled: context.importEnabled } : null,
    elements: items.filter((i) => i.orderId === order.id).map((i) => elementView(i, order, context.withHistory)),
    consentDocShared: context.shared.has(order.id),
  };
}
