import type { BookingLock, CalendarSlot, ClinicBooking, ClinicCalendar, PhoneBookingWrite } from '@portal/contracts';
import { addDays, isoWeekday, shownBookingStatus } from '@portal/domain';
import { withTransaction, type DbOrTx, type Tx } from '../../../db/client';
import { bookings } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { defineStaffResource, type UnitScope } from '../../../plugins/staff-resources';
import { AppError, Conflict, NotFound, Validation } from '../../../errors';
import { clinicInstant, clinicToday } from '../../../lib/clinic-time';
import type { WriteAuthor } from '../../../lib/written-by';
import { recordEvent } from '../../event-log/event-log-service';
import { encounterIdsByBookingRef, openEncounterForBooking } from '../../medical-record/medical-record-service';
import { announceBookingChange } from '../core/booking-notices';
import { bookSlot, cancelBookingRow, type BookingRow } from '../core/booking-core';
import { and, eq } from 'drizzle-orm';
import { bookingIssues, serviceBookingRules, validationDetails } from '../core/booking-rules-service';
import * as repo from './clinic-bookings-repository';
import { findSlot } from '../core/slots-repository';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * The registration desk's work on bookings (issue 13, console): a practitioner's day and week, a
 * booking made by phone for a patient, and a booking's lifecycle — cancelled with a reason (the
 * patient is told, with the reason), the patient's arrival registered (GTRE: shown REGISTERED), the
 * visit done (it opens in the medical register) or missed (a no-show). And the lock of a patient's
 * online booking: only the staff may book for her then.
 */

type ClinicDeps = Pick<Deps, 'db' | 'clock' | 'jobs'>;
export const NO_SHOW_REASON = 'Nieobecność pacjenta';
export const clinicBookingTexts = {
  notActive: 'Rezerwacja nie jest aktywna (została odwołana albo zrealizowana).',
  notScheduled: 'Przybycie można zarejestrować tylko dla zaplanowanej wizyty.',
  notStartedToday: 'Wizytę można oznaczyć jako odbytą dopiero w dniu wizyty.',
  noShowTooEarly: 'Nieobecność można odnotować dopiero po rozpoczęciu wizyty.',
  priceItem: 'Wybierz pozycję cennika ważną w dniu wizyty.',
} as const;

export const bookingRef = (b: Pick<BookingRow, 'system' | 'id'>) => `${b.system}/${b.id}`;

function toClinicBooking(r: Pick<repo.ClinicBookingRow, 'booking' | 'patientName' | 'patientLastName' | 'patientNationalId' | 'serviceName' | 'serviceCode' | 'unitName' | 'practitionerName'>, encounterId: number | null): ClinicBooking {
  const b = r.booking;
  return {
    id: b.id,
    system: b.system,
    patient: { id: b.patientId, name: r.patientName, lastName: r.patientLastName, nationalId: r.patientNationalId },
    service: { id: b.serviceId, name: r.serviceName, code: r.serviceCode },
    unit: { id: b.unitId, name: r.unitName },
    practitioner: { id: b.practitionerId, name: r.practitionerName },
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    status: b.status,
    shownStatus: shownBookingStatus(b.status, b.orderStatus),
    funding: b.funding,
    price: b.price,
    bookedByClinic: b.accountId === null,
    confirmed: b.confirmedAt !== null,
    cancelledBy: b.cancelledBy,
    cancelReason: b.cancelReason,
    noShow: b.noShow,
    encounterId,
  };
}

async function views(deps: Pick<Deps, 'db'>, rows: readonly repo.ClinicBookingRow[], tx?: Tx): Promise<ClinicBooking[]> {
  const done = rows.filter((r) => r.booking.status === 'EXECUTED').map((r) => bookingRef(r.booking));
  const encounters = done.length ? await encounterIdsByBookingRef(deps, done, tx ? { tx } : undefined) : new Map<string, number>();
  return rows.map((r) => toClinicBooking(r, encounters.get(bookingRef(r.booking)) ?? null));
}

/**
 * A booking a console route addresses by its id, read through the member's units (one of a unit outside
 * hers reads as none: 404, as an unknown id); its patient is the read audit's.
 */
export const clinicBookingResource = defineStaffResource({
  name: 'booking',
  load: (db: DbOrTx, units: UnitScope, params: { bookingId: number }) => repo.bookingRowById(db, params.bookingId, units.where(bookings.unitId)),
  patientOf: (row) => row.booking.patientId,
});

/** A booking for the console, or 404 (after a change, in its transaction). */
async function clinicBooking(deps: Pick<Deps, 'db'>, id: number, tx: Tx): Promise<ClinicBooking> {
  const row = await repo.bookingRowById(tx, id);
  if (!row) throw NotFound();
  return (await views(deps, [row], tx))[0]!;
}

/** The console's view of a booking its route read (`clinicBookingResource`). */
export async function clinicBookingView(deps: Pick<Deps, 'db'>, row: repo.ClinicBookingRow): Promise<ClinicBooking> {
  return (await views(deps, [row]))[0]!;
}

/** The patient's bookings from `dateFrom` (default: a year back) to `dateTo` (default: a year ahead), by start. */
export async function patientBookings(deps: Pick<Deps, 'db' | 'clock'>, units: UnitScope, patientId: CheckedPatientId, range: { dateFrom?: string; dateTo?: string }) {
  const today = clinicToday(deps.clock.now());
  const from = clinicInstant(range.dateFrom ?? addDays(today, -365));
  const to = clinicInstant(addDays(range.dateTo ?? addDays(today, 365), 1));
  return views(deps, await repo.patientBookingRows(deps.db, patientId, from, to, units.where(bookings.unitId)));
}

/** A practitioner's day, or the week (Monday to Sunday) holding the date: every slot with its state and booking. */
export async function calendar(deps: Pick<Deps, 'db' | 'clock'>, units: UnitScope, query: { practitionerId: number; date: string; view: 'day' | 'week' }): Promise<ClinicCalendar> {
  const firstDay = query.view === 'week' ? addDays(query.date, 1 - isoWeekday(query.date)) : query.date;
  const lastDay = query.view === 'week' ? addDays(firstDay, 6) : firstDay;
  const now = deps.clock.now();
  const rows = await repo.calendarRows(deps.db, query.practitionerId, clinicInstant(firstDay), clinicInstant(addDays(lastDay, 1)), units);
  const booked = rows.filter((r) => r.booking !== null);
  const bookingViews = new Map(
    (
      await views(
        deps,
        booked.map((r) => ({ ...r, booking: r.booking!, patientName: r.patientName!, patientLastName: r.patientLastName!, serviceSpeciality: null, practitionerName: '', practitionerSpecialities: [] })),
      )
    ).map((v) => [v.id, v]),
  );
  const slots: CalendarSlot[] = rows.map((r) => {
    const s = r.slot;
    const held = s.bookingId === null && s.heldUntil !== null && s.heldUntil > now;
    const booking = r.booking ? bookingViews.get(r.booking.id)! : null;
    return {
      id: s.id,
      scheduleId: s.scheduleId,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      state: s.bookingId !== null ? 'BOOKED' : held ? 'HELD' : 'FREE',
      service: { id: s.serviceId, name: r.serviceName },
      unit: { id: s.unitId, name: r.unitName },
      funding: s.funding,
      availability: s.availability,
      booking,
    };
  });
  return { practitionerId: query.practitionerId, from: firstDay, to: lastDay, slots };
}

/**
 * The desk books a slot for a patient (by phone). The service's rules are checked; the registrar may
 * book despite their warnings (and a parallel booking) only with `overrideWarnings`. A slot of
 * availability N is hers to book too. The booking counts as confirmed; the patient's accounts are told.
 * A slot of a unit outside `units` (the member's) is as unknown as no slot (404).
 */
export async function phoneBooking(deps: ClinicDeps, staffId: number | null, input: PhoneBookingWrite & { patientId: CheckedPatientId }, units?: UnitScope): Promise<ClinicBooking> {
  return withTransaction(deps.db, async (tx) => {
    const slot = await findSlot(tx, input.timeSlotId);
    if (!slot || (units && !units.has(slot.unitId))) throw NotFound();
    const now = deps.clock.now();
    if (slot.startsAt <= now || slot.bookingId !== null) throw new AppError('TIME_SLOT_TAKEN');
    const codes = await bookingIssues(deps, { patientId: input.patientId, serviceId: slot.serviceId, accountId: null, slot: { startsAt: slot.startsAt } }, { tx });
    if (codes.length && !input.overrideWarnings) throw new AppError('BOOKING_VALIDATION', undefined, { details: validationDetails(codes) });
    const rules = await serviceBookingRules(deps, slot.serviceId, { tx });
    if (!rules.parallelAllowed && !input.overrideWarnings && (await repo.overlappingActive(tx, input.patientId, slot.startsAt, slot.endsAt)).length) throw new AppError('BOOKING_PARALLEL');
    let price: string | null = null;
    if (input.priceItemId !== null) {
      const item = await repo.priceItemOn(tx, slot.serviceId, input.priceItemId, clinicToday(slot.startsAt));
      if (!item || slot.funding !== 'COMMERCIAL') throw Validation(clinicBookingTexts.priceItem, [{ path: 'priceItemId', message: clinicBookingTexts.priceItem }]);
      price = item.price;
    }
    const row = await bookSlot(deps, tx, {
      slot,
      patientId: input.patientId,
      accountId: null,
      staffId,
      priceItemId: input.priceItemId,
      price,
      confirmedAt: now,
      byClinic: true,
    });
    await announceBookingChange(deps, tx, row, 'BOOKED', { staffId });
    return clinicBooking(deps, row.id, tx);
  });
}

/**
 * The booking the route read (`clinicBookingResource`), locked in the change's transaction through the
 * same unit scope (404 if it left it meanwhile), still active.
 */
async function activeBooking(tx: Tx, units: UnitScope, booking: repo.ClinicBookingRow): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(and(eq(bookings.id, booking.booking.id), units.where(bookings.unitId))).for('update');
  if (!row) throw NotFound();
  if (row.status !== 'SCHEDULED' && row.status !== 'REGISTERED') throw Conflict(clinicBookingTexts.notActive);
  return row;
}

/** The clinic cancels a booking with a reason; the slot is free again and the patient gets the reason by e-mail. */
export async function cancelByClinic(deps: ClinicDeps, staffId: number | null, units: UnitScope, booking: repo.ClinicBookingRow, reason: string): Promise<ClinicBooking> {
  return withTransaction(deps.db, async (tx) => {
    const row = await cancelBookingRow(deps, tx, await activeBooking(tx, units, booking), { who: 'CLINIC', reason });
    await announceBookingChange(deps, tx, row, 'CANCELLED_BY_CLINIC', { reason, staffId });
    return clinicBooking(deps, row.id, tx);
  });
}

/**
 * The patient arrived: the order status GTRE (shown REGISTERED). Only a scheduled visit not yet
 * registered. The member who registered it and when stand in the event log (BOOKING_ARRIVAL), in
 * the same transaction as the change.
 */
export async function registerArrival(deps: Pick<Deps, 'db' | 'clock'>, author: WriteAuthor, units: UnitScope, booking: repo.ClinicBookingRow): Promise<ClinicBooking> {
  return withTransaction(deps.db, async (tx) => {
    const row = await activeBooking(tx, units, booking);
    const id = row.id;
    if (row.status !== 'SCHEDULED' || row.orderStatus === 'GTRE') throw Conflict(clinicBookingTexts.notScheduled);
    const now = deps.clock.now();
    await repo.setBooking(tx, id, { orderStatus: 'GTRE', updatedAt: now });
    await recordEvent(
      deps,
      { eventType: 'BOOKING_ARRIVAL', outcome: 'SUCCESS', staffId: author.staffId, description: `Rezerwacja ${row.system}/${row.id} pacjenta ${row.patientId}: przybycie zarejestrowane przez ${author.name}`, at: now },
      { tx },
    );
    return clinicBooking(deps, id, tx);
  });
}

/** The visit took place: EXECUTED, and an open visit in the medical register (its id in the answer). */
export async function markDone(deps: ClinicDeps, staffId: number | null, units: UnitScope, booking: repo.ClinicBookingRow): Promise<ClinicBooking> {
  return withTransaction(deps.db, async (tx) => {
    const row = await activeBooking(tx, units, booking);
    const id = row.id;
    const now = deps.clock.now();
    if (clinicToday(row.startsAt) > clinicToday(now)) throw Conflict(clinicBookingTexts.notStartedToday);
    const updated = await repo.setBooking(tx, id, { status: 'EXECUTED', executedAt: now, updatedAt: now });
    const view = (await repo.bookingRowById(tx, id))!;
    await openEncounterForBooking(
      deps,
      {
        bookingRef: bookingRef(row),
        patientId: row.patientId,
        unitId: row.unitId,
        practitionerId: row.practitionerId,
        serviceId: row.serviceId,
        speciality: view.serviceSpeciality ?? view.practitionerSpecialities[0] ?? 'MEDYCYNA_RODZINNA',
        startTime: row.startsAt,
        staffId,
      },
      { tx },
    );
    await announceBookingChange(deps, tx, updated, 'EXECUTED', { staffId });
    return clinicBooking(deps, id, tx);
  });
}

/** The patient did not come: cancelled by the clinic as a no-show (its slot stays taken, as a record). */
export async function markNoShow(deps: ClinicDeps, staffId: number | null, units: UnitScope, booking: repo.ClinicBookingRow): Promise<ClinicBooking> {
  return withTransaction(deps.db, async (tx) => {
    const row = await activeBooking(tx, units, booking);
    const id = row.id;
    if (row.startsAt > deps.clock.now()) throw Conflict(clinicBookingTexts.noShowTooEarly);
    const cancelled = await cancelBookingRow(deps, tx, row, { who: 'CLINIC', reason: NO_SHOW_REASON, noShow: true });
    await announceBookingChange(deps, tx, cancelled, 'NO_SHOW', { reason: NO_SHOW_REASON, staffId });
    return clinicBooking(deps, id, tx);
  });
}

/** The dashboard's queue: today's scheduled visits whose arrival the desk has not registered yet. */
export async function countToRegisterToday(deps: Pick<Deps, 'db' | 'clock'>, units: UnitScope): Promise<number> {
  const today = clinicToday(deps.clock.now());
  return repo.countToRegister(deps.db, clinicInstant(today), clinicInstant(addDays(today, 1)), units);
}

// ------------------------------------------------------------------------------ the online-booking lock

export async function bookingLock(deps: Pick<Deps, 'db'>, patientId: CheckedPatientId): Promise<BookingLock> {
  const row = await repo.findLock(deps.db, patientId);
  return { locked: row !== null, reason: row?.reason ?? null, lockedAt: row?.lockedAt.toISOString() ?? null };
}

export async function lockOnlineBooking(deps: Pick<Deps, 'db' | 'clock'>, staffId: number | null, patientId: CheckedPatientId, reason: string | null): Promise<BookingLock> {
  await repo.upsertLock(deps.db, { patientId, scope: 'ONLINE', reason, lockedByStaffId: staffId, lockedAt: deps.clock.now() });
  return bookingLock(deps, patientId);
}

export async function unlockOnlineBooking(deps: Pick<Deps, 'db'>, patientId: CheckedPatientId): Promise<BookingLock> {
  await repo.deleteLock(deps.db, patientId);
  return bookingLock(deps, patientId);
}
