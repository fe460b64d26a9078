import type { ConsoleFeature, FeatureTexts } from '../../app/console-feature';
import type drugEditions from './i18n/pl/drug-editions.json';
import type drugInteractionsMenu from './i18n/pl/drug-interactions-menu.json';
import type takenDrugs from './i18n/pl/taken-drugs.json';
import { DRUG_EDITIONS_PATH } from './paths';
import { drugEditionRoutes, takenDrugsRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    'drug-editions': { 'drug-editions': typeof drugEditions };
    'taken-drugs': { 'taken-drugs': typeof takenDrugs };
  }
  // Its menu entry's text, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'drug-interactions-menu': typeof drugInteractionsMenu;
  }
}

/** Its namespace's file, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { 'drug-editions': ['drug-editions'], 'taken-drugs': ['taken-drugs'], layout: ['drug-interactions-menu'] } satisfies FeatureTexts;

/**
 * The drug register's and the interaction data's editions: upload, the draft's changes, publish (issue 31);
 * and a patient's medicines taken, as the clinic records them, reached from the patient card (no menu entry).
 */
export const feature: ConsoleFeature = {
  name: 'drug-interactions',
  areas: [
    { order: 47, routes: takenDrugsRoutes, roles: ['DOCTOR', 'NURSE', 'MIDWIFE', 'ADMIN'] },
    { order: 145, routes: drugEditionRoutes, roles: ['ADMIN'], nav: { path: DRUG_EDITIONS_PATH, label: 'nav.drugEditions' } },
  ],
};
