import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { plUi, UI_ENTRY_FILE } from '@portal/ui/i18n';
import plAuth from '../features/auth/i18n/pl/auth.json';
import plCommon from './pl/common.json';
import type { FileOf, Namespace } from './resources';

export const languages = ['pl', 'en', 'uk'] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_KEY = 'clinic.language';

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
 * As in the patient app: the sign-in page's Polish texts (common, auth, ui) sit in the entry chunk (auth's
 * from the auth feature's folder); every other file, English and Ukrainian ones included, is a chunk of
 * its own, loaded with its route (`loadNamespace`) or on a change of language (`changeLanguage`). The
 * chosen language is kept in localStorage and mirrored in <html lang>.
 */
void i18n.use(initReactI18next).init({
  lng: 'pl',
  fallbackLng: 'pl',
  supportedLngs: [...languages],
  ns: ['common', 'auth', 'ui'],
  defaultNS: 'common',
  resources: { pl: { common: plCommon, auth: plAuth, ui: plUi } },
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

// Keys as in bundles.ts: `./<language>/<file>.json`, wherever the file lies.
const IN_ENTRY = new Set(['./pl/common.json', './pl/auth.json', UI_ENTRY_FILE]);
type TextLoaders = Record<string, () => Promise<Record<string, unknown>>>;
let provideLoaders: (load: () => Promise<TextLoaders>) => void = () => {};
const loaders = new Promise<() => Promise<TextLoaders>>((resolve) => {
  provideLoaders = resolve;
});
/** The entry hands over how to fetch the map of text chunks (main.tsx), so the sign-in page does not carry it. */
export const provideTextLoaders = (load: () => Promise<TextLoaders>) => provideLoaders(load);

/** Files asked for so far (file → namespace). */
const requested = new Map<string, string>([
  ['common', 'common'],
  ['auth', 'auth'],
  ['ui', 'ui'],
]);
const loading = new Map<string, Promise<void>>();
let target: Language = 'pl';

function loadFile(lng: Language, ns: string, file: string): Promise<void> {
  const key = `./${lng}/${file}.json`;
  if (IN_ENTRY.has(key)) return Promise.resolve();
  let done = loading.get(key);
  if (!done) {
    done = loaders
      .then((load) => load())
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

/** Adds the texts of `file` to namespace `ns` in the language shown (and the one being switched to); call it in a route's `lazy`. */
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
  if (target === lng) await i18n.changeLanguage(lng);
}

/** Resolves when the stored language's texts are in; main.tsx renders after it. */
export const i18nReady: Promise<void> = changeLanguage(storedLanguage()).catch(() => {
  target = 'pl';
});

export default i18n;
