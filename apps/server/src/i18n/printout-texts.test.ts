import { interfaceLanguages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { printoutTexts } from './printout-texts';
import { leaves, placeholders } from './text-leaves';


describe("the printouts' fixed texts", () => {
  const polish = leaves(printoutTexts.pl);

  it.each(interfaceLanguages.filter((l) => l !== 'pl'))('%s has every Polish text, none left in Polish, with the same places', (language) => {
    const other = leaves(printoutTexts[language]);
    expect([...other.keys()].sort()).toEqual([...polish.keys()].sort());
    for (const [key, text] of polish) {
      const translated = other.get(key) as string;
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text as string));
      // "Status" is the same word in Polish and English.
      if (!(language === 'en' && key === 'booking.status')) expect(translated, `${language} ${key}`).not.toBe(text);
    }
  });
});
