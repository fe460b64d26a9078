import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bookingServiceRules, practitioners, priceListItems, schedules, services, timeSlots, units } from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * The catalogue's and the free slots' reads, each one query with the organisation's names joined in:
 * schedules open to the portal (B: visitors and patients, P: signed-in patients; N never) whose service,
 * unit and practitioner are active and whose validity reaches today or later.
 */

type Availability = 'B' | 'P';

/** A schedule's validity reaches `today` or later, and everything it names is active. */
const openSchedule = (availability: readonly Availability[], today: string) =>
  and(
    eq(schedules.active, true),
    inArray(schedules.availability, [...availability]),
    or(isNull(schedules.validTo), gte(schedules.validTo, today)),
    eq(services.active, true),
    eq(units.active, true),
    eq(practitioners.active, true),
  );

/** The lowest price of the service's price list valid on `day` ("250.00"), or null. */
const lowestPrice = (day: string) =>
  sql<string | null>`(select min(p.price)::text from ${priceListItems} p where p.service_id = ${schedules.serviceId}
    and p.valid_from <= ${day}::date and (p.valid_to is null or p.valid_to >= ${day}::date))`;

export function catalogRows(db: DbOrTx, availability: readonly Availability[], today: string) {
  return db
    .select({
      availabilityId: schedules.id,
      availability: schedules.availability,
      funding: schedules.funding,
      service: { id: services.id, code: services.code, name: services.name, nameEn: services.nameEn, nameUk: services.nameUk, type: services.type, commercial: services.commercial, speciality: services.speciality },
      unit: { id: units.id, name: units.name, city: units.city, system: units.system, externalId: units.externalId },
      practitioner: {
        id: practitioners.id,
        name: practitioners.name,
        lastName: practitioners.lastName,
        degree: practitioners.degree,
        occupation: practitioners.occupation,
        specialities: practitioners.specialities,
      },
      rules: bookingServiceRules.rules,
      anyPractitioner: bookingServiceRules.anyPractitioner,
      employeeStatusVisible: bookingServiceRules.employeeStatusVisible,
      priceFrom: lowestPrice(today),
    })
    .from(schedules)
    .innerJoin(services, eq(services.id, schedules.serviceId))
    .innerJoin(units, eq(units.id, schedules.unitId))
    .innerJoin(practitioners, eq(practitioners.id, schedules.practitionerId))
    .leftJoin(bookingServiceRules, eq(bookingServiceRules.serviceId, schedules.serviceId))
    .where(openSchedule(availability, today))
    .orderBy(asc(services.name), asc(units.name), asc(practitioners.lastName), asc(practitioners.name), asc(schedules.id));
}

/** Active units with at least one open portal schedule. */
export function catalogUnits(db: DbOrTx, today: string) {
  return db
    .select({
      id: units.id,
      name: units.name,
      code: units.code,
      city: units.city,
      street: units.street,
      houseNumber: units.houseNumber,
      postalCode: units.postalCode,
      phone: units.phone,
    })
    .from(units)
    .where(
      and(
        eq(units.active, true),
        sql`exists (select 1 from ${schedules} s where s.unit_id = ${units.id} and s.active and s.availability in ('B', 'P')
          and (s.valid_to is null or s.valid_to >= ${today}::date))`,
      ),
    )
    .orderBy(asc(units.name), asc(units.id));
}

export const findServiceByCode = async (db: DbOrTx, code: string) =>
  (await db.select().from(services).where(sql`lower(${services.code}) = lower(${code})`))[0] ?? null;

export const findServiceById = async (db: DbOrTx, id: number) => (await db.select().from(services).where(eq(services.id, id)))[0] ?? null;

export interface FreeSlotsFilter {
  serviceId: number;
  from: Date;
  to: Date;
  now: Date;
  patientId: CheckedPatientId | null;
  unitId?: number;
  practitionerId?: number;
  occupation?: string;
  scheduleId?: number;
  limit: number;
}

/**
 * Free slots of a service in [from, to): not booked (the partial index of free slots by service and
 * start), of a portal availability, and not held by another patient at `now`.
 */
function freeSlotConditions(f: Omit<FreeSlotsFilter, 'limit'>): Array<SQL | undefined> {
  return [
    eq(timeSlots.serviceId, f.serviceId),
    isNull(timeSlots.bookingId),
    gte(timeSlots.startsAt, f.from),
    sql`${timeSlots.startsAt} < ${f.to.toISOString()}::timestamptz`,
    inArray(timeSlots.availability, ['B', 'P']),
    or(isNull(timeSlots.heldUntil), lte(timeSlots.heldUntil, f.now), f.patientId === null ? undefined : eq(timeSlots.heldByPatientId, f.patientId)),
    eq(units.active, true),
    eq(practitioners.active, true),
    f.unitId === undefined ? undefined : eq(timeSlots.unitId, f.unitId),
    f.practitionerId === undefined ? undefined : eq(timeSlots.practitionerId, f.practitionerId),
    f.scheduleId === undefined ? undefined : eq(timeSlots.scheduleId, f.scheduleId),
    f.occupation === undefined ? undefined : sql`${practitioners.occupation} = ${f.occupation}`,
  ];
}

export function freeSlots(db: DbOrTx, f: FreeSlotsFilter) {
  const conditions = freeSlotConditions(f);
  return db
    .select({
      id: timeSlots.id,
      scheduleId: timeSlots.scheduleId,
      startsAt: timeSlots.startsAt,
      endsAt: timeSlots.endsAt,
      funding: timeSlots.funding,
      heldByPatientId: timeSlots.heldByPatientId,
      heldUntil: timeSlots.heldUntil,
      unitId: units.id,
      unitName: units.name,
      practitionerId: practitioners.id,
      practitionerName: practitioners.name,
      practitionerLastName: practitioners.lastName,
      practitionerDegree: practitioners.degree,
    })
    .from(timeSlots)
    .innerJoin(units, eq(units.id, timeSlots.unitId))
    .innerJoin(practitioners, eq(practitioners.id, timeSlots.practitionerId))
    .where(and(...conditions))
    .orderBy(asc(timeSlots.startsAt), asc(timeSlots.id))
    .limit(f.limit);
}

/** The items of a service's price list valid on a day, in the list's order. */
export const priceItemsOn = (db: DbOrTx, serviceId: number, day: string) =>
  db
    .select({ id: priceListItems.id, name: priceListItems.name, price: priceListItems.price })
    .from(priceListItems)
    .where(and(eq(priceListItems.serviceId, serviceId), lte(priceListItems.validFrom, day), or(isNull(priceListItems.validTo), gte(priceListItems.validTo, day))))
    .orderBy(asc(priceListItems.position), asc(priceListItems.id));


/** The clinic days (YYYY-MM-DD, in `timeZone`) in [from, to) with a free slot of the filter, in order. */
export async function freeDays(db: DbOrTx, f: Omit<FreeSlotsFilter, 'limit'>, timeZone: string): Promise<string[]> {
  const day = sql<string>`to_char(${timeSlots.startsAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(timeSlots)
    .innerJoin(units, eq(units.id, timeSlots.unitId))
    .innerJoin(practitioners, eq(practitioners.id, timeSlots.practitionerId))
    .where(and(...freeSlotConditions(f)))
    // By the first column: the zone is a parameter, so the same expression again would be another one to PostgreSQL.
    .orderBy(sql`1`);
  return rows.map((r) => r.day);
}

/** The start of the earliest free slot of the filter in [from, to), or null. */
export async function firstFreeStart(db: DbOrTx, f: Omit<FreeSlotsFilter, 'limit'>): Promise<Date | null> {
  const rows = await db
    .select({ startsAt: timeSlots.startsAt })
    .from(timeSlots)
    .innerJoin(units, eq(units.id, timeSlots.unitId))
    .innerJoin(practitioners, eq(practitioners.id, timeSlots.practitionerId))
    .where(and(...freeSlotConditions(f)))
    .orderBy(asc(timeSlots.startsAt))
    .limit(1);
  return rows[0]?.startsAt ?? null;
}
