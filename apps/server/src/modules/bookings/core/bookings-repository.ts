import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import type { PatientScope, ReachablePatient } from '../../../plugins/patient-access';
import { preparedPer } from '../../../db/prepared';
import { accounts, bookingAttachments, bookingLocks, bookingServiceRules, bookings, drugs, patients, practitioners, priceListItems, referralInstitutions, referralPractitioners, services, timeSlots, units } from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * The bookings as the patient sees them: one query joins each booking with its patient, service, unit,
 * practitioner and price-list item; the attachments of a page of bookings come in one more query.
 */

const viewColumns = {
  booking: bookings,
  patientName: patients.name,
  patientLastName: patients.lastName,
  serviceCode: services.code,
  serviceName: services.name,
  serviceNameEn: services.nameEn,
  serviceNameUk: services.nameUk,
  serviceType: services.type,
  serviceActive: services.active,
  unitName: units.name,
  unitCity: units.city,
  unitStreet: units.street,
  unitHouseNumber: units.houseNumber,
  unitApartmentNumber: units.apartmentNumber,
  unitPostalCode: units.postalCode,
  unitPhone: units.phone,
  practitionerName: practitioners.name,
  practitionerLastName: practitioners.lastName,
  practitionerDegree: practitioners.degree,
  practitionerSpecialities: practitioners.specialities,
  priceItemName: priceListItems.name,
};

export type BookingViewRow = {
  booking: typeof bookings.$inferSelect;
  patientName: string;
  patientLastName: string;
  serviceCode: string;
  /** The service's Polish name, and its English and Ukrainian ones where given (booking-view `bookingServiceName`). */
  serviceName: string;
  serviceNameEn: string | null;
  serviceNameUk: string | null;
  serviceType: string;
  serviceActive: boolean;
  unitName: string;
  unitCity: string;
  unitStreet: string;
  unitHouseNumber: string;
  unitApartmentNumber: string | null;
  unitPostalCode: string;
  unitPhone: string | null;
  practitionerName: string;
  practitionerLastName: string;
  practitionerDegree: string | null;
  practitionerSpecialities: string[];
  priceItemName: string | null;
};

const viewQuery = (db: DbOrTx) =>
  db
    .select(viewColumns)
    .from(bookings)
    .innerJoin(patients, eq(patients.id, bookings.patientId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(practitioners, eq(practitioners.id, bookings.practitionerId))
    .leftJoin(priceListItems, eq(priceListItems.id, bookings.priceItemId));

/** Bookings matching `where`, with names, ordered by start. */
export async function findBookingViews(db: DbOrTx, where: SQL): Promise<BookingViewRow[]> {
  return viewQuery(db).where(where).orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** One booking of a system by its id, with names, or null. */
export async function findBookingView(db: DbOrTx, system: string, id: number): Promise<BookingViewRow | null> {
  const [row] = await viewQuery(db).where(and(eq(bookings.system, system), eq(bookings.id, id)));
  return row ?? null;
}

/**
 * A booking of the caller's patients by its system and id, the scope in the WHERE (another patient's
 * reads as none): the `booking` resource's loader.
 */
export async function findBookingViewIn(db: DbOrTx, scope: PatientScope, system: string, id: number): Promise<BookingViewRow | null> {
  const [row] = await viewQuery(db).where(and(eq(bookings.system, system), eq(bookings.id, id), scope.where(bookings.patientId)));
  return row ?? null;
}

/** Locks a booking of our system for a change, if it is one of the caller's patients' (the scope in the WHERE; else null). */
export async function lockBookingOf(tx: DbOrTx, owner: PatientScope | ReachablePatient, id: number): Promise<typeof bookings.$inferSelect | null> {
  const whose = 'where' in owner ? owner.where(bookings.patientId) : eq(bookings.patientId, owner.id);
  const [row] = await tx.select().from(bookings).where(and(eq(bookings.id, id), eq(bookings.system, 'PORTAL'), whose)).for('update');
  return row ?? null;
}

/** One booking by its id (any system). */
export const bookingById = (id: number): SQL => eq(bookings.id, id);

/** The bookings of patients in a range of instants, by start. */
export function bookingsInRange(patientIds: readonly CheckedPatientId[], from: Date, to: Date): SQL {
  return and(inArray(bookings.patientId, [...patientIds]), sql`${bookings.startsAt} >= ${from}`, sql`${bookings.startsAt} <= ${to}`)!;
}

/** The first active booking of a patient overlapping [from, to), other than `exceptId`. */
export function activeOverlapping(patientId: CheckedPatientId, from: Date, to: Date, exceptId?: number): SQL {
  return and(
    eq(bookings.patientId, patientId),
    sql`${bookings.status} in ('SCHEDULED', 'REGISTERED')`,
    sql`${bookings.startsAt} < ${to}`,
    sql`${bookings.endsAt} > ${from}`,
    exceptId === undefined ? undefined : ne(bookings.id, exceptId),
  )!;
}

export interface AttachmentLink {
  bookingId: number;
  fileId: number;
  kind: 'BOOKING' | 'REFERRAL';
}

/** The attachments of these bookings (their files' ids), oldest first. */
export async function findAttachmentLinks(db: DbOrTx, bookingIds: readonly number[]): Promise<AttachmentLink[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select({ bookingId: bookingAttachments.bookingId, fileId: bookingAttachments.fileId, kind: bookingAttachments.kind })
    .from(bookingAttachments)
    .where(inArray(bookingAttachments.bookingId, [...bookingIds]))
    .orderBy(asc(bookingAttachments.createdAt), asc(bookingAttachments.fileId));
}

export async function insertAttachments(db: DbOrTx, rows: Array<{ bookingId: number; fileId: number; kind: 'BOOKING' | 'REFERRAL'; createdAt: Date }>): Promise<void> {
  if (rows.length) await db.insert(bookingAttachments).values(rows).onConflictDoNothing();
}

/** Removes one attachment of a booking; answers whether it was there. */
export async function deleteAttachment(db: DbOrTx, bookingId: number, fileId: number, kind?: 'BOOKING' | 'REFERRAL'): Promise<boolean> {
  const rows = await db
    .delete(bookingAttachments)
    .where(and(eq(bookingAttachments.bookingId, bookingId), eq(bookingAttachments.fileId, fileId), kind ? eq(bookingAttachments.kind, kind) : undefined))
    .returning({ fileId: bookingAttachments.fileId });
  return rows.length > 0;
}

/** Updates a booking's columns (the caller checked it may). */
export async function updateBooking(db: DbOrTx, id: number, values: Partial<typeof bookings.$inferInsert>): Promise<typeof bookings.$inferSelect> {
  const [row] = await db.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  return row!;
}

/** SCHEDULED bookings starting before `until` and not reminded yet (the partial index), at most `limit`. */
export async function dueReminders(db: DbOrTx, now: Date, until: Date, limit: number): Promise<Array<typeof bookings.$inferSelect>> {
  return db
    .select()
    .from(bookings)
    .where(and(sql`${bookings.status} = 'SCHEDULED' and ${bookings.reminderSentAt} is null`, sql`${bookings.startsAt} > ${now}`, sql`${bookings.startsAt} <= ${until}`))
    .orderBy(asc(bookings.startsAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Whether the clinic locked the patient out of booking online. */
export async function isLocked(db: DbOrTx, patientId: CheckedPatientId): Promise<boolean> {
  return (await db.select({ patientId: bookingLocks.patientId }).from(bookingLocks).where(eq(bookingLocks.patientId, patientId))).length > 0;
}

export const findInstitution = async (db: DbOrTx, code: string) =>
  (await db.select().from(referralInstitutions).where(and(eq(referralInstitutions.system, 'RPWDL'), eq(referralInstitutions.code, code))))[0] ?? null;

export const findReferringPractitioner = async (db: DbOrTx, practiceNumber: string) =>
  (await db.select().from(referralPractitioners).where(and(eq(referralPractitioners.system, 'NPWZ'), eq(referralPractitioners.practiceNumber, practiceNumber))))[0] ?? null;

export const findDrugs = (db: DbOrTx, registerIds: readonly string[]) => (registerIds.length ? db.select().from(drugs).where(inArray(drugs.registerId, [...registerIds])) : Promise.resolve([]));

/** The price-list items of a service valid on a clinic day. */
export const priceItemsOn = (db: DbOrTx, serviceId: number, day: string) =>
  db
    .select()
    .from(priceListItems)
    .where(and(eq(priceListItems.serviceId, serviceId), sql`${priceListItems.validFrom} <= ${day}`, sql`(${priceListItems.validTo} is null or ${priceListItems.validTo} >= ${day})`));

const ACTIVE = sql.raw(`('SCHEDULED', 'REGISTERED')`);

/** The SQL of a booking's facts: the patient's, her booking account's (joined by `bookingAccountJoin`), the service's. */
export interface FactsAt {
  serviceId: SQL | AnyPgColumn;
  /** A modification: the booking replaced (0: none). */
  exclude: SQL;
  now: SQL;
  /** The period another active booking of the patient must not overlap (nulls: none asked). */
  overlapFrom: SQL | AnyPgColumn;
  overlapTo: SQL | AnyPgColumn;
}

/**
 * The facts a service's booking rules are checked against (booking-rules-service), as columns over
 * `patients` and `accounts`: one definition for every statement that asks them.
 */
export function patientFactsColumns(at: FactsAt) {
  return {
    patientFound: sql<boolean>`${patients.id} is not null`,
    gender: patients.gender,
    birthDate: patients.birthDate,
    insurers: patients.insurers,
    accountType: accounts.type,
    phoneConfirmed: sql<boolean>`coalesce(${accounts.phoneConfirmed} and ${accounts.phoneNumber} is not null, false)`,
    hadBefore: sql<boolean>`exists (select 1 from bookings b where b.patient_id = ${patients.id} and b.service_id = ${at.serviceId}
      and b.id <> ${at.exclude} and (b.status = 'EXECUTED' or b.status in ${ACTIVE}))`,
    activeOfService: sql<number>`(select count(*)::int from bookings b where b.patient_id = ${patients.id} and b.service_id = ${at.serviceId}
      and b.id <> ${at.exclude} and b.status in ${ACTIVE} and b.starts_at > ${at.now}::timestamptz)`,
    activeOfAccount: sql<number>`(select count(*)::int from bookings b where b.account_id = ${accounts.id} and b.id <> ${at.exclude}
      and b.status in ${ACTIVE} and b.starts_at > ${at.now}::timestamptz)`,
    overlappingBookingId: sql<number | null>`(select b.id from bookings b where b.patient_id = ${patients.id} and b.status in ${ACTIVE}
      and b.id <> ${at.exclude} and b.starts_at < ${at.overlapTo}::timestamptz and b.ends_at > ${at.overlapFrom}::timestamptz
      order by b.starts_at limit 1)`,
  };
}

/** The booking account the rules ask about: the one given, else the patient's own. */
export const bookingAccountJoin = (accountId: SQL) => sql`${accounts.id} = coalesce(${accountId}::int, ${patients.accountId})`;

const p = (name: string) => sql.placeholder(name);
const { booking: _booking, priceItemName: _priceItem, patientName, patientLastName, ...slotNames } = viewColumns;

const preparedTarget = preparedPer((db) =>
  db
    .select({
      slot: timeSlots,
      ...slotNames,
      patientName: sql<string>`coalesce(${patientName}, '')`,
      patientLastName: sql<string>`coalesce(${patientLastName}, '')`,
      rules: bookingServiceRules,
      locked: sql<boolean>`exists (select 1 from ${bookingLocks} where ${bookingLocks.patientId} = ${p('patientId')})`,
      facts: patientFactsColumns({ serviceId: timeSlots.serviceId, exclude: sql`${p('exclude')}`, now: sql`${p('now')}`, overlapFrom: timeSlots.startsAt, overlapTo: timeSlots.endsAt }),
    })
    .from(timeSlots)
    .innerJoin(services, eq(services.id, timeSlots.serviceId))
    .innerJoin(units, eq(units.id, timeSlots.unitId))
    .innerJoin(practitioners, eq(practitioners.id, timeSlots.practitionerId))
    .leftJoin(bookingServiceRules, eq(bookingServiceRules.serviceId, timeSlots.serviceId))
    .leftJoin(patients, eq(patients.id, p('patientId')))
    .leftJoin(accounts, bookingAccountJoin(sql`${p('accountId')}`))
    .where(eq(timeSlots.id, p('slotId')))
    .prepare('booking_target'),
);

/**
 * Everything booking a slot for a patient starts from, in one prepared statement: the slot with the
 * names a booking on it is shown with, its service's booking rules (null: none configured), whether
 * the clinic locked the patient out of booking online, and the patient's facts for the rules (with
 * her first active booking overlapping the slot). Null for an unknown slot.
 */
export async function findBookingTarget(db: DbOrTx, input: { slotId: number; patientId: CheckedPatientId; accountId: number | null; excludeBookingId?: number; now: Date }) {
  const [row] = await preparedTarget(db).execute({
    slotId: input.slotId,
    patientId: input.patientId,
    accountId: input.accountId,
    exclude: input.excludeBookingId ?? 0,
    now: input.now.toISOString(),
  });
  return row ?? null;
}

/** The service's code and type (a prescription visit?). */
export const serviceFacts = async (db: DbOrTx, serviceId: number) => (await db.select({ code: services.code, type: services.type }).from(services).where(eq(services.id, serviceId)))[0] ?? null;

/** A modification keeps the replaced booking's attachments. */
export async function moveAttachments(db: DbOrTx, fromId: number, toId: number): Promise<void> {
  await db.update(bookingAttachments).set({ bookingId: toId }).where(eq(bookingAttachments.bookingId, fromId));
}

/** How many attachments of a kind a booking has. */
export async function countAttachments(db: DbOrTx, bookingId: number, kind: 'BOOKING' | 'REFERRAL'): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(bookingAttachments).where(and(eq(bookingAttachments.bookingId, bookingId), eq(bookingAttachments.kind, kind)));
  return Number(row?.n ?? 0);
}

/** A booking's row by its id (the caller already reached it). */
export const findBookingRow = async (db: DbOrTx, id: number): Promise<typeof bookings.$inferSelect | null> => (await db.select().from(bookings).where(eq(bookings.id, id)))[0] ?? null;
