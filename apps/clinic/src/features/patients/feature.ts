import { type ConsoleFeature, everyone, type FeatureTexts } from '../../app/console-feature';
import type patients from './i18n/pl/patients.json';
import type patientsMenu from './i18n/pl/patients-menu.json';
import { IDENTITIES_PATH, PATIENTS_PATH } from './paths';
import { identitiesRoutes, patientsRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    patients: { patients: typeof patients };
  }
  // Its menu entries' texts, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'patients-menu': typeof patientsMenu;
  }
}

/** Its namespaces' files, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { patients: ['patients'], layout: ['patients-menu'] } satisfies FeatureTexts;

/** The patient search and card, and the identities waiting for the clinic. */
export const feature: ConsoleFeature = {
  name: 'patients',
  areas: [
    { order: 30, routes: patientsRoutes, roles: everyone, nav: { path: PATIENTS_PATH, label: 'nav.patients' } },
    { order: 40, routes: identitiesRoutes, roles: ['REGISTRAR', 'ADMIN'], nav: { path: IDENTITIES_PATH, label: 'nav.identities' } },
  ],
};
