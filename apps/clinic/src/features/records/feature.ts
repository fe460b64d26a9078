import { type ConsoleFeature, everyone, type FeatureTexts } from '../../app/console-feature';
import type records from './i18n/pl/records.json';
import { RESULTS_PATH } from './paths';
import { recordRoutes, resultRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    records: { records: typeof records };
  }
}

/** Its namespaces' files as values (see FeatureTexts). */
export const texts = { records: ['records'] } satisfies FeatureTexts;

/** A patient's medical register (visits, documents, results, waiting list) and the results waiting for publication. */
export const feature: ConsoleFeature = {
  name: 'records',
  areas: [
    // A patient's register: each role sees its part (visits: clinical roles and the registration; waiting list: also administrators).
    { order: 50, routes: recordRoutes, roles: everyone },
    // Results are entered and published by clinical roles (the RESULTS queue of the dashboard).
    { order: 60, routes: resultRoutes, roles: ['DOCTOR', 'NURSE', 'MIDWIFE'], nav: { path: RESULTS_PATH, label: 'nav.results' } },
  ],
};
