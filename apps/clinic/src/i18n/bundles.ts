import { uiBundles } from '@portal/ui/i18n/bundles';

type Loaders = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * A feature's files lie in its own folder (`features/<name>/i18n/<language>/<file>.json`); the loaders
 * are keyed `./<language>/<file>.json` like the shared ones, since i18n/index.ts asks for a file by
 * language and name only (file names are unique across the console: texts.test.ts checks it).
 */
const byLanguageAndFile = (loaders: Loaders): Loaders =>
  Object.fromEntries(Object.entries(loaders).map(([file, load]) => [`./${file.split('/').slice(-2).join('/')}`, load]));

/**
 * Every text file but the sign-in page's Polish ones (bundled with the entry, see index.ts) and the
 * features' menu files (menu-texts.ts), each a
 * chunk of its own, loaded by `loadNamespace` and `changeLanguage`: the shared ones (here), every
 * feature's, and the shared components'.
 */
export const bundles: Loaders = {
  ...import.meta.glob<Record<string, unknown>>(['./*/*.json', '!./pl/common.json'], { import: 'default' }),
  // The menu's files are not loaded by name: the signed-in layout carries them (menu-texts.ts).
  ...byLanguageAndFile(
    import.meta.glob<Record<string, unknown>>(['../features/*/i18n/*/*.json', '!../features/auth/i18n/pl/auth.json', '!../features/*/i18n/*/*-menu.json'], { import: 'default' }),
  ),
  ...uiBundles,
};
