import { describe, expect, it } from 'vitest';
import {
  birthDateError,
  birthDateLimits,
  captchaAnswer,
  captchaDigits,
  decodePesel,
  digitsOnly,
  isValidPesel,
  keepNameChars,
  nameError,
  normalizePhone,
  phoneError,
  samePhone,
  suggestLogin,
} from './index';

/** Appends the check digit to ten digits. */
const withCheckDigit = (ten: string) => {
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...ten].reduce((acc, d, i) => acc + w[i] * Number(d), 0);
  return ten + String((10 - (sum % 10)) % 10);
};

describe('PESEL', () => {
  it('decodes the birth date and sex of each century', () => {
    expect(decodePesel('44051401359')).toEqual({ birthDate: '1944-05-14', gender: 'MALE' });
    expect(decodePesel(withCheckDigit('0227080362'))).toEqual({ birthDate: '2002-07-08', gender: 'FEMALE' });
    expect(decodePesel(withCheckDigit('9992311235'))).toEqual({ birthDate: '1899-12-31', gender: 'MALE' });
    expect(decodePesel(withCheckDigit('1041011235'))).toEqual({ birthDate: '2110-01-01', gender: 'MALE' });
  });

  it('refuses a wrong check digit, a wrong length, letters and impossible dates', () => {
    expect(isValidPesel('44051401358')).toBe(false);
    expect(isValidPesel('4405140135')).toBe(false);
    expect(isValidPesel('4405140135a')).toBe(false);
    expect(isValidPesel(withCheckDigit('8502300000'))).toBe(false); // 30 February
    expect(isValidPesel(withCheckDigit('8513010000'))).toBe(false); // month 13
    expect(isValidPesel('85031502464')).toBe(true);
  });
});

describe('names', () => {
  it('allows Polish letters, apostrophe, comma, hyphen and space', () => {
    expect(nameError('Zażółć Gęślą-Jaźń')).toBeNull();
    expect(nameError("O'Brien, Jr")).toBeNull();
    expect(nameError('')).toBeNull();
  });

  it('names each fault', () => {
    expect(nameError('Ann4')).toBe('nameInvalid');
    expect(nameError('Anna!')).toBe('nameInvalid');
    expect(nameError('-Anna')).toBe('dashFirst');
    expect(nameError('Anna-')).toBe('dashLast');
  });

  it('keeps only what a name may hold as it is typed', () => {
    expect(keepNameChars('Ann4 Mar!a')).toBe('Ann Mara');
  });

  it('suggests a login without diacritics', () => {
    expect(suggestLogin('Łucja', 'Żółkiewska-Nowak')).toBe('lucja.zolkiewskanowak');
    expect(suggestLogin('', 'Nowak')).toBe('nowak');
  });
});

describe('phone', () => {
  it('keeps digits only on key press', () => {
    expect(digitsOnly('+48 601-234 567')).toBe('48601234567');
  });

  it('normalises: no plus or spaces, fewer than 4 digits is none, otherwise a plus in front', () => {
    expect(normalizePhone('48 601 234 567')).toBe('+48601234567');
    expect(normalizePhone('+48601234567')).toBe('+48601234567');
    expect(normalizePhone('123')).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone(null)).toBeNull();
    expect(normalizePhone('1234')).toBe('+1234');
  });

  it('compares two entries ignoring the plus', () => {
    expect(samePhone('+48601234567', '48601234567')).toBe(true);
    expect(samePhone('+48601234567', '48601234568')).toBe(false);
  });

  it('checks numbers per country with each error key', () => {
    expect(phoneError('+48601234567')).toBeNull();
    expect(phoneError('+48601234567', 'PL')).toBeNull();
    expect(phoneError('+447911123456', 'GB')).toBeNull();
    expect(phoneError('+447911123456', 'PL')).toBe('notSelectedCountry');
    expect(phoneError('+999123456')).toBe('phoneInvalidCountryCode');
    expect(phoneError('+486012')).toBe('phoneTooShort');
    expect(phoneError('12')).toBe('phoneTooShort');
    expect(phoneError('+4860123456789')).toBe('phoneTooLong');
    expect(phoneError('+48101234567')).toBe('phoneInvalidNumber');
  });

  it('refuses Polish premium numbers (70, 80, 90)', () => {
    for (const n of ['+48701234567', '+48801234567', '+48901234567']) expect(phoneError(n)).toBe('selectedPremiumNumber');
  });
});

describe('birth-date limits', () => {
  const today = '2026-11-22';
  it('PATIENT: 120 years ago to today minus the minimum age', () => {
    expect(birthDateLimits('PATIENT', today, 16)).toEqual({ min: '1906-11-22', max: '2010-11-22' });
    expect(birthDateError('PATIENT', '2010-11-23', today, 16)).toBe('tooYoung');
    expect(birthDateError('PATIENT', '1906-11-21', today, 16)).toBe('tooOld');
    expect(birthDateError('PATIENT', '1980-01-01', today, 16)).toBeNull();
  });

  it('WARD: 120 years ago to today', () => {
    expect(birthDateLimits('WARD', today, 16)).toEqual({ min: '1906-11-22', max: today });
  });

  it('CHILD: 18 years ago to today, no minimum age', () => {
    expect(birthDateLimits('CHILD', today, 16)).toEqual({ min: '2008-11-22', max: today });
    expect(birthDateError('CHILD', '2008-11-21', today, 16)).toBe('tooOld');
    expect(birthDateError('CHILD', today, today, 16)).toBeNull();
  });
});

describe('captcha', () => {
  it('draws three digits 0–4 and sums them', () => {
    let seq = [4, 0, 2];
    const digits = captchaDigits(() => seq.shift()!);
    expect(digits).toEqual([4, 0, 2]);
    expect(captchaAnswer(digits)).toBe(6);
    seq = [];
    for (let i = 0; i < 200; i++) {
      const d = captchaDigits((n) => Math.floor(Math.random() * n));
      expect(d).toHaveLength(3);
      for (const x of d) expect(x >= 0 && x <= 4).toBe(true);
    }
  });

  it('with a fixed answer the digits still vary but always sum to it', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const d = captchaDigits((n) => Math.floor(Math.random() * n), 7);
      expect(captchaAnswer(d)).toBe(7);
      seen.add(d.join());
    }
    expect(seen.size).toBeGreaterThan(3);
    expect(() => captchaDigits(() => 0, 13)).toThrow(RangeError);
  });
});
