import { PASSWORD_MIN_LENGTH } from '@portal/contracts';

export type StrengthLevel = 'tooShort' | 'weak' | 'fair' | 'good' | 'strong';
export const strengthLevels: StrengthLevel[] = ['tooShort', 'weak', 'fair', 'good', 'strong'];

/**
 * A hint of how hard a password is to guess, from its length and the kinds of characters in it. Only
 * a hint: the server's rules (length, the list of breached passwords) decide.
 */
export function passwordStrength(password: string): StrengthLevel {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  const kinds = [/[a-ząćęłńóśźż]/, /[A-ZĄĆĘŁŃÓŚŹŻ]/, /\d/, /[^\p{L}\d]/u].filter((re) => re.test(password)).length;
  const points = (password.length >= 16 ? 1 : 0) + (password.length >= 20 ? 1 : 0) + (kinds >= 3 ? 1 : 0) + (kinds >= 4 ? 1 : 0);
  return points === 0 ? 'weak' : points === 1 ? 'fair' : points === 2 ? 'good' : 'strong';
}
