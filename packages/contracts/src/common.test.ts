import { describe, expect, it } from 'vitest';
import { dateOutOfRangeMessage, isoDateSchema, nulPath } from './common';

describe('nulPath', () => {
  it('finds a NUL in a string, an array item or a key, and names where', () => {
    expect(nulPath('a\u0000')).toEqual([]);
    expect(nulPath({ a: { b: ['x', 'y\u0000'] } })).toEqual(['a', 'b', 1]);
    expect(nulPath({ a: { 'k\u0000': 1 } })).toEqual(['a', 'k\u0000']);
  });
  it('passes text without NUL and values that are no text', () => {
    expect(nulPath({ a: 'zażółć', b: [1, true, null], c: { d: '\u2028' } })).toBeNull();
    expect(nulPath(undefined)).toBeNull();
  });
});

describe('isoDateSchema', () => {
  it('takes real days within 1900–2100', () => {
    expect(isoDateSchema.safeParse('1900-01-01').success).toBe(true);
    expect(isoDateSchema.safeParse('2100-12-31').success).toBe(true);
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
  });
  it('refuses the year 0, years out of range and days that do not exist', () => {
    for (const bad of ['0000-01-01', '1899-12-31', '9999-12-31', '2023-02-29', '2024-13-01']) {
      expect(isoDateSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(isoDateSchema.safeParse('0000-01-01').error?.issues[0].message).toBe(dateOutOfRangeMessage);
  });
});
