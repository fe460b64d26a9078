import { type ConsoleFeature, everyone, type FeatureTexts } from '../../app/console-feature';
import type patients from './i18n/pl/patients.json';
import { IDENTITIES_PATH, PATIENTS_PATH } from './paths';
import { identitiesRoutes, patientsRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    patients: { patients: typeof patients };
  }
}

/** Its namespaces' files as values (see FeatureTexts). */
export const texts = { patients: ['patients'] } satisfies FeatureTexts;

/** The patient search and card, and the identities waiting for the clinic. */
export const feature: ConsoleFeature = {
  name: 'patients',
  areas: [
    { order: 30, routes: patientsRoutes, roles: everyone, nav: { path: PATIENTS_PATH, label: 'nav.patients' } },
    { order: 40, routes: identitiesRoutes, roles: ['REGISTRAR', 'ADMIN'], nav: { path: IDENTITIES_PATH, label: 'nav.identities' } },
  ],
};
