import type { ClinicQueue } from '../index';
import type { JobDefinition } from '../../lib/jobs';
import type { Deps } from '../../deps';
import type { SubjectResolver } from '../questionnaires/questionnaires-service';
import { countToRegisterToday } from './clinic-bookings-service';
import { slotHorizonJob } from './slots-service';
import { bookingAnnounceJob, bookingMailJob } from './booking-notices';
import { bookingReminderJob, bookingRemindersJob } from './booking-reminders';
import { bookingSubject } from './bookings-service';

/*
 * What the bookings module gives the app besides its routes: its jobs (the slots' rolling horizon, the
 * announcements of a booking's changes, the booking e-mails, the reminders), the console dashboard's queues, and how the questionnaire engine
 * finds a booking.
 */

export const bookingJobs: ReadonlyArray<JobDefinition<never, Deps>> = [
  slotHorizonJob as JobDefinition<never, Deps>,
  // Before the mails: a run of the due jobs (runDue) then sends the mails the announcements queued.
  bookingAnnounceJob as JobDefinition<never, Deps>,
  bookingMailJob as JobDefinition<never, Deps>,
  bookingRemindersJob as JobDefinition<never, Deps>,
  bookingReminderJob as JobDefinition<never, Deps>,
];

export const bookingQueues: readonly ClinicQueue[] = [{ key: 'BOOKINGS_TO_REGISTER', roles: ['REGISTRAR', 'ADMIN'], path: '/bookings/calendar', count: (deps, staff) => countToRegisterToday(deps, staff.units) }];

/** A booking of our system by its id, for the questionnaire engine (null: none). */
export const resolveBookingSubject: SubjectResolver = async (deps, subject) => bookingSubject(deps, subject.id, subject.systemRoot);
