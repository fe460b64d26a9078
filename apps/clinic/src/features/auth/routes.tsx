import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { LOGIN_PATH, PASSWORD_CHANGE_PATH } from './paths';

/** The public pages of the console: the sign-in (its texts are in the entry). */
export const authRoutes: RouteObject[] = [
  {
    path: LOGIN_PATH,
    lazy: () => import('./components/sign-in-page').then((m) => ({ Component: m.SignInPage })),
  },
];

/** The signed-in member's own password change (the guard's destination while `mustChangePassword`), its texts loaded with it. */
export const passwordRoutes: RouteObject[] = [
  {
    path: PASSWORD_CHANGE_PATH,
    lazy: () => Promise.all([import('./components/change-password-page'), loadNamespace('auth', 'password')]).then(([m]) => ({ Component: m.ChangePasswordPage })),
  },
];
