import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';

/** A page of this module with the module's texts loaded beside it. */
const withTexts = <T,>(page: Promise<T>) => Promise.all([page, loadNamespace('measurements'), loadNamespace('common', 'forms'), loadNamespace('ui', 'ui-forms')]).then(([m]) => m);

/** Client routes of the measurements module (spec part 2 §2); every page loads with its route. */
export const measurementsRoutes: RouteObject[] = [
  {
    path: '/measurements',
    lazy: () => withTexts(import('./components/measurements-page')).then((m) => ({ Component: m.MeasurementsPage })),
  },
  {
    path: '/newmeasurement',
    lazy: () => withTexts(import('./components/measurement-form-page')).then((m) => ({ Component: m.NewMeasurementPage })),
  },
  {
    path: '/measurement',
    lazy: () => withTexts(import('./components/measurement-form-page')).then((m) => ({ Component: m.EditMeasurementPage })),
  },
];
