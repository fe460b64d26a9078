import { describe, expect, it } from 'vitest';
import { dateOutOfRangeMessage, idSchema, illFormedTextPath, isoDateSchema, nulPath, textIdSchema } from './common';

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

describe('illFormedTextPath', () => {
  it('finds a lone surrogate in a string or a key, not a pair', () => {
    expect(illFormedTextPath({ a: ['ok', 'x\ud800'] })).toEqual(['a', 1]);
    expect(illFormedTextPath({ ['k\udfff']: 1 })).toEqual(['k\udfff']);
    expect(illFormedTextPath({ a: '😀 ąę' })).toBeNull();
  });
});

describe('ids', () => {
  it('are 1..2147483647, in numbers and in all-digit text ids', () => {
    for (const bad of ['0', '-1', '2147483648', '1e20']) expect(idSchema.safeParse(bad).success).toBe(false);
    expect(idSchema.parse('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '2147483648', '99999999999']) expect(textIdSchema.safeParse(bad).success).toBe(false);
    expect(textIdSchema.parse('2147483647')).toBe('2147483647');
    expect(textIdSchema.parse('HIS-77')).toBe('HIS-77');
  });
});
