import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { BOOKINGS_CALENDAR_PATH, BOOKINGS_SCHEDULES_PATH, BOOKINGS_SERVICES_PATH } from './paths';

const texts = () => Promise.all([loadNamespace('bookings', 'bookings'), loadNamespace('ui', 'ui-signed-in'), loadNamespace('ui', 'ui-forms')]);

/** The calendar and the patient's bookings (the desk and clinicians). */
export const bookingCalendarRoutes: RouteObject[] = [
  { path: BOOKINGS_CALENDAR_PATH, lazy: () => Promise.all([import('./components/calendar-page'), texts()]).then(([m]) => ({ Component: m.CalendarPage })) },
  { path: '/bookings/patients/:patientId', lazy: () => Promise.all([import('./components/patient-bookings-page'), texts()]).then(([m]) => ({ Component: m.PatientBookingsPage })) },
];

/** Schedules and the services' booking terms (the desk and administrators). */
export const bookingScheduleRoutes: RouteObject[] = [
  { path: BOOKINGS_SCHEDULES_PATH, lazy: () => Promise.all([import('./components/schedules-page'), texts()]).then(([m]) => ({ Component: m.SchedulesPage })) },
  { path: BOOKINGS_SERVICES_PATH, lazy: () => Promise.all([import('./components/services-page'), texts()]).then(([m]) => ({ Component: m.ServicesPage })) },
  { path: `${BOOKINGS_SERVICES_PATH}/:serviceId`, lazy: () => Promise.all([import('./components/service-terms-page'), texts()]).then(([m]) => ({ Component: m.ServiceTermsPage })) },
];
