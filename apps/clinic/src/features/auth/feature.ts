import { type ConsoleFeature, everyone, type FeatureTexts } from '../../app/console-feature';
import type auth from './i18n/pl/auth.json';
import type password from './i18n/pl/password.json';
import { authRoutes, passwordRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    // The sign-in page's texts are in the entry (i18n/index.ts); the password change page's come with that page.
    auth: { auth: typeof auth; password: typeof password };
  }
}

/** Its namespaces' files as values (see FeatureTexts). */
export const texts = { auth: ['auth', 'password'] } satisfies FeatureTexts;

/** The sign-in (public) and the member's own password. */
export const feature: ConsoleFeature = {
  name: 'auth',
  publicRoutes: authRoutes,
  // The member's own password (a temporary one must be changed first: the guard sends her there).
  areas: [{ order: 170, routes: passwordRoutes, roles: everyone }],
};
