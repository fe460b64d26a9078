import type { FeatureTexts, WebFeature } from '../../app/feature';
import type drugInteractions from './i18n/pl/drug-interactions.json';
import type drugInteractionsMenu from './i18n/pl/drug-interactions-menu.json';
import { drugInteractionsRoutes } from './routes';
import { DRUG_SELECTION_PATH } from './paths';

declare module '../../i18n/resources' {
  interface WebTexts {
    'drug-interactions': { 'drug-interactions': typeof drugInteractions };
  }
  // Its menu entry's texts, which the menu has from the start (i18n/menu-texts.ts).
  interface ShellFiles {
    'drug-interactions-menu': typeof drugInteractionsMenu;
  }
}

/** Its namespaces' files, and its menu file in the shell's, as values (see FeatureTexts). */
export const texts = { 'drug-interactions': ['drug-interactions'], shell: ['drug-interactions-menu'] } satisfies FeatureTexts;

/** The choice of up to 30 drugs and their interaction matrix (spec part 2 §2 "Drug interactions"; issue 31). */
export const feature: WebFeature = {
  name: 'drug-interactions',
  flag: 'drugInteractionsModule',
  routes: drugInteractionsRoutes,
  menu: { path: DRUG_SELECTION_PATH, labelKey: 'menu.drugInteractions', order: 46 },
};
