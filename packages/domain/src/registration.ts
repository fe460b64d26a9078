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

/*
 * The registration captcha (part 1 §5, §9): an equation drawn on an image, "a + b = ?", with a a
 * five-digit number and b one digit 1–9; the answer is the sum. The spec's three digits 0–4 gave 13
 * possible answers (a blind guess of "6" passed 15 % of the time, issue 27 item 11): here every answer
 * is the sum of at most 9 of the 810,000 equations, so a guess passes at most once in 90,000 tries.
 */
export const CAPTCHA_NUMBER_MIN = 10_000;
export const CAPTCHA_NUMBER_MAX = 99_999;
export const CAPTCHA_ADDEND_MIN = 1;
export const CAPTCHA_ADDEND_MAX = 9;
/** The smallest and largest answer an equation can have. */
export const CAPTCHA_ANSWER_MIN = CAPTCHA_NUMBER_MIN + CAPTCHA_ADDEND_MIN;
export const CAPTCHA_ANSWER_MAX = CAPTCHA_NUMBER_MAX + CAPTCHA_ADDEND_MAX;
/** The most characters an answer has (100008). */
export const CAPTCHA_ANSWER_LENGTH = String(CAPTCHA_ANSWER_MAX).length;

/** The answer to an equation: the sum of its operands. */
export const captchaAnswer = (operands: readonly number[]) => operands.reduce((a, b) => a + b, 0);

/**
 * A new equation [a, b] from a source of random integers (`randomInt(n)` gives 0..n-1). With `answer`
 * set (automated tests only), the operands are still random but sum to it.
 */
export function captchaOperands(randomInt: (n: number) => number, answer?: number): [number, number] {
  const addends = CAPTCHA_ADDEND_MAX - CAPTCHA_ADDEND_MIN + 1;
  if (answer === undefined) {
    return [CAPTCHA_NUMBER_MIN + randomInt(CAPTCHA_NUMBER_MAX - CAPTCHA_NUMBER_MIN + 1), CAPTCHA_ADDEND_MIN + randomInt(addends)];
  }
  if (!Number.isInteger(answer) || answer < CAPTCHA_ANSWER_MIN || answer > CAPTCHA_ANSWER_MAX) throw new RangeError('captcha answer out of range');
  const options: Array<[number, number]> = [];
  for (let b = CAPTCHA_ADDEND_MIN; b <= CAPTCHA_ADDEND_MAX; b++) {
    const a = answer - b;
    if (a >= CAPTCHA_NUMBER_MIN && a <= CAPTCHA_NUMBER_MAX) options.push([a, b]);
  }
  return options[randomInt(options.length)];
}

/** The operands as a challenge keeps them ("47213+6"); a challenge of the former kind kept its digits ("314"). */
export const formatCaptchaOperands = (operands: readonly number[]) => operands.join('+');
export const parseCaptchaOperands = (kept: string): number[] =>
  kept.includes('+') ? kept.split('+').map(Number) : kept.split('').map(Number);

/** The least time between opening the registration form and sending it (part 1 §5). */
export const REGISTRATION_MIN_FILL_MS = 5_000;
