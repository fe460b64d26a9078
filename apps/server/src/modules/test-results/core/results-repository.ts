import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { resultItems, resultOrders, type ResultItemRow, type ResultOrderRow } from '../../../db/schema/index';

/*
 * Result orders and their elementary results. Every query names its patient; the patient's reads see
 * published orders only (the partial index result_orders_published_patient_id_ordered_at_id_idx).
 */

type Patient = { id: number };
const published = isNotNull(resultOrders.publishedAt);

function orderRange(range: { from?: Date; to?: Date }): SQL[] {
  const where: SQL[] = [];
  if (range.from) where.push(gte(resultOrders.orderedAt, range.from));
  if (range.to) where.push(lte(resultOrders.orderedAt, range.to));
  return where;
}

/** A page of the patient's orders, newest first: published ones only unless `all` (the console). */
export const findOrders = (db: DbOrTx, patient: Patient, input: { from?: Date; to?: Date; all?: boolean; scope?: SQL }, limit: number, offset: number) =>
  db
    .select()
    .from(resultOrders)
    .where(and(eq(resultOrders.patientId, patient.id), ...(input.all ? [] : [published]), ...orderRange(input), input.scope))
    .orderBy(desc(resultOrders.orderedAt), desc(resultOrders.id))
    .limit(limit)
    .offset(offset);

/** The elements of some orders (one query for a page), in each order's sequence. */
export const findItemsOfOrders = (db: DbOrTx, orderIds: readonly number[]): Promise<ResultItemRow[]> =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db.select().from(resultItems).where(inArray(resultItems.orderId, [...orderIds])).orderBy(asc(resultItems.orderId), asc(resultItems.position), asc(resultItems.id));

/**
 * Of these elements, those with an earlier published numeric value of the same analyte for the same
 * patient (a trend can be drawn): one query for a page.
 */
export async function findItemsWithHistory(db: DbOrTx, patient: Patient, itemIds: readonly number[]): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db.execute<{ id: number }>(sql`
    select i.id from result_items i
    where i.patient_id = ${patient.id} and i.id in (${sql.join(
      itemIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and i.result_at is not null
      -- The latest earlier value first, by the (patient, code, result_at) index: one probe per element,
      -- never a scan of the analyte's whole history.
      and exists (
        select 1 from lateral (
          select p.order_id from result_items p
          where p.patient_id = i.patient_id and p.code = i.code and p.result_at < i.result_at and p.numeric_value is not null
          order by p.result_at desc limit 20) p
        join result_orders o on o.id = p.order_id and o.published_at is not null)`);
  return new Set((rows as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id)));
}

export const findOrder = async (db: DbOrTx, patient: Patient, orderId: number, opts: { publishedOnly: boolean }): Promise<ResultOrderRow | null> =>
  (
    await db
      .select()
      .from(resultOrders)
      .where(and(eq(resultOrders.id, orderId), eq(resultOrders.patientId, patient.id), ...(opts.publishedOnly ? [published] : [])))
  )[0] ?? null;

/**
 * Orders a console member limited to units sees: those of her units and those of no unit. `unitOf` is
 * her scope (`units.where`).
 */
export const ordersOfUnits = (unitOf: (column: PgColumn) => SQL): SQL => or(isNull(resultOrders.unitId), unitOf(resultOrders.unitId))!;

/** An order by id whoever its patient (the console, which then names the patient for the audit); `scope` as `ordersOfUnits`. */
export const findOrderById = async (db: DbOrTx, orderId: number, scope?: SQL): Promise<ResultOrderRow | null> =>
  (await db.select().from(resultOrders).where(and(eq(resultOrders.id, orderId), scope)))[0] ?? null;

/** An elementary result of a published order of the patient. */
export const findPublishedItem = async (db: DbOrTx, patient: Patient, itemId: number): Promise<ResultItemRow | null> =>
  (
    await db
      .select({ item: resultItems })
      .from(resultItems)
      .innerJoin(resultOrders, eq(resultOrders.id, resultItems.orderId))
      .where(and(eq(resultItems.id, itemId), eq(resultItems.patientId, patient.id), eq(resultOrders.patientId, patient.id), published))
  )[0]?.item ?? null;

/** One analyte's published numeric values since `since`: the latest `limit`, answered oldest first. */
export async function findTrend(db: DbOrTx, patient: Patient, code: string, since: Date, limit: number) {
  const rows = await db
    .select({ item: resultItems })
    .from(resultItems)
    .innerJoin(resultOrders, eq(resultOrders.id, resultItems.orderId))
    .where(
      and(eq(resultItems.patientId, patient.id), eq(resultItems.code, code), isNotNull(resultItems.numericValue), gte(resultItems.resultAt, since), published),
    )
    .orderBy(desc(resultItems.resultAt), desc(resultItems.id))
    .limit(limit);
  return rows.map((r) => r.item).reverse();
}

/** Earlier published values of these analytes before `before` (the extended printout): at most `perCode` each, newest first. */
export async function findPreviousValues(db: DbOrTx, patient: Patient, codes: readonly string[], before: Date, perCode: number) {
  if (codes.length === 0) return [];
  const ranked = db
    .select({
      code: resultItems.code,
      value: resultItems.value,
      unit: resultItems.unit,
      flag: resultItems.flag,
      resultAt: resultItems.resultAt,
      rank: sql<number>`row_number() over (partition by ${resultItems.code} order by ${resultItems.resultAt} desc, ${resultItems.id} desc)`.as('rank'),
    })
    .from(resultItems)
    .innerJoin(resultOrders, eq(resultOrders.id, resultItems.orderId))
    .where(and(eq(resultItems.patientId, patient.id), inArray(resultItems.code, [...codes]), lt(resultItems.resultAt, before), published))
    .as('ranked');
  return db.select().from(ranked).where(lte(ranked.rank, perCode)).orderBy(asc(ranked.code), asc(ranked.rank));
}

/* The console's writes ------------------------------------------------------------------------------ */

export const insertOrder = async (db: DbOrTx, values: typeof resultOrders.$inferInsert) => (await db.insert(resultOrders).values(values).returning())[0];

export const insertItems = async (db: DbOrTx, values: Array<typeof resultItems.$inferInsert>) =>
  values.length === 0 ? [] : db.insert(resultItems).values(values).returning();

export const updateOrder = async (db: DbOrTx, orderId: number, values: Partial<typeof resultOrders.$inferInsert>) =>
  (await db.update(resultOrders).set(values).where(eq(resultOrders.id, orderId)).returning())[0];

export const updateItem = (db: DbOrTx, itemId: number, orderId: number, values: Partial<typeof resultItems.$inferInsert>) =>
  db.update(resultItems).set(values).where(and(eq(resultItems.id, itemId), eq(resultItems.orderId, orderId)));

export const deleteItemsExcept = (db: DbOrTx, orderId: number, keep: readonly number[]) =>
  db.delete(resultItems).where(and(eq(resultItems.orderId, orderId), keep.length ? sql`${resultItems.id} not in (${sql.join(keep.map((id) => sql`${id}`), sql`, `)})` : sql`true`));

/** Locks the order's row for a change (publication, entry). */
export const lockOrder = async (db: DbOrTx, orderId: number) =>
  (await db.select().from(resultOrders).where(eq(resultOrders.id, orderId)).for('update'))[0] ?? null;

/** Orders resulted and waiting for publication (the console's queue). */
export const countResulted = async (db: DbOrTx, scope?: SQL) =>
  Number((await db.select({ n: sql<number>`count(*)` }).from(resultOrders).where(and(eq(resultOrders.status, 'RESULTED'), scope)))[0].n);

export const findResulted = (db: DbOrTx, limit: number, offset = 0, scope?: SQL) =>
  db.select().from(resultOrders).where(and(eq(resultOrders.status, 'RESULTED'), scope)).orderBy(asc(resultOrders.updatedAt), asc(resultOrders.id)).limit(limit).offset(offset);

/** The highest order number of a year (numbers are ZL/<year>/<6 digits>). */
export async function lastOrderNumber(db: DbOrTx, year: number): Promise<string | null> {
  const [row] = await db
    .select({ n: resultOrders.orderNumber })
    .from(resultOrders)
    .where(sql`${resultOrders.orderNumber} like ${`ZL/${year}/%`}`)
    .orderBy(desc(resultOrders.orderNumber))
    .limit(1);
  return row?.n ?? null;
}
