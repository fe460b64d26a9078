import { matchRoutes, type RouteObject } from 'react-router';
import type { HubModuleFlag } from '@portal/contracts';
import type { ParseKeys } from 'i18next';
import { accountRoutes } from '../features/account/routes';
import { allergiesMenu, allergiesRoutes } from '../features/allergies/routes';

export interface ModuleMenuItem {
  path: string;
  flag: HubModuleFlag;
  /** The menu label, a key of the shell's texts. */
  labelKey: ParseKeys<'shell'>;
}

/** Screens of the signed-in area this build has (the hub sits beside them in the router). */
export const featureRoutes: RouteObject[] = [...accountRoutes, ...allergiesRoutes];

/** Module entries of the menu, in the hub's order; each shows when its flag is on and its route exists. */
export const moduleMenus: ModuleMenuItem[] = [allergiesMenu];

/** Whether this build has a page at `path`. */
export function routeExists(path: string): boolean {
  return (matchRoutes(featureRoutes, path)?.length ?? 0) > 0;
}
