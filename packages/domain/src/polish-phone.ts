import { parsePhoneNumberWithError, ParseError } from 'libphonenumber-js/max';

/**
 * A Polish phone number of the clinic (a unit's reception): typed as people write it — "12 265 40 10",
 * "(12) 265-40-10", "+48 12 265 40 10", "0048 601 234 567" — and kept as E.164 ("+48122654010").
 * Landlines, mobiles and the 80x info lines alike; a number of another country is refused.
 */
export type PolishPhoneIssue = 'POLISH_PHONE_CHARACTERS' | 'POLISH_PHONE_FOREIGN' | 'POLISH_PHONE_TOO_SHORT' | 'POLISH_PHONE_INVALID';

function parse(value: string) {
  const compact = value.trim().replace(/^00/, '+');
  try {
    return parsePhoneNumberWithError(compact, 'PL');
  } catch (e) {
    if (e instanceof ParseError) return null;
    throw e;
  }
}

/** Fewer digits than a Polish number has (9 after the country code). */
function tooShort(value: string): boolean {
  const compact = value.trim().replace(/^00/, '+');
  const digits = compact.replace(/\D/g, '');
  if (!compact.startsWith('+')) return digits.length < 9;
  return digits.startsWith('48') ? digits.length - 2 < 9 : false;
}

/** What is wrong with a Polish phone number as typed, or null. */
export function polishPhoneIssue(value: string): PolishPhoneIssue | null {
  if (!/^[\d\s+()-]+$/.test(value.trim())) return 'POLISH_PHONE_CHARACTERS';
  const parsed = parse(value);
  if (!parsed) return tooShort(value) ? 'POLISH_PHONE_TOO_SHORT' : 'POLISH_PHONE_INVALID';
  if (parsed.countryCallingCode !== '48') return 'POLISH_PHONE_FOREIGN';
  if (parsed.isValid()) return null;
  return tooShort(value) ? 'POLISH_PHONE_TOO_SHORT' : 'POLISH_PHONE_INVALID';
}

/** The number as kept ("+48122654010"), or null when it is no valid Polish number. */
export function normalizePolishPhone(value: string): string | null {
  if (polishPhoneIssue(value)) return null;
  return parse(value)?.number ?? null;
}

/** The number as printed in Poland: "12 265 40 10", "601 234 567"; anything unparsable as given. */
export function formatPolishPhone(value: string): string {
  const parsed = parse(value);
  return parsed && parsed.countryCallingCode === '48' && parsed.isValid() ? parsed.formatNational() : value;
}
