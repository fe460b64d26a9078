import { interfaceLanguages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { printoutTexts } from './printout-texts';

function leaves(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

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
