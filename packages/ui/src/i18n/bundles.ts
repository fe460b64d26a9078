/**
 * Every `ui` text file but the Polish `ui.json` (bundled with each app's entry), each a chunk of its own;
 * an app merges these loaders into its own map (the keys, `./<language>/<file>.json`, never clash with
 * an app's files: theirs never start with `ui`).
 */
export const uiBundles = import.meta.glob<Record<string, unknown>>(['./*/*.json', '!./pl/ui.json'], { import: 'default' });
