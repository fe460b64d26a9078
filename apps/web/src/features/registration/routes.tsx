import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { redirectSignedIn } from '../../shared/session/redirect-signed-in';

type Page = 'RegistrationForMePage' | 'RegistrationWardPage' | 'RegistrationChildPage';

/**
 * The registration page, its settings loader and the feature's texts, loaded when a registration route
 * opens; a signed-in visitor goes on to /main instead (shared/session/redirect-signed-in).
 */
const page = (name: Page) => () =>
  Promise.all([import('./components/registration-page'), loadNamespace('registration'), loadNamespace('common', 'forms'), loadNamespace('ui', 'ui-forms')]).then(([m]) => ({
    Component: m[name],
    loader: ({ request }: LoaderFunctionArgs) => Promise.all([m.registrationLoader(), redirectSignedIn(request)]).then(([data]) => data),
  }));

/**
 * Public self-registration (spec part 1 §2): for me, for a ward, for a child; the summary state lives
 * on the same path (the `result` query param).
 */
export const registrationRoutes: RouteObject[] = [
  { path: '/registration', lazy: page('RegistrationForMePage') },
  { path: '/registrationward', lazy: page('RegistrationWardPage') },
  { path: '/registrationchild', lazy: page('RegistrationChildPage') },
];
