import type { RouteObject } from 'react-router';

/**
 * Client routes of the bookings module (spec part 2 §2 "Bookings"). The table sits in the app's entry (the
 * sign-in page's script, within its budget), so every route names one small chunk (page-loader.ts) that
 * picks its page by the route's pattern.
 */
export const bookingPagePaths = [
  '/newbooking/:step?',
  '/newteleconsultation/:step?',
  '/referral',
  '/questionnaire',
  '/bookings/questionnaire/:systemRoot/:accountId/:bookingId',
  '/bookings',
  '/bookings/confirm/:system/:bookingId',
] as const;

export const bookingsRoutes: RouteObject[] = bookingPagePaths.map((path) => ({
  path,
  lazy: () => import('./page-loader').then((m) => m.load(path)),
}));

/**
 * The wizard's catalogue for a visitor, not signed in (spec part 2 §2): under the public layout. The
 * module's flag still rules: the server answers 404 for the catalogue while the module is off.
 */
export const bookingsPublicRoutes: RouteObject[] = [
  { path: '/newbooking/services', lazy: () => import('./page-loader').then((m) => m.load('public-services')) },
  { path: '/newteleconsultation/services', lazy: () => import('./page-loader').then((m) => m.load('public-teleconsultation-services')) },
];
