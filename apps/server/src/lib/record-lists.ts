import type { Page, PageQuery } from '@portal/contracts';
import { defaultRange, type DayRange, type RangeLimits } from '@portal/domain';
import { clinicToday } from './clinic-time';
import { checkRange, readPage } from './lists';

/**
 * The days a list reads: the range asked, or (when neither end is given) the module's default
 * (`defaultRange`'s kinds: the last year, the last month, the waiting list's); checked against the
 * limits, and as instants from 00:00 of `after` to the end of `before` in the clinic's time.
 */
export interface RecordDays {
  range: Partial<DayRange>;
  from?: Date;
  to?: Date;
}

/** How a list's days are checked: its limits and, when the caller names no day, its default range. */
export interface DaysOfList {
  limits: RangeLimits;
  otherwise?: Parameters<typeof defaultRange>[0];
}

export function recordDays(query: Partial<DayRange>, days: DaysOfList, now: Date): RecordDays {
  const asked = { after: query.after, before: query.before };
  const range = asked.after || asked.before || !days.otherwise ? asked : defaultRange(days.otherwise, clinicToday(now));
  return { range, ...checkRange(range, days.limits, now) };
}

/**
 * One page of a patient's records within clinic days — the service's half of a kit list
 * (lib/record-routes `list`): the days checked (400 VALIDATION_ERROR on the field at fault), the page
 * read with its probe (`readPage`: one row more, no count), and the page's rows made the API's items
 * in one batch (`views`).
 */
export async function recordPage<Row, Item>(
  query: PageQuery & Partial<DayRange>,
  days: DaysOfList & { now: Date },
  read: (days: RecordDays, limit: number, offset: number) => Promise<Row[]>,
  views: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const within = recordDays(query, days, days.now);
  const page = await readPage(query, (limit, offset) => read(within, limit, offset));
  return { ...page, items: await views(page.items) };
}
