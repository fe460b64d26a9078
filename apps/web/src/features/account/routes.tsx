import type { RouteObject } from 'react-router';

/** The account area of the signed-in user. */
export const accountRoutes: RouteObject[] = [
  { path: '/account', lazy: () => import('./components/account-page').then((m) => ({ Component: m.AccountPage })) },
];
