import { uiBundles } from '@portal/ui/i18n/bundles';

/**
 * Every text file but the sign-in page's Polish ones (bundled with the entry, see index.ts), each a
 * chunk of its own, loaded by `loadNamespace` and `changeLanguage`.
 */
export const bundles = {
  ...import.meta.glob<Record<string, unknown>>(['./*/*.json', '!./pl/common.json', '!./pl/shell.json', '!./pl/login.json'], {
    import: 'default',
  }),
  // The shared components' texts (`ui` namespace) in the same map: their file names never clash with ours.
  ...uiBundles,
};
