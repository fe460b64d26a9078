import { describe, expect, it } from 'vitest';
import { formatPolishPhone, normalizePolishPhone, polishPhoneIssue } from './index';

describe('Polish phone number of a unit', () => {
  it('takes the ways people write it and keeps E.164', () => {
    for (const typed of ['12 265 40 10', '(12) 265-40-10', '+48 12 265 40 10', '0048 12 265 40 10', '122654010']) {
      expect(polishPhoneIssue(typed)).toBeNull();
      expect(normalizePolishPhone(typed)).toBe('+48122654010');
    }
    expect(normalizePolishPhone('601 234 567')).toBe('+48601234567');
    expect(normalizePolishPhone('801 123 456')).toBe('+48801123456');
  });

  it('refuses letters, foreign numbers and numbers of a wrong length', () => {
    expect(polishPhoneIssue('12 265 40 1O')).toBe('POLISH_PHONE_CHARACTERS');
    expect(polishPhoneIssue('+44 7911 123456')).toBe('POLISH_PHONE_FOREIGN');
    // Too few digits says so (a Polish number has 9).
    expect(polishPhoneIssue('12 265 40')).toBe('POLISH_PHONE_TOO_SHORT');
    expect(polishPhoneIssue('+48 601 23')).toBe('POLISH_PHONE_TOO_SHORT');
    expect(polishPhoneIssue('12')).toBe('POLISH_PHONE_TOO_SHORT');
    expect(polishPhoneIssue('12 265 40 10 1')).toBe('POLISH_PHONE_INVALID');
    expect(normalizePolishPhone('12 265 40')).toBeNull();
  });

  it('prints a kept number the Polish way', () => {
    expect(formatPolishPhone('+48122654010')).toBe('12 265 40 10');
    expect(formatPolishPhone('+48601234567')).toBe('601 234 567');
    expect(formatPolishPhone('12 34')).toBe('12 34');
  });
});
