import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import plCommon from './pl/common.json';
import plLogin from './pl/login.json';
import plShell from './pl/shell.json';
import enCommon from './en/common.json';
import enShell from './en/shell.json';

export const languages = ['pl', 'en'] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_KEY = 'portal.language';

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return value === 'en' ? 'en' : 'pl';
  } catch {
    return 'pl';
  }
}

/**
 * Polish is the product's language; English exists for legal pages and link names (missing English
 * keys fall back to Polish). Namespaces are one file per feature; the long legal texts load with their
 * pages (features/legal). The chosen language is kept in localStorage and mirrored in <html lang>.
 */
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'pl',
  supportedLngs: [...languages],
  ns: ['common', 'shell', 'login'],
  defaultNS: 'common',
  resources: {
    pl: { common: plCommon, shell: plShell, login: plLogin },
    en: { common: enCommon, shell: enShell },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Without storage the choice holds for this visit.
  }
});

// Texts of features, and the signed-in part of the shell's, load with their routes, so the sign-in page
// carries only its own texts.
const lazyBundles = import.meta.glob<Record<string, unknown>>(
  ['./*/*.json', '!./*/common.json', '!./*/shell.json', '!./*/login.json'],
  { import: 'default' },
);

const loaded = new Set<string>();

/**
 * Adds the texts of `file` (Polish, and English where it has them) to namespace `ns`, merging with
 * what the namespace already holds; call it in a route's `lazy`.
 */
export async function loadNamespace(ns: string, file: string = ns): Promise<void> {
  await Promise.all(
    languages.map(async (lng) => {
      const key = `./${lng}/${file}.json`;
      const load = lazyBundles[key];
      if (!load || loaded.has(key)) return;
      i18n.addResourceBundle(lng, ns, await load(), true, true);
      loaded.add(key);
    }),
  );
}

export default i18n;
