import type { ConsoleFeature, FeatureTexts } from '../../app/console-feature';
import type bookings from './i18n/pl/bookings.json';
import type bookingsMenu from './i18n/pl/bookings-menu.json';
import { BOOKINGS_CALENDAR_PATH, BOOKINGS_SCHEDULES_PATH } from './paths';
import { bookingCalendarRoutes, bookingScheduleRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    bookings: { bookings: typeof bookings };
  }
  // Its menu entries' texts, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'bookings-menu': typeof bookingsMenu;
  }
}

/** Its namespaces' files, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { bookings: ['bookings'], layout: ['bookings-menu'] } satisfies FeatureTexts;

/** Bookings: the calendar is the desk's and the clinicians'; schedules, booking terms and price lists are set by the desk (clinicians read them). */
export const feature: ConsoleFeature = {
  name: 'bookings',
  areas: [
    { order: 80, routes: bookingCalendarRoutes, roles: ['REGISTRAR', 'ADMIN', 'DOCTOR', 'NURSE'], nav: { path: BOOKINGS_CALENDAR_PATH, label: 'nav.bookingsCalendar' } },
    { order: 90, routes: bookingScheduleRoutes, roles: ['REGISTRAR', 'ADMIN', 'DOCTOR', 'NURSE'], nav: { path: BOOKINGS_SCHEDULES_PATH, label: 'nav.bookingsSchedules' } },
  ],
};
