import { matchRoutes, type RouteObject } from 'react-router';
import type { ApplicationSettings, HubModuleFlag } from '@portal/contracts';
import type { ParseKeys } from 'i18next';
import { accountRoutes } from '../features/account/routes';
import { adverseEventsMenu, adverseEventsRoutes } from '../features/adverse-events/routes';
import { allergiesMenu, allergiesRoutes } from '../features/allergies/routes';

export interface ModuleMenuItem {
  path: string;
  flag: HubModuleFlag;
  /** The menu label, a key of the shell's texts. */
  labelKey: ParseKeys<'shell'>;
}

/** A module switched by a flag of the application settings: its pages exist only while it is on. */
export interface FlaggedModule {
  flag: HubModuleFlag;
  routes: RouteObject[];
}

/** Id of the signed-in layout's route, under which the pages of switched-on modules are added. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/** Screens of the signed-in area every installation has (the hub sits beside them in the router). */
export const featureRoutes: RouteObject[] = [...accountRoutes];

/** Modules whose screens join the router only when their flag is on (see patchModuleRoutes). */
export const flaggedModules: FlaggedModule[] = [
  { flag: 'allergyModule', routes: allergiesRoutes },
  { flag: 'adverseEventsModule', routes: adverseEventsRoutes },
];

/** Module entries of the menu, in the hub's order; each shows when its flag is on and its route exists. */
export const moduleMenus: ModuleMenuItem[] = [allergiesMenu, adverseEventsMenu];

/** Whether this build has a page at `path` (whether its module is on is the settings' business). */
export function routeExists(path: string): boolean {
  return [featureRoutes, ...flaggedModules.map((m) => m.routes)].some((routes) => (matchRoutes(routes, path)?.length ?? 0) > 0);
}

/**
 * The router's `patchRoutesOnNavigation`: on a visit to a page of a flagged module the router does not
 * know yet, its pages are added when the module is on. When it is off — or nobody is signed in to
 * read the flags — nothing is added, and the address is unknown to the app (the not-found route).
 */
export function patchModuleRoutes(loadFlags: () => Promise<Partial<ApplicationSettings>>) {
  const added = new Set<FlaggedModule>();
  return async ({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) => {
    const module = flaggedModules.find((m) => !added.has(m) && (matchRoutes(m.routes, path)?.length ?? 0) > 0);
    if (!module) return;
    const flags = await loadFlags().catch(() => null);
    if (flags?.[module.flag] !== true) return;
    added.add(module);
    patch(SIGNED_IN_ROUTE_ID, module.routes);
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
