import { describe, expect, it } from 'vitest';
import { optionalPhoneSchema } from './registration';

describe('optionalPhoneSchema', () => {
  it('says a few typed digits are too short instead of dropping them (spec part 1 §9: at least 4 digits)', () => {
    const result = optionalPhoneSchema.safeParse('12');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Numer telefonu jest za krótki');
    expect(optionalPhoneSchema.safeParse('+48 601').error?.issues[0]?.message).toBe('Numer telefonu jest za krótki');
  });
  it('keeps an empty entry as no phone and a valid one in international form', () => {
    expect(optionalPhoneSchema.parse('')).toBeNull();
    expect(optionalPhoneSchema.parse(null)).toBeNull();
    expect(optionalPhoneSchema.parse('+48 601 234 567')).toBe('+48601234567');
  });
});
