import type { ConsoleFeature, FeatureTexts } from '../../app/console-feature';
import type staff from './i18n/pl/staff.json';
import type staffMenu from './i18n/pl/staff-menu.json';
import { STAFF_PATH } from './paths';
import { staffRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    staff: { staff: typeof staff };
  }
  // Its menu entries' texts, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'staff-menu': typeof staffMenu;
  }
}

/** Its namespaces' files, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { staff: ['staff'], layout: ['staff-menu'] } satisfies FeatureTexts;

/** Staff management (administrators). */
export const feature: ConsoleFeature = {
  name: 'staff',
  areas: [{ order: 150, routes: staffRoutes, roles: ['ADMIN'], nav: { path: STAFF_PATH, label: 'nav.staff' } }],
};
