import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { interfaceLanguages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { mailFrameTexts } from '../i18n/mail-frame-texts';
import { printoutFrameTexts } from '../i18n/printout-frame-texts';
import { leaves, placeholders } from '../i18n/text-leaves';
import { fill, type TextSet } from '../i18n/texts';
import { modules } from './index';

/*
 * The texts the server writes to a person, in the three languages: every module's e-mails and SMS
 * messages (its descriptor's `messageTexts`, `<m>/<m>.message-texts.ts`) and its printouts' fixed texts
 * (`printoutTexts`, `<m>/<m>.printout-texts.ts`), with the frames they share (i18n/).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const sets: Array<[string, TextSet]> = [
  ['the e-mail frame (i18n/mail-frame-texts)', mailFrameTexts],
  ['the printout frame (i18n/printout-frame-texts)', printoutFrameTexts],
  ...modules.flatMap((m): Array<[string, TextSet]> => [
    ...(m.messageTexts ? [[`${m.name}'s messages`, m.messageTexts] as [string, TextSet]] : []),
    ...(m.printoutTexts ? [[`${m.name}'s printouts`, m.printoutTexts] as [string, TextSet]] : []),
  ]),
];
const others = interfaceLanguages.filter((l) => l !== 'pl');

describe.each(sets)('%s', (_, set) => {
  const polish = leaves(set.languages.pl);

  it('has texts', () => expect(polish.size).toBeGreaterThan(0));

  it.each(others)('%s has every Polish key and no other, each a non-empty text with the same values', (language) => {
    const other = leaves(set.languages[language]);
    expect([...other.keys()].sort()).toEqual([...polish.keys()].sort());
    for (const [key, text] of other) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
      expect(placeholders(text as string), key).toEqual(placeholders(polish.get(key) as string));
    }
  });

  it('no text is left untranslated: the other languages differ from Polish (but the words a set names as the same)', () => {
    for (const language of others) {
      const other = leaves(set.languages[language]);
      const same = new Set(set.sameAsPolish[language] ?? []);
      for (const key of same) expect(polish.has(key), `${language} ${key} is no text of the set`).toBe(true);
      for (const [key, text] of polish) if (!same.has(key)) expect(other.get(key), `${language} ${key}`).not.toBe(text);
    }
  });
});

describe("the modules' texts", () => {
  it('a module with <m>/<m>.message-texts.ts or <m>.printout-texts.ts declares it in its descriptor, and only such a module declares texts', () => {
    for (const m of modules) {
      const files = readdirSync(path.join(here, m.name));
      expect(files.includes(`${m.name}.message-texts.ts`), `${m.name}.message-texts.ts`).toBe(m.messageTexts !== undefined);
      expect(files.includes(`${m.name}.printout-texts.ts`), `${m.name}.printout-texts.ts`).toBe(m.printoutTexts !== undefined);
    }
  });

  it("no texts file lies elsewhere in a module's folder, nor under another name", () => {
    const filesUnder = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesUnder(path.join(dir, d.name)) : [path.join(dir, d.name)]));
    const textFiles = filesUnder(here)
      .filter((f) => /[.-](message|printout)-texts\.ts$/.test(f))
      .map((f) => path.relative(here, f).split(path.sep).join('/'));
    for (const file of textFiles) {
      const [name, ...rest] = file.split('/');
      expect([`${name}.message-texts.ts`, `${name}.printout-texts.ts`], file).toContain(rest.join('/'));
    }
  });

  it('fills the values and falls back to Polish', () => {
    const confirmations = modules.find((m) => m.name === 'confirmations')!.messageTexts!.for('en') as { smsCode: { PHONE_CONFIRM: string } };
    expect(fill(confirmations.smsCode.PHONE_CONFIRM, { code: '123456', minutes: 10 })).toBe(
      'Portal Pacjenta: phone number confirmation code: 123456. Valid for 10 min. Do not share it with anyone.',
    );
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(mailFrameTexts.for('xx')).toBe(mailFrameTexts.languages.pl);
    expect(mailFrameTexts.for(null)).toBe(mailFrameTexts.languages.pl);
    expect(mailFrameTexts.for('uk')).toBe(mailFrameTexts.languages.uk);
  });
});
