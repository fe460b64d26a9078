import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { questionnairesRoutes } from '../features/questionnaires/routes';
import { selfAssessmentRoutes } from '../features/self-assessment/routes';

/**
 * The pages every installation has that join the router on their first visit (`lazyAreas` in
 * modules.ts): the account area, a programme's questionnaire and the symptom self-assessment. One
 * table, one chunk, pages included: as chunks of their own, each reaching the shared form fields, they
 * made the bundler split code the sign-in page shares with them into chunks of their own, and that page
 * went over its script budget (150 kB). Their descriptors (feature.ts `areaPaths`) give the addresses;
 * the tables are listed here by hand, as what goes into this one chunk is a choice made for the budget
 * (modules.test.ts checks that every `areaPaths` pattern has its pages here).
 */
export const signedInAreaRoutes = (routeExists: (path: string) => boolean): RouteObject[] => [
  ...accountRoutes,
  ...questionnairesRoutes(routeExists),
  ...selfAssessmentRoutes(routeExists),
];
