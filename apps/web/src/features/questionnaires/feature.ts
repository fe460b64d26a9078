import type { WebFeature } from '../../app/feature';

/** A programme's questionnaire, opened from its invitation: in every installation, in the signed-in lazy area. */
export const feature: WebFeature = { name: 'questionnaires', areaPaths: ['/questionnaire/patient/*'] };
