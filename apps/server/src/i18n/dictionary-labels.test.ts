import { SPECIALITY_DICTIONARY, serviceTypeNames } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { specialities } from '../seed/dictionaries/specialities';
import { allergyTypes, severities } from '../seed/dictionaries/types-and-severity';
import { dictionaryLabels, dictionaryName, dictionaryWords, SERVICE_TYPES, translatedDictionaries } from './dictionary-labels';
import { requestLanguage } from './request-language';

const seeded: Record<string, Array<{ code: string; name: string; description: string | null }>> = {
  RODZAJ_ALERGII: allergyTypes,
  ALERG_NASILENIE: severities,
  [SPECIALITY_DICTIONARY]: specialities,
  [SERVICE_TYPES]: Object.entries(serviceTypeNames).map(([code, name]) => ({ code, name, description: null })),
};

describe('dictionary labels in every language', () => {
  it('covers the dictionaries the portal keeps, and no other', () => {
    expect([...translatedDictionaries].sort()).toEqual(Object.keys(seeded).sort());
  });

  it.each(Object.keys(seeded))('%s: every item has its English and Ukrainian words, none left in Polish', (dictionary) => {
    const labels = dictionaryLabels[dictionary];
    expect(Object.keys(labels).sort()).toEqual(seeded[dictionary].map((e) => e.code).sort());
    for (const entry of seeded[dictionary]) {
      for (const lng of ['en', 'uk'] as const) {
        const words = labels[entry.code][lng];
        expect(words.name.trim(), `${lng} ${entry.code}`).not.toBe('');
        expect(words.name, `${lng} ${entry.code}`).not.toBe(entry.name);
        // An explaining line where the Polish item has one, and only there.
        expect(words.description === null, `${lng} ${entry.code} description`).toBe(entry.description === null);
        if (entry.description !== null) expect(words.description, `${lng} ${entry.code}`).not.toBe(entry.description);
        // No Polish letters in another language's words.
        expect(`${words.name} ${words.description ?? ''}`, `${lng} ${entry.code}`).not.toMatch(/[ąćęłńóśźż]/i);
      }
      expect(labels[entry.code].uk.name, entry.code).toMatch(/[а-яіїєґ]/i);
    }
  });

  it('answers the words of the language asked for, the Polish ones for Polish and for an item it does not know', () => {
    const polish = { code: 'L', name: 'Leki', description: 'produkty lecznicze i substancje czynne' };
    expect(dictionaryWords('RODZAJ_ALERGII', 'L', 'en', polish)).toEqual({ code: 'L', name: 'Medicines', description: 'medicinal products and active substances' });
    expect(dictionaryWords('RODZAJ_ALERGII', 'L', 'pl', polish)).toBe(polish);
    expect(dictionaryName(SPECIALITY_DICTIONARY, 'KARDIOLOGIA', 'uk', 'Kardiologia')).toBe('Кардіологія');
    expect(dictionaryName(SPECIALITY_DICTIONARY, 'NOWA', 'en', 'Nowa specjalność')).toBe('Nowa specjalność');
    expect(dictionaryName('ALERG_LEK', 'LEK-AMOKSYCYLINA', 'en', 'Amoksycylina')).toBe('Amoksycylina');
  });
});

describe('the language of a request', () => {
  it.each([
    [undefined, 'pl'],
    ['uk', 'uk'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,uk;q=0.8,en;q=0.5', 'uk'],
    ['en;q=0.4, pl;q=0.8', 'pl'],
    ['fr, de', 'pl'],
    ['uk;q=0, en', 'en'],
  ])('%s → %s', (header, language) => {
    expect(requestLanguage({ url: '/api/x', headers: header === undefined ? {} : { 'accept-language': header } })).toBe(language);
  });

  it("takes a printout's ?lang= (a new window sends no header of ours) before the header, and ignores one of another language", () => {
    expect(requestLanguage({ url: '/api/x/printout?lang=uk', headers: { 'accept-language': 'pl-PL,pl;q=0.9' } })).toBe('uk');
    expect(requestLanguage({ url: '/api/x/printout?a=1&lang=en', headers: {} })).toBe('en');
    expect(requestLanguage({ url: '/api/x/printout?lang=de', headers: { 'accept-language': 'uk' } })).toBe('uk');
  });
});
