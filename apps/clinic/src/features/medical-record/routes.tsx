import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { ENCOUNTER_PATH, RESULTS_PATH } from './paths';

/** The register's pages show date and file fields and paged lists: the shared texts of both load with them. */
const texts = () => Promise.all([loadNamespace('medical-record'), loadNamespace('ui', 'ui-forms'), loadNamespace('ui', 'ui-signed-in')]);

/** A patient's register and a visit (clinical roles and the registration; the tabs follow the roles). */
export const recordRoutes: RouteObject[] = [
  { path: '/patients/:patientId/record', lazy: () => Promise.all([import('./components/record-page'), texts()]).then(([m]) => ({ Component: m.RecordPage })) },
  { path: ENCOUNTER_PATH, lazy: () => Promise.all([import('./components/encounter-page'), texts()]).then(([m]) => ({ Component: m.EncounterPage })) },
];

/** The results waiting for publication and one order's entry (doctors, nurses, midwives). */
export const resultRoutes: RouteObject[] = [
  { path: RESULTS_PATH, lazy: () => Promise.all([import('./components/results-queue-page'), texts()]).then(([m]) => ({ Component: m.ResultsQueuePage })) },
  { path: `${RESULTS_PATH}/:orderId`, lazy: () => Promise.all([import('./components/result-page'), texts()]).then(([m]) => ({ Component: m.ResultPage })) },
];
