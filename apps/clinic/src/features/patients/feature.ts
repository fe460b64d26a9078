import { type ConsoleFeature, everyone, type FeatureTexts } from '../../app/console-feature';
import type patients from './i18n/pl/patients.json';
import type patientConsents from './i18n/pl/patient-consents.json';
import type patientsMenu from './i18n/pl/patients-menu.json';
import { IDENTITIES_PATH, PATIENTS_PATH } from './paths';
import { identitiesRoutes, patientConsentsRoutes, patientsRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    patients: { patients: typeof patients; 'patient-consents': typeof patientConsents };
  }
  // Its menu entries' texts, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'patients-menu': typeof patientsMenu;
  }
}

/** Its namespaces' files, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { patients: ['patients', 'patient-consents'], layout: ['patients-menu'] } satisfies FeatureTexts;

/** The patient search and card, the identities waiting for the clinic, a patient's consents and carers. */
export const feature: ConsoleFeature = {
  name: 'patients',
  areas: [
    { order: 30, routes: patientsRoutes, roles: everyone, nav: { path: PATIENTS_PATH, label: 'nav.patients' } },
    { order: 40, routes: identitiesRoutes, roles: ['REGISTRAR', 'ADMIN'], nav: { path: IDENTITIES_PATH, label: 'nav.identities' } },
    // Reached from the patient card (no menu entry).
    { order: 45, routes: patientConsentsRoutes, roles: ['REGISTRAR', 'ADMIN'] },
  ],
};
