import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';

/** A page of this module with the module's texts loaded beside it. */
const withTexts = <T,>(page: Promise<T>) => Promise.all([page, loadNamespace('medical-cases'), loadNamespace('common', 'forms'), loadNamespace('ui', 'ui-forms')]).then(([m]) => m);

/** Client routes of the medical cases (issue 32); every page loads with its route. */
export const medicalCasesRoutes: RouteObject[] = [
  {
    path: '/medicalcases',
    lazy: () => withTexts(import('./components/medical-cases-page')).then((m) => ({ Component: m.MedicalCasesPage })),
  },
  {
    path: '/medicalcase',
    lazy: () => withTexts(import('./components/medical-case-page')).then((m) => ({ Component: m.MedicalCasePage })),
  },
];
