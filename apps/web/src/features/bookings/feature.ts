import type { FeatureTexts, WebFeature } from '../../app/feature';
import type bookings from './i18n/pl/bookings.json';
import type bookingsMenu from './i18n/pl/bookings-menu.json';
import { bookingsPublicRoutes, bookingsRoutes } from './routes';

declare module '../../i18n/resources' {
  interface WebTexts {
    bookings: { bookings: typeof bookings };
  }
  // Its menu entry's texts, which the menu has from the start (i18n/menu-texts.ts).
  interface ShellFiles {
    'bookings-menu': typeof bookingsMenu;
  }
}

/** Its namespaces' files, and its menu file in the shell's, as values (see FeatureTexts). */
export const texts = { bookings: ['bookings'], shell: ['bookings-menu'] } satisfies FeatureTexts;

export const feature: WebFeature = {
  name: 'bookings',
  flag: 'bookingsModule',
  routes: bookingsRoutes,
  publicRoutes: bookingsPublicRoutes,
  menu: { path: '/bookings', labelKey: 'menu.bookings', order: 10 },
};
