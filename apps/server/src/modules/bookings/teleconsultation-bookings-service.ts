import type { CatalogEntry, InterfaceLanguage, MakeBooking, ModifyBooking } from '@portal/contracts';
import { makeBookingSchema, modifyBookingSchema } from '@portal/contracts';
import { and, asc, eq, gte, isNull, or, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { bookings, practitioners, serviceUnits, services, timeSlots } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { AppError, NotFound } from '../../errors';
import type { CheckedPatientId } from '../../lib/checked-patient';
import type { ReachablePatient } from '../../plugins/patient-access';
import { cancelBookingRow, type BookingRow } from './core/booking-core';
import { announceBookingChange } from './core/booking-notices';
import * as repo from './core/bookings-repository';
import { catalog } from './patient/catalog-service';
import { makeBookingWith, modifyBookingWith } from './patient/bookings-service-make';
import { reloadBooking } from './patient/bookings-service';

/*
 * The bookings module's face for teleconsultations (issue 32): a planned teleconsultation is a booking
 * made, moved and cancelled through the bookings module's own paths (the slot rules: one booking per
 * slot, the 15-minute hold), with the teleconsultation's rows written in the same transaction; an
 * unplanned one gets its "now" booking (no slot) once a consultant takes it. The booking keeps its
 * teleconsultation's and medical case's ids (`teleconsultation_id`, `medical_case_id`).
 */

export type { BookingRow } from './core/booking-core';

/** The catalogue's entries of teleconsultation services (B for visitors, B and P for a signed-in patient). */
export async function teleconsultationCatalog(deps: Deps, audience: 'VISITOR' | 'PATIENT', language: InterfaceLanguage): Promise<CatalogEntry[]> {
  return (await catalog(deps, audience, language)).filter((e) => e.medicalService.typeId === 'TELECONSULTATION');
}

/** Books a held slot for a teleconsultation (bookings' make path); `within` writes the teleconsultation in its transaction. */
export function bookTeleconsultation<T>(
  deps: Deps,
  language: InterfaceLanguage,
  accountId: number,
  patient: ReachablePatient,
  input: Pick<MakeBooking, 'timeSlotId' | 'measurementAttachment'>,
  within: (tx: Tx, row: BookingRow) => Promise<T>,
) {
  const parsed = makeBookingSchema.parse({ timeSlotId: input.timeSlotId, patientId: patient.id, measurementAttachment: input.measurementAttachment ?? null });
  return makeBookingWith(deps, language, accountId, patient, parsed, within);
}

/** Moves a teleconsultation's booking to a new slot (bookings' modify path: the new slot booked, the old cancelled). */
export function rebookTeleconsultation<T>(
  deps: Deps,
  language: InterfaceLanguage,
  accountId: number,
  patient: ReachablePatient,
  input: Pick<ModifyBooking, 'timeSlotId' | 'hisBookingId'>,
  within: (tx: Tx, row: BookingRow, old: BookingRow) => Promise<T>,
) {
  const parsed = modifyBookingSchema.parse({ timeSlotId: input.timeSlotId, hisBookingId: input.hisBookingId, patientId: patient.id });
  return modifyBookingWith(deps, language, accountId, patient, parsed, within);
}

/** Cancels a teleconsultation's booking (its slot freed), when it may still be cancelled; null when it already was. */
export async function cancelTeleconsultationBooking(deps: Deps, tx: Tx, patient: CheckedPatientId, bookingId: number, who: 'PATIENT' | 'CLINIC'): Promise<BookingRow | null> {
  const [row] = await tx.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.patientId, patient))).for('update');
  if (!row) throw NotFound();
  if (row.status === 'CANCELED') return null;
  if (row.status === 'EXECUTED') throw new AppError('BOOKING_NOT_CANCELLABLE');
  const cancelled = await cancelBookingRow(deps, tx, row, { who });
  await announceBookingChange(deps, tx, cancelled, who === 'PATIENT' ? 'CANCELLED_BY_PATIENT' : 'CANCELLED_BY_CLINIC');
  return cancelled;
}

/** Names a booking's teleconsultation and medical case. */
export async function linkTeleconsultationBooking(tx: DbOrTx, bookingId: number, link: { teleconsultationId: number; medicalCaseId: number }): Promise<void> {
  await tx.update(bookings).set({ teleconsultationId: link.teleconsultationId, medicalCaseId: link.medicalCaseId, updatedAt: sql`now()` }).where(eq(bookings.id, bookingId));
}

/** A booking's row (any patient: the caller reached its teleconsultation first). */
export const teleconsultationBookingRow = (db: DbOrTx, bookingId: number) => repo.findBookingRow(db, bookingId);

/** The booking as the patient's API shows it. */
export const teleconsultationBookingView = (deps: Deps, bookingId: number, language: InterfaceLanguage) => reloadBooking(deps, bookingId, language);

/**
 * The "now" booking of an unplanned teleconsultation a consultant took: no slot, from `startsAt` for
 * the service's duration, with the consultant's practitioner and the service's first unit. 409
 * TELECONSULTATION_NO_CONSULTANT when the consultant is no practitioner or the service has no unit.
 */
export async function bookNow(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  input: { patientId: CheckedPatientId; accountId: number | null; staffId: number | null; practitionerId: number | null; serviceCode: string; startsAt: Date; endsAt?: Date; teleconsultationId: number; medicalCaseId: number; executedAt?: Date | null },
): Promise<BookingRow> {
  const [service] = await tx
    .select({ id: services.id, minutes: services.durationMinutes, commercial: services.commercial, price: services.price, unitId: serviceUnits.unitId })
    .from(services)
    .innerJoin(serviceUnits, eq(serviceUnits.serviceId, services.id))
    .where(eq(services.code, input.serviceCode))
    .orderBy(asc(serviceUnits.unitId))
    .limit(1);
  if (!service || input.practitionerId === null) throw new AppError('TELECONSULTATION_NO_CONSULTANT');
  const [practitioner] = await tx.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.id, input.practitionerId));
  if (!practitioner) throw new AppError('TELECONSULTATION_NO_CONSULTANT');
  const now = deps.clock.now();
  const [row] = await tx
    .insert(bookings)
    .values({
      patientId: input.patientId,
      accountId: input.accountId,
      bookedByStaffId: input.staffId,
      serviceId: service.id,
      unitId: service.unitId,
      practitionerId: practitioner.id,
      startsAt: input.startsAt,
      endsAt: input.endsAt ?? new Date(input.startsAt.getTime() + service.minutes * 60_000),
      funding: service.commercial ? 'COMMERCIAL' : 'NFZ',
      price: service.commercial ? service.price : null,
      teleconsultationId: input.teleconsultationId,
      medicalCaseId: input.medicalCaseId,
      // The demo's history: a teleconsultation held in the past.
      ...(input.executedAt ? { status: 'EXECUTED' as const, executedAt: input.executedAt } : {}),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/**
 * Demo mode's upcoming teleconsultation: the practitioner's first free slot of the service starting from
 * `from` (not held, or its hold lapsed), taken for the booking `bookNow` made in the same transaction, so
 * the slot is no longer offered. Null when he has none within a day.
 */
export async function takeFirstFreeSlot(
  tx: Tx,
  input: { practitionerId: number; serviceCode: string; from: Date },
  book: (slot: { startsAt: Date; endsAt: Date }) => Promise<BookingRow>,
): Promise<BookingRow | null> {
  const [slot] = await tx
    .select({ id: timeSlots.id, startsAt: timeSlots.startsAt, endsAt: timeSlots.endsAt, scheduleId: timeSlots.scheduleId })
    .from(timeSlots)
    .innerJoin(services, eq(services.id, timeSlots.serviceId))
    .where(
      and(
        eq(timeSlots.practitionerId, input.practitionerId),
        eq(services.code, input.serviceCode),
        gte(timeSlots.startsAt, input.from),
        lt(timeSlots.startsAt, new Date(input.from.getTime() + 24 * 60 * 60_000)),
        isNull(timeSlots.bookingId),
        or(isNull(timeSlots.heldUntil), lt(timeSlots.heldUntil, input.from)),
      ),
    )
    .orderBy(asc(timeSlots.startsAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!slot) return null;
  const booking = await book(slot);
  await tx.update(timeSlots).set({ bookingId: booking.id, heldUntil: null, heldByPatientId: null }).where(eq(timeSlots.id, slot.id));
  const [linked] = await tx.update(bookings).set({ timeSlotId: slot.id, scheduleId: slot.scheduleId }).where(eq(bookings.id, booking.id)).returning();
  return linked!;
}
