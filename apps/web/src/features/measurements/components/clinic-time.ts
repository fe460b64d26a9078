import { CLINIC_ZONE } from '@portal/domain';

const wall = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CLINIC_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The clinic's wall time of an instant: its day (YYYY-MM-DD) and time (HH:MM). */
export function clinicWallTime(instant: string | Date): { day: string; time: string } {
  const text = wall.format(new Date(instant)); // "2026-03-07 08:30:00"
  return { day: text.slice(0, 10), time: text.slice(11, 16) };
}

/** How far the clinic's wall clock is ahead of UTC at an instant (ms). */
function offsetAt(at: number): number {
  const [day, time] = wall.format(new Date(at)).split(' ');
  const [y, m, d] = day.split('-').map(Number);
  const [h, mi, s] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, h, mi, s) - at;
}

/** The instant of a day and a time (HH:MM) on the clinic's wall clock, whatever the browser's zone. */
export function clinicInstant(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, h, mi);
  // Twice: the offset of the guessed instant may differ from the right one's around a change of time.
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}
