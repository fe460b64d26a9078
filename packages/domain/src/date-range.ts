import dayjs from 'dayjs';
// With its extension: Node's own loader (the bundled server) resolves no bare plugin path of dayjs.
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/**
 * Dates of the portal's filters are calendar days (YYYY-MM-DD), free of any time zone: the server
 * turns them into instants in the clinic's zone (start 00:00:00, end 23:59:59, spec part 1 §5), the
 * browser shows them as DD-MM-YYYY. "Today" is always the clinic's, given by the caller.
 */
export const ISO_DATE = 'YYYY-MM-DD';
/** Display format of dates across the portal. */
export const DATE_FORMAT = 'DD-MM-YYYY';
/** Spec part 1 §5: no date before 20 years ago. */
export const RANGE_MIN_YEARS_BACK = 20;

/** Inclusive days: `after` from 00:00:00, `before` until 23:59:59. */
export interface DayRange {
  after: string;
  before: string;
}

export interface RangeLimits {
  /** The oldest day allowed, in years before today (default 20). */
  maxYearsBack?: number;
  /** Days after today allowed (bookings, the waiting list) or not (results, payments). */
  allowFuture: boolean;
  /** With allowFuture, at most this many years ahead (bookings: 20). */
  maxYearsAhead?: number;
}

/** What is wrong with a range; the web translates the code, the server answers its Polish message. */
export type RangeIssue = 'DATE_INVALID' | 'RANGE_ORDER' | 'RANGE_TOO_EARLY' | 'RANGE_FUTURE' | 'RANGE_TOO_LATE';

const strictDay = (day: string) => dayjs(day, ISO_DATE, true);
export const isCalendarDay = (day: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(day) && strictDay(day).isValid();

export const addDays = (day: string, days: number): string => strictDay(day).add(days, 'day').format(ISO_DATE);
export const addMonths = (day: string, months: number): string => strictDay(day).add(months, 'month').format(ISO_DATE);
export const addYears = (day: string, years: number): string => strictDay(day).add(years, 'year').format(ISO_DATE);

export function minSelectableDay(today: string, yearsBack = RANGE_MIN_YEARS_BACK): string {
  return addYears(today, -yearsBack);
}

/** The defaults of the modules' ranges (spec part 1 §9, part 2 §9). */
export function defaultRange(kind: 'lastYear' | 'lastMonth' | 'waitingList', today: string): DayRange {
  switch (kind) {
    case 'lastYear':
      return { after: addYears(today, -1), before: today };
    case 'lastMonth':
      return { after: addMonths(today, -1), before: today };
    case 'waitingList':
      return { after: addMonths(today, -1), before: addMonths(today, 6) };
  }
}

/** The first thing wrong with a range (either end may be open), or null. ISO days compare as text. */
export function rangeIssue(range: Partial<DayRange>, today: string, limits: RangeLimits): RangeIssue | null {
  const { after, before } = range;
  if ((after && !isCalendarDay(after)) || (before && !isCalendarDay(before))) return 'DATE_INVALID';
  if (after && before && after > before) return 'RANGE_ORDER';
  const earliest = minSelectableDay(today, limits.maxYearsBack ?? RANGE_MIN_YEARS_BACK);
  if ((after && after < earliest) || (before && before < earliest)) return 'RANGE_TOO_EARLY';
  if (!limits.allowFuture && ((after && after > today) || (before && before > today))) return 'RANGE_FUTURE';
  if (limits.allowFuture && limits.maxYearsAhead !== undefined) {
    const latest = addYears(today, limits.maxYearsAhead);
    if ((after && after > latest) || (before && before > latest)) return 'RANGE_TOO_LATE';
  }
  return null;
}

const typedDateFormats = [DATE_FORMAT, 'D-M-YYYY', 'DD.MM.YYYY', 'D.M.YYYY', ISO_DATE];

/** A date typed by a person (DD-MM-YYYY; dots and one-digit parts too) as YYYY-MM-DD; null when it is no real day. */
export function parseTypedDate(text: string): string | null {
  const date = dayjs(text.trim(), typedDateFormats, true);
  return date.isValid() ? date.format(ISO_DATE) : null;
}

