import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';

/** A page of this module with the module's texts loaded beside it. */
const withTexts = <T,>(page: Promise<T>) => Promise.all([page, loadNamespace('allergies'), loadNamespace('common', 'forms'), loadNamespace('ui', 'ui-forms')]).then(([m]) => m);

/** Client routes of the allergies module (spec part 1 §2); every page loads with its route. */
export const allergiesRoutes: RouteObject[] = [
  {
    path: '/allergies',
    lazy: () => withTexts(import('./components/allergies-page')).then((m) => ({ Component: m.AllergiesPage })),
  },
  {
    path: '/allergy/:patientId/:allergyId',
    lazy: () => withTexts(import('./components/allergy-details-page')).then((m) => ({ Component: m.AllergyDetailsPage })),
  },
  {
    path: '/newAllergy',
    lazy: () => withTexts(import('./components/new-allergy-page')).then((m) => ({ Component: m.NewAllergyPage })),
  },
];
