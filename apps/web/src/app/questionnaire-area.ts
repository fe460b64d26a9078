import type { RouteObject } from 'react-router';
import { questionnairesRoutes } from '../features/questionnaires/routes';
import { selfAssessmentRoutes } from '../features/self-assessment/routes';

/**
 * The pages of issue 10 the patient opens — a programme's questionnaire and the symptom self-assessment
 * — as one lazy area (app/modules.ts `lazyAreas`): one chunk, pages included. Two areas, or pages loaded
 * apart from their area, each reaching the shared form fields, made the bundler split code the sign-in
 * page shares with them into chunks of their own, and that page pay for it.
 */
export const questionnaireAreaRoutes = (routeExists: (path: string) => boolean): RouteObject[] => [
  ...questionnairesRoutes(routeExists),
  ...selfAssessmentRoutes(routeExists),
];
