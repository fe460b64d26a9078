import { type ConsoleFeature, everyone, type FeatureTexts } from '../../app/console-feature';
import type questionnaires from './i18n/pl/questionnaires.json';
import type questionnairesMenu from './i18n/pl/questionnaires-menu.json';
import { PROGRAMS_PATH, QUESTIONNAIRES_PATH } from './paths';
import { answersRoutes, programsRoutes, questionnairesRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    questionnaires: { questionnaires: typeof questionnaires };
  }
  // Its menu entries' texts, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'questionnaires-menu': typeof questionnairesMenu;
  }
}

/** Its namespaces' files, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { questionnaires: ['questionnaires'], layout: ['questionnaires-menu'] } satisfies FeatureTexts;

/** Questionnaires (content, assignments, answers) and the prevention programmes. */
export const feature: ConsoleFeature = {
  name: 'questionnaires',
  areas: [
    // Every role reads questionnaires and programmes; only an administrator changes them (the forms are read-only for others).
    { order: 110, routes: questionnairesRoutes, roles: everyone, nav: { path: QUESTIONNAIRES_PATH, label: 'nav.questionnaires' } },
    { order: 120, routes: programsRoutes, roles: everyone, nav: { path: PROGRAMS_PATH, label: 'nav.programs' } },
    // Patients' answers are medical data: not the registration's.
    { order: 130, routes: answersRoutes, roles: ['ADMIN', 'DOCTOR', 'NURSE', 'MIDWIFE'] },
  ],
};
