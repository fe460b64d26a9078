import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uiNamespaceFiles } from '../i18n';
import { compareTexts, describeTexts, untranslatedTexts } from './texts';

// The shared components' own texts (the `ui` namespace), checked as each app checks its own.
describeTexts([path.join(path.dirname(fileURLToPath(import.meta.url)), '../i18n')], uiNamespaceFiles);

describe('compareTexts', () => {
  const polish = {
    title: 'Alergie',
    list: { showDetails: 'Szczegóły alergii: {{name}}' },
    count_one: '{{count}} plik',
    count_few: '{{count}} pliki',
    count_many: '{{count}} plików',
    count_other: '{{count}} pliku',
    items: ['a', 'b'],
  };
  const english = {
    title: 'Allergies',
    list: { showDetails: 'Allergy details: {{name}}' },
    count_one: '{{count}} file',
    count_other: '{{count}} files',
    items: ['a', 'b'],
  };

  it('accepts a complete translation', () => {
    expect(compareTexts(polish, english, 'en')).toEqual([]);
  });

  it('reports a missing key, an extra key, an empty text and a missing list item', () => {
    const broken = { list: { showDetails: 'Allergy details: {{name}}', extra: 'x' }, title: ' ', count_one: '{{count}} file', count_other: '{{count}} files', items: ['a'] };
    expect(compareTexts(polish, broken, 'en')).toEqual(['items.1: missing', 'list.extra: not in Polish', 'title: empty']);
  });

  it('reports changed placeholders, tags and plural forms', () => {
    expect(
      compareTexts(
        { a: 'Konto <strong>{{email}}</strong>', n_one: '{{count}} plik', n_few: '{{count}} pliki', n_many: '{{count}} plików', n_other: '{{count}} pliku' },
        { a: 'Account {{mail}}', n_one: 'one file', n_other: '{{count}} files' },
        'uk',
      ),
    ).toEqual(['a: placeholders {{mail}} instead of <strong> {{email}}', 'n: plural forms one other instead of few many one other', 'n_one: placeholders none instead of {{count}}']);
  });
});

describe('untranslatedTexts', () => {
  const polish = new Set(['Zaloguj', 'Moje konto', 'Login', 'Region: {{region}}', 'OK', '{{name}}, {{date}}']);

  it('finds a Polish text in a translation, and Polish letters', () => {
    expect(untranslatedTexts(polish, { a: 'Sign in', b: { c: 'Moje konto' }, d: 'Zapłać teraz', e: 'Account' })).toEqual([
      'b.c: left in Polish ("Moje konto")',
      'd: Polish letters ("Zapłać teraz")',
    ]);
  });

  it('lets through words the same in every language, values alone and quoted names of Polish institutions', () => {
    expect(untranslatedTexts(polish, { a: 'Login', b: 'Region: {{region}}', c: 'OK', d: '{{name}}, {{date}}', e: 'the President (Prezes Urzędu Ochrony Danych Osobowych)' })).toEqual([]);
  });
});
