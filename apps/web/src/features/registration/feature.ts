import type { FeatureTexts, WebFeature } from '../../app/feature';
import type registration from './i18n/pl/registration.json';
import { registrationRoutes } from './routes';

declare module '../../i18n/resources' {
  interface WebTexts {
    registration: { registration: typeof registration };
  }
}

/** Its namespaces' files as values (see FeatureTexts). */
export const texts = { registration: ['registration'] } satisfies FeatureTexts;

export const feature: WebFeature = { name: 'registration', publicRoutes: registrationRoutes };
