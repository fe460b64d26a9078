import type { FeatureTexts, WebFeature } from '../../app/feature';
import type selfAssessment from './i18n/pl/self-assessment.json';
import type selfAssessmentMenu from './i18n/pl/self-assessment-menu.json';

declare module '../../i18n/resources' {
  interface WebTexts {
    'self-assessment': { 'self-assessment': typeof selfAssessment };
  }
  // Its menu entry's texts, which the menu has from the start (i18n/menu-texts.ts).
  interface ShellFiles {
    'self-assessment-menu': typeof selfAssessmentMenu;
  }
}

/** Its namespaces' files, and its menu file in the shell's, as values (see FeatureTexts). */
export const texts = { 'self-assessment': ['self-assessment'], shell: ['self-assessment-menu'] } satisfies FeatureTexts;

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
