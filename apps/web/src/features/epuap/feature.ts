import type { FeatureTexts, WebFeature } from '../../app/feature';
import type epuap from './i18n/pl/epuap.json';
import { epuapRoutes } from './routes';

declare module '../../i18n/resources' {
  // The e-service's return pages show in the sign-in frame, with its texts.
  interface LoginFiles {
    epuap: typeof epuap;
  }
}

/** The file it adds to the sign-in frame's namespace, as a value (see FeatureTexts). */
export const texts = { login: ['epuap'] } satisfies FeatureTexts;

export const feature: WebFeature = { name: 'epuap', publicRoutes: epuapRoutes };
