import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { IDENTITIES_PATH, PATIENTS_PATH } from './paths';

const texts = () => loadNamespace('patients');

/** The patient search and the patient card (every role). */
export const patientsRoutes: RouteObject[] = [
  {
    path: PATIENTS_PATH,
    lazy: () => Promise.all([import('./components/patient-search-page'), texts()]).then(([m]) => ({ Component: m.PatientSearchPage })),
  },
  {
    path: `${PATIENTS_PATH}/:patientId`,
    lazy: () => Promise.all([import('./components/patient-card-page'), texts()]).then(([m]) => ({ Component: m.PatientCardPage })),
  },
];

/** The identities waiting for the clinic and the review of one (registrars and administrators). */
export const identitiesRoutes: RouteObject[] = [
  {
    path: IDENTITIES_PATH,
    lazy: () => Promise.all([import('./components/identity-queue-page'), texts()]).then(([m]) => ({ Component: m.IdentityQueuePage })),
  },
  {
    path: `${IDENTITIES_PATH}/:patientId`,
    lazy: () => Promise.all([import('./components/identity-review-page'), texts()]).then(([m]) => ({ Component: m.IdentityReviewPage })),
  },
];
