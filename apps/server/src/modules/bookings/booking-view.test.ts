import { describe, expect, it } from 'vitest';
import { clinicDateTime, clinicDay } from '../medical-record/document-render';
import { visitWhen } from './booking-view';

// Issue 28 item 15: e-mails, SMS, calendar files and printouts write the portal's one format.
describe('the visit time in e-mails, SMS, calendar files and printouts', () => {
  it("is DD-MM-RRRR HH:MM on the clinic's clock, in every language", () => {
    const startsAt = new Date('2026-12-01T09:30:00Z'); // 10:30 in Warsaw (winter)
    expect(visitWhen(startsAt, 'pl')).toBe('01-12-2026 10:30');
    expect(visitWhen(startsAt, 'en')).toBe('01-12-2026 10:30');
    expect(visitWhen(startsAt, 'uk')).toBe('01-12-2026 10:30');
  });
});

describe('the days and times of medical documents (printouts, CDA)', () => {
  it("are DD-MM-RRRR and DD-MM-RRRR HH:MM on the clinic's clock", () => {
    const at = new Date('2026-07-14T22:15:00Z'); // 00:15 on 15 July in Warsaw (summer)
    expect(clinicDay(at)).toBe('15-07-2026');
    expect(clinicDateTime(at)).toBe('15-07-2026 00:15');
  });
});
