import i18n, { isLanguage } from '.';

/**
 * Every feature's menu texts (`features/<name>/i18n/<language>/<name>-menu.json`: its entry's label, and
 * the words of a count beside it), in every language, added to the `shell` namespace as this module
 * loads: the menu shows before any feature's texts load, and a change of language finds them there. The
 * signed-in menu imports this (app/layout/menu-items.ts), so the few small files travel with it, not with
 * the sign-in page; bundles.ts leaves them out, and a feature declares its file in `texts.shell` (its
 * keys typed through `ShellFiles`, i18n/resources.ts).
 */
export const menuTexts = import.meta.glob<Record<string, unknown>>('../features/*/i18n/*/*-menu.json', { eager: true, import: 'default' });

for (const [file, texts] of Object.entries(menuTexts)) {
  const lng = file.split('/').at(-2);
  if (isLanguage(lng)) i18n.addResourceBundle(lng, 'shell', texts, true, true);
}
