import type { FeatureTexts, WebFeature } from '../../app/feature';
import type allergies from './i18n/pl/allergies.json';
import type allergiesMenu from './i18n/pl/allergies-menu.json';
import { allergiesRoutes } from './routes';

declare module '../../i18n/resources' {
  interface WebTexts {
    allergies: { allergies: typeof allergies };
  }
  // Its menu entry's texts, which the menu has from the start (i18n/menu-texts.ts).
  interface ShellFiles {
    'allergies-menu': typeof allergiesMenu;
  }
}

/** Its namespaces' files, and its menu file in the shell's, as values (see FeatureTexts). */
export const texts = { allergies: ['allergies'], shell: ['allergies-menu'] } satisfies FeatureTexts;

export const feature: WebFeature = {
  name: 'allergies',
  flag: 'allergyModule',
  routes: allergiesRoutes,
  menu: { path: '/allergies', labelKey: 'menu.allergies', order: 30 },
};
