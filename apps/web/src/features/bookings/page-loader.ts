import type { ComponentType } from 'react';
import { loadNamespace } from '../../i18n';

/**
 * The page of a route of the module with its texts. Reached through this small chunk so that the app's
 * entry names one chunk for the module instead of every chunk its pages need. `path` is the route's
 * pattern (routes.tsx); 'public-services' is the visitor's catalogue.
 */
const pages: Record<string, () => Promise<ComponentType>> = {
  '/newbooking/:step?': () => import('./wizard/wizard-route').then((m) => m.WizardRoute),
  '/newteleconsultation/:step?': () => import('./teleconsultation/teleconsultation-wizard-page').then((m) => m.TeleconsultationWizardPage),
  'public-teleconsultation-services': () => import('./teleconsultation/visitor-teleconsultation-services').then((m) => m.VisitorTeleconsultationServices),
  'public-services': () => import('./wizard/visitor-services-page').then((m) => m.VisitorServicesPage),
  '/referral': () => import('./referral/referral-edit-page').then((m) => m.ReferralEditPage),
  '/questionnaire': () => import('./questionnaire/booking-questionnaire-page').then((m) => m.BookingQuestionnaireRoute),
  '/bookings/questionnaire/:systemRoot/:accountId/:bookingId': () => import('./questionnaire/booking-questionnaire-page').then((m) => m.BookingQuestionnaireRoute),
  '/bookings': () => import('./list/bookings-page').then((m) => m.BookingsPage),
  '/bookings/confirm/:system/:bookingId': () => import('./list/confirm-page').then((m) => m.BookingConfirmPage),
};

export const load = (path: string) => {
  const page = pages[path];
  if (!page) throw new Error(`No page for ${path}`);
  return Promise.all([page(), loadNamespace('bookings'), loadNamespace('common', 'forms'), loadNamespace('ui', 'ui-forms'), loadNamespace('ui', 'ui-questionnaire')]).then(
    ([Component]) => ({ Component }),
  );
};
