import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberWithError,
  ParseError,
  validatePhoneNumberLength,
} from 'libphonenumber-js/max';

/** Minimum number of digits of a phone after normalisation (spec part 1 §9). */
export const PHONE_MIN_DIGITS = 4;

/** What a phone input keeps of a key press or a paste: digits only. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * Normalisation of part 1 §5: plus signs and spaces go; fewer than 4 digits is no phone (null);
 * otherwise the digits with a plus in front.
 */
export function normalizePhone(value: string | null | undefined): string | null {
  const digits = digitsOnly(value ?? '');
  return digits.length < PHONE_MIN_DIGITS ? null : `+${digits}`;
}

/** Two entries of a phone are the same number when their digits are (the plus is ignored). */
export const samePhone = (a: string | null | undefined, b: string | null | undefined) => digitsOnly(a ?? '') === digitsOnly(b ?? '');

export type PhoneErrorKey =
  | 'phoneInvalidCountryCode'
  | 'phoneTooShort'
  | 'phoneTooLong'
  | 'phoneInvalidNumber'
  | 'notSelectedCountry'
  | 'selectedPremiumNumber';

/**
 * Checks a phone in international form (+48…) per its country. `country`, when the form asks for
 * one (ISO 3166 code, e.g. PL), must be the number's country. Polish premium numbers (70x, 80x,
 * 90x) are refused, as are other countries' premium-rate numbers.
 */
export function phoneError(value: string, country?: string | null): PhoneErrorKey | null {
  const normalized = normalizePhone(value);
  if (!normalized) return 'phoneTooShort';
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(normalized);
  } catch (e) {
    if (e instanceof ParseError) {
      if (e.message === 'INVALID_COUNTRY') return 'phoneInvalidCountryCode';
      if (e.message === 'TOO_SHORT' || e.message === 'NOT_A_NUMBER') return 'phoneTooShort';
      if (e.message === 'TOO_LONG') return 'phoneTooLong';
    }
    return 'phoneInvalidNumber';
  }
  if (!parsed.country && !parsed.countryCallingCode) return 'phoneInvalidCountryCode';
  const length = validatePhoneNumberLength(normalized);
  if (length === 'INVALID_COUNTRY') return 'phoneInvalidCountryCode';
  if (length === 'TOO_SHORT') return 'phoneTooShort';
  if (length === 'TOO_LONG') return 'phoneTooLong';
  if (parsed.countryCallingCode === '48' && /^(70|80|90)/.test(parsed.nationalNumber)) return 'selectedPremiumNumber';
  if (!parsed.isValid()) return 'phoneInvalidNumber';
  // Compared by calling code: +44 7911… is Guernsey to the library, but a person who picked GB typed it right.
  const selected = country?.toUpperCase();
  if (selected && isSupportedCountry(selected) && getCountryCallingCode(selected) !== parsed.countryCallingCode) return 'notSelectedCountry';
  if (parsed.getType() === 'PREMIUM_RATE') return 'selectedPremiumNumber';
  return null;
}
