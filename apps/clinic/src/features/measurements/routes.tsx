import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';

const texts = () => Promise.all([loadNamespace('measurements', 'measurements'), loadNamespace('ui', 'ui-signed-in'), loadNamespace('ui', 'ui-forms')]);

/** A patient's measurements: chart and table (clinicians and administrators, as the server's routes). */
export const measurementRoutes: RouteObject[] = [
  { path: '/patients/:patientId/measurements', lazy: () => Promise.all([import('./components/patient-measurements-page'), texts()]).then(([m]) => ({ Component: m.PatientMeasurementsPage })) },
];
