import type { FeatureTexts, WebFeature } from '../../app/feature';
import type consents from './i18n/pl/consents.json';
import type consentsMenu from './i18n/pl/consents-menu.json';
import { consentsRoutes } from './routes';

declare module '../../i18n/resources' {
  interface WebTexts {
    consents: { consents: typeof consents };
  }
  // Its menu entry's texts, which the menu has from the start (i18n/menu-texts.ts).
  interface ShellFiles {
    'consents-menu': typeof consentsMenu;
  }
}

/** Its namespaces' files, and its menu file in the shell's, as values (see FeatureTexts). */
export const texts = { consents: ['consents'], shell: ['consents-menu'] } satisfies FeatureTexts;

/** Consents, partner consents and carer authorisations (spec part 2 §2 "Consents"; issue 30). */
export const feature: WebFeature = {
  name: 'consents',
  flag: 'consentsModule',
  routes: consentsRoutes,
  // After the declarations, as the hub orders the modules (spec part 2 §1).
  menu: { path: '/consents', labelKey: 'menu.consents', order: 34 },
};
