import type { ConsoleFeature, FeatureTexts } from '../../app/console-feature';
import type staff from './i18n/pl/staff.json';
import { STAFF_PATH } from './paths';
import { staffRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    staff: { staff: typeof staff };
  }
}

/** Its namespaces' files as values (see FeatureTexts). */
export const texts = { staff: ['staff'] } satisfies FeatureTexts;

/** Staff management (administrators). */
export const feature: ConsoleFeature = {
  name: 'staff',
  areas: [{ order: 150, routes: staffRoutes, roles: ['ADMIN'], nav: { path: STAFF_PATH, label: 'nav.staff' } }],
};
