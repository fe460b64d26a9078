import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { plUi, UI_ENTRY_FILE } from '@portal/ui/i18n';
import plCommon from './pl/common.json';
import plLogin from './pl/login.json';
import plShell from './pl/shell.json';
import type { FileOf, Namespace } from './resources';

export const languages = ['pl', 'en', 'uk'] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_KEY = 'portal.language';
/**
 * Set when the person picks a language in this browser (the footer's switch) and the account has not
 * taken it yet: a pick on the sign-in page goes to the account at the next sign-in. A pick made while
 * signed in goes to the account at once, and the mark is cleared (`settleChosenLanguage`).
 */
const CHOSEN_KEY = 'portal.language.chosen';
/**
 * The account whose language this browser settled at its sign-in (`settleSignInLanguage`): while it is
 * this account's, the browser keeps its own language, whatever another session of the account chooses.
 */
const SETTLED_KEY = 'portal.language.account';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : 'pl';
  } catch {
    return 'pl';
  }
}

/**
 * One file per feature and language, merged into namespaces (a namespace may take several files, so
 * that a page loads only the texts it shows: resources.ts). Polish is the product's language: only its sign-in page
 * texts (common, shell, login, and the shared components' ui) sit in the entry chunk, within the sign-in page's script budget; every
 * other file, English and Ukrainian ones included, is a chunk of its own, loaded with its route
 * (`loadNamespace`) or on a change of language (`changeLanguage`). The chosen language is kept in
 * localStorage and mirrored in <html lang>.
 */
void i18n.use(initReactI18next).init({
  lng: 'pl',
  fallbackLng: 'pl',
  supportedLngs: [...languages],
  ns: ['common', 'shell', 'login', 'ui'],
  defaultNS: 'common',
  resources: { pl: { common: plCommon, shell: plShell, login: plLogin, ui: plUi } },
  interpolation: { escapeValue: false },
});

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Without storage the choice holds for this visit.
  }
});

/** The sign-in page's Polish texts, bundled with the entry (see above). */
const IN_ENTRY = new Set(['./pl/common.json', './pl/shell.json', './pl/login.json', UI_ENTRY_FILE]);
type TextLoaders = Record<string, () => Promise<Record<string, unknown>>>;
let provideLoaders: (load: () => Promise<TextLoaders>) => void = () => {};
const loaders = new Promise<() => Promise<TextLoaders>>((resolve) => {
  provideLoaders = resolve;
});
/**
 * The loaders of every other file (`./bundles`) sit in a chunk of their own: the map names some sixty
 * files, and the sign-in page, which needs none of them, should not carry it. The app's entry hands
 * over how to fetch that chunk (main.tsx), so the dynamic import stays in the entry's own chunk.
 */
export const provideTextLoaders = (load: () => Promise<TextLoaders>) => provideLoaders(load);
const loadBundles = () => loaders.then((load) => load());

/** Files asked for so far (file → namespace): every page has the sign-in page's; features add theirs. */
const requested = new Map<string, string>([
  ['common', 'common'],
  ['shell', 'shell'],
  ['login', 'login'],
  ['ui', 'ui'],
]);
const loading = new Map<string, Promise<void>>();
/** The language being shown, or being switched to while its texts load. */
let target: Language = 'pl';

function loadFile(lng: Language, ns: string, file: string): Promise<void> {
  const key = `./${lng}/${file}.json`;
  if (IN_ENTRY.has(key)) return Promise.resolve();
  let done = loading.get(key);
  if (!done) {
    done = loadBundles()
      .then(async (bundles) => {
        const load = bundles[key];
        if (load) i18n.addResourceBundle(lng, ns, await load(), true, true);
      })
      .catch((error: unknown) => {
        // A failed chunk (a new release, a dropped connection) may be asked for again.
        loading.delete(key);
        throw error;
      });
    loading.set(key, done);
  }
  return done;
}

/**
 * Adds the texts of `file` to namespace `ns`, merging with what the namespace already holds, in the
 * language shown (and the one being switched to); call it in a route's `lazy`. A later change of
 * language loads the file in that language too.
 */
export async function loadNamespace<NS extends Namespace>(ns: NS, file?: FileOf<NS>): Promise<void> {
  // Without `file`: the namespace's file of the same name.
  const name: string = file ?? ns;
  requested.set(name, ns);
  const wanted = new Set<Language>([isLanguage(i18n.language) ? i18n.language : 'pl', target]);
  await Promise.all([...wanted].map((lng) => loadFile(lng, ns, name)));
}

/** Switches the interface to `lng` once every text loaded so far exists in it, so nothing shows half-translated. */
export async function changeLanguage(lng: Language): Promise<void> {
  target = lng;
  await Promise.all([...requested].map(([file, ns]) => loadFile(lng, ns, file)));
  // A later choice made while these loaded wins.
  if (target === lng) await i18n.changeLanguage(lng);
}

/** The person's own pick of a language (the footer's switch): shown at once and remembered as chosen in this browser. */
export async function chooseLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(CHOSEN_KEY, '1');
  } catch {
    // Without storage the choice holds for this visit.
  }
  await changeLanguage(lng);
}

/** Whether the person picked the interface language in this browser and the account has not taken it yet. */
export function hasChosenLanguage(): boolean {
  try {
    return localStorage.getItem(CHOSEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** The account now speaks the language picked here: the pick waits for no sign-in any more. */
export function settleChosenLanguage(): void {
  try {
    localStorage.removeItem(CHOSEN_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Whether this browser settled its language with `accountId` at its sign-in (see SETTLED_KEY). */
export function languageSettledFor(accountId: number): boolean {
  try {
    return localStorage.getItem(SETTLED_KEY) === String(accountId);
  } catch {
    return false;
  }
}

/**
 * Marks the language of this browser as settled with `accountId` (null: a sign-in has just happened
 * and the signed-in area settles it again with the account it reads).
 */
export function markLanguageSettled(accountId: number | null): void {
  try {
    if (accountId === null) localStorage.removeItem(SETTLED_KEY);
    else localStorage.setItem(SETTLED_KEY, String(accountId));
  } catch {
    // Without storage every page load settles it again, as at a sign-in.
  }
}

/** Resolves when the stored language's texts are in; main.tsx renders after it. */
export const i18nReady: Promise<void> = changeLanguage(storedLanguage()).catch(() => {
  // Its chunks failed to load: the page shows in Polish rather than not at all.
  target = 'pl';
});

export default i18n;
