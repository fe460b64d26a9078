import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { UnitScope } from '../../../plugins/staff-resources';
import { bookingLocks, bookings, patients, practitioners, priceListItems, services, timeSlots, units } from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * The console's reads of bookings: a booking with its patient and the organisation's names (one query
 * a list), a practitioner's slots of a day or week with the booking on each (one query a view), the
 * patient's other active bookings overlapping a slot, and the online-booking lock.
 */

const practitionerName = sql<string>`concat_ws(' ', ${practitioners.degree}, ${practitioners.name}, ${practitioners.lastName})`;

const bookingColumns = {
  booking: bookings,
  patientName: patients.name,
  patientLastName: patients.lastName,
  patientNationalId: patients.nationalId,
  serviceName: services.name,
  serviceCode: services.code,
  serviceSpeciality: services.speciality,
  unitName: units.name,
  practitionerName,
  practitionerSpecialities: practitioners.specialities,
};

export async function bookingRows(db: DbOrTx, where: SQL) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(patients, eq(patients.id, bookings.patientId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(practitioners, eq(practitioners.id, bookings.practitionerId))
    .where(where)
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}
export type ClinicBookingRow = Awaited<ReturnType<typeof bookingRows>>[number];

/** A booking by id; `scope` (a member's units, `units.where(bookings.unitId)`) keeps out another unit's. */
export const bookingRowById = async (db: DbOrTx, id: number, scope?: SQL) => (await bookingRows(db, and(eq(bookings.id, id), scope)!))[0] ?? null;

export const patientBookingRows = (db: DbOrTx, patientId: CheckedPatientId, from: Date, to: Date, scope?: SQL) =>
  bookingRows(db, and(eq(bookings.patientId, patientId), gte(bookings.startsAt, from), lt(bookings.startsAt, to), scope)!);

/** A practitioner's slots in [from, to) with the booking that took each, in one query. */
export function calendarRows(db: DbOrTx, practitionerId: number, from: Date, to: Date, scope: UnitScope) {
  return db
    .select({
      slot: timeSlots,
      serviceName: services.name,
      unitName: units.name,
      booking: bookings,
      patientName: patients.name,
      patientLastName: patients.lastName,
      patientNationalId: patients.nationalId,
      serviceCode: services.code,
    })
    .from(timeSlots)
    .innerJoin(services, eq(services.id, timeSlots.serviceId))
    .innerJoin(units, eq(units.id, timeSlots.unitId))
    .leftJoin(bookings, eq(bookings.id, timeSlots.bookingId))
    .leftJoin(patients, eq(patients.id, bookings.patientId))
    .where(and(eq(timeSlots.practitionerId, practitionerId), gte(timeSlots.startsAt, from), lt(timeSlots.startsAt, to), scope.where(timeSlots.unitId)))
    .orderBy(asc(timeSlots.startsAt), asc(timeSlots.id));
}

/** The patient's active bookings overlapping [from, to), other than `exceptId`. */
export const overlappingActive = (db: DbOrTx, patientId: CheckedPatientId, from: Date, to: Date) =>
  db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.patientId, patientId), sql`${bookings.status} in ('SCHEDULED', 'REGISTERED')`, lt(bookings.startsAt, to), sql`${bookings.endsAt} > ${from}`));

/** A price-list item of the service valid on the day. */
export const priceItemOn = async (db: DbOrTx, serviceId: number, itemId: number, day: string) =>
  (
    await db
      .select()
      .from(priceListItems)
      .where(and(eq(priceListItems.id, itemId), eq(priceListItems.serviceId, serviceId), sql`${priceListItems.validFrom} <= ${day}`, sql`(${priceListItems.validTo} is null or ${priceListItems.validTo} >= ${day})`))
  )[0] ?? null;

export const setBooking = async (db: DbOrTx, id: number, values: Partial<typeof bookings.$inferInsert>) => (await db.update(bookings).set(values).where(eq(bookings.id, id)).returning())[0]!;

export const findLock = async (db: DbOrTx, patientId: CheckedPatientId) => (await db.select().from(bookingLocks).where(eq(bookingLocks.patientId, patientId)))[0] ?? null;
export const upsertLock = (db: DbOrTx, values: typeof bookingLocks.$inferInsert) =>
  db
    .insert(bookingLocks)
    .values(values)
    .onConflictDoUpdate({ target: bookingLocks.patientId, set: { reason: values.reason, lockedByStaffId: values.lockedByStaffId, lockedAt: values.lockedAt } });
export const deleteLock = (db: DbOrTx, patientId: CheckedPatientId) => db.delete(bookingLocks).where(eq(bookingLocks.patientId, patientId));

/** Scheduled visits of a clinic day whose patients' arrival is not registered yet (the desk's queue). */
export const countToRegister = async (db: DbOrTx, from: Date, to: Date, scope: UnitScope) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.status, 'SCHEDULED'), sql`${bookings.orderStatus} is null`, gte(bookings.startsAt, from), lt(bookings.startsAt, to), scope.where(bookings.unitId)))
  )[0]?.n ?? 0;
