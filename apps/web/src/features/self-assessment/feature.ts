import type { WebFeature } from '../../app/feature';

/**
 * The symptom self-assessment: in the signed-in lazy area (its pages send the patient to the main page
 * while the installation does not offer it); its menu entry shows while the questionnaire settings offer
 * it. Paths are written out, as in the menu's former file (paths.ts has them too): importing the pages'
 * module from outside their chunk made the bundler split it into a chunk the sign-in page then names.
 */
export const feature: WebFeature = {
  name: 'self-assessment',
  areaPaths: ['/selfassessment', '/selfassessmentlist'],
  menu: { path: '/selfassessment', questionnaireSetting: 'selfAssessmentQuestionaire', labelKey: 'menu.selfAssessment', order: 60 },
};
