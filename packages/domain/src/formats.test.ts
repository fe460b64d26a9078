import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMoney, formatPhone, formatTime, parseTypedTime } from './formats';

const NBSP = '\u00a0';

describe('formats (issue 28 item 15)', () => {
  it('shows a calendar day as DD-MM-RRRR without any zone shift', () => {
    expect(formatDay('2026-03-07')).toBe('07-03-2026');
    expect(formatDay('1999-12-31')).toBe('31-12-1999');
  });

  it("shows an instant's day and time in the clinic's zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Warsaw (winter, UTC+1).
    expect(formatDay('2025-12-31T23:30:00Z')).toBe('01-01-2026');
    expect(formatDateTime('2025-12-31T23:30:00Z')).toBe('01-01-2026 00:30');
    // Summer: UTC+2.
    expect(formatDateTime(new Date('2026-07-15T06:05:00Z'))).toBe('15-07-2026 08:05');
    expect(formatTime('2026-07-15T12:00:00Z')).toBe('14:00');
  });

  it('shows nothing for no date or an invalid one', () => {
    expect(formatDay(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('shows money as "250,00 zł", thousands grouped, never broken across lines', () => {
    expect(formatMoney(250)).toBe(`250,00${NBSP}zł`);
    expect(formatMoney('99.5')).toBe(`99,50${NBSP}zł`);
    expect(formatMoney(1250)).toBe(`1${NBSP}250,00${NBSP}zł`);
    expect(formatMoney(12500.4)).toBe(`12${NBSP}500,40${NBSP}zł`);
    expect(formatMoney(0)).toBe(`0,00${NBSP}zł`);
    expect(formatMoney(null)).toBe('');
  });

  it('groups phone numbers as people read them, with the country code', () => {
    expect(formatPhone('+48601234567')).toBe('+48 601 234 567');
    expect(formatPhone('601234567')).toBe('+48 601 234 567');
    expect(formatPhone('0048 12 265 40 10')).toBe('+48 12 265 40 10');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });

  it('take a typed time of day as HH:MM (24 h), or nothing that is no time', () => {
    expect(['8:30', '08.30', '0830', '830', ' 23:59 ', '00:00'].map(parseTypedTime)).toEqual(['08:30', '08:30', '08:30', '08:30', '23:59', '00:00']);
    expect(['24:00', '12:60', '8', '8:5', '12:00 PM', 'ab:cd', ''].map(parseTypedTime)).toEqual([null, null, null, null, null, null, null]);
  });
});
