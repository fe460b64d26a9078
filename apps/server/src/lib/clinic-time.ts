import { Temporal } from 'temporal-polyfill';
import type { DayRange } from '@portal/domain';
import { CLINIC_TIME_ZONE } from './jobs';

/**
 * The clinic's calendar: its days begin and end in Europe/Warsaw whatever the server's zone, across
 * clock changes (Temporal computes wall time → instant; dayjs's tz arithmetic does not). Every "today",
 * every range filter and every slot of the server comes from here.
 */

/** The clinic's calendar day of an instant, from the platform's time-zone data (called on every request: Intl, not the polyfill). */
const clinicDayFormat = new Intl.DateTimeFormat('en-US', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The clinic's day (YYYY-MM-DD) at this instant. */
export function clinicToday(now: Date): string {
  const parts = clinicDayFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The instant a wall-clock time of a clinic day happens (a time skipped by the spring change moves forward). */
export function clinicInstant(day: string, time = '00:00'): Date {
  const zoned = Temporal.PlainDate.from(day).toZonedDateTime({ timeZone: CLINIC_TIME_ZONE, plainTime: Temporal.PlainTime.from(time) });
  return new Date(zoned.epochMilliseconds);
}

/** A range of clinic days as instants: from the start of `after` (00:00:00) to the end of `before` (23:59:59.999). */
export function clinicDayBounds(range: Partial<DayRange>): { from?: Date; to?: Date } {
  return {
    from: range.after ? clinicInstant(range.after) : undefined,
    to: range.before ? new Date(clinicInstant(Temporal.PlainDate.from(range.before).add({ days: 1 }).toString()).getTime() - 1) : undefined,
  };
}
