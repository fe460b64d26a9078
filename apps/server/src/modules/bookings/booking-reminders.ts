import type { Config } from '../../config';
import { withTransaction } from '../../db/client';
import type { Deps } from '../../deps';
import { fill, textsFor } from '../../i18n/message-texts';
import type { JobDefinition } from '../../lib/jobs';
import { mailHtml } from '../../lib/mail-layout';
import { publicBaseUrl } from '../../public-origin';
import { accountContact } from '../accounts/accounts-service';
import { accountsActingForPatient } from '../patients/patients-service';
import { getSettings } from '../settings/settings-service';
import { unitAddress, visitWhen } from './booking-view';
import * as repo from './bookings-repository';

/*
 * The reminder before a visit (part 2 §9; issue 13: a scheduled job on the database): every 15
 * minutes, SCHEDULED bookings starting within the settings' reminderHoursBefore and not reminded yet
 * (the partial index bookings_reminder_starts_at_idx) are marked reminded, and every account acting
 * for the patient gets an e-mail with a link to confirm (/bookings/confirm/PORTAL/{id}) — and an SMS
 * when it prefers SMS and its phone is confirmed. Marking and choosing happen in one transaction
 * (rows locked, skipped by a parallel run), the sending after it.
 */

export const BOOKING_REMINDERS_JOB = 'bookings.reminders';
const BATCH = 200;

type ReminderDeps = Pick<Deps, 'db' | 'clock' | 'mail' | 'sms'> & { config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'> };

interface Reminder {
  accountId: number;
  bookingId: number;
}

/** Marks due bookings reminded and answers whom to remind of which (one batch). */
async function takeDue(deps: ReminderDeps, hours: number): Promise<Reminder[]> {
  const now = deps.clock.now();
  return withTransaction(deps.db, async (tx) => {
    const due = await repo.dueReminders(tx, now, new Date(now.getTime() + hours * 3_600_000), BATCH);
    const out: Reminder[] = [];
    for (const b of due) {
      await repo.updateBooking(tx, b.id, { reminderSentAt: now });
      const accounts = new Set((await accountsActingForPatient(deps, b.patientId, { tx })).map((a) => a.id));
      if (b.accountId !== null) accounts.add(b.accountId);
      for (const accountId of accounts) out.push({ accountId, bookingId: b.id });
    }
    return out;
  });
}

async function remind(deps: ReminderDeps, r: Reminder): Promise<void> {
  const contact = await accountContact(deps, r.accountId);
  if (!contact || contact.status !== 'ACTIVE') return;
  const [row] = await repo.findBookingViews(deps.db, repo.bookingById(r.bookingId));
  if (!row) return;
  const texts = textsFor(contact.language);
  const t = texts.booking;
  const link = `${publicBaseUrl(deps.config)}/bookings/confirm/${row.booking.system}/${row.booking.id}`;
  const when = visitWhen(row.booking.startsAt, contact.language);
  const place = `${row.unitName}, ${unitAddress(row)}`;
  if (contact.email && contact.emailConfirmed) {
    const paragraphs = [texts.mail.greeting, t.reminderIntro, fill(t.service, { value: row.serviceName }), fill(t.when, { value: when }), fill(t.place, { value: place }), t.reminderConfirm];
    const html = mailHtml({ language: contact.language, title: t.reminderSubject, paragraphs, link: { href: link, label: t.reminderButton, fallback: texts.mail.linkFallback }, footer: texts.mail.footer });
    await deps.mail.send({ to: contact.email, subject: t.reminderSubject, text: [...paragraphs, '', link, '', texts.mail.footer].join('\n'), html });
  }
  if (contact.preferredChannel === 'SMS' && contact.phoneConfirmed && contact.phoneNumber) {
    await deps.sms.send({ to: contact.phoneNumber, text: fill(t.reminderSms, { when, service: row.serviceName, place: row.unitName, link }) });
  }
}

/** Sends every due reminder; answers how many bookings were reminded of. */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const { reminderHoursBefore } = await getSettings(deps, 'bookings');
  const bookings = new Set<number>();
  for (;;) {
    const batch = await takeDue(deps, reminderHoursBefore);
    if (batch.length === 0) return bookings.size;
    for (const r of batch) {
      bookings.add(r.bookingId);
      await remind(deps, r);
    }
  }
}

export const bookingRemindersJob: JobDefinition<object, ReminderDeps> = {
  name: BOOKING_REMINDERS_JOB,
  schedule: '*/15 * * * *',
  async run(deps) {
    await sendDueReminders(deps);
  },
};
