/** Error keys of a person's name (spec part 2 §5 "Name and phone helpers"). */
export type NameErrorKey = 'nameInvalid' | 'dashFirst' | 'dashLast';

/** Letters of any alphabet (Polish included), apostrophe, comma, hyphen and space. */
const NAME_CHARS = /^[\p{L}\p{M}' ,-]+$/u;

export function nameError(value: string): NameErrorKey | null {
  if (value === '') return null;
  if (!NAME_CHARS.test(value)) return 'nameInvalid';
  if (value.startsWith('-')) return 'dashFirst';
  if (value.endsWith('-')) return 'dashLast';
  return null;
}

/** What a name input keeps of a key press or a paste: only the characters a name may hold. */
export const keepNameChars = (value: string) => value.replace(/[^\p{L}\p{M}' ,-]/gu, '');

/** A login suggestion from a first and a last name: "Zażółć Gęślą" → "zazolc.gesla". */
export function suggestLogin(name: string, surname: string): string {
  const part = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/ł/g, 'l')
      .replace(/Ł/g, 'L')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  return [part(name), part(surname)].filter(Boolean).join('.');
}
