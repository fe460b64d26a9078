import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { specialities } from '../apps/server/src/seed/dictionaries/specialities';
import { allergyTypes, severities } from '../apps/server/src/seed/dictionaries/types-and-severity';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every folder of texts (`<dir>/<language>/<file>.json`): each app's shared ones, each feature's own, the shared components'. */
const TEXT_DIRS = [
  'packages/ui/src/i18n',
  ...['apps/web/src', 'apps/clinic/src'].flatMap((app) => [
    `${app}/i18n`,
    ...fs
      .readdirSync(path.join(root, app, 'features'))
      .map((feature) => `${app}/features/${feature}/i18n`)
      .filter((dir) => fs.existsSync(path.join(root, dir, 'pl'))),
  ]),
];

function leaves(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}
const read = (dir: string, lng: string, file: string) => leaves(JSON.parse(fs.readFileSync(path.join(root, dir, lng, file), 'utf8')));

/**
 * The Polish-only strings an English or Ukrainian page must not show: every Polish interface text of
 * both apps that is whole (no value filled in), says something and reads otherwise in English and in
 * Ukrainian, and the Polish names of the dictionaries the server translates (allergy types, severities,
 * specialities). The clinic's own data (services, names, allergens) is not among them.
 */
function polishOnlyStrings(): string[] {
  const found = new Set<string>();
  /** Every English and Ukrainian text: a Polish text that is also one of these (NFZ, PESEL) proves nothing. */
  const translated = new Set<unknown>();
  for (const dir of TEXT_DIRS) {
    for (const file of fs.readdirSync(path.join(root, dir, 'pl')).filter((f) => f.endsWith('.json'))) {
      const en = read(dir, 'en', file);
      const uk = read(dir, 'uk', file);
      for (const [key, text] of read(dir, 'pl', file)) {
        if (typeof text !== 'string' || /\{\{|<\/?\w/.test(text) || !/\p{L}{3,}/u.test(text)) continue;
        // A text that reads the same in English or Ukrainian (PESEL, SMS, Login) is no sign of a page left in Polish.
        if (en.get(key) !== text && uk.get(key) !== text) found.add(text.trim());
      }
      for (const value of [...en.values(), ...uk.values()]) translated.add(value);
    }
  }
  for (const text of found) if (translated.has(text)) found.delete(text);
  for (const entry of [...allergyTypes, ...severities, ...specialities]) found.add(entry.name);
  // The portal's own name as the installation's settings give it (the header shows that one in every language).
  found.delete('Portal Pacjenta');
  return [...found];
}

const POLISH_ONLY = polishOnlyStrings();

/** The Polish-only strings shown on the page: whole text nodes, and names, placeholders and titles of elements. */
export function polishOnlyShown(page: Page): Promise<string[]> {
  return page.evaluate((known) => {
    const set = new Set(known);
    const shown = new Set<string>();
    // Text the page declares Polish (a consent's legal text the clinic gives only in Polish) is content in its language, not an untranslated interface.
    // So is text marked translate="no": a name that is no word of the interface (a member's login "lekarz").
    const declaredPolish = (el: Element | null) =>
      Boolean(el?.closest('[translate="no"]')) || ((el?.closest('[lang]') ?? document.documentElement) !== document.documentElement && el?.closest('[lang]')?.getAttribute('lang') === 'pl');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && set.has(text) && !declaredPolish(node.parentElement)) shown.add(text);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      if (declaredPolish(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value && set.has(value)) shown.add(value);
      }
    }
    return [...shown];
  }, POLISH_ONLY);
}
