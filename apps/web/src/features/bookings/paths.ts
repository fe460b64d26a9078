import type { BookingWizardStep } from '@portal/domain';

/** Client paths of the bookings module (spec part 2 §2 "Bookings"), built in one place. */
export const BOOKINGS_PATH = '/bookings';
export const NEW_BOOKING_PATH = '/newbooking';

/** A wizard step's address (`parallel` is a check, not a page: it never has one). */
export const wizardStepPath = (step: Exclude<BookingWizardStep, 'parallel'>, query?: URLSearchParams | string) => {
  const q = query === undefined ? '' : String(query);
  return `${NEW_BOOKING_PATH}/${step}${q ? `?${q}` : ''}`;
};

/** The referral of an existing booking, in edit mode (spec: /referral?bookingId&system&edit&patientId). */
export function referralEditPath(p: { bookingId: number | string; system: string; patientId: number }) {
  const q = new URLSearchParams({ bookingId: String(p.bookingId), system: p.system, edit: 'true', patientId: String(p.patientId) });
  return `/referral?${q.toString()}`;
}

/** The questionnaire of an existing booking (spec: /bookings/questionnaire/{systemRoot}/{accountId}/{bookingId}). */
export const bookingQuestionnairePath = (p: { system: string; accountId: number; bookingId: number | string }) =>
  `${BOOKINGS_PATH}/questionnaire/${encodeURIComponent(p.system)}/${p.accountId}/${encodeURIComponent(String(p.bookingId))}`;

/** The wizard in MODIFY mode for a booking of the list: straight to dates, the rest preloaded from the booking. */
export function modifyBookingPath(p: { bookingId: number | string; system: string; patientId: number; serviceCode: string; orgUnit?: number; employee?: number }) {
  const q = new URLSearchParams({ mode: 'MODIFY', oldBookingId: String(p.bookingId), system: p.system, patient: String(p.patientId), service: p.serviceCode });
  if (p.orgUnit !== undefined) q.set('orgUnit', String(p.orgUnit));
  if (p.employee !== undefined) q.set('employee', String(p.employee));
  return wizardStepPath('dates', q);
}

/** The teleconsultation wizard (spec part 2 §2: /newteleconsultation with its child steps). */
export const NEW_TELECONSULTATION_PATH = '/newteleconsultation';

/** The teleconsultation wizard in MODIFY mode: straight to the dates, then the summary. */
export function teleconsultationModifyPath(p: { bookingId: number | string; patientId: number; serviceCode: string; teleconsultationId: number; dateFrom: string }) {
  const q = new URLSearchParams({ mode: 'MODIFY', oldBookingId: String(p.bookingId), patient: String(p.patientId), catalog: p.serviceCode, system: 'PORTAL', modifyTeleconsultationId: String(p.teleconsultationId), oldDateFrom: p.dateFrom });
  return `${NEW_TELECONSULTATION_PATH}/dates?${q.toString()}`;
}
