import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { bookings, type StoredPrescription, type StoredReferral } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { AppError, NotFound } from '../../../errors';
import { uniqueViolationOf } from '../../../db/unique-violation';
import * as slots from './slots-repository';
import type { SlotRow } from './slots-repository';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * The two writes every way of booking shares (the patient's wizard, the clinic's phone booking, a
 * modification): making a booking on a slot and cancelling one. Both run inside the caller's
 * transaction; the callers check their own rules first and announce the change afterwards.
 *
 * Making a booking claims its slot first, with one conditional UPDATE that draws the booking's id
 * (slots-repository `claimSlot`), then inserts the booking under that id. Concurrent attempts on one
 * slot queue on the slot's row: the first wins, the others find it booked once it commits and answer
 * 409 TIME_SLOT_TAKEN. The partial unique index of active bookings' slots stays as the last guard.
 */

export type BookingRow = typeof bookings.$inferSelect;

export interface NewBooking {
  /** The slot as the caller read it (its start, service, unit, practitioner and funding are copied). */
  slot: SlotRow;
  patientId: CheckedPatientId;
  /** The booking account (null: the clinic booked by phone). */
  accountId: number | null;
  staffId: number | null;
  referral?: StoredReferral | null;
  prescription?: StoredPrescription | null;
  measurement?: BookingRow['measurement'];
  priceItemId?: number | null;
  price?: string | null;
  confirmedAt?: Date | null;
  replacesBookingId?: number | null;
  /** The clinic may book a slot of availability N (never offered in the portal). */
  byClinic?: boolean;
}

/** Makes a booking on a free slot (or one the patient holds); 409 TIME_SLOT_TAKEN when it is not to be had. */
export async function bookSlot(deps: Pick<Deps, 'clock'>, tx: Tx, input: NewBooking): Promise<BookingRow> {
  const now = deps.clock.now();
  const slot = input.slot;
  if (slot.availability === 'N' && !input.byClinic) throw NotFound();
  if (slot.startsAt <= now) throw new AppError('TIME_SLOT_TAKEN');
  const id = await slots.claimSlot(tx, slot.id, input.patientId, now);
  if (id === null) throw new AppError('TIME_SLOT_TAKEN');
  try {
    const [row] = await tx
      .insert(bookings)
      .overridingSystemValue()
      .values({
        id,
        patientId: input.patientId,
        accountId: input.accountId,
        bookedByStaffId: input.staffId,
        timeSlotId: slot.id,
        scheduleId: slot.scheduleId,
        serviceId: slot.serviceId,
        unitId: slot.unitId,
        practitionerId: slot.practitionerId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        funding: slot.funding,
        priceItemId: input.priceItemId ?? null,
        price: input.price ?? null,
        referral: input.referral ?? null,
        prescription: input.prescription ?? null,
        measurement: input.measurement ?? null,
        confirmedAt: input.confirmedAt ?? null,
        replacesBookingId: input.replacesBookingId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  } catch (err) {
    if (uniqueViolationOf(err) !== null) throw new AppError('TIME_SLOT_TAKEN');
    throw err;
  }
}

/** Locks a booking's row for a change. */
export const lockBooking = async (tx: Tx, id: number): Promise<BookingRow | null> => (await tx.select().from(bookings).where(eq(bookings.id, id)).for('update'))[0] ?? null;

/**
 * Cancels a booking (the caller checked it may be) and frees its slot for others. `by` tells who
 * cancelled; the clinic gives a reason, a no-show is the clinic's cancellation marked as such.
 */
export async function cancelBookingRow(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  booking: BookingRow,
  by: { who: 'PATIENT' | 'CLINIC'; reason?: string | null; noShow?: boolean },
): Promise<BookingRow> {
  const now = deps.clock.now();
  const [row] = await tx
    .update(bookings)
    .set({ status: 'CANCELED', cancelledAt: now, cancelledBy: by.who, cancelReason: by.reason ?? null, noShow: by.noShow ?? false, updatedAt: now })
    .where(and(eq(bookings.id, booking.id), sql`${bookings.status} in ('SCHEDULED', 'REGISTERED')`))
    .returning();
  if (!row) throw new AppError('BOOKING_NOT_CANCELLABLE');
  // A no-show's slot is in the past: it stays taken by the booking, as a record of the day.
  if (booking.timeSlotId !== null && !by.noShow) await slots.releaseSlot(tx, booking.timeSlotId, booking.id);
  return row;
}
