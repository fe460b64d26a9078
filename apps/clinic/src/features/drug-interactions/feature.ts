import type { ConsoleFeature, FeatureTexts } from '../../app/console-feature';
import type drugEditions from './i18n/pl/drug-editions.json';
import type drugInteractionsMenu from './i18n/pl/drug-interactions-menu.json';
import { DRUG_EDITIONS_PATH } from './paths';
import { drugEditionRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    'drug-editions': { 'drug-editions': typeof drugEditions };
  }
  // Its menu entry's text, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'drug-interactions-menu': typeof drugInteractionsMenu;
  }
}

/** Its namespace's file, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { 'drug-editions': ['drug-editions'], layout: ['drug-interactions-menu'] } satisfies FeatureTexts;

/** The drug register's and the interaction data's editions: upload, the draft's changes, publish (issue 31). */
export const feature: ConsoleFeature = {
  name: 'drug-interactions',
  areas: [{ order: 145, routes: drugEditionRoutes, roles: ['ADMIN'], nav: { path: DRUG_EDITIONS_PATH, label: 'nav.drugEditions' } }],
};
