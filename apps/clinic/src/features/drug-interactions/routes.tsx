import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { DRUG_EDITIONS_PATH } from './paths';

/** With the paged list's texts ("Pokaż więcej"). */
const texts = () => Promise.all([loadNamespace('drug-editions', 'drug-editions'), loadNamespace('ui', 'ui-signed-in')]);

/** The editions page (administrators). */
export const drugEditionRoutes: RouteObject[] = [
  { path: DRUG_EDITIONS_PATH, lazy: () => Promise.all([import('./components/drug-editions-page'), texts()]).then(([m]) => ({ Component: m.DrugEditionsPage })) },
];

const takenDrugsTexts = () => Promise.all([loadNamespace('taken-drugs', 'taken-drugs'), loadNamespace('ui', 'ui-signed-in'), loadNamespace('ui', 'ui-forms')]);

/** A patient's medicines taken: the clinic's record, an add form and removal (clinicians; the administrator reads). */
export const takenDrugsRoutes: RouteObject[] = [
  { path: '/patients/:patientId/taken-drugs', lazy: () => Promise.all([import('./components/patient-taken-drugs-page'), takenDrugsTexts()]).then(([m]) => ({ Component: m.PatientTakenDrugsPage })) },
];
