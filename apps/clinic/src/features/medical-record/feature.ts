import { type ConsoleFeature, everyone, type FeatureTexts } from '../../app/console-feature';
import type medicalRecord from './i18n/pl/medical-record.json';
import type medicalRecordMenu from './i18n/pl/medical-record-menu.json';
import { RESULTS_PATH } from './paths';
import { recordRoutes, resultRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    'medical-record': { 'medical-record': typeof medicalRecord };
  }
  // Its menu entries' texts, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'medical-record-menu': typeof medicalRecordMenu;
  }
}

/** Its namespaces' files, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { 'medical-record': ['medical-record'], layout: ['medical-record-menu'] } satisfies FeatureTexts;

/** A patient's medical register (visits, documents, results, waiting list) and the results waiting for publication. */
export const feature: ConsoleFeature = {
  name: 'medical-record',
  areas: [
    // A patient's register: each role sees its part (visits: clinical roles and the registration; waiting list: also administrators).
    { order: 50, routes: recordRoutes, roles: everyone },
    // Results are entered and published by clinical roles (the RESULTS queue of the dashboard).
    { order: 60, routes: resultRoutes, roles: ['DOCTOR', 'NURSE', 'MIDWIFE'], nav: { path: RESULTS_PATH, label: 'nav.results' } },
  ],
};
