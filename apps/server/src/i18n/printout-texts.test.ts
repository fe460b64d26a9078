import { interfaceLanguages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { printoutTexts } from './printout-texts';
import { leaves, placeholders } from './text-leaves';

const SAME_IN_ENGLISH = new Set(['booking.status', 'copyData.login']);

describe("the printouts' fixed texts", () => {
  const polish = leaves(printoutTexts.pl);

  it.each(interfaceLanguages.filter((l) => l !== 'pl'))('%s has every Polish text, none left in Polish, with the same places', (language) => {
    const other = leaves(printoutTexts[language]);
    expect([...other.keys()].sort()).toEqual([...polish.keys()].sort());
    for (const [key, text] of polish) {
      const translated = other.get(key) as string;
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text as string));
      // "Status" and "Login" are the same words in Polish and English.
      if (!(language === 'en' && SAME_IN_ENGLISH.has(key))) expect(translated, `${language} ${key}`).not.toBe(text);
    }
  });
});
