import type { AvailabilitySettings, Booking, CatalogEntry } from '@portal/contracts';
import { getOwnPatient } from '../../../shared/session/own-patient';
import { getAvailabilitySettings } from '../api/catalog';
import { getCreatesPrescriptions, getFirstForPatient, getPhoneRequired, getQuestionnaireExists } from '../api/checks';
import type { WizardState } from './wizard-state';

/**
 * The address the personal-data step needs (spec part 2 §4): city, house number and postal code. The
 * portal reads the record of the account's own patient; a ward's or a child's record is the clinic's
 * (the portal has no call that reads it), so it is taken as complete.
 */
export async function addressComplete(patientId: number): Promise<boolean> {
  const own = await getOwnPatient();
  if (!own || own.id !== patientId) return true;
  const a = own.address;
  return Boolean(a.city && a.houseNumber && a.postalCode);
}

/** What the steps after the dates depend on, read once a slot is held for her. */
export async function slotFacts(patientId: number, entry: CatalogEntry, timeSlotId: number, system: string): Promise<{ availability: AvailabilitySettings; facts: WizardState['facts'] }> {
  const code = entry.medicalService.code;
  const [availability, prescription, questionnaire, phone, address] = await Promise.all([
    getAvailabilitySettings({ timeSlotId }),
    getCreatesPrescriptions(patientId, system, code),
    getQuestionnaireExists(code),
    getPhoneRequired(patientId, code),
    addressComplete(patientId),
  ]);
  return {
    availability,
    facts: { prescriptionVisit: prescription.value, questionnaireExists: questionnaire.value, phoneNeeded: phone.value, addressComplete: address },
  };
}

/**
 * The parallel-booking check (spec part 2 §4): another active booking of hers overlapping the slot's
 * period (in MODIFY, other than the one being changed), or null.
 */
export async function parallelBooking(patientId: number, slot: { dateFrom: string; dateTo: string }, oldBookingId: number | null): Promise<Booking | null> {
  const { booking } = await getFirstForPatient({ patientId, dateFrom: slot.dateFrom, dateTo: slot.dateTo });
  if (!booking || (oldBookingId !== null && booking.systemId === String(oldBookingId))) return null;
  return booking;
}
