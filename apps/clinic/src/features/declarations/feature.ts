import type { ConsoleFeature, FeatureTexts } from '../../app/console-feature';
import type declarations from './i18n/pl/declarations.json';
import type declarationsMenu from './i18n/pl/declarations-menu.json';
import { DECLARATIONS_PATH } from './paths';
import { declarationRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    declarations: { declarations: typeof declarations };
  }
  // Its menu entry's text, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'declarations-menu': typeof declarationsMenu;
  }
}

/** Its namespace's file, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { declarations: ['declarations'], layout: ['declarations-menu'] } satisfies FeatureTexts;

/** Patients' POZ declarations (the DECLARATIONS queue), the practitioners' lists and the exports for the NFZ. */
export const feature: ConsoleFeature = {
  name: 'declarations',
  areas: [{ order: 74, routes: declarationRoutes, roles: ['REGISTRAR', 'ADMIN'], nav: { path: DECLARATIONS_PATH, label: 'nav.declarations' } }],
};
