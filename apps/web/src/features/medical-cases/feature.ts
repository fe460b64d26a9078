import type { FeatureTexts, WebFeature } from '../../app/feature';
import type medicalCases from './i18n/pl/medical-cases.json';
import type medicalCasesMenu from './i18n/pl/medical-cases-menu.json';
import { MEDICAL_CASES_PATH } from './paths';
import { medicalCasesRoutes } from './routes';

declare module '../../i18n/resources' {
  interface WebTexts {
    'medical-cases': { 'medical-cases': typeof medicalCases };
  }
  // Its menu entry's texts, which the menu has from the start (i18n/menu-texts.ts).
  interface ShellFiles {
    'medical-cases-menu': typeof medicalCasesMenu;
  }
}

/** Its namespaces' files, and its menu file in the shell's, as values (see FeatureTexts). */
export const texts = { 'medical-cases': ['medical-cases'], shell: ['medical-cases-menu'] } satisfies FeatureTexts;

/** The patient's medical cases: their teleconsultations with the archive, notes and attachments (spec part 2 §2, §3; issue 32). */
export const feature: WebFeature = {
  name: 'medical-cases',
  // The switch of teleconsultations (the server's medical-cases module has the same).
  flag: 'telecommunicationModule',
  routes: medicalCasesRoutes,
  // Beside the bookings, where her teleconsultations stand.
  menu: { path: MEDICAL_CASES_PATH, labelKey: 'menu.medicalCases', order: 12 },
};
