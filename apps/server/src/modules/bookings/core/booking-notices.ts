import type { Config } from '../../../config';
import { withTransaction, type InTransaction, type Tx } from '../../../db/client';
import type { Deps } from '../../../deps';
import { mailFrameTexts } from '../../../i18n/mail-frame-texts';
import { fill } from '../../../i18n/texts';
import type { MailMessage } from '../../../integrations/mail/index';
import type { JobDefinition } from '../../../lib/jobs';
import { mailHtml } from '../../../lib/mail-layout';
import { publicBaseUrl } from '../../../public-origin';
import { accountContact } from '../../contacts/contacts-service';
import { recordEvent } from '../../event-log/event-log-service';
import { sendNotice } from '../../contacts/contacts-service';
import { accountsActingForPatient } from '../../patients/patients-service';
import { bookingCalendarVisit, calendarAttachment } from './booking-ics';
import type { BookingRow } from './booking-core';
import { bookingServiceName, patientFullName, practitionerDisplayName, unitAddress, visitWhen } from './booking-view';
import * as repo from './bookings-repository';
import { bookingsMessageTexts } from '../bookings.message-texts';
import { patientOfRow } from '../../../lib/checked-patient';

/*
 * A booking's status changed (made, moved, cancelled by the patient or the clinic, confirmed, carried
 * out, missed). The changing transaction only queues one job (`bookings.announce`, the transactional
 * outbox): the change and its announcement commit together, and the request that made it does not wait
 * for it. The job then, in one transaction of its own, records the change in the event log (at the time
 * it happened) and gives every account acting for the patient (the own account, confirmed guardians —
 * the rule messages use — and the account that booked) an in-portal notice (target BOOKINGS, the
 * booking's {system}/{id} as contextId) and an e-mail job. A booking made or moved is mailed with its
 * details and a calendar file (.ics); a cancellation by the clinic carries the clinic's reason.
 */

export const BOOKING_ANNOUNCE_JOB = 'bookings.announce';
export const BOOKING_MAIL_JOB = 'bookings.mail';

export type BookingChange = 'BOOKED' | 'MODIFIED' | 'CANCELLED_BY_PATIENT' | 'CANCELLED_BY_CLINIC' | 'CONFIRMED' | 'EXECUTED' | 'NO_SHOW';

const eventDescription: Record<BookingChange, string> = {
  BOOKED: 'zarezerwowana',
  MODIFIED: 'zarezerwowana w miejsce zmienionej',
  CANCELLED_BY_PATIENT: 'odwołana przez pacjenta',
  CANCELLED_BY_CLINIC: 'odwołana przez placówkę',
  CONFIRMED: 'potwierdzona przez pacjenta',
  EXECUTED: 'zrealizowana',
  NO_SHOW: 'oznaczona jako nieobecność pacjenta',
};

/** Whom a change of a booking of this patient is told, in their languages: the accounts acting for the patient, and the account that booked it. */
async function bookingRecipients(deps: Pick<Deps, 'db'>, booking: { patientId: number; accountId: number | null }, opts: InTransaction): Promise<Array<{ id: number; language: string }>> {
  const recipients: Array<{ id: number; language: string }> = await accountsActingForPatient(deps, patientOfRow(booking), opts);
  if (booking.accountId !== null && !recipients.some((r) => r.id === booking.accountId)) {
    const contact = await accountContact(deps, booking.accountId, opts);
    if (contact && contact.status === 'ACTIVE') recipients.push({ id: contact.id, language: contact.language });
  }
  return recipients;
}

interface Announcement {
  bookingId: number;
  system: string;
  patientId: number;
  accountId: number | null;
  kind: BookingChange;
  reason: string | null;
  staffId: number | null;
  /** When the change happened (ISO). */
  at: string;
}

/** Queues the announcement of a booking's change, inside the changing transaction. */
export async function announceBookingChange(
  deps: Pick<Deps, 'clock' | 'jobs'> & Partial<Pick<Deps, 'events'>>,
  tx: Tx,
  booking: BookingRow,
  kind: BookingChange,
  extra: { reason?: string | null; staffId?: number | null } = {},
): Promise<void> {
  // Other modules react in the same transaction (a teleconsultation follows its booking): booking.created, .moved, .canceled.
  const event = { bookingId: booking.id, patientId: booking.patientId, serviceId: booking.serviceId, from: booking.startsAt.toISOString(), to: booking.endsAt.toISOString(), source: booking.accountId === null || booking.bookedByStaffId !== null ? ('CLINIC' as const) : ('PATIENT' as const), staffId: extra.staffId ?? booking.bookedByStaffId ?? null };
  if (deps.events && kind === 'BOOKED') await deps.events.raise('booking.created', event, { tx });
  if (deps.events && kind === 'MODIFIED') await deps.events.raise('booking.moved', { ...event, replacesBookingId: booking.replacesBookingId }, { tx });
  if (deps.events && (kind === 'CANCELLED_BY_PATIENT' || kind === 'CANCELLED_BY_CLINIC' || kind === 'NO_SHOW')) await deps.events.raise('booking.canceled', event, { tx });
  const announcement: Announcement = {
    bookingId: booking.id,
    system: booking.system,
    patientId: booking.patientId,
    accountId: booking.accountId,
    kind,
    reason: extra.reason ?? null,
    staffId: extra.staffId ?? null,
    at: deps.clock.now().toISOString(),
  };
  await deps.jobs.send(BOOKING_ANNOUNCE_JOB, announcement, { tx });
}

/** The announcement: the event log, the notices and the e-mail jobs, all or nothing. */
export const bookingAnnounceJob: JobDefinition<Announcement, Pick<Deps, 'db' | 'clock' | 'jobs'>> = {
  name: BOOKING_ANNOUNCE_JOB,
  async run(deps, a) {
    await withTransaction(deps.db, async (tx) => {
      const recipients = await bookingRecipients(deps, a, { tx });
      await recordEvent(
        deps,
        {
          eventType: `BOOKING_${a.kind}`,
          outcome: 'SUCCESS',
          accountId: a.kind === 'CANCELLED_BY_CLINIC' || a.kind === 'EXECUTED' || a.kind === 'NO_SHOW' ? null : a.accountId,
          staffId: a.staffId,
          description: `Rezerwacja ${a.system}/${a.bookingId} pacjenta ${a.patientId} ${eventDescription[a.kind]}${a.reason ? `: ${a.reason}` : ''}`,
          at: new Date(a.at),
        },
        { tx },
      );
      for (const { id: accountId, language } of recipients) {
        const title = bookingsMessageTexts.for(language).booking.subject[a.kind];
        const guid = await sendNotice(deps, { accountId, patientId: a.patientId, target: 'BOOKINGS', contextId: `${a.system}/${a.bookingId}`, title }, { tx });
        await deps.jobs.send(BOOKING_MAIL_JOB, { accountId, guid, bookingId: a.bookingId, kind: a.kind, reason: a.reason }, { tx });
      }
    });
  },
};

export interface BookingMailInput {
  to: string;
  language: string;
  kind: BookingChange;
  reason: string | null;
  link: string;
  booking: repo.BookingViewRow;
  host: string;
  now: Date;
}

/** The e-mail of a booking's change (with the calendar file when the booking was made or moved). */
export function bookingMail(input: BookingMailInput): MailMessage {
  const frame = mailFrameTexts.for(input.language);
  const t = bookingsMessageTexts.for(input.language).booking;
  const row = input.booking;
  const b = row.booking;
  const withCalendar = input.kind === 'BOOKED' || input.kind === 'MODIFIED';
  const details = [
    fill(t.patient, { value: patientFullName(row) }),
    fill(t.service, { value: bookingServiceName(row, input.language) }),
    fill(t.when, { value: visitWhen(b.startsAt, input.language) }),
    fill(t.place, { value: `${row.unitName}, ${unitAddress(row)}` }),
    fill(t.practitioner, { value: practitionerDisplayName(row) }),
  ];
  const paragraphs = [
    frame.greeting,
    t.intro[input.kind],
    ...details,
    ...(input.kind === 'CANCELLED_BY_CLINIC' && input.reason ? [fill(t.reason, { reason: input.reason })] : []),
    ...(withCalendar ? [t.calendar] : []),
    t.open,
  ];
  const subject = t.subject[input.kind];
  const html = mailHtml({ language: input.language, title: subject, paragraphs, link: { href: input.link, label: t.button, fallback: frame.linkFallback }, footer: frame.footer });
  const attachments = withCalendar
    ? [
        calendarAttachment(bookingCalendarVisit({ booking: row, language: input.language, link: input.link, host: input.host, now: input.now })),
      ]
    : undefined;
  return { to: input.to, subject, text: [...paragraphs, '', input.link, '', frame.footer].join('\n'), html, attachments };
}

type MailDeps = Pick<Deps, 'db' | 'mail' | 'clock'> & { config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'> };

export const bookingMailJob: JobDefinition<{ accountId: number; guid: string; bookingId: number; kind: BookingChange; reason: string | null }, MailDeps> = {
  name: BOOKING_MAIL_JOB,
  async run(deps, { accountId, guid, bookingId, kind, reason }) {
    const contact = await accountContact(deps, accountId);
    if (!contact || contact.status === 'DELETED' || !contact.email || !contact.emailConfirmed) return;
    const [booking] = await repo.findBookingViews(deps.db, repo.bookingById(bookingId));
    if (!booking) return;
    const base = publicBaseUrl(deps.config);
    const link = `${base}/login?nguid=${guid}`;
    await deps.mail.send(bookingMail({ to: contact.email, language: contact.language, kind, reason, link, booking, host: new URL(base).hostname, now: deps.clock.now() }));
  },
};
