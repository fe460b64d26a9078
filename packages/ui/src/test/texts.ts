import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The interface languages every app has (Polish first: it defines the keys). */
export const textLanguages = ['pl', 'en', 'uk'] as const;
export type TextLanguage = (typeof textLanguages)[number];

/** The text files (names without .json) of one language in some folders (`<dir>/<lng>/*.json`), and where each lies. */
function filesIn(dirs: string[], lng: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of dirs) {
    const at = path.join(dir, lng);
    if (!fs.existsSync(at)) continue;
    for (const f of fs.readdirSync(at).filter((name) => name.endsWith('.json'))) found.set(f.slice(0, -'.json'.length), dir);
  }
  return found;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a file by its path (array items by index), e.g. `sections.2.items.0`. */
function leaves(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

/** `{{name}}` and `{{name, format}}` variables, and the tags <Trans> fills (<strong>, <1>...). */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}|<\/?([\w-]+)[^>]*>/g)].map((m) => (m[1] ? `{{${m[1]}}}` : `<${m[2]}>`)))].sort();

/**
 * What is wrong with `other` (a file in `lng`) measured against the Polish file: keys missing or
 * extra, non-texts, empty texts, placeholders that differ, plural forms other than `lng` needs.
 */
export function compareTexts(polish: unknown, other: unknown, lng: TextLanguage): string[] {
  const problems: string[] = [];
  const plural = (texts: Map<string, unknown>) => {
    const singles = new Map<string, unknown>();
    const groups = new Map<string, Map<string, unknown>>();
    for (const [key, text] of texts) {
      const base = key.replace(PLURAL_SUFFIX, '');
      if (base === key) singles.set(key, text);
      else groups.set(base, (groups.get(base) ?? new Map()).set(key.slice(base.length + 1), text));
    }
    return { singles, groups };
  };
  const pl = plural(leaves(polish));
  const tr = plural(leaves(other));

  const compareText = (key: string, source: unknown, text: unknown) => {
    if (typeof text !== 'string') return problems.push(`${key}: not a text`);
    if (!text.trim()) return problems.push(`${key}: empty`);
    const want = placeholders(String(source)).join(' ');
    const have = placeholders(text).join(' ');
    if (want !== have) problems.push(`${key}: placeholders ${have || 'none'} instead of ${want || 'none'}`);
  };

  for (const key of pl.singles.keys()) if (!tr.singles.has(key) && !tr.groups.has(key)) problems.push(`${key}: missing`);
  for (const key of pl.groups.keys()) if (!tr.groups.has(key) && !tr.singles.has(key)) problems.push(`${key}: missing`);
  for (const key of tr.singles.keys()) if (!pl.singles.has(key) && !pl.groups.has(key)) problems.push(`${key}: not in Polish`);
  for (const key of tr.groups.keys()) if (!pl.groups.has(key) && !pl.singles.has(key)) problems.push(`${key}: not in Polish`);

  for (const [key, source] of pl.singles) if (tr.singles.has(key)) compareText(key, source, tr.singles.get(key));
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories.slice().sort().join(' ');
  for (const [key, forms] of pl.groups) {
    const translated = tr.groups.get(key);
    if (!translated) continue;
    const have = [...translated.keys()].sort().join(' ');
    if (have !== categories) problems.push(`${key}: plural forms ${have} instead of ${categories}`);
    const source = forms.get('other');
    for (const [form, text] of translated) compareText(`${key}_${form}`, source, text);
  }
  return problems;
}

/**
 * Texts that read the same in Polish and in the other languages: names (PESEL, NFZ, Profil Zaufany,
 * each language's own name in the language switch), international words (SMS, e-mail, login, status)
 * and values alone. Any other English or Ukrainian text equal to a Polish one is left untranslated.
 */
export const SAME_IN_EVERY_LANGUAGE = new Set([
  'Login',
  'E-mail',
  'SMS',
  'SSO',
  'PESEL',
  'PESEL {{pesel}}',
  '{{name}}, PESEL {{pesel}}',
  'NFZ',
  'Profil Zaufany',
  'Status',
  'Trend',
  'Trend: {{name}}',
  // Units and the index of the measurements.
  'BMI',
  'BMI (kg/m²)',
  'mmHg',
  'Logo',
  'administrator',
  // Polish "roles", English "role".
  'Role',
  'Region: {{region}}',
  'tel.',
  'tel. {{phone}}',
  '{{count}} min',
  'Polski',
  'English',
  'Українська',
]);

/** Polish words an English or Ukrainian text may quote: the names of Polish institutions, given beside their translation. */
const QUOTED_POLISH = ['Prezes Urzędu Ochrony Danych Osobowych'];

/** A word of three letters or more outside placeholders and tags: a text that says something. */
const saysSomething = (text: string) => /\p{L}{3,}/u.test(text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ''));
const POLISH_LETTERS = /[ąćęłńśźż]/i;

/**
 * English or Ukrainian texts of a file left in Polish: a text equal to one of the app's Polish texts
 * (`polishTexts`, every Polish file's) that is not the same in every language, or written with Polish
 * letters (a Polish phrase typed into a translation).
 */
export function untranslatedTexts(polishTexts: ReadonlySet<string>, other: unknown): string[] {
  const problems: string[] = [];
  for (const [key, text] of leaves(other)) {
    if (typeof text !== 'string') continue;
    if (polishTexts.has(text) && saysSomething(text) && !SAME_IN_EVERY_LANGUAGE.has(text)) problems.push(`${key}: left in Polish ("${text}")`);
    else if (POLISH_LETTERS.test(QUOTED_POLISH.reduce((t, quoted) => t.split(quoted).join(''), text))) problems.push(`${key}: Polish letters ("${text}")`);
  }
  return problems;
}

/**
 * The checks of an app's interface texts (each app's i18n/texts.test.ts calls this): every Polish file
 * belongs to one namespace (so its keys are typed), no two files of a namespace set the same text, and
 * English and Ukrainian have the same files and keys as Polish, with the same placeholders and the plural
 * forms each language needs, and none of them left in Polish. `dirs`: the folders holding `<language>/<file>.json` (the app's and `ui`'s).
 */
export function describeTexts(dirs: string[], namespaceFiles: Record<string, readonly string[]>) {
  const polish = filesIn(dirs, 'pl');
  const polishFiles = [...polish.keys()].sort();
  const read = (lng: string, file: string): unknown => JSON.parse(fs.readFileSync(path.join(polish.get(file) ?? dirs[0], lng, `${file}.json`), 'utf8'));

  describe('interface texts', () => {
    it('every Polish file belongs to one namespace, so its keys are typed', () => {
      const declared = Object.values(namespaceFiles).flat();
      expect([...declared].sort()).toEqual(polishFiles);
      expect(new Set(declared).size).toBe(declared.length);
    });

    it('files merged into one namespace do not set the same text', () => {
      for (const files of Object.values(namespaceFiles)) {
        const seen = new Map<string, string>();
        for (const file of files) {
          for (const key of leaves(read('pl', file)).keys()) {
            expect(seen.get(key), `${file}: "${key}" is also in ${seen.get(key)}`).toBeUndefined();
            seen.set(key, file);
          }
        }
      }
    });

    it('Polish texts are complete: no empty text, one text per plural form Polish needs', () => {
      for (const file of polishFiles) expect(compareTexts(read('pl', file), read('pl', file), 'pl'), file).toEqual([]);
    });

    for (const lng of textLanguages.filter((l) => l !== 'pl')) {
      it(`${lng}: no text is left in Polish`, () => {
        const polishTexts = new Set(polishFiles.flatMap((file) => [...leaves(read('pl', file)).values()].filter((v): v is string => typeof v === 'string')));
        const found = polishFiles.flatMap((file) => untranslatedTexts(polishTexts, read(lng, file)).map((problem) => `${lng}/${file}.json ${problem}`));
        expect(found).toEqual([]);
      });

      it(`${lng} has the same files as Polish`, () => {
        expect([...filesIn(dirs, lng).keys()].sort()).toEqual(polishFiles);
      });

      for (const file of polishFiles) {
        it(`${lng}/${file}.json has every Polish key, no other, with the same placeholders`, () => {
          expect(compareTexts(read('pl', file), read(lng, file), lng)).toEqual([]);
        });
      }
    }
  });
}
