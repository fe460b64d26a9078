import dayjs, { type Dayjs } from 'dayjs';

/** Spec part 1 §5: a range starts at 00:00:00 and ends at 23:59:59; no date before 20 years ago. */
export const RANGE_MIN_YEARS_BACK = 20;

export interface DateRange {
  from: Date;
  to: Date;
}

export function normalizeRange(from: Date | string, to: Date | string): DateRange {
  return { from: dayjs(from).startOf('day').toDate(), to: dayjs(to).endOf('day').millisecond(0).toDate() };
}

export function minSelectableDate(now: Date = new Date(), yearsBack = RANGE_MIN_YEARS_BACK): Date {
  return dayjs(now).subtract(yearsBack, 'year').startOf('day').toDate();
}

/** Defaults of the modules' ranges, each normalised. */
export function defaultRange(kind: 'lastYear' | 'lastMonth' | 'waitingList', now: Date = new Date()): DateRange {
  const today = dayjs(now);
  const shift: Record<typeof kind, [Dayjs, Dayjs]> = {
    lastYear: [today.subtract(1, 'year'), today],
    lastMonth: [today.subtract(1, 'month'), today],
    waitingList: [today.subtract(1, 'month'), today.add(6, 'month')],
  };
  const [from, to] = shift[kind];
  return normalizeRange(from.toDate(), to.toDate());
}

/** A range is acceptable when from ≤ to and from is not earlier than the minimum selectable date. */
export function isRangeValid(range: DateRange, now: Date = new Date()): boolean {
  return range.from.getTime() <= range.to.getTime() && range.from.getTime() >= minSelectableDate(now).getTime();
}

/** Display format of dates across the portal. */
export const DATE_FORMAT = 'DD-MM-YYYY';
export const formatDate = (d: Date | string | null | undefined): string => (d ? dayjs(d).format(DATE_FORMAT) : '');
