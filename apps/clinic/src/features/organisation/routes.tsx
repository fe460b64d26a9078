import { redirect, type RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { ORGANISATION_PATH, PARTNERS_PATH, PRACTITIONERS_PATH, SERVICES_PATH, UNITS_PATH } from './paths';

const texts = () => Promise.all([loadNamespace('organisation'), loadNamespace('ui', 'ui-forms')]);

/** Units, practitioners and services: a list and a form of each, pages and texts loaded with them. */
export const organisationRoutes: RouteObject[] = [
  { path: ORGANISATION_PATH, loader: () => redirect(UNITS_PATH) },
  { path: UNITS_PATH, lazy: () => Promise.all([import('./components/units-page'), texts()]).then(([m]) => ({ Component: m.UnitsPage })) },
  { path: `${UNITS_PATH}/:unitId`, lazy: () => Promise.all([import('./components/unit-page'), texts()]).then(([m]) => ({ Component: m.UnitPage })) },
  { path: PRACTITIONERS_PATH, lazy: () => Promise.all([import('./components/practitioners-page'), texts()]).then(([m]) => ({ Component: m.PractitionersPage })) },
  {
    path: `${PRACTITIONERS_PATH}/:practitionerId`,
    lazy: () => Promise.all([import('./components/practitioner-page'), texts()]).then(([m]) => ({ Component: m.PractitionerPage })),
  },
  { path: SERVICES_PATH, lazy: () => Promise.all([import('./components/services-page'), texts()]).then(([m]) => ({ Component: m.ServicesPage })) },
  { path: `${SERVICES_PATH}/:serviceId`, lazy: () => Promise.all([import('./components/service-page'), texts()]).then(([m]) => ({ Component: m.ServicePage })) },
];

/** The organisation's words with the partners' (the sections' switch names the other lists). */
const partnerTexts = () => Promise.all([loadNamespace('organisation'), loadNamespace('organisation', 'partners')]);

/** The partners and their personnel: the list, and a partner's form with its personnel (administrators). */
export const partnersRoutes: RouteObject[] = [
  { path: PARTNERS_PATH, lazy: () => Promise.all([import('./components/partners-page'), partnerTexts()]).then(([m]) => ({ Component: m.PartnersPage })) },
  { path: `${PARTNERS_PATH}/:partnerId`, lazy: () => Promise.all([import('./components/partner-page'), partnerTexts()]).then(([m]) => ({ Component: m.PartnerPage })) },
];
