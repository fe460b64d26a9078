import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import type { ApplicationSettings, HubModuleFlag, QuestionnaireSettings } from '@portal/contracts';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import type { WebFeature } from './feature';

/**
 * A menu entry: shown while its switch is on — a flag of the application settings, or one of the
 * questionnaire settings (the symptom self-assessment), which the signed-in menu reads only when an
 * entry names one — and while this build has its page. `feature`: the folder of the feature it opens.
 */
export type ModuleMenuItem = {
  feature: string;
  path: string;
  /** The menu label, a key of the shell's texts. */
  labelKey: ParseKeys<'shell'>;
  order: number;
  /** A count beside the entry (a lazy component). */
  badge?: ComponentType;
} & ({ flag: HubModuleFlag } | { questionnaireSetting: keyof QuestionnaireSettings });

/** A module switched by a flag of the application settings: its pages exist only while it is on. */
export interface FlaggedModule {
  flag: HubModuleFlag;
  routes: RouteObject[];
  /**
   * Pages a visitor, not signed in, may open (under the public layout). A visitor cannot read the flags,
   * so these join the router for a visitor whatever the flag, and the flag rules through the server,
   * whose calls of a switched-off module answer 404 (the page then shows the not-found route's way).
   * A signed-in person gets the module's `routes` instead, under the flag as for every module.
   */
  publicRoutes?: RouteObject[];
}

/** Id of the signed-in layout's route, under which the pages of switched-on modules are added. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';
/** Id of the public layout's route, under which a flagged module's public pages are added for a visitor. */
export const PUBLIC_ROUTE_ID = 'public';

/**
 * An area of pages every installation has, whose route table loads with its first page rather than with
 * the app, so that the sign-in page does not carry it. `paths` are the area's address patterns, known
 * up front (for the hub, the menu, the guards and deep links).
 */
export interface LazyArea {
  paths: string[];
  load: () => Promise<RouteObject[]>;
}

/**
 * The features of this build (their descriptors), handed over by app/features.ts when the app starts
 * (`registerFeatures`) rather than imported here: pages of lazy chunks import `routeExists` from this
 * file, and were it to import the descriptors, each of those chunks would reach the sign-in page's code
 * (the auth feature's routes) and the bundler would cut the entry into more chunks, 2.9 kB over the
 * sign-in page's script as measured.
 */
export const knownFeatures: WebFeature[] = [];

/**
 * The pages of the features that declare `areaPaths` — the account area (/account and its tabs,
 * /ward/confirm), a programme's questionnaire (opened from its invitation) and the symptom
 * self-assessment (its pages send the patient to the main page while the installation does not offer
 * it): they join the router together on the first visit to any of them (one chunk, see signed-in-areas.ts).
 */
export const lazyAreas: LazyArea[] = [
  {
    // The features' `areaPaths` (registerFeatures).
    paths: [],
    load: () => import('./signed-in-areas-loader').then((m) => m.load(routeExists)),
  },
];

const inArea = (area: LazyArea, path: string) => area.paths.some((pattern) => matchPath(pattern, path) !== null);

/** Modules whose screens join the router only when their flag is on (see patchModuleRoutes): the features with a flag. */
export const flaggedModules: FlaggedModule[] = [];

/** Takes the features of this build (app/features.ts, at start): their flagged modules and lazy areas' paths. */
export function registerFeatures(features: readonly WebFeature[]): void {
  knownFeatures.splice(0, Infinity, ...features);
  flaggedModules.splice(0, Infinity, ...features.flatMap((f) => (f.flag ? [{ flag: f.flag, routes: f.routes, publicRoutes: f.publicRoutes }] : [])));
  lazyAreas[0]!.paths.splice(0, Infinity, ...features.flatMap((f) => f.areaPaths ?? []));
}

const matches = (routes: RouteObject[] | undefined, path: string) => (routes ? (matchRoutes(routes, path)?.length ?? 0) > 0 : false);


/** Whether this build has a page at `path` (whether its module is on is the settings' business). */
export function routeExists(path: string): boolean {
  return (
    lazyAreas.some((area) => inArea(area, path)) ||
    flaggedModules.flatMap((m) => [m.routes, m.publicRoutes]).some((routes) => matches(routes, path))
  );
}

/**
 * The router's `patchRoutesOnNavigation`: on a visit to a page the router does not know yet, the pages
 * of its lazy area are added, or those of its flagged module when the module is on. When the module is
 * off — or nobody is signed in to read the flags — nothing is added, and the address is unknown to the
 * app (the not-found route) — except a module's public pages, which a visitor (no flags to read) gets
 * under the public layout.
 * A table counts as added only once its patch was applied: the router ignores the `patch` of a
 * navigation that was superseded meanwhile (two navigations to the same page, e.g. a notice link
 * resolved while its sign-in also leads there), so a table is marked after the wait, never by an
 * aborted navigation — else the next one would find it "added" and show the address as unknown.
 */
export function patchModuleRoutes(loadFlags: () => Promise<Partial<ApplicationSettings>>) {
  const added = new Set<FlaggedModule | LazyArea | RouteObject[]>();
  const add = (signal: AbortSignal, table: FlaggedModule | LazyArea | RouteObject[], apply: () => void) => {
    if (signal.aborted || added.has(table)) return;
    added.add(table);
    apply();
  };
  return async ({ path, patch, signal }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void; signal: AbortSignal }) => {
    const area = lazyAreas.find((a) => !added.has(a) && inArea(a, path));
    if (area) {
      // A failed chunk (a new release, a dropped connection) throws, leaves it unmarked, and is asked for again on the next visit.
      const routes = await area.load();
      add(signal, area, () => patch(SIGNED_IN_ROUTE_ID, routes));
      return;
    }
    const module = flaggedModules.find((m) => (!added.has(m) && matches(m.routes, path)) || (m.publicRoutes && !added.has(m.publicRoutes) && matches(m.publicRoutes, path)));
    if (!module) return;
    const flags = await loadFlags().catch(() => null);
    if (flags === null && module.publicRoutes && matches(module.publicRoutes, path)) {
      const publicRoutes = module.publicRoutes;
      add(signal, publicRoutes, () => patch(PUBLIC_ROUTE_ID, publicRoutes));
      return;
    }
    if (flags?.[module.flag] !== true) return;
    add(signal, module, () => patch(SIGNED_IN_ROUTE_ID, module.routes));
  };
}

/** The flags of the signed-in account's installation, from the query cache (loaded with the signed-in area). */
export async function loadApplicationFlags(): Promise<ApplicationSettings> {
  const [{ queryClient }, { applicationSettingsQuery }] = await Promise.all([
    import('../shared/query-client'),
    import('../shared/settings/application-settings'),
  ]);
  return queryClient.ensureQueryData(applicationSettingsQuery);
}
