import type { RouteObject } from 'react-router';

/**
 * Client routes of the medical register (spec part 1 §2 "Medical register"): /benefits and its tabs,
 * /benefits/questionnaire and /benefits/agfaresult, one route whose page picks the view by `:tab`. The
 * table sits in the app's entry (the sign-in page's script, within its budget), so it names one small
 * chunk that loads the pages (page-loader.ts).
 */
export const medicalRecordRoutes: RouteObject[] = [{ path: '/benefits/:tab?', lazy: () => import('./page-loader').then((m) => m.load()) }];
