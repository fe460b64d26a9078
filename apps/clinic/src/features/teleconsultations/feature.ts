import type { ConsoleFeature, FeatureTexts } from '../../app/console-feature';
import type teleconsultations from './i18n/pl/teleconsultations.json';
import type teleconsultationsMenu from './i18n/pl/teleconsultations-menu.json';
import { TELECONSULTATIONS_PATH } from './paths';
import { teleconsultationRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    teleconsultations: { teleconsultations: typeof teleconsultations };
  }
  // Its menu entry's text, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'teleconsultations-menu': typeof teleconsultationsMenu;
  }
}

/** Its namespace's file, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { teleconsultations: ['teleconsultations'], layout: ['teleconsultations-menu'] } satisfies FeatureTexts;

/**
 * The clinician's side of teleconsultations (issue 32 item 6): the day's list, the queue of unplanned
 * ones and her availability, one teleconsultation with its case, the call and the archive. The
 * clinicians and the administrator (who reads); the registration desk books them in bookings.
 */
export const feature: ConsoleFeature = {
  name: 'teleconsultations',
  areas: [{ order: 65, routes: teleconsultationRoutes, roles: ['DOCTOR', 'NURSE', 'MIDWIFE', 'ADMIN'], nav: { path: TELECONSULTATIONS_PATH, label: 'nav.teleconsultations' } }],
};
