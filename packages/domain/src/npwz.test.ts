import { describe, expect, it } from 'vitest';
import { isValidNpwz, normalizeNpwz, npwzCheckDigit, npwzIssue } from './index';

describe('practice number (NPWZ) of a doctor', () => {
  it('the first digit is the weighted sum of digits 2–7 (weights 1..6) modulo 11', () => {
    // 4·1 + 2·2 + 5·3 + 7·4 + 4·5 + 0·6 = 71; 71 mod 11 = 5.
    expect(npwzCheckDigit('425740')).toBe(5);
    expect(npwzIssue('5425740', 'DOCTOR')).toBeNull();
    expect(isValidNpwz('5425740', 'DOCTOR')).toBe(true);
  });

  it('refuses a wrong check digit, a leading zero and anything but 7 digits', () => {
    expect(npwzIssue('6425740', 'DOCTOR')).toBe('NPWZ_DOCTOR_CHECK_DIGIT');
    // 1·5 + 1·6 = 11, 11 mod 11 = 0: a number whose check would be 0 is never issued, 0 in front is refused.
    expect(npwzCheckDigit('000011')).toBe(0);
    expect(npwzIssue('0000011', 'DOCTOR')).toBe('NPWZ_DOCTOR_ZERO');
    // A check of 10 cannot be written as one digit: no first digit matches it.
    expect(npwzCheckDigit('000002')).toBe(1);
    expect(npwzCheckDigit('100002')).toBe(2);
    expect(npwzCheckDigit('400001')).toBe(10);
    for (let d = 1; d <= 9; d++) expect(npwzIssue(`${d}400001`, 'DOCTOR')).toBe('NPWZ_DOCTOR_CHECK_DIGIT');
    expect(npwzIssue('542574', 'DOCTOR')).toBe('NPWZ_DOCTOR_FORMAT');
    expect(npwzIssue('54257401', 'DOCTOR')).toBe('NPWZ_DOCTOR_FORMAT');
    expect(npwzIssue('542574P', 'DOCTOR')).toBe('NPWZ_DOCTOR_FORMAT');
    expect(npwzIssue('', 'DOCTOR')).toBe('NPWZ_REQUIRED');
    expect(npwzIssue(null, 'DOCTOR')).toBe('NPWZ_REQUIRED');
  });

  it('reads the number without spaces', () => {
    expect(normalizeNpwz(' 542 5740 ')).toBe('5425740');
    expect(npwzIssue(' 542 5740 ', 'DOCTOR')).toBeNull();
  });
});

describe('practice number of a nurse or a midwife', () => {
  it('is 7 digits, or 6 digits and P (nurse) or A (midwife)', () => {
    expect(npwzIssue('1234567', 'NURSE')).toBeNull();
    expect(npwzIssue('123456P', 'NURSE')).toBeNull();
    expect(npwzIssue('123456p', 'NURSE')).toBeNull();
    expect(npwzIssue('1234567', 'MIDWIFE')).toBeNull();
    expect(npwzIssue('123456A', 'MIDWIFE')).toBeNull();
  });

  it('refuses the other register letter, other letters and other lengths', () => {
    expect(npwzIssue('123456A', 'NURSE')).toBe('NPWZ_NURSE_LETTER');
    expect(npwzIssue('123456P', 'MIDWIFE')).toBe('NPWZ_MIDWIFE_LETTER');
    expect(npwzIssue('123456X', 'NURSE')).toBe('NPWZ_NURSE_FORMAT');
    expect(npwzIssue('12345P', 'NURSE')).toBe('NPWZ_NURSE_FORMAT');
    expect(npwzIssue('P123456', 'MIDWIFE')).toBe('NPWZ_NURSE_FORMAT');
    expect(npwzIssue('12345678', 'MIDWIFE')).toBe('NPWZ_NURSE_FORMAT');
    expect(npwzIssue('', 'NURSE')).toBe('NPWZ_REQUIRED');
    expect(npwzIssue('  ', 'MIDWIFE')).toBe('NPWZ_REQUIRED');
  });
});

describe('practice number of another occupation', () => {
  it('may be absent; when given, letters, digits, slash and hyphen up to 20 characters', () => {
    expect(npwzIssue(null, 'PHYSIOTHERAPIST')).toBeNull();
    expect(npwzIssue('', 'OTHER')).toBeNull();
    expect(npwzIssue('12345', 'PHYSIOTHERAPIST')).toBeNull();
    expect(npwzIssue('KIF/123-45', 'OTHER')).toBeNull();
    expect(npwzIssue('12_345', 'OTHER')).toBe('NPWZ_OTHER_FORMAT');
    expect(npwzIssue('1'.repeat(21), 'OTHER')).toBe('NPWZ_OTHER_FORMAT');
  });
});
