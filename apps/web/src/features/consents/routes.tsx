import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';

/** A page of this module with the module's texts loaded beside it (and the date fields' for a form). */
const withTexts = <T,>(page: Promise<T>, forms = false) =>
  Promise.all([page, loadNamespace('consents'), forms ? loadNamespace('ui', 'ui-forms') : null]).then(([m]) => m);

/** Client routes of the consents module (spec part 2 §2 "Consents"); every page loads with its route. */
export const consentsRoutes: RouteObject[] = [
  {
    path: '/consents',
    lazy: () => withTexts(import('./components/consents-page')).then((m) => ({ Component: m.ConsentsPage })),
  },
  {
    path: '/consents/:id',
    lazy: () => withTexts(import('./components/consent-details-page')).then((m) => ({ Component: m.ConsentDetailsPage })),
  },
  {
    path: '/newconsent',
    lazy: () => withTexts(import('./components/new-consent-page'), true).then((m) => ({ Component: m.NewConsentPage })),
  },
];
