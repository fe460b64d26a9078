import { describe, expect, it } from 'vitest';
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
