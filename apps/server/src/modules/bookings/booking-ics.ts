import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from '../../integrations/mail/index';

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
