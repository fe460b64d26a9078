import { uiBundles } from '@portal/ui/i18n/bundles';

/**
 * Every text file but the sign-in page's Polish ones (bundled with the entry, see index.ts), each a
 * chunk of its own, loaded by `loadNamespace` and `changeLanguage`; the shared components' files too.
 */
export const bundles = {
  ...import.meta.glob<Record<string, unknown>>(['./*/*.json', '!./pl/common.json', '!./pl/auth.json'], { import: 'default' }),
  ...uiBundles,
};
