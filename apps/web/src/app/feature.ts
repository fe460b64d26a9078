import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { HubModuleFlag, QuestionnaireSettings } from '@portal/contracts';
import type { ParseKeys } from 'i18next';
import type { FileOf, Namespace } from '../i18n/resources';

/** Whether this build has a page at a path (modules.ts `routeExists`), for pages that link to other features. */
export type RouteExists = (path: string) => boolean;

/**
 * A feature's menu entry, shown while the feature's flag is on (or, for a feature without one, while its
 * `questionnaireSetting` is) and while this build has its page. `order` places it in the menu (lower
 * first): the descriptors are collected in folder-name order, which is not the menu's.
 */
interface MenuEntry {
  path: string;
  /**
   * The menu label, a key of the shell's texts: the feature's own `i18n/<language>/<name>-menu.json`
   * (added to `ShellFiles` in its feature.ts), which the signed-in menu has in every language from the
   * start (i18n/menu-texts.ts).
   */
  labelKey: ParseKeys<'shell'>;
  order: number;
  /**
   * A count beside the entry (e.g. unread messages), drawn inside a Suspense: a `lazy` component, so the
   * descriptor keeps it out of the sign-in page's script.
   */
  badge?: ComponentType;
}

/**
 * What a feature folder (`features/<name>/`) brings to the app, declared in its `feature.ts` as
 * `export const feature: WebFeature` and collected by app/features.ts: nothing outside the folder lists
 * it. The descriptor sits in the app's entry (the sign-in page's script, within its budget): it may
 * reference route tables whose pages load lazily (`lazy: () => import(...)`), never a page itself.
 * Its texts are the folder's `i18n/<language>/<file>.json` (i18n/bundles.ts collects them), declared
 * beside `feature` as `texts` (see FeatureTexts).
 */
export type WebFeature = {
  /** The folder's name. */
  name: string;
  /**
   * Pages a visitor, not signed in, may open, under the public layout: in the router from the start —
   * or, for a flagged feature, given to a visitor on navigation whatever the flag (see `FlaggedModule`).
   */
  publicRoutes?: RouteObject[];
  /**
   * Address patterns of the feature's pages in the signed-in lazy area (modules.ts `lazyAreas`): their
   * route table loads with the area's chunk (app/signed-in-areas.ts), not with the app.
   */
  areaPaths?: string[];
} & (
  | {
      /** The switch of the application settings: the feature's pages exist only while it is on (modules.ts). */
      flag: HubModuleFlag;
      /** Signed-in pages, added to the router on the first visit while the flag is on. */
      routes: RouteObject[];
      menu?: MenuEntry;
    }
  | {
      flag?: undefined;
      /** Signed-in pages in the router from the start. */
      routes?: (routeExists: RouteExists) => RouteObject[];
      menu?: MenuEntry & { questionnaireSetting: keyof QuestionnaireSettings };
    }
);

/**
 * The text namespaces a feature owns and the files each is merged from, all in its `i18n/<language>/`,
 * and the files it adds to a shared namespace (its menu texts to `shell`): feature.ts exports them as
 * `texts`, beside the Polish files' types it adds to `WebTexts` (or to a shared namespace's interface,
 * i18n/resources.ts). Apart from `feature`, so the entry does not carry them: the test setup and the
 * texts test read them (i18n/resources.ts `namespaceFiles`); the app loads files by name.
 */
export type FeatureTexts = { [NS in Namespace]?: readonly FileOf<NS>[] };
