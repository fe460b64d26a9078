import { eq } from 'drizzle-orm';
import { SYSTEM_PORTAL, bookingTexts } from '@portal/contracts';
import { executorOf, type InTransaction } from '../../../db/client';
import { bookingLocks } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { NotFound } from '../../../errors';
import { accountContact } from '../../contacts/contacts-service';
import { requireDeclaration } from '../../declarations/declarations-service';
import { getSettings } from '../../settings/settings-service';
import { bookingIssues, serviceBookingRules, validationDetails } from '../core/booking-rules-service';
import * as catalogRepo from './catalog-repository';
import * as slotsRepo from '../core/slots-repository';
import { holdTimeSlot } from '../core/slots-service';
import type { CheckedPatientId } from '../../../lib/checked-patient';
import { clinicToday } from '../../../lib/clinic-time';

/*
 * The wizard's checks before a booking (spec part 2 §5 "Booking wizard"): whether the patient may book
 * online at all, the service's validation rules, whether a phone is needed, whether the service is a
 * prescription visit, and the 15-minute hold of a picked slot.
 */

type CheckDeps = Pick<Deps, 'db' | 'clock'>;

/** The clinic locked the patient out of booking online (only its staff may book for her). */
export async function bookingLocked(deps: Pick<Deps, 'db'>, patientId: number, opts?: InTransaction): Promise<boolean> {
  const [row] = await executorOf(deps.db, opts).select({ patientId: bookingLocks.patientId }).from(bookingLocks).where(eq(bookingLocks.patientId, patientId));
  return row !== undefined;
}

export async function bookingPossibility(deps: CheckDeps, patientId: number): Promise<{ possible: boolean; reason: string | null }> {
  return (await bookingLocked(deps, patientId)) ? { possible: false, reason: bookingTexts.bookingLocked } : { possible: true, reason: null };
}

/** Holds a portal slot for the patient for up to 15 minutes; 403 BOOKING_LOCKED, 409 TIME_SLOT_TAKEN. */
export async function blockTimeSlot(deps: CheckDeps, patientId: CheckedPatientId, timeSlotId: number, minutes: number) {
  const { heldUntil } = await holdTimeSlot(deps, timeSlotId, patientId, minutes);
  return { timeSlotId, heldUntil: heldUntil.toISOString() };
}

async function activeService(deps: CheckDeps, code: string) {
  const service = await catalogRepo.findServiceByCode(deps.db, code);
  if (!service || !service.active) throw NotFound();
  return service;
}

/**
 * The service's validation codes for the patient, each with its warning (without a slot the interval
 * rules are not asked). A slot or schedule named must be the service's portal one (404 otherwise).
 * Then, where the service requires a declaration (GP, NURSE, MIDWIFE), the patient must hold one in
 * force (400 DECLARATION_MISSING naming the type; spec part 2 §4 "Flow detail", §5).
 */
export async function prebookingValidation(deps: CheckDeps, input: { patientId: CheckedPatientId; accountId: number; medicalServiceCode: string; availabilityId?: number; timeSlotId?: number }) {
  const service = await activeService(deps, input.medicalServiceCode);
  if (input.availabilityId !== undefined) {
    const schedule = await slotsRepo.findSchedule(deps.db, input.availabilityId);
    if (!schedule || schedule.serviceId !== service.id || schedule.availability === 'N') throw NotFound();
  }
  let slot: { startsAt: Date } | null = null;
  if (input.timeSlotId !== undefined) {
    const row = await slotsRepo.findSlot(deps.db, input.timeSlotId);
    if (!row || row.serviceId !== service.id || row.availability === 'N') throw NotFound();
    slot = row;
  }
  const codes = await bookingIssues(deps, { patientId: input.patientId, serviceId: service.id, accountId: input.accountId, slot });
  if (codes.length === 0) await requireDeclaration(deps.db, input.patientId, (await serviceBookingRules(deps, service.id)).declarationRequired, clinicToday(deps.clock.now()));
  return { valid: codes.length === 0, errors: validationDetails(codes) };
}

/**
 * A phone must still be given or confirmed: the service asks one (phoneRequired, a confirmed phone as a
 * rule, or an SMS confirmation of the booking while SMS is on) and the booking account has none confirmed.
 */
export async function phoneRequired(deps: CheckDeps, accountId: number, serviceCode: string): Promise<boolean> {
  const service = await activeService(deps, serviceCode);
  const rules = await serviceBookingRules(deps, service.id);
  const sms = (await getSettings(deps, 'bookings')).smsConfirmationEnabled;
  const needed = rules.phoneRequired || Boolean(rules.rules.phoneConfirmedRequired) || (rules.bookingConfReq && sms);
  if (!needed) return false;
  const account = await accountContact(deps, accountId);
  return !(account?.phoneNumber && account.phoneConfirmed);
}

/** The service is a prescription visit (the wizard's prescription step). Unknown system or service: 404. */
export async function createsPrescriptions(deps: CheckDeps, system: string, serviceCode: string): Promise<boolean> {
  if (system !== SYSTEM_PORTAL) throw NotFound();
  return (await activeService(deps, serviceCode)).type === 'PRESCRIPTION';
}
