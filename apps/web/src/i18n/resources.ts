import { uiNamespaceFiles, type UiPolishFiles } from '@portal/ui/i18n';
import type { FeatureTexts } from '../app/feature';
import type accountAccess from './pl/account-access.json';
import type common from './pl/common.json';
import type commonSignedIn from './pl/common-signed-in.json';
import type forms from './pl/forms.json';
import type login from './pl/login.json';
import type shellSignedIn from './pl/shell-signed-in.json';
import type shell from './pl/shell.json';

/**
 * The app's text namespaces: for each, the files (`<language>/<file>.json`) it is merged from and their
 * Polish texts (which define the keys every language has), namespace → file → the Polish file's type;
 * a namespace takes several files so that a page loads only the texts it shows. Every file exists in
 * every language (texts.test.ts checks it). The shared ones are here, their files in `i18n/<language>/`;
 * a feature declares its own in its feature.ts, its files in its `i18n/<language>/`, by adding to this
 * interface:
 *
 *   declare module '../../i18n/resources' {
 *     interface WebTexts {
 *       allergies: { allergies: typeof allergies };
 *     }
 *   }
 *
 * and exports them as values (`texts`, see FeatureTexts), so no list of the features' files is kept
 * here. A feature may also add a file of its own to a shared namespace through that namespace's
 * interface below: its menu entry's texts to `ShellFiles` (see i18n/menu-texts.ts), or, as the e-service
 * return pages do, the texts of pages shown in the sign-in frame to `LoginFiles`. File names are unique
 * across the app (bundles.ts keys them by name). The sign-in page's Polish texts (`common`, `shell`,
 * `login`, `ui`) are in the entry; the rest load with their routes (`loadNamespace` in the route's `lazy`).
 */
export interface WebTexts {
  common: CommonFiles;
  shell: ShellFiles;
  login: LoginFiles;
  // The shared components' texts (@portal/ui): `ui` with the entry, `ui-forms` with the routes that show
  // date or file fields, `ui-signed-in` with the signed-in layout.
  ui: UiPolishFiles;
}

/**
 * `common`: the sign-in page's; `forms`: the shared date and file fields, loaded by the routes that show
 * them; `common-signed-in`: the signed-in area's shared pieces (patient gate, printouts, paged lists),
 * loaded with its layout.
 */
export interface CommonFiles {
  common: typeof common;
  forms: typeof forms;
  'common-signed-in': typeof commonSignedIn;
}

/** The frames: the public one's (`shell`) and the signed-in one's, with each feature's menu texts (`<feature>-menu`). */
export interface ShellFiles {
  shell: typeof shell;
  'shell-signed-in': typeof shellSignedIn;
}

/** The sign-in page's and the signed-in area's account access (password change, sign-out). */
export interface LoginFiles {
  login: typeof login;
  'account-access': typeof accountAccess;
}

export type Namespace = keyof WebTexts;
export type FileOf<NS extends Namespace> = keyof WebTexts[NS] & string;

/** The shared namespaces' files as values. */
export const sharedNamespaceFiles = {
  common: ['common', 'forms', 'common-signed-in'],
  shell: ['shell', 'shell-signed-in'],
  login: ['login', 'account-access'],
  ui: uiNamespaceFiles.ui,
} as const satisfies { [NS in 'common' | 'shell' | 'login' | 'ui']: readonly FileOf<NS>[] };

const featureTexts = import.meta.glob<FeatureTexts | undefined>('../features/*/feature.ts', { eager: true, import: 'texts' });

/** Each feature's namespaces and their files (its feature.ts `texts`), by the feature's folder name. */
export const textsByFeature: Record<string, FeatureTexts> = Object.fromEntries(
  Object.entries(featureTexts).flatMap(([file, texts]) => (texts ? [[file.split('/').at(-2), texts]] : [])),
);

/**
 * Every namespace and the files it is merged from, as values (a shared namespace's files first, then
 * those features add to it): the test setup and the texts test read them. The app itself never needs
 * the list (it loads a file by name), so it is not in the entry.
 */
export const namespaceFiles: Record<string, readonly string[]> = [sharedNamespaceFiles, ...Object.values(textsByFeature)].reduce<Record<string, readonly string[]>>(
  (all, texts) => {
    for (const [ns, files] of Object.entries(texts)) all[ns] = [...(all[ns] ?? []), ...(files ?? [])];
    return all;
  },
  {},
);

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** One namespace's keys: those of every file it is merged from. */
type Merged<Files> = UnionToIntersection<Files[keyof Files]>;

export type Resources = { [NS in Namespace]: Merged<WebTexts[NS]> };

// Typed keys: t('no.such.key') and a key of another namespace fail `npm run typecheck`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
