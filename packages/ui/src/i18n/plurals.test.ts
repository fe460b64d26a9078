import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enForms from './en/ui-forms.json';
import enQuestionnaire from './en/ui-questionnaire.json';
import plForms from './pl/ui-forms.json';
import plQuestionnaire from './pl/ui-questionnaire.json';
import ukForms from './uk/ui-forms.json';
import ukQuestionnaire from './uk/ui-questionnaire.json';

/*
 * Counts follow each language's grammar (issue 28 item 9: "Najwyżej 1 plików"): i18next picks the
 * `_one/_few/_many/_other` form by Intl.PluralRules, so Polish reads "1 plik", "2 pliki", "5 plików",
 * "22 pliki", and after "z"/"/" the genitive "1 znaku", "2 znaków".
 */
const t = await (async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'pl',
    resources: {
      pl: { ui: { ...plForms, ...plQuestionnaire } },
      en: { ui: { ...enForms, ...enQuestionnaire } },
      uk: { ui: { ...ukForms, ...ukQuestionnaire } },
    },
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n);
})();

const hint = (count: number, lng: string) => t('fileDrop.hint', { types: 'pdf', count, maxSize: '5 MB', lng });

describe('plural forms', () => {
  it('Polish: the file limit agrees with the number (1 plik, 2–4 pliki, 5 plików, 22 pliki)', () => {
    expect(hint(1, 'pl')).toBe('Dozwolone typy plików: pdf. Najwyżej 1 plik, do 5 MB.');
    expect(hint(2, 'pl')).toBe('Dozwolone typy plików: pdf. Najwyżej 2 pliki, każdy do 5 MB.');
    expect(hint(5, 'pl')).toBe('Dozwolone typy plików: pdf. Najwyżej 5 plików, każdy do 5 MB.');
    expect(hint(12, 'pl')).toContain('Najwyżej 12 plików');
    expect(hint(22, 'pl')).toContain('Najwyżej 22 pliki');
    expect(t('fileDrop.tooMany', { name: 'c.pdf', count: 1, lng: 'pl' })).toBe('Nie dodano pliku c.pdf: można dodać najwyżej 1 plik.');
    expect(t('fileDrop.tooMany', { name: 'c.pdf', count: 3, lng: 'pl' })).toBe('Nie dodano pliku c.pdf: można dodać najwyżej 3 pliki.');
  });

  it('Polish: a limit after "/" is in the genitive (1 znaku, 2 znaków, 2000 znaków)', () => {
    expect(t('questionnaire.counter', { used: 0, count: 1, lng: 'pl' })).toBe('0 / 1 znaku');
    expect(t('questionnaire.counter', { used: 1, count: 2, lng: 'pl' })).toBe('1 / 2 znaków');
    expect(t('questionnaire.counter', { used: 12, count: 2000, lng: 'pl' })).toBe('12 / 2000 znaków');
    expect(t('questionnaire.textLimit', { count: 1, lng: 'pl' })).toBe('Najwyżej 1 znak.');
    expect(t('questionnaire.textLimit', { count: 24, lng: 'pl' })).toBe('Najwyżej 24 znaki.');
    expect(t('questionnaire.textLimit', { count: 500, lng: 'pl' })).toBe('Najwyżej 500 znaków.');
  });

  it('Ukrainian and English have their own forms', () => {
    expect(hint(1, 'uk')).toContain('Не більше 1 файлу');
    expect(hint(3, 'uk')).toContain('Не більше 3 файлів');
    expect(t('fileDrop.tooMany', { name: 'c.pdf', count: 21, lng: 'uk' })).toBe('Файл c.pdf не додано: можна додати не більше 21 файлу.');
    expect(hint(1, 'en')).toBe('Allowed file types: pdf. At most 1 file, up to 5 MB.');
    expect(hint(3, 'en')).toBe('Allowed file types: pdf. At most 3 files, each up to 5 MB.');
  });
});
