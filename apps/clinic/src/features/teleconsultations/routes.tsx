import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';

const texts = () => Promise.all([loadNamespace('teleconsultations', 'teleconsultations'), loadNamespace('ui', 'ui-signed-in'), loadNamespace('ui', 'ui-forms')]);

/** The clinician's teleconsultations: the day's list with the queue, and one teleconsultation with its call. */
export const teleconsultationRoutes: RouteObject[] = [
  { path: '/teleconsultations', lazy: () => Promise.all([import('./components/teleconsultations-page'), texts()]).then(([m]) => ({ Component: m.TeleconsultationsPage })) },
  { path: '/teleconsultations/:id', lazy: () => Promise.all([import('./components/teleconsultation-page'), texts(), loadNamespace('ui', 'ui-call')]).then(([m]) => ({ Component: m.TeleconsultationPage })) },
];
