import { rangeIssueMessages, type Page, type PageQuery } from '@portal/contracts';
import { rangeIssue, type DayRange, type RangeLimits } from '@portal/domain';
import { Validation } from '../errors';
import { clinicDayBounds, clinicToday } from './clinic-time';

/**
 * Reads one page through `read(limit, offset)`, asking one row more than the page to tell whether a
 * next page exists. The query behind `read` must order by an indexed key ending in the id (scope
 * columns, sort columns, id: the index convention), so a page costs the same on page 1 and page 1000.
 */
export async function readPage<T>(query: PageQuery, read: (limit: number, offset: number) => Promise<T[]>): Promise<Page<T>> {
  const rows = await read(query.pageSize + 1, query.pageIndex * query.pageSize);
  return { items: rows.slice(0, query.pageSize), pageIndex: query.pageIndex, pageSize: query.pageSize, hasNextPage: rows.length > query.pageSize };
}

/**
 * Checks a range of clinic days against the module's limits and today's date in the clinic, and answers
 * it as instants (from 00:00:00 of `after` to 23:59:59.999 of `before`). 400 VALIDATION_ERROR with the
 * Polish message and the field at fault otherwise.
 */
export function checkRange(range: Partial<DayRange>, limits: RangeLimits, now: Date): { from?: Date; to?: Date } {
  const today = clinicToday(now);
  const issue = rangeIssue(range, today, limits);
  if (issue) {
    // The field at fault: `after` when it is wrong on its own, else `before` (also for a reversed range).
    const path = rangeIssue({ after: range.after }, today, limits) ? 'query.after' : 'query.before';
    throw Validation(rangeIssueMessages[issue], [{ path, message: rangeIssueMessages[issue] }]);
  }
  return clinicDayBounds(range);
}
