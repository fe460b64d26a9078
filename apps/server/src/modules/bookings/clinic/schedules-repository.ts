import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { UnitScope } from '../../../plugins/staff-resources';
import { bookings, patients, practitioners, priceListItems, scheduleExceptions, schedules, services, units } from '../../../db/schema/index';

/*
 * The console's schedules: rows with the organisation's names joined (one query a list), their
 * exceptions, and the booked visits a regeneration left outside the schedule's new hours.
 */

export type ScheduleExceptionRow = typeof scheduleExceptions.$inferSelect;

const practitionerName = sql<string>`concat_ws(' ', ${practitioners.degree}, ${practitioners.name}, ${practitioners.lastName})`;

const scheduleColumns = {
  schedule: schedules,
  practitionerName,
  unitName: units.name,
  serviceName: services.name,
  serviceCode: services.code,
  serviceCommercial: services.commercial,
};

export async function listSchedules(db: DbOrTx, filter: { practitionerId?: number; unitId?: number; serviceId?: number; active?: boolean; id?: number; units?: UnitScope }) {
  const where: SQL[] = [];
  if (filter.units) where.push(filter.units.where(schedules.unitId));
  if (filter.id !== undefined) where.push(eq(schedules.id, filter.id));
  if (filter.practitionerId !== undefined) where.push(eq(schedules.practitionerId, filter.practitionerId));
  if (filter.unitId !== undefined) where.push(eq(schedules.unitId, filter.unitId));
  if (filter.serviceId !== undefined) where.push(eq(schedules.serviceId, filter.serviceId));
  if (filter.active !== undefined) where.push(eq(schedules.active, filter.active));
  return db
    .select(scheduleColumns)
    .from(schedules)
    .innerJoin(practitioners, eq(practitioners.id, schedules.practitionerId))
    .innerJoin(units, eq(units.id, schedules.unitId))
    .innerJoin(services, eq(services.id, schedules.serviceId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(practitioners.lastName), asc(services.name), asc(schedules.validFrom), asc(schedules.id));
}
export type ScheduleListRow = Awaited<ReturnType<typeof listSchedules>>[number];

/** A schedule's own columns, read through the member's units (`units.where` in the WHERE): one of another unit reads as none. */
export const scheduleOfUnits = async (db: DbOrTx, id: number, units: UnitScope) =>
  (await db.select().from(schedules).where(and(eq(schedules.id, id), units.where(schedules.unitId))))[0] ?? null;

/** Active schedules of a practitioner other than `exceptId` (the overlap check). */
export const activeSchedulesOf = (db: DbOrTx, practitionerId: number, exceptId: number | null) =>
  db
    .select()
    .from(schedules)
    .where(and(eq(schedules.practitionerId, practitionerId), eq(schedules.active, true), exceptId === null ? undefined : sql`${schedules.id} <> ${exceptId}`));

export const serviceFacts = async (db: DbOrTx, serviceId: number) =>
  (await db.select({ id: services.id, commercial: services.commercial, active: services.active }).from(services).where(eq(services.id, serviceId)))[0] ?? null;

export const hasPriceList = async (db: DbOrTx, serviceId: number) =>
  (await db.select({ id: priceListItems.id }).from(priceListItems).where(eq(priceListItems.serviceId, serviceId)).limit(1)).length > 0;

export const practitionerExists = async (db: DbOrTx, id: number) => (await db.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.id, id))).length > 0;
export const unitExists = async (db: DbOrTx, id: number) => (await db.select({ id: units.id }).from(units).where(eq(units.id, id))).length > 0;

export const insertSchedule = async (db: DbOrTx, values: typeof schedules.$inferInsert) => (await db.insert(schedules).values(values).returning())[0]!;
export const updateSchedule = async (db: DbOrTx, id: number, values: Partial<typeof schedules.$inferInsert>) =>
  (await db.update(schedules).set(values).where(eq(schedules.id, id)).returning())[0] ?? null;

export const listExceptions = (db: DbOrTx, filter: { scheduleId?: number; practitionerId?: number }) => {
  const where: SQL[] = [];
  if (filter.scheduleId !== undefined) where.push(eq(scheduleExceptions.scheduleId, filter.scheduleId));
  if (filter.practitionerId !== undefined) where.push(eq(scheduleExceptions.practitionerId, filter.practitionerId));
  return db
    .select()
    .from(scheduleExceptions)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(scheduleExceptions.dateFrom), asc(scheduleExceptions.id));
};
export const findException = async (db: DbOrTx, id: number) => (await db.select().from(scheduleExceptions).where(eq(scheduleExceptions.id, id)))[0] ?? null;
/**
 * An exception read through the member's units: a schedule's own is its schedule's unit's (another unit's
 * reads as none); a practitioner's leave or a clinic holiday spans units.
 */
export const exceptionOfUnits = async (db: DbOrTx, id: number, units: UnitScope) =>
  (
    await db
      .select({ exception: scheduleExceptions })
      .from(scheduleExceptions)
      .leftJoin(schedules, eq(schedules.id, scheduleExceptions.scheduleId))
      .where(and(eq(scheduleExceptions.id, id), or(isNull(scheduleExceptions.scheduleId), units.where(schedules.unitId))))
  )[0]?.exception ?? null;
export const insertException = async (db: DbOrTx, values: typeof scheduleExceptions.$inferInsert) => (await db.insert(scheduleExceptions).values(values).returning())[0]!;
export const deleteException = (db: DbOrTx, id: number) => db.delete(scheduleExceptions).where(eq(scheduleExceptions.id, id));

/** Active schedules an exception touches: its schedule, its practitioner's, or (neither) all. */
export const schedulesTouchedBy = async (db: DbOrTx, e: Pick<ScheduleExceptionRow, 'scheduleId' | 'practitionerId'>): Promise<number[]> =>
  (
    await db
      .select({ id: schedules.id })
      .from(schedules)
      .where(
        and(
          eq(schedules.active, true),
          e.scheduleId !== null ? eq(schedules.id, e.scheduleId) : e.practitionerId !== null ? eq(schedules.practitionerId, e.practitionerId) : undefined,
        ),
      )
  ).map((r) => r.id);

/** Active future bookings of the schedules (conflict candidates after a regeneration). */
export const activeFutureBookings = (db: DbOrTx, scheduleIds: readonly number[], now: Date) =>
  scheduleIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: bookings.id,
          scheduleId: bookings.scheduleId,
          startsAt: bookings.startsAt,
          patientName: sql<string>`${patients.name} || ' ' || ${patients.lastName}`,
          serviceName: services.name,
        })
        .from(bookings)
        .innerJoin(patients, eq(patients.id, bookings.patientId))
        .innerJoin(services, eq(services.id, bookings.serviceId))
        .where(and(inArray(bookings.scheduleId, [...scheduleIds]), sql`${bookings.status} in ('SCHEDULED', 'REGISTERED')`, gt(bookings.startsAt, now)))
        .orderBy(asc(bookings.startsAt));
