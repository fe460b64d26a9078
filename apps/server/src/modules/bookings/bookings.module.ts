import type { ClinicQueue, PortalModule } from '../portal-module';
import type { JobDefinition } from '../../lib/jobs';
import type { Deps } from '../../deps';
import type { SubjectResolver } from '../questionnaires/questionnaires-service';
import { bookingsRoutes } from './patient/bookings-routes';
import { bookingsClinicRoutes } from './clinic/bookings-clinic-routes';
import { countToRegisterToday } from './clinic/clinic-bookings-service';
import { slotHorizonJob } from './core/slots-service';
import { bookingAnnounceJob, bookingMailJob } from './core/booking-notices';
import { bookingReminderJob, bookingRemindersJob } from './core/booking-reminders';
import { bookingSubject } from './patient/bookings-service';
import { bookingsMessageTexts } from './bookings.message-texts';
import { bookingsPrintoutTexts } from './bookings.printout-texts';

/*
 * The bookings module: its routes, its jobs (the slots' rolling horizon, the announcements of a
 * booking's changes, the booking e-mails, the reminders), the console dashboard's queues, and how the
 * questionnaire engine finds a booking.
 */

const bookingJobs: ReadonlyArray<JobDefinition<never, Deps>> = [
  slotHorizonJob as JobDefinition<never, Deps>,
  // Before the mails: a run of the due jobs (runDue) then sends the mails the announcements queued.
  bookingAnnounceJob as JobDefinition<never, Deps>,
  bookingMailJob as JobDefinition<never, Deps>,
  bookingRemindersJob as JobDefinition<never, Deps>,
  bookingReminderJob as JobDefinition<never, Deps>,
];

const bookingQueues: readonly ClinicQueue[] = [{ key: 'BOOKINGS_TO_REGISTER', roles: ['REGISTRAR', 'ADMIN'], path: '/bookings/calendar', count: (deps, staff) => countToRegisterToday(deps, staff.units) }];

/** A booking of our system by its id, for the questionnaire engine (null: none). */
const resolveBookingSubject: SubjectResolver = async (deps, subject) => bookingSubject(deps, subject.id, subject.systemRoot);

/** Booking visits: the catalogue, free slots, the wizard, the patient's bookings; schedules and the desk in the console. */
export const bookingsModule: PortalModule = {
  name: 'bookings',
  tier: 'feature',
  order: 240,
  flag: 'bookingsModule',
  tables: ['bookingServiceRules', 'schedules', 'scheduleExceptions', 'timeSlots', 'bookings', 'bookingAttachments', 'priceListItems', 'referralInstitutions', 'referralPractitioners', 'drugs', 'bookingLocks'],
  // The catalogue, free slots and booking lists join the organisation's names in one query a page; the
  // booking rules read the patient's and the booking account's facts beside the bookings they count.
  usesTables: ['units', 'practitioners', 'services', 'serviceUnits', 'patients', 'accounts'],
  routes: bookingsRoutes,
  clinicRoutes: bookingsClinicRoutes,
  jobs: bookingJobs,
  clinicQueues: bookingQueues,
  // Bookings ask their service's questionnaire (questionnaires module, for-bookings routes).
  questionnaireSubjects: { BOOKING: resolveBookingSubject },
  // The drug and referral registers, booking rules, price lists, schedules and slots, Anna's bookings
  // (executed bookings link the medical record's visits).
  seed: {
    run: (db, config) => import('./bookings.seed').then(async (s) => {
      await s.seedBookingRegisters(db);
      await s.seedBookings(db, config);
    }),
    after: ['organisation', 'patients', 'staff', 'medical-record'],
  },
  // The e-mails, SMS and calendar event of a booking's change and of the reminder.
  messageTexts: bookingsMessageTexts,
  // The booking confirmation's printout.
  printoutTexts: bookingsPrintoutTexts,
};
