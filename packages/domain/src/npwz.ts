/**
 * The practice number (NPWZ, "numer prawa wykonywania zawodu") of a practitioner, checked by occupation:
 *
 * - a doctor or dentist (DOCTOR): 7 digits, the first of them a check digit — the sum of digits 2–7
 *   weighted 1..6, modulo 11; the chambers never issue a number whose check digit would be 0 (or 10);
 * - a nurse or a midwife: 7 characters — 7 digits, or 6 digits and the letter of the register,
 *   P for a nurse, A for a midwife;
 * - anyone else (PHYSIOTHERAPIST, OTHER): an optional number of their own register, letters and digits.
 *
 * Answers issue codes; contracts (`npwzIssueMessages`) and the web (i18n) give them words.
 */
export type NpwzOccupation = 'DOCTOR' | 'NURSE' | 'MIDWIFE' | 'PHYSIOTHERAPIST' | 'OTHER';

export type NpwzIssue =
  | 'NPWZ_REQUIRED'
  | 'NPWZ_DOCTOR_FORMAT'
  | 'NPWZ_DOCTOR_ZERO'
  | 'NPWZ_DOCTOR_CHECK_DIGIT'
  | 'NPWZ_NURSE_FORMAT'
  | 'NPWZ_NURSE_LETTER'
  | 'NPWZ_MIDWIFE_LETTER'
  | 'NPWZ_OTHER_FORMAT';

/** Occupations whose practice number the portal requires and checks. */
export const NPWZ_REQUIRED_FOR: readonly NpwzOccupation[] = ['DOCTOR', 'NURSE', 'MIDWIFE'];

/** The longest practice number of another register (PHYSIOTHERAPIST, OTHER). */
export const NPWZ_OTHER_MAX_LENGTH = 20;

/** How a practice number is kept: without spaces, letters upper-case ("123456 p" → "123456P"). */
export const normalizeNpwz = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, '').toUpperCase();

/** The check digit of a doctor's number from its digits 2–7: their sum weighted 1..6, modulo 11. */
export function npwzCheckDigit(lastSix: string): number {
  if (!/^\d{6}$/.test(lastSix)) throw new Error('npwzCheckDigit takes 6 digits');
  return [...lastSix].reduce((sum, digit, i) => sum + Number(digit) * (i + 1), 0) % 11;
}

/** What is wrong with a practice number for the occupation, or null (an absent number of an occupation that may have none is fine). */
export function npwzIssue(value: string | null | undefined, occupation: NpwzOccupation): NpwzIssue | null {
  const npwz = normalizeNpwz(value);
  if (!npwz) return NPWZ_REQUIRED_FOR.includes(occupation) ? 'NPWZ_REQUIRED' : null;
  switch (occupation) {
    case 'DOCTOR': {
      if (!/^\d{7}$/.test(npwz)) return 'NPWZ_DOCTOR_FORMAT';
      if (npwz[0] === '0') return 'NPWZ_DOCTOR_ZERO';
      return npwzCheckDigit(npwz.slice(1)) === Number(npwz[0]) ? null : 'NPWZ_DOCTOR_CHECK_DIGIT';
    }
    case 'NURSE':
    case 'MIDWIFE': {
      if (!/^\d{6}[\dPA]$/.test(npwz)) return 'NPWZ_NURSE_FORMAT';
      if (occupation === 'NURSE' && npwz.endsWith('A')) return 'NPWZ_NURSE_LETTER';
      if (occupation === 'MIDWIFE' && npwz.endsWith('P')) return 'NPWZ_MIDWIFE_LETTER';
      return null;
    }
    default:
      return /^[A-Z0-9/-]+$/.test(npwz) && npwz.length <= NPWZ_OTHER_MAX_LENGTH ? null : 'NPWZ_OTHER_FORMAT';
  }
}

export const isValidNpwz = (value: string, occupation: NpwzOccupation) => Boolean(normalizeNpwz(value)) && npwzIssue(value, occupation) === null;
