import type { Config } from '../../../config';
import { withTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { mailFrameTexts } from '../../../i18n/mail-frame-texts';
import { fill } from '../../../i18n/texts';
import type { JobDefinition } from '../../../lib/jobs';
import { mailHtml } from '../../../lib/mail-layout';
import { publicBaseUrl } from '../../../public-origin';
import { accountContact } from '../../contacts/contacts-service';
import { accountsActingForPatient } from '../../patients/patients-service';
import { getSettings } from '../../settings/settings-service';
import { bookingServiceName, patientFullName, unitAddress, visitWhen } from './booking-view';
import * as repo from './bookings-repository';
import { bookingsMessageTexts } from '../bookings.message-texts';
import { patientOfRow } from '../../../lib/checked-patient';

/*
 * The reminder before a visit (part 2 §9; issue 13: a scheduled job on the database): every 15
 * minutes, SCHEDULED bookings starting within the settings' reminderHoursBefore and not reminded yet
 * (the partial index bookings_reminder_starts_at_idx) are marked reminded, and every account acting
 * for the patient gets an e-mail with a link to confirm (/bookings/confirm/PORTAL/{id}) — and an SMS
 * when it prefers SMS and its phone is confirmed. Marking a booking reminded and queueing one job per
 * reminder (`bookings.reminder`, the transactional outbox) happen in one transaction (rows locked,
 * skipped by a parallel run): a run stopped half-way leaves nothing marked that is not queued, and a
 * reminder whose sending fails is retried by the queue. A booking is marked once, so never reminded twice
 * by a later run.
 */

export const BOOKING_REMINDERS_JOB = 'bookings.reminders';
export const BOOKING_REMINDER_JOB = 'bookings.reminder';
const BATCH = 200;

type ReminderDeps = Pick<Deps, 'db' | 'clock' | 'mail' | 'sms'> & { config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'> };
type DueDeps = Pick<Deps, 'db' | 'clock' | 'jobs'>;

interface Reminder {
  accountId: number;
  bookingId: number;
}

/** Marks a batch of due bookings reminded and queues their reminders, together; answers the bookings. */
async function takeDue(deps: DueDeps, hours: number): Promise<number[]> {
  const now = deps.clock.now();
  return withTransaction(deps.db, async (tx) => {
    const due = await repo.dueReminders(tx, now, new Date(now.getTime() + hours * 3_600_000), BATCH);
    for (const b of due) {
      await repo.updateBooking(tx, b.id, { reminderSentAt: now });
      const accounts = new Set((await accountsActingForPatient(deps, patientOfRow(b), { tx })).map((a) => a.id));
      if (b.accountId !== null) accounts.add(b.accountId);
      for (const accountId of accounts) await deps.jobs.send(BOOKING_REMINDER_JOB, { accountId, bookingId: b.id } satisfies Reminder, { tx });
    }
    return due.map((b) => b.id);
  });
}

async function remind(deps: ReminderDeps, r: Reminder): Promise<void> {
  const contact = await accountContact(deps, r.accountId);
  if (!contact || contact.status !== 'ACTIVE') return;
  const [row] = await repo.findBookingViews(deps.db, repo.bookingById(r.bookingId));
  if (!row) return;
  const frame = mailFrameTexts.for(contact.language);
  const t = bookingsMessageTexts.for(contact.language).booking;
  const link = `${publicBaseUrl(deps.config)}/bookings/confirm/${row.booking.system}/${row.booking.id}`;
  const when = visitWhen(row.booking.startsAt, contact.language);
  const place = `${row.unitName}, ${unitAddress(row)}`;
  if (contact.email && contact.emailConfirmed) {
    const paragraphs = [frame.greeting, t.reminderIntro, fill(t.patient, { value: patientFullName(row) }), fill(t.service, { value: bookingServiceName(row, contact.language) }), fill(t.when, { value: when }), fill(t.place, { value: place }), t.reminderConfirm];
    const html = mailHtml({ language: contact.language, title: t.reminderSubject, paragraphs, link: { href: link, label: t.reminderButton, fallback: frame.linkFallback }, footer: frame.footer });
    await deps.mail.send({ to: contact.email, subject: t.reminderSubject, text: [...paragraphs, '', link, '', frame.footer].join('\n'), html });
  }
  if (contact.preferredChannel === 'SMS' && contact.phoneConfirmed && contact.phoneNumber) {
    await deps.sms.send({ to: contact.phoneNumber, text: fill(t.reminderSms, { patient: patientFullName(row), when, service: bookingServiceName(row, contact.language), place: row.unitName, link }) });
  }
}

/** Queues the reminder of every due booking; answers how many bookings were reminded of. */
export async function sendDueReminders(deps: DueDeps): Promise<number> {
  const { reminderHoursBefore } = await getSettings(deps, 'bookings');
  let count = 0;
  for (;;) {
    const batch = await takeDue(deps, reminderHoursBefore);
    if (batch.length === 0) return count;
    count += batch.length;
  }
}

export const bookingRemindersJob: JobDefinition<object, DueDeps> = {
  name: BOOKING_REMINDERS_JOB,
  schedule: '*/15 * * * *',
  async run(deps) {
    await sendDueReminders(deps);
  },
};

/** One reminder: its e-mail and SMS to one account. A throw is retried by the queue. */
export const bookingReminderJob: JobDefinition<Reminder, ReminderDeps> = {
  name: BOOKING_REMINDER_JOB,
  run: remind,
};
