import dayjs from 'dayjs';

export type RegistrationRole = 'PATIENT' | 'WARD' | 'CHILD';

/** The role of a registration from its request's patientRole (absent: an account for oneself). */
export const registrationRole = (patientRole: 'WARD' | 'CHILD' | null | undefined): RegistrationRole => patientRole ?? 'PATIENT';

/** Oldest age anyone registers with; a child is under this many years. */
export const MAX_AGE_YEARS = 120;
export const CHILD_MAX_AGE_YEARS = 18;

/**
 * The birth dates a registration may carry (part 1 §5), as YYYY-MM-DD, both ends included:
 * PATIENT from 120 years ago to today minus userMinAge; WARD from 120 years ago to today;
 * CHILD from 18 years ago to today.
 */
export function birthDateLimits(role: RegistrationRole, today: string, userMinAge: number): { min: string; max: string } {
  const t = dayjs(today);
  const min = t.subtract(role === 'CHILD' ? CHILD_MAX_AGE_YEARS : MAX_AGE_YEARS, 'year');
  const max = role === 'PATIENT' ? t.subtract(userMinAge, 'year') : t;
  return { min: min.format('YYYY-MM-DD'), max: max.format('YYYY-MM-DD') };
}

export function birthDateError(role: RegistrationRole, birthDate: string, today: string, userMinAge: number): 'tooOld' | 'tooYoung' | null {
  const { min, max } = birthDateLimits(role, today, userMinAge);
  if (birthDate < min) return 'tooOld';
  if (birthDate > max) return 'tooYoung';
  return null;
}

/** The registration captcha: three digits, each 0 to 4, whose sum is the answer (part 1 §5, §9). */
export const CAPTCHA_DIGITS = 3;
export const CAPTCHA_MAX_DIGIT = 4;
export const captchaAnswer = (digits: readonly number[]) => digits.reduce((a, b) => a + b, 0);

/**
 * Three digits 0–4 from a source of random integers (`randomInt(n)` gives 0..n-1). With `answer`
 * set (automated tests only), the digits are still random but sum to it.
 */
export function captchaDigits(randomInt: (n: number) => number, answer?: number): number[] {
  if (answer === undefined) return Array.from({ length: CAPTCHA_DIGITS }, () => randomInt(CAPTCHA_MAX_DIGIT + 1));
  if (!Number.isInteger(answer) || answer < 0 || answer > CAPTCHA_DIGITS * CAPTCHA_MAX_DIGIT) throw new RangeError('captcha answer out of range');
  const options: number[][] = [];
  for (let a = 0; a <= CAPTCHA_MAX_DIGIT; a++)
    for (let b = 0; b <= CAPTCHA_MAX_DIGIT; b++) {
      const c = answer - a - b;
      if (c >= 0 && c <= CAPTCHA_MAX_DIGIT) options.push([a, b, c]);
    }
  return options[randomInt(options.length)];
}

/** The least time between opening the registration form and sending it (part 1 §5). */
export const REGISTRATION_MIN_FILL_MS = 5_000;
