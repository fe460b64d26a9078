import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { SelfAssessmentListPage } from './components/self-assessment-list-page';
import { selfAssessmentRoute } from './components/self-assessment-page';
import { newBookingPath, newTeleconsultationPath, selfAssessmentListPath, selfAssessmentPath } from './paths';

/**
 * Client routes of the symptom self-assessment (spec part 2 §2): the interview and the list of past
 * results. The table joins a lazy area of the app (app/signed-in-areas.ts), its pages with it (see
 * questionnaires/routes.tsx). `routeExists` comes from the app, which alone knows whether this build has
 * the new-teleconsultation page.
 */
export function selfAssessmentRoutes(routeExists: (path: string) => boolean): RouteObject[] {
  return [
    {
      path: selfAssessmentPath,
      lazy: () => loadNamespace('self-assessment').then(() => ({ Component: selfAssessmentRoute(routeExists(newTeleconsultationPath) ? newTeleconsultationPath : null, routeExists(newBookingPath) ? newBookingPath : null) })),
    },
    {
      path: selfAssessmentListPath,
      lazy: () => Promise.all([loadNamespace('self-assessment'), loadNamespace('ui', 'ui-forms')]).then(() => ({ Component: SelfAssessmentListPage })),
    },
  ];
}
