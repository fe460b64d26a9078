import type { TimeSlot } from '@portal/contracts';
import { clinicDay } from '../format';

/** How the dates step lays out the free slots: by day, by practitioner within a day, a week at a time. */

export const WEEK = 7;

/** Slots by the clinic's day, in order. */
export function slotsByDay(slots: readonly TimeSlot[]): Array<{ day: string; slots: TimeSlot[] }> {
  const days = new Map<string, TimeSlot[]>();
  for (const s of slots) {
    const day = clinicDay(s.dateFrom);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return [...days.entries()].map(([day, list]) => ({ day, slots: list }));
}

export const weekdayOf = (day: string, lang: string) => new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** A day's slots by practitioner, in the order each first has a slot (a practitioner is named once per group). */
export function slotsByPractitioner(slots: readonly TimeSlot[]): Array<{ employeeId: number; name: string; slots: TimeSlot[] }> {
  const groups = new Map<number, { employeeId: number; name: string; slots: TimeSlot[] }>();
  for (const s of slots) {
    const group = groups.get(s.practitioner.employeeId) ?? { employeeId: s.practitioner.employeeId, name: s.practitioner.displayName, slots: [] };
    group.slots.push(s);
    groups.set(s.practitioner.employeeId, group);
  }
  return [...groups.values()];
}

/** The last day of the month of `day` (YYYY-MM-DD). */
export const monthEnd = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return `${day.slice(0, 7)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
export const later = (a: string, b: string) => (a > b ? a : b);
