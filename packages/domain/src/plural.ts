/*
 * Plural forms of Polish texts the server writes (the web apps use i18next's `_one/_few/_many/_other`
 * keys, which follow the same Intl.PluralRules): 1 plik, 2 pliki, 5 plików, 1,5 pliku.
 */

export interface PolishForms {
  one: string;
  few: string;
  many: string;
  /** Fractions ("1,5 pliku"); the many form when absent. */
  other?: string;
}

const polish = new Intl.PluralRules('pl');

/** The Polish form of a noun (or phrase) for a count, by the CLDR rule: one, few (2–4, 22–24…), many, other. */
export function polishPlural(count: number, forms: PolishForms): string {
  const category = polish.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  if (category === 'many') return forms.many;
  return forms.other ?? forms.many;
}
