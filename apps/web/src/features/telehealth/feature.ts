import type { FeatureTexts, WebFeature } from '../../app/feature';
import type telehealth from './i18n/pl/telehealth.json';
import { telehealthRoutes } from './routes';

declare module '../../i18n/resources' {
  interface WebTexts {
    telehealth: { telehealth: typeof telehealth };
  }
}

/** Its namespace's files (see FeatureTexts). */
export const texts = { telehealth: ['telehealth'] } satisfies FeatureTexts;

/**
 * The patient's side of a teleconsultation (spec part 2 §2 "Teleconsultation and telehealth", §4 "Telehealth
 * session"; issue 32): the type, the waiting room and the call. Reached from the bookings list and the
 * teleconsultation wizard, so no menu entry; the server's telehealth routes answer 404 while the
 * installation does not offer teleconsultations, and the page says so.
 */
export const feature: WebFeature = {
  name: 'telehealth',
  routes: telehealthRoutes,
};
