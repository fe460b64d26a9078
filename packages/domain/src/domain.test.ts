import { describe, expect, it } from 'vitest';
import {
  allergyFlagsOf,
  allergyStatusOf,
  cutLinkName,
  defaultRange,
  formatDate,
  hubTarget,
  isRangeValid,
  minSelectableDate,
  normalizeRange,
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

describe('top-bar link names', () => {
  it('keeps names shorter than 25 characters', () => {
    expect(cutLinkName('x'.repeat(24))).toBe('x'.repeat(24));
  });
  it('cuts names of 25 or more characters to 22 plus an ellipsis', () => {
    expect(cutLinkName('x'.repeat(25))).toBe(`${'x'.repeat(22)}...`);
    expect(cutLinkName('Regulamin świadczenia usług drogą elektroniczną')).toBe('Regulamin świadczenia ...');
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
  const now = new Date(2026, 10, 22, 15, 30);
  it('normalises start to 00:00:00 and end to 23:59:59', () => {
    const r = normalizeRange(new Date(2026, 0, 5, 13, 1), new Date(2026, 0, 7, 8, 0));
    expect([r.from.getHours(), r.from.getMinutes(), r.from.getSeconds()]).toEqual([0, 0, 0]);
    expect([r.to.getHours(), r.to.getMinutes(), r.to.getSeconds(), r.to.getMilliseconds()]).toEqual([23, 59, 59, 0]);
  });
  it('defaults to the last year, the last month and the waiting-list window', () => {
    expect(formatDate(defaultRange('lastYear', now).from)).toBe('22-11-2025');
    expect(formatDate(defaultRange('lastMonth', now).from)).toBe('22-10-2026');
    expect(formatDate(defaultRange('waitingList', now).to)).toBe('22-05-2027');
  });
  it('refuses dates older than 20 years and reversed ranges', () => {
    expect(formatDate(minSelectableDate(now))).toBe('22-11-2006');
    expect(isRangeValid(normalizeRange(new Date(2000, 0, 1), now), now)).toBe(false);
    expect(isRangeValid(normalizeRange(now, new Date(2026, 0, 1)), now)).toBe(false);
    expect(isRangeValid(defaultRange('lastYear', now), now)).toBe(true);
  });
});
