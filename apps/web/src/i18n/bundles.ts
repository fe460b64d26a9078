import { uiBundles } from '@portal/ui/i18n/bundles';

type Loader = () => Promise<Record<string, unknown>>;

/**
 * A feature's own files (`features/<name>/i18n/<language>/<file>.json`), keyed as the app's shared ones
 * are (`./<language>/<file>.json`): `loadNamespace` asks for a file by language and name, wherever it lies.
 */
const featureBundles = Object.fromEntries(
  // The menu's files are not loaded by name: the signed-in menu carries them (menu-texts.ts).
  Object.entries(import.meta.glob<Record<string, unknown>>(['../features/*/i18n/*/*.json', '!../features/*/i18n/*/*-menu.json'], { import: 'default' })).map(([path, load]): [string, Loader] => [
    `./${path.split('/').slice(-2).join('/')}`,
    load,
  ]),
);

/**
 * Every text file but the sign-in page's Polish ones (bundled with the entry, see index.ts), each a
 * chunk of its own, loaded by `loadNamespace` and `changeLanguage`.
 */
export const bundles: Record<string, Loader> = {
  ...import.meta.glob<Record<string, unknown>>(['./*/*.json', '!./pl/common.json', '!./pl/shell.json', '!./pl/login.json'], {
    import: 'default',
  }),
  // The features' texts and the shared components' (`ui` namespace) in the same map: file names are
  // unique across the app's folders (texts.test.ts checks it), and `ui`'s never start as ours do.
  ...featureBundles,
  ...uiBundles,
};
