import { describe, expect, it } from 'vitest';
import { clinicDayBounds, clinicInstant, clinicToday } from './clinic-time';

describe('clinic time (Europe/Warsaw)', () => {
  it("today is the clinic's day, not UTC's", () => {
    expect(clinicToday(new Date('2026-11-22T22:59:59Z'))).toBe('2026-11-22');
    expect(clinicToday(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
    expect(clinicToday(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(clinicToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('wall times are placed right on both sides of a clock change', () => {
    expect(clinicInstant('2026-03-28', '08:00').toISOString()).toBe('2026-03-28T07:00:00.000Z');
    expect(clinicInstant('2026-03-30', '08:00').toISOString()).toBe('2026-03-30T06:00:00.000Z');
    // 02:30 does not exist on the night of the spring change: it moves forward to 03:30 CEST.
    expect(clinicInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('a range runs from 00:00:00 of its first day to 23:59:59.999 of its last, each end optional', () => {
    const { from, to } = clinicDayBounds({ after: '2026-03-29', before: '2026-03-29' });
    expect(from?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    // The spring change day is 23 hours long.
    expect(to?.toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(clinicDayBounds({ before: '2026-10-25' })).toEqual({ from: undefined, to: new Date('2026-10-25T22:59:59.999Z') });
  });
});
