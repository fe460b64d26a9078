import type { RouteObject } from 'react-router';
import { LOGIN_PATH } from './paths';

/** The public pages of the console: the sign-in (its texts are in the entry). */
export const authRoutes: RouteObject[] = [
  {
    path: LOGIN_PATH,
    lazy: () => import('./components/sign-in-page').then((m) => ({ Component: m.SignInPage })),
  },
];
