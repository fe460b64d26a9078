import type { RouteObject } from 'react-router';
import type { ModuleMenuItem } from '../../app/modules';
import { loadNamespace } from '../../i18n';
import { newTeleconsultationPath, selfAssessmentListPath, selfAssessmentPath } from './paths';

/**
 * Client routes of the symptom self-assessment (spec part 2 §2): the interview and the list of past
 * results, each loaded with its first visit. `routeExists` comes from the app, which alone knows
 * whether this build has the new-teleconsultation page.
 */
export function selfAssessmentRoutes(routeExists: (path: string) => boolean): RouteObject[] {
  return [
    {
      path: selfAssessmentPath,
      lazy: () =>
        Promise.all([import('./components/self-assessment-page'), loadNamespace('self-assessment')]).then(([m]) => {
          const teleconsultation = routeExists(newTeleconsultationPath) ? newTeleconsultationPath : null;
          return { Component: () => <m.SelfAssessmentPage teleconsultationPath={teleconsultation} /> };
        }),
    },
    {
      path: selfAssessmentListPath,
      lazy: () =>
        Promise.all([import('./components/self-assessment-list-page'), loadNamespace('self-assessment'), loadNamespace('ui', 'ui-forms')]).then(([m]) => ({
          Component: m.SelfAssessmentListPage,
        })),
    },
  ];
}

export const selfAssessmentMenu: ModuleMenuItem = { path: selfAssessmentPath, questionnaireSetting: 'selfAssessmentQuestionaire', labelKey: 'menu.selfAssessment' };
