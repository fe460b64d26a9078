import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { fill } from '../../../i18n/texts';
import { bookingsMessageTexts } from '../bookings.message-texts';
import type { MailAttachment } from '../../../integrations/mail/index';
import { bookingServiceName, patientFullName, practitionerDisplayName, unitAddress, visitWhen } from './booking-view';
import type { BookingViewRow } from './bookings-repository';

/*
 * A booking as a calendar file (RFC 5545, ical-generator: it folds lines at 75 octets, which Polish
 * text needs). One event per booking, its uid stable across changes (PORTAL-<id>@host), so a calendar
 * that imported the booking updates it; a cancelled booking is the same event with STATUS:CANCELLED.
 */

export interface CalendarVisit {
  uid: string;
  startsAt: Date;
  endsAt: Date;
  title: string;
  location: string;
  description: string;
  url: string;
  cancelled?: boolean;
  stamp: Date;
}

export function bookingCalendar(visit: CalendarVisit): string {
  const calendar = ical({
    prodId: { company: 'Portal Pacjenta', product: 'Rezerwacje', language: 'PL' },
    method: visit.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: visit.uid,
    start: visit.startsAt,
    end: visit.endsAt,
    stamp: visit.stamp,
    summary: visit.title,
    location: visit.location,
    description: visit.description,
    url: visit.url,
    status: visit.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** The calendar file as an e-mail attachment. */
export const calendarAttachment = (visit: CalendarVisit): MailAttachment => ({
  filename: 'wizyta.ics',
  contentType: `text/calendar; charset=utf-8; method=${visit.cancelled ? 'CANCEL' : 'PUBLISH'}`,
  content: bookingCalendar(visit),
});

/**
 * The calendar event of a booking, the same for the e-mail's attachment and the patient's download
 * (GET /bookings/{system}/{id}/calendar): titled with the patient and the service, at the unit, the
 * details in the reader's language; a cancelled booking is the cancelled event.
 */
export function bookingCalendarVisit(input: { booking: BookingViewRow; language: string; link: string; host: string; now: Date }): CalendarVisit {
  const t = bookingsMessageTexts.for(input.language).booking;
  const row = input.booking;
  const b = row.booking;
  const place = `${row.unitName}, ${unitAddress(row)}`;
  const details = [
    fill(t.patient, { value: patientFullName(row) }),
    fill(t.service, { value: bookingServiceName(row, input.language) }),
    fill(t.when, { value: visitWhen(b.startsAt, input.language) }),
    fill(t.place, { value: place }),
    fill(t.practitioner, { value: practitionerDisplayName(row) }),
  ];
  return {
    uid: `${b.system}-${b.id}@${input.host}`,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    title: fill(t.calendarTitle, { patient: patientFullName(row), service: bookingServiceName(row, input.language) }),
    location: place,
    description: [...details, input.link].join('\n'),
    url: input.link,
    cancelled: b.status === 'CANCELED',
    stamp: input.now,
  };
}
