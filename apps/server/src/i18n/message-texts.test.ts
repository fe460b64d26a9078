import { interfaceLanguages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fill, messageTexts, textsFor } from './message-texts';
import { leaves, placeholders } from './text-leaves';


describe('server message texts', () => {
  const polish = leaves(messageTexts.pl);

  it.each(interfaceLanguages.filter((l) => l !== 'pl'))('%s has every Polish key, no other, each a text with the same values', (lng) => {
    const other = leaves(messageTexts[lng]);
    expect([...other.keys()].sort()).toEqual([...polish.keys()].sort());
    for (const [key, text] of other) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
      expect(placeholders(text as string), key).toEqual(placeholders(polish.get(key) as string));
    }
  });

  it('no text is left untranslated: the other languages differ from Polish', () => {
    for (const lng of ['en', 'uk'] as const) {
      const other = leaves(messageTexts[lng]);
      for (const [key, text] of polish) expect(other.get(key), `${lng} ${key}`).not.toBe(text);
    }
  });

  it('fills the values and falls back to Polish', () => {
    expect(fill(messageTexts.en.smsCode.PHONE_CONFIRM, { code: '123456', minutes: 10 })).toBe(
      'Portal Pacjenta: phone number confirmation code: 123456. Valid for 10 min. Do not share it with anyone.',
    );
    expect(textsFor('xx')).toBe(messageTexts.pl);
    expect(textsFor(null)).toBe(messageTexts.pl);
  });
});
