import type { RouteObject } from 'react-router';
import type { HubModuleFlag, QuestionnaireSettings } from '@portal/contracts';
import type { ParseKeys } from 'i18next';

/** Whether this build has a page at a path (modules.ts `routeExists`), for pages that link to other features. */
export type RouteExists = (path: string) => boolean;

/**
 * A feature's menu entry, shown while the feature's flag is on (or, for a feature without one, while its
 * `questionnaireSetting` is) and while this build has its page. `order` places it in the menu (lower
 * first): the descriptors are collected in folder-name order, which is not the menu's.
 */
interface MenuEntry {
  path: string;
  /** The menu label, a key of the shell's texts. */
  labelKey: ParseKeys<'shell'>;
  order: number;
}

/**
 * What a feature folder (`features/<name>/`) brings to the app, declared in its `feature.ts` as
 * `export const feature: WebFeature` and collected by app/features.ts: nothing outside the folder lists
 * it. The descriptor sits in the app's entry (the sign-in page's script, within its budget): it may
 * reference route tables whose pages load lazily (`lazy: () => import(...)`), never a page itself.
 * Its texts are the folder's `i18n/<language>/<file>.json` (i18n/bundles.ts collects them).
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
