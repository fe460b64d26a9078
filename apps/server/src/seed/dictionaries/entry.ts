/** One item of an allergy dictionary as written in the seed files. */
export interface DictionaryEntry {
  code: string;
  name: string;
  description: string | null;
  /** ALERG_LEK products: their active substances, for the duplicate check of allergies. */
  activeSubstance?: string | null;
}

const polishToAscii: Record<string, string> = {
  ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z',
};

/**
 * A stable upper-case ASCII code from a Polish name ('Kwas acetylosalicylowy' → 'KWAS-ACETYLOSALICYLOWY'),
 * so codes stay readable in the database and never change when the list is reordered.
 */
export function codeOf(prefix: string, name: string): string {
  const ascii = name
    .toLocaleLowerCase('pl-PL')
    .replace(/[ąćęłńóśźż]/g, (ch) => polishToAscii[ch])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toUpperCase();
  return `${prefix}-${ascii}`;
}

/** What the dictionary search matches against: lower-cased name and description. */
export function searchTextOf(name: string, description: string | null): string {
  return `${name} ${description ?? ''}`.trim().toLocaleLowerCase('pl-PL');
}
