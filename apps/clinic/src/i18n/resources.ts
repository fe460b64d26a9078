import { uiNamespaceFiles, type UiPolishFiles } from '@portal/ui/i18n';
import type { FeatureTexts } from '../app/console-feature';
import type common from './pl/common.json';
import type layout from './pl/layout.json';

/**
 * The console's text namespaces: for each, the files it is merged from and their Polish texts (which
 * define the keys every language has), namespace → file → the Polish file's type. The shared ones are
 * here (`common` with the entry, `layout` with the signed-in layout); a feature declares its own in its
 * feature.ts, beside its `i18n/`, by adding to this interface:
 *
 *   declare module '../../i18n/resources' {
 *     interface ConsoleTexts {
 *       patients: { patients: typeof patients };
 *     }
 *   }
 *
 * so no list of the features' files is kept here. A feature adds its menu entries' texts to the shared
 * `layout` namespace through `LayoutFiles` below (`<name>-menu`, see i18n/menu-texts.ts). A feature's
 * texts load with its routes (`loadNamespace` in the route's `lazy`); the sign-in page's (`common`,
 * `auth`, `ui`) are in the entry.
 */
export interface ConsoleTexts {
  common: { common: typeof common };
  layout: LayoutFiles;
  // The shared components' texts (@portal/ui): `ui` with the entry, the rest with the pages that show them.
  ui: UiPolishFiles;
}

/**
 * The signed-in layout's files: its own, and each feature's menu texts (`features/<name>/i18n/<language>/<name>-menu.json`:
 * its entries' `nav.*` labels, and the words of a count beside one), which a feature adds here in its feature.ts.
 */
export interface LayoutFiles {
  layout: typeof layout;
}

export type Namespace = keyof ConsoleTexts;
export type FileOf<NS extends Namespace> = keyof ConsoleTexts[NS] & string;

/** The shared namespaces' files as values. */
export const sharedNamespaceFiles = {
  common: ['common'],
  layout: ['layout'],
  ui: uiNamespaceFiles.ui,
} as const satisfies { [NS in 'common' | 'layout' | 'ui']: readonly FileOf<NS>[] };

const featureTexts = import.meta.glob<FeatureTexts>('../features/*/feature.ts', { eager: true, import: 'texts' });

/** Each feature's namespaces and their files (its feature.ts `texts`), by the feature's folder name. */
export const textsByFeature: Record<string, FeatureTexts> = Object.fromEntries(
  Object.entries(featureTexts).map(([file, texts]) => [file.split('/').at(-2), texts]),
);

/**
 * Every namespace and the files it is merged from, as values: the test setup loads them all, the texts
 * test checks them against the files. The app itself never needs the list (it loads a file by name), so
 * it is not in the entry.
 */
export const namespaceFiles: Record<string, readonly string[]> = [sharedNamespaceFiles, ...Object.values(textsByFeature)].reduce<Record<string, readonly string[]>>(
  (all, texts) => {
    // A shared namespace's files first, then those features add to it (their menu files to `layout`).
    for (const [ns, files] of Object.entries(texts)) all[ns] = [...(all[ns] ?? []), ...(files ?? [])];
    return all;
  },
  {},
);

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** One namespace's keys: those of every file it is merged from. */
type Merged<Files> = UnionToIntersection<Files[keyof Files]>;

export type Resources = { [NS in Namespace]: Merged<ConsoleTexts[NS]> };

// Typed keys: t('no.such.key') and a key of another namespace fail `npm run typecheck`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
