import type { Config } from '../../config';
import type { InTransaction, Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { fill, textsFor } from '../../i18n/message-texts';
import type { MailMessage } from '../../integrations/mail/index';
import type { JobDefinition } from '../../lib/jobs';
import { mailHtml } from '../../lib/mail-layout';
import { publicBaseUrl } from '../../public-origin';
import { accountContact } from '../accounts/accounts-service';
import { recordEvent } from '../accounts/event-log-service';
import { sendNotice } from '../accounts/notifications-service';
import { accountsActingForPatient } from '../patients/patients-service';
import { calendarAttachment } from './booking-ics';
import type { BookingRow } from './booking-core';
import { practitionerDisplayName, unitAddress, visitWhen } from './booking-view';
import * as repo from './bookings-repository';

/*
 * A booking's status changed (made, moved, cancelled by the patient or the clinic, confirmed, carried
 * out, missed): the event log records it, and every account acting for the patient (the own account,
 * confirmed guardians — the rule messages use — and the account that booked) gets an in-portal notice
 * (target BOOKINGS, the booking's {system}/{id} as contextId) and an e-mail job, all in the changing
 * transaction. A booking made or moved is mailed with its details and a calendar file (.ics); a
 * cancellation by the clinic carries the clinic's reason.
 */

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

export type BookingRecipients = Array<{ id: number; language: string }>;

/**
 * Whom a change of a booking of this patient is told, in their languages: the accounts acting for the
 * patient, and the account that booked it. A caller may read them before its transaction, to keep the
 * transaction short (making a booking); else `announceBookingChange` reads them in it.
 */
export async function bookingRecipients(deps: Pick<Deps, 'db'>, booking: Pick<BookingRow, 'patientId' | 'accountId'>, opts?: InTransaction): Promise<BookingRecipients> {
  const recipients: BookingRecipients = await accountsActingForPatient(deps, booking.patientId, opts);
  if (booking.accountId !== null && !recipients.some((r) => r.id === booking.accountId)) {
    const contact = await accountContact(deps, booking.accountId, opts);
    if (contact && contact.status === 'ACTIVE') recipients.push({ id: contact.id, language: contact.language });
  }
  return recipients;
}

/** Records a booking's change and tells the patient's accounts, inside the changing transaction. */
export async function announceBookingChange(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs'>,
  tx: Tx,
  booking: BookingRow,
  kind: BookingChange,
  extra: { reason?: string | null; staffId?: number | null; recipients?: BookingRecipients } = {},
): Promise<void> {
  const recipients = extra.recipients ?? (await bookingRecipients(deps, booking, { tx }));
  const reason = extra.reason ?? null;
  await recordEvent(
    deps,
    {
      eventType: `BOOKING_${kind}`,
      outcome: 'SUCCESS',
      accountId: kind === 'CANCELLED_BY_CLINIC' || kind === 'EXECUTED' || kind === 'NO_SHOW' ? null : booking.accountId,
      staffId: extra.staffId ?? null,
      description: `Rezerwacja ${booking.system}/${booking.id} pacjenta ${booking.patientId} ${eventDescription[kind]}${reason ? `: ${reason}` : ''}`,
    },
    { tx },
  );
  for (const { id: accountId, language } of recipients) {
    const title = textsFor(language).booking.subject[kind];
    const guid = await sendNotice(deps, { accountId, patientId: booking.patientId, target: 'BOOKINGS', contextId: `${booking.system}/${booking.id}`, title }, { tx });
    await deps.jobs.send(BOOKING_MAIL_JOB, { accountId, guid, bookingId: booking.id, kind, reason }, { tx });
  }
}

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
  const texts = textsFor(input.language);
  const t = texts.booking;
  const row = input.booking;
  const b = row.booking;
  const withCalendar = input.kind === 'BOOKED' || input.kind === 'MODIFIED';
  const details = [
    fill(t.service, { value: row.serviceName }),
    fill(t.when, { value: visitWhen(b.startsAt, input.language) }),
    fill(t.place, { value: `${row.unitName}, ${unitAddress(row)}` }),
    fill(t.practitioner, { value: practitionerDisplayName(row) }),
  ];
  const paragraphs = [
    texts.mail.greeting,
    t.intro[input.kind],
    ...details,
    ...(input.kind === 'CANCELLED_BY_CLINIC' && input.reason ? [fill(t.reason, { reason: input.reason })] : []),
    ...(withCalendar ? [t.calendar] : []),
    t.open,
  ];
  const subject = t.subject[input.kind];
  const html = mailHtml({ language: input.language, title: subject, paragraphs, link: { href: input.link, label: t.button, fallback: texts.mail.linkFallback }, footer: texts.mail.footer });
  const attachments = withCalendar
    ? [
        calendarAttachment({
          uid: `${b.system}-${b.id}@${input.host}`,
          startsAt: b.startsAt,
          endsAt: b.endsAt,
          title: fill(t.calendarTitle, { service: row.serviceName }),
          location: `${row.unitName}, ${unitAddress(row)}`,
          description: [...details, input.link].join('\n'),
          url: input.link,
          stamp: input.now,
        }),
      ]
    : undefined;
  return { to: input.to, subject, text: [...paragraphs, '', input.link, '', texts.mail.footer].join('\n'), html, attachments };
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
