import { describe, expect, it } from 'vitest';
import {
  attachmentsLeft,
  bookingCancellable,
  bookingEditable,
  bookingValidationIssues,
  bookingValidationText,
  defaultBookingsRange,
  firstWizardStep,
  isEReferralNumber,
  nextWizardStep,
  periodsOverlap,
  previousWizardStep,
  referralEditable,
  referralIssueDateValid,
  scheduleSlotsOfDay,
  shownBookingStatus,
  wizardSteps,
  countedWizardSteps,
  dayPartOf,
  type BookingValidationFacts,
  type SchedulePattern,
  type WizardFacts,
} from './bookings';

const all: WizardFacts = { mode: 'NEW', patientsNo: 2, prescriptionVisit: true, referralStatus: 'O', questionnaireExists: true, addressComplete: false, phoneNeeded: true };
const none: WizardFacts = { mode: 'NEW', patientsNo: 1, prescriptionVisit: false, referralStatus: 'N', questionnaireExists: false, addressComplete: true, phoneNeeded: false };

describe('wizard steps', () => {
  it('NEW runs every step in the order of part 2 §4 when all apply', () => {
    expect(wizardSteps(all)).toEqual(['patients', 'services', 'dates', 'parallel', 'prescription', 'referral', 'questionnaire', 'personaldata', 'contactdata', 'summary']);
    expect(firstWizardStep(all)).toBe('patients');
  });
  it('skips what does not apply: one patient, no prescription, referral N, no questionnaire, complete address, phone known', () => {
    expect(wizardSteps(none)).toEqual(['services', 'dates', 'parallel', 'summary']);
    expect(firstWizardStep(none)).toBe('services');
    expect(nextWizardStep('parallel', none)).toBe('summary');
    expect(previousWizardStep('summary', none)).toBe('dates');
    expect(nextWizardStep('summary', none)).toBeNull();
    expect(previousWizardStep('services', none)).toBeNull();
  });
  it('each later step on its own fact', () => {
    expect(wizardSteps({ ...none, prescriptionVisit: true })).toContain('prescription');
    expect(wizardSteps({ ...none, referralStatus: 'R' })).toContain('referral');
    expect(wizardSteps({ ...none, referralStatus: 'O' })).toContain('referral');
    expect(wizardSteps({ ...none, questionnaireExists: true })).toContain('questionnaire');
    expect(wizardSteps({ ...none, addressComplete: false })).toContain('personaldata');
    expect(wizardSteps({ ...none, phoneNeeded: true })).toContain('contactdata');
    expect(wizardSteps({ ...none, patientsNo: 0 })).toContain('patients');
  });
  it('unknown facts keep a step until known', () => {
    expect(wizardSteps({ mode: 'NEW', patientsNo: 1 })).toEqual(['services', 'dates', 'parallel', 'prescription', 'referral', 'questionnaire', 'personaldata', 'contactdata', 'summary']);
  });
  it('MODIFY starts at dates (patient and service preloaded), never goes back before them', () => {
    const modify = { ...all, mode: 'MODIFY' as const };
    expect(wizardSteps(modify)[0]).toBe('dates');
    expect(firstWizardStep(modify)).toBe('dates');
    expect(previousWizardStep('dates', modify)).toBeNull();
    expect(nextWizardStep('dates', modify)).toBe('parallel');
    expect(previousWizardStep('prescription', modify)).toBe('dates');
    expect(firstWizardStep({ ...none, mode: 'MODIFY' })).toBe('dates');
  });
  it('next and previous walk the applying steps; parallel is a check, never a step to go back to', () => {
    expect(nextWizardStep('dates', all)).toBe('parallel');
    expect(nextWizardStep('parallel', all)).toBe('prescription');
    expect(nextWizardStep('referral', { ...all, questionnaireExists: false })).toBe('personaldata');
    expect(previousWizardStep('prescription', all)).toBe('dates');
    expect(previousWizardStep('contactdata', { ...all, addressComplete: true })).toBe('questionnaire');
  });
});

const facts = (over: Partial<BookingValidationFacts> = {}): BookingValidationFacts => ({
  gender: 'F',
  birthDate: '1985-06-15',
  insurer: 'NFZ-06',
  phoneConfirmed: true,
  slotStart: new Date('2026-12-10T09:00:00Z'),
  slotDay: '2026-12-10',
  now: new Date('2026-12-01T09:00:00Z'),
  today: '2026-12-01',
  hadServiceBefore: false,
  activeOfService: 0,
  activeOfAccount: 0,
  accountType: 'AUTHORIZED',
  ...over,
});

describe('validation codes', () => {
  it('no rules: no codes', () => expect(bookingValidationIssues({}, facts())).toEqual([]));
  it('101 gender', () => {
    expect(bookingValidationIssues({ gender: 'M' }, facts())).toEqual(['101']);
    expect(bookingValidationIssues({ gender: 'F' }, facts())).toEqual([]);
    expect(bookingValidationIssues({ gender: 'F' }, facts({ gender: null }))).toEqual(['101']);
  });
  it('102 and 103 age on the visit day', () => {
    expect(bookingValidationIssues({ minAge: 42 }, facts())).toEqual(['102']);
    expect(bookingValidationIssues({ minAge: 41 }, facts())).toEqual([]);
    expect(bookingValidationIssues({ maxAge: 40 }, facts())).toEqual(['103']);
    expect(bookingValidationIssues({ maxAge: 17 }, facts({ birthDate: '2008-12-11' }))).toEqual([]);
    expect(bookingValidationIssues({ maxAge: 17 }, facts({ birthDate: '2008-12-10' }))).toEqual(['103']);
    expect(bookingValidationIssues({ minAge: 18 }, facts({ birthDate: null }))).toEqual([]);
  });
  it('104 payer, 105 confirmed phone', () => {
    expect(bookingValidationIssues({ insurerRequired: true }, facts({ insurer: null }))).toEqual(['104']);
    expect(bookingValidationIssues({ insurerRequired: true }, facts())).toEqual([]);
    expect(bookingValidationIssues({ phoneConfirmedRequired: true }, facts({ phoneConfirmed: false }))).toEqual(['105']);
  });
  it('201 too close, 202 too far; neither without a slot', () => {
    expect(bookingValidationIssues({ minHoursBefore: 217 }, facts())).toEqual(['201']);
    expect(bookingValidationIssues({ minHoursBefore: 216 }, facts())).toEqual([]);
    expect(bookingValidationIssues({ maxDaysBefore: 8 }, facts())).toEqual(['202']);
    expect(bookingValidationIssues({ maxDaysBefore: 9 }, facts())).toEqual([]);
    expect(bookingValidationIssues({ minHoursBefore: 500, maxDaysBefore: 1 }, facts({ slotStart: null, slotDay: null }))).toEqual([]);
  });
  it('203 first visit forbidden, 204 first visit required', () => {
    expect(bookingValidationIssues({ firstVisit: 'FORBIDDEN' }, facts())).toEqual(['203']);
    expect(bookingValidationIssues({ firstVisit: 'FORBIDDEN' }, facts({ hadServiceBefore: true }))).toEqual([]);
    expect(bookingValidationIssues({ firstVisit: 'REQUIRED' }, facts({ hadServiceBefore: true }))).toEqual(['204']);
    expect(bookingValidationIssues({ firstVisit: 'REQUIRED' }, facts())).toEqual([]);
  });
  it('205 per service, 206 per account type', () => {
    expect(bookingValidationIssues({ maxActivePerService: 1 }, facts({ activeOfService: 1 }))).toEqual(['205']);
    expect(bookingValidationIssues({ maxActivePerService: 2 }, facts({ activeOfService: 1 }))).toEqual([]);
    expect(bookingValidationIssues({ maxActiveAuthorized: 3, maxActiveUnauthorized: 1 }, facts({ activeOfAccount: 2 }))).toEqual([]);
    expect(bookingValidationIssues({ maxActiveAuthorized: 3, maxActiveUnauthorized: 1 }, facts({ activeOfAccount: 2, accountType: 'UNAUTHORIZED' }))).toEqual(['206']);
  });
  it('every code has its text; others are "Inny błąd walidacji"', () => {
    for (const code of ['101', '102', '103', '104', '105', '201', '202', '203', '204', '205', '206']) expect(bookingValidationText(code)).not.toBe('Inny błąd walidacji');
    expect(bookingValidationText('301')).toBe('Inny błąd walidacji');
  });
});

describe('referrals', () => {
  it('an e-referral number has 4 or 44 digits', () => {
    expect(isEReferralNumber('1234')).toBe(true);
    expect(isEReferralNumber('1'.repeat(44))).toBe(true);
    for (const bad of ['123', '12345', '1'.repeat(43), '1'.repeat(45), '12a4', ' 1234']) expect(isEReferralNumber(bad)).toBe(false);
  });
  it('the issue date may not be in the future', () => {
    expect(referralIssueDateValid('2026-12-01', '2026-12-01')).toBe(true);
    expect(referralIssueDateValid('2026-12-02', '2026-12-01')).toBe(false);
  });
});

describe('schedules', () => {
  const pattern: SchedulePattern = {
    validFrom: '2026-12-01',
    validTo: '2026-12-31',
    weekly: [
      { weekday: 1, start: '08:00', end: '10:00' },
      { weekday: 3, start: '14:00', end: '15:00' },
    ],
    slotMinutes: 20,
    breaks: [{ start: '08:50', end: '09:10' }],
  };
  it('slots of the weekday, leaving out breaks (the next slot starts after the break)', () => {
    // 2026-12-07 is a Monday.
    expect(scheduleSlotsOfDay(pattern, '2026-12-07').map((s) => s.start)).toEqual(['08:00', '08:20', '09:10', '09:30']);
    expect(scheduleSlotsOfDay(pattern, '2026-12-09')).toEqual([{ start: '14:00', end: '14:20' }, { start: '14:20', end: '14:40' }, { start: '14:40', end: '15:00' }]);
    expect(scheduleSlotsOfDay(pattern, '2026-12-08')).toEqual([]);
  });
  it('none outside the validity or on a CLOSED day; a one-off HOURS change replaces the weekly hours', () => {
    expect(scheduleSlotsOfDay(pattern, '2026-11-30')).toEqual([]);
    expect(scheduleSlotsOfDay(pattern, '2027-01-04')).toEqual([]);
    expect(scheduleSlotsOfDay(pattern, '2026-12-07', [{ dateFrom: '2026-12-07', dateTo: '2026-12-08', kind: 'CLOSED' }])).toEqual([]);
    expect(scheduleSlotsOfDay(pattern, '2026-12-07', [{ dateFrom: '2026-12-07', dateTo: '2026-12-07', kind: 'HOURS', start: '12:00', end: '12:40' }]).map((s) => s.start)).toEqual(['12:00', '12:20']);
    expect(scheduleSlotsOfDay({ ...pattern, validTo: null }, '2027-03-01').length).toBe(4);
  });
  it('periods overlap only when they share time', () => {
    const at = (h: number) => new Date(Date.UTC(2026, 11, 1, h));
    expect(periodsOverlap({ from: at(9), to: at(10) }, { from: at(9), to: at(11) })).toBe(true);
    expect(periodsOverlap({ from: at(9), to: at(10) }, { from: at(10), to: at(11) })).toBe(false);
  });
});

describe('statuses and the list', () => {
  it('SCHEDULED with GTRE is shown REGISTERED', () => {
    expect(shownBookingStatus('SCHEDULED', 'GTRE')).toBe('REGISTERED');
    expect(shownBookingStatus('SCHEDULED', null)).toBe('SCHEDULED');
    expect(shownBookingStatus('CANCELED', 'GTRE')).toBe('CANCELED');
    expect(bookingEditable('SCHEDULED', 'GTRE')).toBe(false);
    expect(bookingEditable('SCHEDULED')).toBe(true);
  });
  it('cancellable while SCHEDULED or REGISTERED and before the visit starts', () => {
    const starts = new Date('2026-12-10T09:00:00Z');
    expect(bookingCancellable('SCHEDULED', starts, new Date('2026-12-10T08:59:59Z'))).toBe(true);
    expect(bookingCancellable('REGISTERED', starts, new Date('2026-12-09T08:00:00Z'))).toBe(true);
    expect(bookingCancellable('SCHEDULED', starts, starts)).toBe(false);
    expect(bookingCancellable('EXECUTED', starts, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(bookingCancellable('CANCELED', starts, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
  it('the referral is editable for SCHEDULED bookings with an issue date or number', () => {
    expect(referralEditable('SCHEDULED', null, { issueDate: '2026-11-01' })).toBe(true);
    expect(referralEditable('SCHEDULED', null, { refENumber: '1234' })).toBe(true);
    expect(referralEditable('SCHEDULED', null, {})).toBe(false);
    expect(referralEditable('SCHEDULED', null, null)).toBe(false);
    expect(referralEditable('EXECUTED', null, { refENumber: '1234' })).toBe(false);
  });
  it('the default range: today to the end of the month a year ahead', () => {
    expect(defaultBookingsRange('2026-11-24')).toEqual({ dateFrom: '2026-11-24', dateTo: '2027-11-30' });
    expect(defaultBookingsRange('2027-02-10')).toEqual({ dateFrom: '2027-02-10', dateTo: '2028-02-29' });
  });
});

describe('counted wizard steps and day parts', () => {
  it('counts the steps known to apply: a step whose fact is unknown is left out until known, the current one always', () => {
    expect(countedWizardSteps({ mode: 'NEW', patientsNo: 1 })).toEqual(['services', 'dates', 'summary']);
    expect(countedWizardSteps({ mode: 'NEW', patientsNo: 2 }, 'dates')).toEqual(['patients', 'services', 'dates', 'summary']);
    const known = { mode: 'NEW', patientsNo: 1, prescriptionVisit: false, referralStatus: 'R', questionnaireExists: true, addressComplete: true, phoneNeeded: false } as const;
    expect(countedWizardSteps(known)).toEqual(['services', 'dates', 'referral', 'questionnaire', 'summary']);
    expect(countedWizardSteps({ ...known, referralStatus: 'N' }, 'prescription')).toEqual(['services', 'dates', 'prescription', 'questionnaire', 'summary']);
    expect(countedWizardSteps({ mode: 'MODIFY', patientsNo: 3 })).toEqual(['dates', 'summary']);
  });

  it('morning before 12:00, afternoon before 17:00, evening from 17:00', () => {
    expect(['07:30', '11:59', '12:00', '16:45', '17:00', '20:15'].map(dayPartOf)).toEqual(['MORNING', 'MORNING', 'AFTERNOON', 'AFTERNOON', 'EVENING', 'EVENING']);
  });
});

describe('attachments', () => {
  it('left to add: the maximum minus those the record has, never below zero', () => {
    expect(attachmentsLeft(5, 0)).toBe(5);
    expect(attachmentsLeft(5, 2)).toBe(3);
    expect(attachmentsLeft(1, 2)).toBe(0);
  });
});
