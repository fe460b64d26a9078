import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';

/** A page of this feature with the feature's texts loaded beside it. */
const withTexts = <T,>(page: Promise<T>) => Promise.all([page, loadNamespace('account-recovery')]).then(([m]) => m);

/**
 * Public pages of e-mail and phone confirmation and of password recovery (spec part 1 §2, §4); each
 * loads with its route, so the sign-in page carries none of them.
 */
export const accountRecoveryRoutes: RouteObject[] = [
  {
    path: '/confirm',
    // The link is single use: its loader must not run again on a later navigation within the page.
    shouldRevalidate: () => false,
    lazy: () => withTexts(import('./components/confirm-page')).then((m) => ({ Component: m.ConfirmPage, loader: m.confirmLoader })),
  },
  {
    path: '/resendactivationlink',
    lazy: () => withTexts(import('./components/resend-activation-link-page')).then((m) => ({ Component: m.ResendActivationLinkPage })),
  },
  {
    path: '/resendactivationcode',
    lazy: () =>
      withTexts(import('./components/resend-activation-code-page')).then((m) => ({
        Component: m.ResendActivationCodePage,
        loader: m.resendCodeLoader,
      })),
  },
  {
    path: '/resetpassword',
    lazy: () => withTexts(import('./components/reset-password-page')).then((m) => ({ Component: m.ResetPasswordPage })),
  },
];
