import type { FeatureTexts, WebFeature } from '../../app/feature';
import type legal from './i18n/pl/legal.json';
import { legalRoutes } from './routes';

declare module '../../i18n/resources' {
  interface WebTexts {
    legal: { legal: typeof legal };
  }
}

/** Its namespaces' files as values (see FeatureTexts). */
export const texts = { legal: ['legal'] } satisfies FeatureTexts;

export const feature: WebFeature = { name: 'legal', publicRoutes: legalRoutes };
