import type { ModuleMenuItem } from '../../app/modules';

/**
 * The menu's entry, shown while the installation offers the self-assessment. Its path is written out
 * (paths.ts has it too): importing the pages' module from the menu's chunk made the bundler split it
 * into a chunk the sign-in page then names.
 */
export const selfAssessmentMenu: ModuleMenuItem = { path: '/selfassessment', questionnaireSetting: 'selfAssessmentQuestionaire', labelKey: 'menu.selfAssessment' };
