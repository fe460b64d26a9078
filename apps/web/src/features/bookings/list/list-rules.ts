import type { Booking } from '@portal/contracts';
import { bookingStatuses, BOOKINGS_RANGE_YEARS, defaultBookingsRange, defaultBookingStatusFilter, formatDateTime, formatTime, rangeIssue, type BookingStatus, type RangeLimits } from '@portal/domain';
import { BOOKINGS_PATH, bookingQuestionnairePath, modifyBookingPath, referralEditPath, teleconsultationModifyPath } from '../paths';
import { canStartTeleconsultation, teleconsultationStartWindow, type StartVerdict } from '@portal/domain';

/*
 * The bookings list's rules (spec part 2 §2 "Bookings", §4 "Booking status", §5, §9): the filters kept
 * in the address, the actions a booking offers, and where each action leads.
 */

/** The list's range: future days allowed, 20 years back and forward at most. */
export const BOOKINGS_RANGE_LIMITS: RangeLimits = { allowFuture: true, maxYearsBack: BOOKINGS_RANGE_YEARS, maxYearsAhead: BOOKINGS_RANGE_YEARS };

export const STATUSES_PARAM = 'statuses';
export const ALL_PATIENTS = 'all';

/** The range in the address (`dateFrom`, `dateTo`), each end falling back to the default (today → the end of the month a year ahead) when absent or outside the limits. */
export function listRange(search: URLSearchParams, today: string): { dateFrom: string; dateTo: string } {
  const fallback = defaultBookingsRange(today);
  const from = search.get('dateFrom');
  const to = search.get('dateTo');
  const dateFrom = from && !rangeIssue({ after: from }, today, BOOKINGS_RANGE_LIMITS) ? from : fallback.dateFrom;
  const dateTo = to && !rangeIssue({ before: to }, today, BOOKINGS_RANGE_LIMITS) ? to : fallback.dateTo;
  return dateFrom <= dateTo ? { dateFrom, dateTo } : fallback;
}

/** The status switches in the address (`statuses=SCHEDULED,REGISTERED`); absent: the default SCHEDULED and REGISTERED; empty: none. */
export function listStatuses(search: URLSearchParams): BookingStatus[] {
  const param = search.get(STATUSES_PARAM);
  if (param === null) return [...defaultBookingStatusFilter];
  const asked = param.split(',');
  return bookingStatuses.filter((s) => asked.includes(s));
}

export const toggleStatus = (statuses: readonly BookingStatus[], status: BookingStatus, on: boolean): BookingStatus[] =>
  bookingStatuses.filter((s) => (s === status ? on : statuses.includes(s)));

/** The patient filter: `patientId` in the address, or every patient the account acts for. */
export function listPatient(search: URLSearchParams, actable: readonly { id: number }[]): number | null {
  const id = Number(search.get('patientId'));
  return actable.some((p) => p.id === id) ? id : null;
}

export type BookingAction = 'confirm' | 'questionnaire' | 'referral' | 'attachments' | 'printout' | 'calendar' | 'start' | 'modify' | 'cancel';

/**
 * What a booking offers, in the card's order. Only a SCHEDULED booking can be changed (as the server's
 * `actions` allow); every other one — REGISTERED, EXECUTED, CANCELED — is read-only and offers its printout.
 * A visit still to come (SCHEDULED or REGISTERED) can be added to a calendar (the .ics file).
 */
export function bookingActions(b: Booking): BookingAction[] {
  const tele = b.teleconsultationId !== null;
  if (b.status === 'REGISTERED') return tele ? ['start', 'printout', 'calendar'] : ['printout', 'calendar'];
  if (b.status !== 'SCHEDULED') return ['printout'];
  const out: BookingAction[] = tele ? ['start'] : [];
  if (b.actions.confirm && !b.confirmed) out.push('confirm');
  if (b.actions.edit && b.questionnaireExists) out.push('questionnaire');
  if (b.actions.referral) out.push('referral');
  if (b.actions.edit) out.push('attachments');
  out.push('printout', 'calendar');
  if (b.actions.edit) out.push('modify');
  if (b.actions.cancel) out.push('cancel');
  return out;
}

/** Attachments the booking may still take (the settings' maximum minus those it has). */
export const confirmPagePath = (b: Pick<Booking, 'system' | 'systemId'>) => `${BOOKINGS_PATH}/confirm/${encodeURIComponent(b.system)}/${encodeURIComponent(b.systemId)}`;
export const questionnairePagePath = (b: Pick<Booking, 'system' | 'systemId'>, accountId: number) => bookingQuestionnairePath({ system: b.system, accountId, bookingId: b.systemId });
export const referralPagePath = (b: Booking) => referralEditPath({ bookingId: b.systemId, system: b.system, patientId: b.patient.id });

/** Zmień termin: the wizard in MODIFY mode, preloaded from the booking, straight to the dates (a teleconsultation's wizard for one). */
export const modifyPath = (b: Booking): string =>
  b.teleconsultationId !== null
    ? teleconsultationModifyPath({ bookingId: b.systemId, patientId: b.patient.id, serviceCode: b.service.code, teleconsultationId: b.teleconsultationId, dateFrom: b.dateFrom })
    : modifyBookingPath({ bookingId: b.systemId, system: b.system, patientId: b.patient.id, serviceCode: b.service.code, orgUnit: b.organizationUnit.id, employee: b.practitioner.employeeId });

/** A visit's day and time in the clinic's zone: "DD-MM-RRRR HH:MM–HH:MM". */
export function visitTime(b: Pick<Booking, 'dateFrom' | 'dateTo'>): string {
  return `${formatDateTime(b.dateFrom)}–${formatTime(b.dateTo)}`;
}

/** A teleconsultation's "Rozpocznij": the telehealth page, open in the start window (spec §9: 30 min before to 4 h after). */
export const telehealthPath = (b: Pick<Booking, 'teleconsultationId' | 'patient'>) => `/telehealth?teleconsultationId=${b.teleconsultationId}&patientId=${b.patient.id}`;
export function startState(b: Pick<Booking, 'dateFrom' | 'dateTo'>, now: Date): { verdict: StartVerdict; opensAt: Date } {
  return { verdict: canStartTeleconsultation(now, b.dateFrom, b.dateTo), opensAt: new Date(teleconsultationStartWindow(b.dateFrom, b.dateTo).opensAt) };
}
