import type { FeatureTexts, WebFeature } from '../../app/feature';
import type declarations from './i18n/pl/declarations.json';
import type declarationsMenu from './i18n/pl/declarations-menu.json';
import { declarationsRoutes } from './routes';

declare module '../../i18n/resources' {
  interface WebTexts {
    declarations: { declarations: typeof declarations };
  }
  // Its menu entry's texts, which the menu has from the start (i18n/menu-texts.ts).
  interface ShellFiles {
    'declarations-menu': typeof declarationsMenu;
  }
}

/** Its namespaces' files, and its menu file in the shell's, as values (see FeatureTexts). */
export const texts = { declarations: ['declarations'], shell: ['declarations-menu'] } satisfies FeatureTexts;

/** Declarations of choice of a primary-care doctor, nurse or midwife (spec part 2 §2 "Declarations"; issue 30). */
export const feature: WebFeature = {
  name: 'declarations',
  flag: 'declarationsModule',
  routes: declarationsRoutes,
  // After the allergies, as the hub orders the modules (spec part 2 §1).
  menu: { path: '/declarations', labelKey: 'menu.declarations', order: 33 },
};
