import { describe, expect, it } from 'vitest';
import {
  allergenDictionaryOfType,
  allergyFlagsOf,
  allergyStatusOf,
  defaultRange,
  formatDay,
  hubTarget,
  minSelectableDay,
  parseTypedDate,
  rangeIssue,
} from './index';

describe('allergy status', () => {
  it('maps each status to its flags and back', () => {
    expect(allergyFlagsOf('A')).toEqual({ isActive: true, cured: false });
    expect(allergyFlagsOf('N')).toEqual({ isActive: false, cured: false });
    expect(allergyFlagsOf('W')).toEqual({ isActive: false, cured: true });
    for (const s of ['A', 'N', 'W'] as const) expect(allergyStatusOf(allergyFlagsOf(s))).toBe(s);
  });
  it('reads cured before active on load', () => {
    expect(allergyStatusOf({ isActive: true, cured: true })).toBe('W');
    expect(allergyStatusOf({ isActive: true, cured: false })).toBe('A');
    expect(allergyStatusOf({ isActive: false, cured: false })).toBe('N');
  });
});

describe('allergen dictionary of an allergy type', () => {
  it('searches medications for L, foods for P and the other dictionary for I and B', () => {
    expect(allergenDictionaryOfType('L')).toBe('ALERG_LEK');
    expect(allergenDictionaryOfType('P')).toBe('ALERG_POKARM');
    expect(allergenDictionaryOfType('I')).toBe('ALERG_INNE');
    expect(allergenDictionaryOfType('B')).toBe('ALERG_INNE');
  });
  it('has no dictionary for no type, a type added later, or a name of an object property', () => {
    expect(allergenDictionaryOfType(null)).toBeNull();
    expect(allergenDictionaryOfType('')).toBeNull();
    expect(allergenDictionaryOfType('X')).toBeNull();
    expect(allergenDictionaryOfType('toString')).toBeNull();
  });
});

describe('hub order', () => {
  it('goes to the first enabled module in the spec order', () => {
    expect(hubTarget({ allergyModule: true, messagesModule: true })).toBe('/allergies');
    expect(hubTarget({ bookingsModule: true, allergyModule: true })).toBe('/bookings');
  });
  it('skips modules whose routes do not exist', () => {
    expect(hubTarget({ bookingsModule: true, allergyModule: true }, (p) => p === '/allergies')).toBe('/allergies');
  });
  it('falls back to the account page', () => {
    expect(hubTarget({})).toBe('/account');
    expect(hubTarget({ bookingsModule: true }, () => false)).toBe('/account');
  });
});

describe('date ranges', () => {
  const today = '2026-11-22';
  it('defaults to the last year, the last month and the waiting-list window', () => {
    expect(defaultRange('lastYear', today)).toEqual({ after: '2025-11-22', before: today });
    expect(defaultRange('lastMonth', today)).toEqual({ after: '2026-10-22', before: today });
    expect(defaultRange('waitingList', today)).toEqual({ after: '2026-10-22', before: '2027-05-22' });
    // The last day of a month stays in range a month back.
    expect(defaultRange('lastMonth', '2026-03-31').after).toBe('2026-02-28');
  });
  it('refuses reversed ranges, days older than 20 years, the future where not allowed, and impossible days', () => {
    expect(minSelectableDay(today)).toBe('2006-11-22');
    expect(rangeIssue({ after: '2026-11-23', before: '2026-11-01' }, today, { allowFuture: true })).toBe('RANGE_ORDER');
    expect(rangeIssue({ after: '2006-11-21' }, today, { allowFuture: false })).toBe('RANGE_TOO_EARLY');
    expect(rangeIssue({ after: '2006-11-22', before: today }, today, { allowFuture: false })).toBeNull();
    expect(rangeIssue({ before: '2026-11-23' }, today, { allowFuture: false })).toBe('RANGE_FUTURE');
    expect(rangeIssue({ before: '2046-11-22' }, today, { allowFuture: true, maxYearsAhead: 20 })).toBeNull();
    expect(rangeIssue({ before: '2046-11-23' }, today, { allowFuture: true, maxYearsAhead: 20 })).toBe('RANGE_TOO_LATE');
    expect(rangeIssue({ after: '2026-02-30' }, today, { allowFuture: false })).toBe('DATE_INVALID');
    expect(rangeIssue({}, today, { allowFuture: false })).toBeNull();
  });
  it('reads typed dates and refuses impossible ones', () => {
    expect(parseTypedDate('05-01-2026')).toBe('2026-01-05');
    expect(parseTypedDate(' 5.1.2026 ')).toBe('2026-01-05');
    expect(parseTypedDate('31-02-2026')).toBeNull();
    expect(parseTypedDate('2026-13-01')).toBeNull();
    expect(parseTypedDate('jutro')).toBeNull();
    expect(formatDay('2026-01-05')).toBe('05-01-2026');
  });
});
