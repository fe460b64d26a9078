import { knownFeatures, type ModuleMenuItem } from '../modules';
// The entries' labels, from each feature's folder, in every language before the menu shows.
import '../../i18n/menu-texts';

/**
 * Module entries of the menu, from the features' descriptors, in the hub's order (their `order`); each
 * shows while its switch is on and its route exists. Only the signed-in menu reads them, so they are
 * gathered with it, not with the sign-in page.
 */
export const moduleMenus: ModuleMenuItem[] = knownFeatures
  .flatMap((f): ModuleMenuItem[] => (!f.menu ? [] : f.flag ? [{ ...f.menu, feature: f.name, flag: f.flag }] : [{ ...f.menu, feature: f.name }]))
  .sort((a, b) => a.order - b.order);
