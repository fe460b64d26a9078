import type { RangeIssue } from '@portal/domain';
import { isoDateSchema } from './common';
import { z } from './zod-pl';

/**
 * One list contract for every paged list of the API. The client asks for page `pageIndex` (from 0) of
 * `pageSize` rows; the server reads one row more than the page and reports whether a next page exists
 * (the spec's probe), so no count is ever run. Each list caps its page size in its schema.
 */
export function pageQuerySchema(sizes: { default: number; max: number }) {
  return z.object({
    pageIndex: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(sizes.max).default(sizes.default),
  });
}
export interface PageQuery {
  pageIndex: number;
  pageSize: number;
}

/** A page of `item`s. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    hasNextPage: z.boolean(),
  });
export interface Page<T> extends PageQuery {
  items: T[];
  hasNextPage: boolean;
}

/**
 * A filter of clinic days, `after` and `before` (YYYY-MM-DD, both optional and inclusive). The bounds
 * that depend on today (20 years back, no future days...) are checked by the server with the clinic's
 * today (lib/lists `checkRange`), and by the web's DateRangeField with the same rule from domain.
 */
export const dateRangeQuerySchema = z.object({
  after: isoDateSchema.optional(),
  before: isoDateSchema.optional(),
});

/** The Polish messages of the range rule's issues (the web has them in i18n under common:range). */
export const rangeIssueMessages: Record<RangeIssue, string> = {
  DATE_INVALID: 'Podana data nie istnieje.',
  RANGE_ORDER: 'Data początkowa nie może być późniejsza niż data końcowa.',
  RANGE_TOO_EARLY: 'Można wybrać datę nie wcześniejszą niż 20 lat temu.',
  RANGE_FUTURE: 'Nie można wybrać daty z przyszłości.',
  RANGE_TOO_LATE: 'Można wybrać datę nie późniejszą niż 20 lat naprzód.',
};
