import type { FeatureTexts, WebFeature } from '../../app/feature';
import type questionnaires from './i18n/pl/questionnaires.json';

declare module '../../i18n/resources' {
  interface WebTexts {
    questionnaires: { questionnaires: typeof questionnaires };
  }
}

/** Its namespaces' files as values (see FeatureTexts). */
export const texts = { questionnaires: ['questionnaires'] } satisfies FeatureTexts;

/** A programme's questionnaire, opened from its invitation: in every installation, in the signed-in lazy area. */
export const feature: WebFeature = { name: 'questionnaires', areaPaths: ['/questionnaire/patient/*'] };
