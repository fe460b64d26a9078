import { addDays, addYears } from './date-range';
import { ageOn } from './questionnaire';

/*
 * Bookings (spec part 2 §2 "Bookings", §3 "Booking", "Wizard booking data", "Referral", §4 "Booking
 * status", "New-booking wizard order", §5 "Booking wizard", "Referral", §9; NOTES point 7): the rules
 * the server enforces and the two web apps apply — statuses, the wizard's steps, the validation codes,
 * referrals, the slot hold and the schedules' day patterns.
 */

/** A picked slot is held for its patient this long (part 2 §9). */
export const BOOKING_HOLD_MINUTES = 15;
/** Bookings' date limits: 20 years back and forward (part 2 §5). */
export const BOOKINGS_RANGE_YEARS = 20;
/** Attachments unless the file settings say otherwise (part 2 §9). */
export const BOOKING_ATTACHMENTS_MAX_FILES = 5;
export const BOOKING_ATTACHMENTS_MAX_FILE_SIZE = 5_242_880;
/** A prescription visit's reason and its drugs. */
export const PRESCRIPTION_REASON_MAX = 500;
export const PRESCRIPTION_DRUGS_MAX = 10;
/** How far ahead schedules generate slots (a rolling horizon). */
export const SLOT_HORIZON_DAYS = 92;
/** A cancellation reason the clinic writes. */
export const CANCEL_REASON_MAX = 500;

// ------------------------------------------------------------------------------ statuses

export const bookingStatuses = ['SCHEDULED', 'REGISTERED', 'EXECUTED', 'CANCELED'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** The HIS's order status: GTRE means the patient has been registered at the desk. */
export const bookingOrderStatuses = ['GTRE'] as const;
export type BookingOrderStatus = (typeof bookingOrderStatuses)[number];

/** A SCHEDULED booking whose orderStatus is GTRE is shown as REGISTERED (part 2 §4). */
export function shownBookingStatus(status: BookingStatus, orderStatus: string | null | undefined): BookingStatus {
  return status === 'SCHEDULED' && orderStatus === 'GTRE' ? 'REGISTERED' : status;
}

/** The list's default status switches (part 2 §2). */
export const defaultBookingStatusFilter: readonly BookingStatus[] = ['SCHEDULED', 'REGISTERED'];

/** Only SCHEDULED bookings may be confirmed, have their questionnaire, referral or attachments edited, or be modified. */
export const bookingEditable = (status: BookingStatus, orderStatus?: string | null): boolean => shownBookingStatus(status, orderStatus) === 'SCHEDULED';

/** A booking may be cancelled while it is SCHEDULED or REGISTERED and its visit has not started. */
export function bookingCancellable(status: BookingStatus, startsAt: Date, now: Date): boolean {
  return (status === 'SCHEDULED' || status === 'REGISTERED') && now.getTime() < startsAt.getTime();
}

/** The referral button shows only for SCHEDULED bookings whose referral has an issue date or number (part 2 §4). */
export function referralEditable(status: BookingStatus, orderStatus: string | null | undefined, referral: { issueDate?: string | null; refENumber?: string | null } | null): boolean {
  return bookingEditable(status, orderStatus) && referral !== null && Boolean(referral.issueDate || referral.refENumber);
}

/** Default list range: today to the end of the month a year ahead (part 2 §9). */
export function defaultBookingsRange(today: string): { dateFrom: string; dateTo: string } {
  const ahead = addYears(today, 1);
  const [y, m] = ahead.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { dateFrom: today, dateTo: `${ahead.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

// ------------------------------------------------------------------------------ catalogue and availability

/**
 * A schedule's portal availability (the catalogue's availabilityInModuleStatus): B bookable by visitors'
 * catalogue and by patients, P by signed-in patients only, N only by the clinic (never in the portal's
 * catalogue). The catalogue keeps B and P (part 2 §5).
 */
export const availabilityStatuses = ['B', 'P', 'N'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];
export const inPortalCatalogue = (status: AvailabilityStatus): boolean => status === 'B' || status === 'P';

/** Whether a service asks a referral: N never (the step is skipped), O optional, R required. */
export const referralStatuses = ['N', 'O', 'R'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/** How a slot is paid: NFZ-funded or commercial (the price list opens after picking one). */
export const slotFundings = ['NFZ', 'COMMERCIAL'] as const;
export type SlotFunding = (typeof slotFundings)[number];

// ------------------------------------------------------------------------------ the wizard

/** The wizard's steps in the order that holds (part 2 §4, NOTES point 7). `parallel` is a check, not a page. */
export const bookingWizardSteps = ['patients', 'services', 'dates', 'parallel', 'prescription', 'referral', 'questionnaire', 'personaldata', 'contactdata', 'summary'] as const;
export type BookingWizardStep = (typeof bookingWizardSteps)[number];
export const bookingWizardModes = ['NEW', 'MODIFY'] as const;
export type BookingWizardMode = (typeof bookingWizardModes)[number];

/** What decides which steps apply (unknown facts keep a step: it is decided again once known). */
export interface WizardFacts {
  mode: BookingWizardMode;
  patientsNo: number;
  prescriptionVisit?: boolean;
  referralStatus?: ReferralStatus | null;
  questionnaireExists?: boolean;
  /** The patient's address has city, house number and postal code. */
  addressComplete?: boolean;
  /** A phone number must still be given or confirmed. */
  phoneNeeded?: boolean;
}

/** Whether a step applies (part 2 §4: each later step only when needed; one patient is picked for her). */
export function wizardStepApplies(step: BookingWizardStep, f: WizardFacts): boolean {
  switch (step) {
    case 'patients':
      return f.mode === 'NEW' && f.patientsNo !== 1;
    case 'services':
      return f.mode === 'NEW';
    case 'prescription':
      return f.prescriptionVisit !== false;
    case 'referral':
      return f.referralStatus !== 'N';
    case 'questionnaire':
      return f.questionnaireExists !== false;
    case 'personaldata':
      return f.addressComplete !== true;
    case 'contactdata':
      return f.phoneNeeded !== false;
    default:
      return true;
  }
}

/** The steps that apply, in order. MODIFY starts at dates (patient and service are preloaded). */
export const wizardSteps = (f: WizardFacts): BookingWizardStep[] => bookingWizardSteps.filter((s) => wizardStepApplies(s, f));

/** The fact each later step hangs on (undefined while the slot is not picked). */
const stepFact: Partial<Record<BookingWizardStep, keyof WizardFacts>> = {
  prescription: 'prescriptionVisit',
  referral: 'referralStatus',
  questionnaire: 'questionnaireExists',
  personaldata: 'addressComplete',
  contactdata: 'phoneNeeded',
};

/**
 * The pages the stepper counts: the steps known to apply (a step whose fact is not known yet is left out
 * until it is), and `current` always; `parallel` is the dates step's own check, not a page.
 */
export const countedWizardSteps = (f: WizardFacts, current?: BookingWizardStep): BookingWizardStep[] =>
  bookingWizardSteps.filter((s) => s !== 'parallel' && (s === current || (wizardStepApplies(s, f) && (stepFact[s] === undefined || f[stepFact[s]!] !== undefined))));

/** Part of the day of a clinic time "HH:mm": morning before 12:00, afternoon before 17:00, evening after. */
export const dayParts = ['MORNING', 'AFTERNOON', 'EVENING'] as const;
export type DayPart = (typeof dayParts)[number];
export const dayPartOf = (time: string): DayPart => (time < '12:00' ? 'MORNING' : time < '17:00' ? 'AFTERNOON' : 'EVENING');

/** The step after `current` that applies, or null after the summary. */
export function nextWizardStep(current: BookingWizardStep, f: WizardFacts): BookingWizardStep | null {
  const i = bookingWizardSteps.indexOf(current);
  return bookingWizardSteps.slice(i + 1).find((s) => wizardStepApplies(s, f)) ?? null;
}

/** The step before `current` that applies (and is a page), or null at the start. */
export function previousWizardStep(current: BookingWizardStep, f: WizardFacts): BookingWizardStep | null {
  const i = bookingWizardSteps.indexOf(current);
  return [...bookingWizardSteps.slice(0, i)].reverse().find((s) => s !== 'parallel' && wizardStepApplies(s, f)) ?? null;
}

/** The first step of a run: MODIFY jumps to dates; NEW starts at patients unless one patient only. */
export const firstWizardStep = (f: WizardFacts): BookingWizardStep => wizardSteps(f)[0] ?? 'services';

// ------------------------------------------------------------------------------ referrals

/** An electronic referral number: exactly 4 or 44 digits (part 2 §5). */
export const isEReferralNumber = (value: string): boolean => /^(\d{4}|\d{44})$/.test(value);

/** A referral's issue date may not be in the future (the clinic's today, YYYY-MM-DD). */
export const referralIssueDateValid = (issueDate: string, today: string): boolean => issueDate <= today;

/** A practice number (NPWZ) of a referring practitioner and an institution's code in the register (RPWDL). */
export const REFERRAL_PRACTICE_NUMBER = /^\d{7}$/;
export const REFERRAL_INSTITUTION_CODE = /^\d{9,14}$/;

// ------------------------------------------------------------------------------ validation rules

/** The validation codes of part 2 §5 (104 and 105 are implemented, NOTES point 7). */
export const bookingValidationCodes = ['101', '102', '103', '104', '105', '201', '202', '203', '204', '205', '206'] as const;
export type BookingValidationCode = (typeof bookingValidationCodes)[number];

/** Each code's warning in Polish (the web shows them from i18n too); any other code: 'Inny błąd walidacji'. */
export const bookingValidationTexts: Record<BookingValidationCode, string> = {
  '101': 'Usługa nie jest dostępna dla pacjenta tej płci.',
  '102': 'Pacjent nie osiągnął minimalnego wieku wymaganego dla tej usługi.',
  '103': 'Pacjent przekroczył maksymalny wiek, do którego można zarezerwować tę usługę.',
  '104': 'Pacjent nie ma określonego płatnika (oddziału NFZ lub ubezpieczyciela).',
  '105': 'Numer telefonu pacjenta jest nieznany lub niepotwierdzony.',
  '201': 'Termin jest zbyt bliski: tę usługę trzeba zarezerwować z większym wyprzedzeniem.',
  '202': 'Termin jest zbyt odległy: tej usługi nie można zarezerwować tak wcześnie.',
  '203': 'Tej usługi nie można zarezerwować jako pierwszej wizyty: jest przeznaczona dla pacjentów kontynuujących leczenie.',
  '204': 'Ta usługa jest przeznaczona tylko na pierwszą wizytę, a pacjent już z niej korzystał.',
  '205': 'Przekroczono maksymalną liczbę aktywnych rezerwacji tej usługi.',
  '206': 'Przekroczono maksymalną liczbę aktywnych rezerwacji dla tego typu konta.',
};
export const OTHER_VALIDATION_TEXT = 'Inny błąd walidacji';
export const bookingValidationText = (code: string): string => bookingValidationTexts[code as BookingValidationCode] ?? OTHER_VALIDATION_TEXT;

/** The rules the clinic configures on a service (all optional). Intervals are in hours before the visit. */
export interface ServiceBookingRules {
  gender?: 'F' | 'M' | null;
  minAge?: number | null;
  maxAge?: number | null;
  insurerRequired?: boolean;
  phoneConfirmedRequired?: boolean;
  minHoursBefore?: number | null;
  maxDaysBefore?: number | null;
  firstVisit?: 'FORBIDDEN' | 'REQUIRED' | null;
  maxActivePerService?: number | null;
  /** Active bookings an account of each type may hold (across services). */
  maxActiveAuthorized?: number | null;
  maxActiveUnauthorized?: number | null;
}

/** What the server knows of the patient and the slot when it checks the rules. */
export interface BookingValidationFacts {
  gender: 'F' | 'M' | null;
  birthDate: string | null;
  insurer: string | null;
  phoneConfirmed: boolean;
  /** The slot's start, when one is picked (201, 202 and the age are checked at it; otherwise today). */
  slotStart: Date | null;
  /** The slot's clinic day (YYYY-MM-DD), with slotStart. */
  slotDay: string | null;
  now: Date;
  /** The clinic's today (YYYY-MM-DD). */
  today: string;
  /** The patient had an executed or booked visit of this service before. */
  hadServiceBefore: boolean;
  /** Active (SCHEDULED or REGISTERED, not yet started) bookings of this service of the patient. */
  activeOfService: number;
  /** Active bookings the booking account holds, and its type. */
  activeOfAccount: number;
  accountType: 'AUTHORIZED' | 'UNAUTHORIZED';
}

/** Every code the rules give for these facts (empty: the booking may go on). */
export function bookingValidationIssues(rules: ServiceBookingRules, f: BookingValidationFacts): BookingValidationCode[] {
  const codes: BookingValidationCode[] = [];
  const day = f.slotDay ?? f.today;
  if (rules.gender && f.gender !== rules.gender) codes.push('101');
  if (f.birthDate && rules.minAge != null && ageOn(f.birthDate, day) < rules.minAge) codes.push('102');
  if (f.birthDate && rules.maxAge != null && ageOn(f.birthDate, day) > rules.maxAge) codes.push('103');
  if (rules.insurerRequired && !f.insurer) codes.push('104');
  if (rules.phoneConfirmedRequired && !f.phoneConfirmed) codes.push('105');
  if (f.slotStart && rules.minHoursBefore != null && f.slotStart.getTime() - f.now.getTime() < rules.minHoursBefore * 3_600_000) codes.push('201');
  if (f.slotDay && rules.maxDaysBefore != null && f.slotDay > addDays(f.today, rules.maxDaysBefore)) codes.push('202');
  if (rules.firstVisit === 'FORBIDDEN' && !f.hadServiceBefore) codes.push('203');
  if (rules.firstVisit === 'REQUIRED' && f.hadServiceBefore) codes.push('204');
  if (rules.maxActivePerService != null && f.activeOfService >= rules.maxActivePerService) codes.push('205');
  const accountMax = f.accountType === 'AUTHORIZED' ? rules.maxActiveAuthorized : rules.maxActiveUnauthorized;
  if (accountMax != null && f.activeOfAccount >= accountMax) codes.push('206');
  return codes;
}

// ------------------------------------------------------------------------------ schedules

/** HH:MM in the clinic's zone. */
export type ClockTime = string;
export interface TimeRange {
  start: ClockTime;
  end: ClockTime;
}
/** ISO weekday: 1 Monday … 7 Sunday (weeks start on Monday). */
export interface WeeklyHours extends TimeRange {
  weekday: number;
}
export interface SchedulePattern {
  validFrom: string;
  /** Inclusive; null: open-ended (slots are generated up to the horizon). */
  validTo: string | null;
  weekly: readonly WeeklyHours[];
  slotMinutes: number;
  /** Daily breaks (e.g. 12:00–12:30): no slot overlaps one. */
  breaks: readonly TimeRange[];
}
/** A day or days off (CLOSED: holidays, leave) or with other hours (HOURS: a one-off change). */
export interface ScheduleException {
  dateFrom: string;
  dateTo: string;
  kind: 'CLOSED' | 'HOURS';
  start?: ClockTime | null;
  end?: ClockTime | null;
}

export const isClockTime = (t: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(t);
const minutes = (t: ClockTime) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const clock = (m: number): ClockTime => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** ISO weekday of a calendar day. */
export const isoWeekday = (day: string): number => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * The slots a schedule gives on one day (clinic-local times): its weekly hours for that weekday, or a
 * one-off change's hours, cut into slots of slotMinutes; none on a CLOSED day or outside its validity;
 * a slot overlapping a break is left out, and the next one starts after the break.
 */
export function scheduleSlotsOfDay(pattern: SchedulePattern, day: string, exceptions: readonly ScheduleException[] = []): TimeRange[] {
  if (day < pattern.validFrom || (pattern.validTo !== null && day > pattern.validTo) || pattern.slotMinutes <= 0) return [];
  const todays = exceptions.filter((e) => e.dateFrom <= day && day <= e.dateTo);
  if (todays.some((e) => e.kind === 'CLOSED')) return [];
  const change = todays.find((e) => e.kind === 'HOURS' && e.start && e.end);
  const hours: TimeRange[] = change ? [{ start: change.start!, end: change.end! }] : pattern.weekly.filter((w) => w.weekday === isoWeekday(day));
  const slots: TimeRange[] = [];
  for (const h of hours) {
    let at = minutes(h.start);
    const end = minutes(h.end);
    while (at + pattern.slotMinutes <= end) {
      const slotEnd = at + pattern.slotMinutes;
      const inBreak = pattern.breaks.find((b) => at < minutes(b.end) && slotEnd > minutes(b.start));
      if (inBreak) {
        at = Math.max(at + 1, minutes(inBreak.end));
        continue;
      }
      slots.push({ start: clock(at), end: clock(slotEnd) });
      at = slotEnd;
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}

/** Two periods overlap (parallel bookings, part 2 §4). */
export const periodsOverlap = (a: { from: Date; to: Date }, b: { from: Date; to: Date }): boolean => a.from < b.to && b.from < a.to;

/** Attachments still allowed: the settings' maximum minus those already added (part 2 §9). */
export const attachmentsLeft = (maxFiles: number, existing: number): number => Math.max(0, maxFiles - existing);
