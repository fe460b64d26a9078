import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { checkRange, readPage } from './lists';

const rows = Array.from({ length: 25 }, (_, i) => i + 1);
const read = async (limit: number, offset: number) => rows.slice(offset, offset + limit);

describe('lists', () => {
  it('reads a page with one row more, and reports whether a next page exists', async () => {
    expect(await readPage({ pageIndex: 0, pageSize: 10 }, read)).toEqual({ items: rows.slice(0, 10), pageIndex: 0, pageSize: 10, hasNextPage: true });
    expect(await readPage({ pageIndex: 1, pageSize: 10 }, read)).toMatchObject({ items: rows.slice(10, 20), hasNextPage: true });
    expect(await readPage({ pageIndex: 2, pageSize: 10 }, read)).toMatchObject({ items: rows.slice(20), hasNextPage: false });
    // Exactly full: the probe finds nothing.
    expect(await readPage({ pageIndex: 4, pageSize: 5 }, read)).toMatchObject({ items: rows.slice(20), hasNextPage: false });
    expect(await readPage({ pageIndex: 9, pageSize: 10 }, read)).toMatchObject({ items: [], hasNextPage: false });
  });

  it("checks a range against today's date in the clinic, and answers it as instants", () => {
    // 23:30 UTC on 22 November is already 23 November in Warsaw.
    const now = new Date('2026-11-22T23:30:00Z');
    expect(checkRange({ after: '2026-11-01', before: '2026-11-23' }, { allowFuture: false }, now)).toEqual({
      from: new Date('2026-10-31T23:00:00.000Z'),
      to: new Date('2026-11-23T22:59:59.999Z'),
    });
    const refused = (range: { after?: string; before?: string }) => {
      try {
        checkRange(range, { allowFuture: false }, now);
      } catch (err) {
        return { code: (err as AppError).code, message: err instanceof Error ? err.message : '', path: (err as AppError).extra.errors?.[0].path };
      }
      return null;
    };
    expect(refused({ before: '2026-11-24' })).toEqual({ code: 'VALIDATION_ERROR', message: 'Nie można wybrać daty z przyszłości.', path: 'query.before' });
    expect(refused({ after: '2006-11-22' })).toMatchObject({ message: 'Można wybrać datę nie wcześniejszą niż 20 lat temu.', path: 'query.after' });
    expect(refused({ after: '2026-11-10', before: '2026-11-01' })).toMatchObject({ path: 'query.before' });
  });
});
