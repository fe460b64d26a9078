import { describe, expect, it } from 'vitest';
import { configuredName, configuredNameLanguage, missingTranslations, readerLanguageOf } from './index';

const category = { pl: 'Wyniki badań', en: 'Test results', uk: 'Результати аналізів' };

describe("a name the clinic configures, in the reader's language", () => {
  it("is the reader's own when the clinic gave it", () => {
    expect(configuredName(category, 'pl')).toBe('Wyniki badań');
    expect(configuredName(category, 'en')).toBe('Test results');
    expect(configuredName(category, 'uk')).toBe('Результати аналізів');
  });

  it('falls back from Ukrainian to English, never straight to Polish', () => {
    expect(configuredName({ pl: 'Wiadomość', en: 'Message', uk: null }, 'uk')).toBe('Message');
    expect(configuredName({ pl: 'Wiadomość', en: 'Message', uk: '  ' }, 'uk')).toBe('Message');
  });

  it("takes the reader's language from an interface language tag", () => {
    expect(['uk', 'uk-UA', 'en', 'en-GB', 'pl', 'de'].map(readerLanguageOf)).toEqual(['uk', 'uk', 'en', 'en', 'pl', 'pl']);
  });

  it('says which language the name it gives is in', () => {
    expect(configuredNameLanguage(category, 'uk')).toBe('uk');
    expect(configuredNameLanguage({ pl: 'Wiadomość', en: 'Message', uk: ' ' }, 'uk')).toBe('en');
    expect(configuredNameLanguage({ pl: 'Wiadomość', en: null }, 'en')).toBe('pl');
    expect(configuredNameLanguage({ pl: 'Wiadomość', en: 'Message' }, 'pl')).toBe('pl');
  });

  it('is Polish only where the clinic has given no translation', () => {
    expect(configuredName({ pl: 'Wiadomość' }, 'en')).toBe('Wiadomość');
    expect(configuredName({ pl: 'Wiadomość', en: '', uk: null }, 'uk')).toBe('Wiadomość');
    expect(configuredName({ pl: 'Wiadomość', en: null, uk: 'Повідомлення' }, 'en')).toBe('Wiadomość');
  });

  it('names the languages still missing', () => {
    expect(missingTranslations(category)).toEqual([]);
    expect(missingTranslations({ pl: 'Wiadomość', en: 'Message' })).toEqual(['uk']);
    expect(missingTranslations({ pl: 'Wiadomość', en: ' ', uk: null })).toEqual(['en', 'uk']);
  });
});
