import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { redirectSignedIn } from '../../shared/session/redirect-signed-in';
import { loginSettingsLoader } from './api/login-settings';
import { LoginPage } from './components/login-page';

/** Texts of the account-access pages and dialogs beyond sign-in itself. */
export const loadAccountAccessTexts = () => loadNamespace('login', 'account-access');

const isSignInLink = (request: Request) => {
  const search = new URL(request.url).searchParams;
  return search.has('ssotoken') || search.has('nguid');
};

/** Public sign-in pages; each loads on its own so /login pulls in only what it shows. */
export const authRoutes: RouteObject[] = [
  // The sign-in page is the first page of most visits: it ships in the entry, which is cheaper than its
  // own chunks (every separately compressed file costs bytes) and saves a round trip.
  {
    path: '/login',
    Component: LoginPage,
    // A signed-in visitor goes on to /main (shared/session/redirect-signed-in), asked beside the settings;
    // links into the portal (?ssotoken, ?nguid) are the page's own business, signed in or not.
    loader: ({ request }: LoaderFunctionArgs) =>
      Promise.all([loginSettingsLoader(), isSignInLink(request) ? null : redirectSignedIn(request)]).then(([settings]) => settings),
  },
  {
    path: '/confirmemail',
    lazy: () =>
      Promise.all([import('./components/confirm-email-page'), loadAccountAccessTexts()]).then(([m]) => ({ Component: m.ConfirmEmailPage })),
  },
  {
    path: '/mergeaccount',
    loader: ({ request }: LoaderFunctionArgs) => redirectSignedIn(request).then(() => null),
    lazy: () =>
      Promise.all([import('./components/merge-account-page'), loadAccountAccessTexts()]).then(([m]) => ({ Component: m.MergeAccountPage })),
  },
];
