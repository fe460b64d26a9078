import { describe, expect, it } from 'vitest';
import { bookingActions, listPatient, listRange, listStatuses, modifyPath, questionnairePagePath, referralPagePath, startState, telehealthPath, toggleStatus, visitTime } from './list-rules';
import { testBooking } from './test-booking';

const q = (s: string) => new URLSearchParams(s);

describe('bookings list rules', () => {
  it('range: today to the end of the month a year ahead by default; the address wins within 20 years either way', () => {
    expect(listRange(q(''), '2026-11-24')).toEqual({ dateFrom: '2026-11-24', dateTo: '2027-11-30' });
    expect(listRange(q('dateFrom=2025-01-01&dateTo=2025-12-31'), '2026-11-24')).toEqual({ dateFrom: '2025-01-01', dateTo: '2025-12-31' });
    // Beyond the limits or not a day: that end falls back.
    expect(listRange(q('dateFrom=2005-01-01'), '2026-11-24').dateFrom).toBe('2026-11-24');
    expect(listRange(q('dateTo=2047-01-01'), '2026-11-24').dateTo).toBe('2027-11-30');
    expect(listRange(q('dateFrom=2026-02-30'), '2026-11-24').dateFrom).toBe('2026-11-24');
    // Ends out of order: the default range.
    expect(listRange(q('dateFrom=2027-01-01&dateTo=2026-12-01'), '2026-11-24')).toEqual({ dateFrom: '2026-11-24', dateTo: '2027-11-30' });
  });

  it('statuses: SCHEDULED and REGISTERED by default, the address otherwise, in a fixed order', () => {
    expect(listStatuses(q(''))).toEqual(['SCHEDULED', 'REGISTERED']);
    expect(listStatuses(q('statuses=CANCELED,EXECUTED,BOGUS'))).toEqual(['EXECUTED', 'CANCELED']);
    expect(listStatuses(q('statuses='))).toEqual([]);
    expect(toggleStatus(['SCHEDULED', 'REGISTERED'], 'CANCELED', true)).toEqual(['SCHEDULED', 'REGISTERED', 'CANCELED']);
    expect(toggleStatus(['SCHEDULED', 'REGISTERED'], 'SCHEDULED', false)).toEqual(['REGISTERED']);
  });

  it('patient filter: one she acts for, else everyone', () => {
    const actable = [{ id: 1 }, { id: 5 }];
    expect(listPatient(q('patientId=5'), actable)).toBe(5);
    expect(listPatient(q('patientId=9'), actable)).toBeNull();
    expect(listPatient(q('patientId=all'), actable)).toBeNull();
    expect(listPatient(q(''), actable)).toBeNull();
  });

  it('actions: a SCHEDULED booking offers what the server allows; REGISTERED the printout and the calendar file, EXECUTED and CANCELED only the printout', () => {
    expect(bookingActions(testBooking())).toEqual(['confirm', 'attachments', 'printout', 'calendar', 'modify', 'cancel']);
    expect(bookingActions(testBooking({ confirmed: true, questionnaireExists: true, actions: { confirm: false, edit: true, cancel: true, referral: true } }))).toEqual([
      'questionnaire',
      'referral',
      'attachments',
      'printout',
      'calendar',
      'modify',
      'cancel',
    ]);
    // A SCHEDULED booking whose visit started: nothing to change, nothing to cancel.
    expect(bookingActions(testBooking({ actions: { confirm: false, edit: false, cancel: false, referral: false } }))).toEqual(['printout', 'calendar']);
    expect(bookingActions(testBooking({ status: 'REGISTERED' }))).toEqual(['printout', 'calendar']);
    for (const status of ['EXECUTED', 'CANCELED'] as const) expect(bookingActions(testBooking({ status }))).toEqual(['printout']);
  });

  it('paths: modify opens the wizard in MODIFY mode at the dates; questionnaire and referral name the booking', () => {
    const b = testBooking();
    expect(modifyPath(b)).toBe('/newbooking/dates?mode=MODIFY&oldBookingId=41&system=PORTAL&patient=1&service=POZ-L&orgUnit=3&employee=7');
    expect(questionnairePagePath(b, 11)).toBe('/bookings/questionnaire/PORTAL/11/41');
    expect(referralPagePath(b)).toBe('/referral?bookingId=41&system=PORTAL&edit=true&patientId=1');
  });

  it('the visit time is the clinic’s (Europe/Warsaw), whatever the browser’s zone', () => {
    expect(visitTime(testBooking())).toBe('03-12-2026 09:30–09:45');
    expect(visitTime({ dateFrom: '2026-07-01T06:00:00.000Z', dateTo: '2026-07-01T06:20:00.000Z' })).toBe('01-07-2026 08:00–08:20');
  });

  it('a teleconsultation: "Rozpocznij" first, its own wizard to change the date, the start window of spec §9', () => {
    const tele = testBooking({ teleconsultationId: 77, medicalCaseId: 5, service: { code: 'POZ-TELEPORADA', description: 'Teleporada lekarza POZ', condition: null, prescriptionVisit: false } });
    expect(bookingActions(tele)[0]).toBe('start');
    expect(bookingActions(testBooking({ teleconsultationId: 77, status: 'EXECUTED' }))).toEqual(['printout']);
    expect(telehealthPath(tele)).toBe('/telehealth?teleconsultationId=77&patientId=1');
    expect(modifyPath(tele)).toBe(
      '/newteleconsultation/dates?mode=MODIFY&oldBookingId=41&patient=1&catalog=POZ-TELEPORADA&system=PORTAL&modifyTeleconsultationId=77&oldDateFrom=2026-12-03T08%3A30%3A00.000Z',
    );
    const at = (iso: string) => new Date(iso);
    expect(startState(tele, at('2026-12-03T07:59:59.999Z')).verdict).toBe('TOO_EARLY');
    expect(startState(tele, at('2026-12-03T08:00:00.000Z'))).toEqual({ verdict: 'OPEN', opensAt: at('2026-12-03T08:00:00.000Z') });
    expect(startState(tele, at('2026-12-03T12:45:00.000Z')).verdict).toBe('OPEN');
    expect(startState(tele, at('2026-12-03T12:45:00.001Z')).verdict).toBe('TOO_LATE');
  });
});
