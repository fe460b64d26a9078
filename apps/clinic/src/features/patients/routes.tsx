import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { IDENTITIES_PATH, PATIENTS_PATH } from './paths';

const texts = () => loadNamespace('patients');
/** With the consents' and carers' words (the identity review shows the carers too). */
const consentTexts = () => Promise.all([loadNamespace('patients'), loadNamespace('patients', 'patient-consents')]);

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
    lazy: () => Promise.all([import('./components/identity-review-page'), consentTexts()]).then(([m]) => ({ Component: m.IdentityReviewPage })),
  },
];

/** A patient's consents and carer authorisations (registrars and administrators, as the server's routes). */
export const patientConsentsRoutes: RouteObject[] = [
  {
    path: `${PATIENTS_PATH}/:patientId/consents`,
    lazy: () => Promise.all([import('./components/patient-consents-page'), consentTexts()]).then(([m]) => ({ Component: m.PatientConsentsPage })),
  },
];
