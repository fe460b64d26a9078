import { and, asc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ServiceType, ServiceWrite } from '@portal/contracts';
import type { DbOrTx } from '../../db/client';
import { serviceUnits, services } from '../../db/schema/index';
import type { UnitScope } from '../../plugins/staff-resources';
import { escapeLike } from './organisation-repository';

export const serviceColumns = {
  id: services.id,
  system: services.system,
  externalId: services.externalId,
  code: services.code,
  name: services.name,
  nameEn: services.nameEn,
  nameUk: services.nameUk,
  type: services.type,
  speciality: services.speciality,
  commercial: services.commercial,
  price: services.price,
  durationMinutes: services.durationMinutes,
  active: services.active,
};
export type ServiceRow = { [K in keyof typeof serviceColumns]: (typeof services.$inferSelect)[K] };

export interface ServiceFilter {
  q?: string;
  unitId?: number;
  type?: ServiceType;
  speciality?: string;
  commercial?: boolean;
  active?: boolean;
}

/** A service offered in a unit of the scope (and in `unitId` when given). */
function offeredIn(db: DbOrTx, scope: UnitScope, unitId: number | undefined): SQL | undefined {
  if (scope.all && unitId === undefined) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(serviceUnits)
      .where(
        and(
          eq(serviceUnits.serviceId, services.id),
          scope.all ? undefined : scope.where(serviceUnits.unitId),
          unitId === undefined ? undefined : eq(serviceUnits.unitId, unitId),
        ),
      ),
  );
}

function conditions(db: DbOrTx, scope: UnitScope, filter: ServiceFilter): SQL | undefined {
  const all: Array<SQL | undefined> = [offeredIn(db, scope, filter.unitId)];
  if (filter.q) all.push(or(ilike(services.name, `%${escapeLike(filter.q)}%`), ilike(services.code, `${escapeLike(filter.q)}%`)));
  if (filter.type) all.push(eq(services.type, filter.type));
  if (filter.speciality) all.push(eq(services.speciality, filter.speciality));
  if (filter.commercial !== undefined) all.push(eq(services.commercial, filter.commercial));
  if (filter.active !== undefined) all.push(eq(services.active, filter.active));
  return and(...all);
}

/** Services by name, then id (index services_name_id_idx); `limit` null: all. */
export async function selectServices(db: DbOrTx, scope: UnitScope, filter: ServiceFilter, limit: number | null, offset = 0): Promise<ServiceRow[]> {
  const query = db.select(serviceColumns).from(services).where(conditions(db, scope, filter)).orderBy(asc(services.name), asc(services.id));
  return limit === null ? query : query.limit(limit).offset(offset);
}

/** One service, if the scope reaches one of its units. */
export async function findService(db: DbOrTx, scope: UnitScope, serviceId: number): Promise<ServiceRow | null> {
  const [row] = await db
    .select(serviceColumns)
    .from(services)
    .where(and(eq(services.id, serviceId), offeredIn(db, scope, undefined)));
  return row ?? null;
}

type ServiceValues = Omit<ServiceWrite, 'unitIds'>;

export async function insertService(db: DbOrTx, values: ServiceValues): Promise<number> {
  const [row] = await db.insert(services).values(values).returning({ id: services.id });
  return row.id;
}

export async function updateService(db: DbOrTx, serviceId: number, values: ServiceValues): Promise<boolean> {
  const rows = await db
    .update(services)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(services.id, serviceId))
    .returning({ id: services.id });
  return rows.length > 0;
}

/** Whether another service has the code (compared case-insensitively, as the unique index does). */
export async function serviceCodeTaken(db: DbOrTx, code: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(sql`lower(${services.code}) = lower(${code})`, exceptId === null ? undefined : sql`${services.id} <> ${exceptId}`));
  return rows.length > 0;
}

/** Code, name (with its English and Ukrainian versions) and activity of services by code or by id (one query); unknown ones are absent. */
export async function findServiceRefs(db: DbOrTx, by: { codes: readonly string[] } | { ids: readonly number[] }) {
  const where = 'codes' in by ? (by.codes.length ? inArray(services.code, [...by.codes]) : sql`false`) : by.ids.length ? inArray(services.id, [...by.ids]) : sql`false`;
  return db.select({ id: services.id, code: services.code, name: services.name, nameEn: services.nameEn, nameUk: services.nameUk, active: services.active }).from(services).where(where).orderBy(asc(services.code));
}
