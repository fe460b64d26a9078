import { describe, expect, it } from 'vitest';
import {
  birthDateError,
  birthDateLimits,
  captchaAnswer,
  captchaOperands,
  CAPTCHA_ANSWER_MAX,
  CAPTCHA_ANSWER_MIN,
  CAPTCHA_NUMBER_MAX,
  CAPTCHA_NUMBER_MIN,
  formatCaptchaOperands,
  parseCaptchaOperands,
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
  it('draws a five-digit number and a digit 1–9, and sums them', () => {
    const seq = [37_213, 5];
    const operands = captchaOperands(() => seq.shift()!);
    expect(operands).toEqual([47_213, 6]);
    expect(captchaAnswer(operands)).toBe(47_219);
    for (let i = 0; i < 500; i++) {
      const [a, b] = captchaOperands((n) => Math.floor(Math.random() * n));
      expect(a >= CAPTCHA_NUMBER_MIN && a <= CAPTCHA_NUMBER_MAX).toBe(true);
      expect(b >= 1 && b <= 9).toBe(true);
    }
    expect(captchaOperands(() => 0)).toEqual([10_000, 1]);
    expect(captchaOperands((n) => n - 1)).toEqual([99_999, 9]);
  });

  it('a blind guess passes less than once in 10,000 tries (issue 27 item 11)', () => {
    // Every equation is equally likely; the best guess is the answer the most equations share.
    const equations = new Map<number, number>();
    let total = 0;
    for (let a = CAPTCHA_NUMBER_MIN; a <= CAPTCHA_NUMBER_MAX; a++)
      for (let b = 1; b <= 9; b++) {
        equations.set(a + b, (equations.get(a + b) ?? 0) + 1);
        total++;
      }
    const best = Math.max(...equations.values());
    expect(best / total).toBeLessThan(1 / 10_000);
    expect(total / best).toBe(90_000);
    expect(equations.size).toBe(CAPTCHA_ANSWER_MAX - CAPTCHA_ANSWER_MIN + 1);
  });

  it('with a fixed answer the operands still vary but always sum to it', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const operands = captchaOperands((n) => Math.floor(Math.random() * n), 47_219);
      expect(captchaAnswer(operands)).toBe(47_219);
      seen.add(operands.join());
    }
    expect(seen.size).toBeGreaterThan(3);
    expect(captchaOperands(() => 0, CAPTCHA_ANSWER_MIN)).toEqual([10_000, 1]);
    expect(() => captchaOperands(() => 0, 7)).toThrow(RangeError);
    expect(() => captchaOperands(() => 0, CAPTCHA_ANSWER_MAX + 1)).toThrow(RangeError);
  });

  it('keeps the operands as text, and reads a challenge of the former kind', () => {
    expect(formatCaptchaOperands([47_213, 6])).toBe('47213+6');
    expect(parseCaptchaOperands('47213+6')).toEqual([47_213, 6]);
    expect(parseCaptchaOperands('314')).toEqual([3, 1, 4]);
  });
});
