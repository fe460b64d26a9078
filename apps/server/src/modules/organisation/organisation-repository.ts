import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { UnitRef, UnitWrite } from '@portal/contracts';
import type { DbOrTx } from '../../db/client';
import { dictionaryItems, practitionerUnits, serviceUnits, units } from '../../db/schema/index';
import type { UnitScope } from '../../plugins/staff-resources';

/** A LIKE pattern's own characters taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export { uniqueViolationOf } from '../../db/unique-violation';

export const unitColumns = {
  id: units.id,
  system: units.system,
  externalId: units.externalId,
  name: units.name,
  code: units.code,
  city: units.city,
  street: units.street,
  houseNumber: units.houseNumber,
  apartmentNumber: units.apartmentNumber,
  postalCode: units.postalCode,
  phone: units.phone,
  email: units.email,
  active: units.active,
};
export type UnitRow = { [K in keyof typeof unitColumns]: (typeof units.$inferSelect)[K] };

export interface UnitFilter {
  q?: string;
  active?: boolean;
}

function unitConditions(scope: UnitScope, filter: UnitFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [scope.all ? undefined : scope.where(units.id)];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(units.name, pattern), ilike(units.code, pattern), ilike(units.city, pattern)));
  }
  if (filter.active !== undefined) conditions.push(eq(units.active, filter.active));
  return and(...conditions);
}

/** Units by name, then id (index units_name_idx); `limit` null: all of them. */
export async function selectUnits(db: DbOrTx, scope: UnitScope, filter: UnitFilter, limit: number | null, offset = 0): Promise<UnitRow[]> {
  const query = db.select(unitColumns).from(units).where(unitConditions(scope, filter)).orderBy(asc(units.name), asc(units.id));
  return limit === null ? query : query.limit(limit).offset(offset);
}

export async function findUnit(db: DbOrTx, unitId: number): Promise<UnitRow | null> {
  const [row] = await db.select(unitColumns).from(units).where(eq(units.id, unitId));
  return row ?? null;
}

export async function insertUnit(db: DbOrTx, values: UnitWrite): Promise<UnitRow> {
  const [row] = await db.insert(units).values(values).returning(unitColumns);
  return row;
}

export async function updateUnit(db: DbOrTx, unitId: number, values: UnitWrite): Promise<UnitRow | null> {
  const [row] = await db
    .update(units)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(units.id, unitId))
    .returning(unitColumns);
  return row ?? null;
}

/** Whether another unit has the code (compared case-insensitively, as the unique index does). */
export async function unitCodeTaken(db: DbOrTx, code: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: units.id })
    .from(units)
    .where(and(sql`lower(${units.code}) = lower(${code})`, exceptId === null ? undefined : sql`${units.id} <> ${exceptId}`));
  return rows.length > 0;
}

/** Which of the ids are units the scope reaches. */
export async function reachableUnitIds(db: DbOrTx, scope: UnitScope, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: units.id })
    .from(units)
    .where(and(inArray(units.id, [...ids]), scope.all ? undefined : scope.where(units.id)));
  return new Set(rows.map((r) => r.id));
}

const unitLinks = {
  practitioner: { table: practitionerUnits, ownerId: practitionerUnits.practitionerId, unitId: practitionerUnits.unitId },
  service: { table: serviceUnits, ownerId: serviceUnits.serviceId, unitId: serviceUnits.unitId },
} as const;

/** The units (id, name, code) of each practitioner or service, within the scope, by name. */
export async function unitRefsOf(db: DbOrTx, scope: UnitScope, owner: keyof typeof unitLinks, ownerIds: readonly number[]): Promise<Map<number, UnitRef[]>> {
  const byOwner = new Map<number, UnitRef[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const links = unitLinks[owner];
  const rows = await db
    .select({ ownerId: links.ownerId, id: units.id, name: units.name, code: units.code })
    .from(links.table)
    .innerJoin(units, eq(units.id, links.unitId))
    .where(and(inArray(links.ownerId, [...ownerIds]), scope.all ? undefined : scope.where(units.id)))
    .orderBy(asc(units.name), asc(units.id));
  for (const { ownerId, ...ref } of rows) byOwner.get(ownerId)?.push(ref);
  return byOwner;
}

/**
 * Sets the units of a practitioner or service to `unitIds`, changing only links within the scope: a
 * member limited to some units never removes a link to a unit she does not see.
 */
export async function replaceUnitLinks(db: DbOrTx, scope: UnitScope, owner: keyof typeof unitLinks, ownerId: number, unitIds: readonly number[]): Promise<void> {
  const links = unitLinks[owner];
  await db.delete(links.table).where(and(eq(links.ownerId, ownerId), scope.all ? undefined : scope.where(links.unitId)));
  if (unitIds.length === 0) return;
  if (owner === 'practitioner') await db.insert(practitionerUnits).values(unitIds.map((unitId) => ({ practitionerId: ownerId, unitId }))).onConflictDoNothing();
  else await db.insert(serviceUnits).values(unitIds.map((unitId) => ({ serviceId: ownerId, unitId }))).onConflictDoNothing();
}

/** Which of the codes the dictionary holds. */
export async function knownDictionaryCodes(db: DbOrTx, dictionary: string, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: dictionaryItems.code })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.dictionary, dictionary), inArray(dictionaryItems.code, [...codes])));
  return new Set(rows.map((r) => r.code));
}

/** A dictionary's items in their order. */
export async function dictionaryEntries(db: DbOrTx, dictionary: string): Promise<Array<{ code: string; name: string }>> {
  return db
    .select({ code: dictionaryItems.code, name: dictionaryItems.name })
    .from(dictionaryItems)
    .where(eq(dictionaryItems.dictionary, dictionary))
    .orderBy(asc(dictionaryItems.position), asc(dictionaryItems.name));
}

export async function unitNamesOf(db: DbOrTx, ids: readonly number[]): Promise<Array<{ id: number; name: string }>> {
  if (ids.length === 0) return [];
  return db.select({ id: units.id, name: units.name }).from(units).where(inArray(units.id, [...ids]));
}

/** Id, name and code of the units with these ids (other modules' lists name the unit of each row). */
export async function unitRefsByIds(db: DbOrTx, ids: readonly number[]): Promise<UnitRef[]> {
  if (ids.length === 0) return [];
  return db.select({ id: units.id, name: units.name, code: units.code }).from(units).where(inArray(units.id, [...ids]));
}
