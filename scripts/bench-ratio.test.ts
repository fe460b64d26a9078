import { describe, expect, it } from 'vitest';
import { databasesByRow, formatMs, formatRatio, median, percentile, ratioRow } from './bench-ratio';

describe('bench ratios', () => {
  it('takes the nearest-rank percentile and refuses an empty series', () => {
    const times = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(times, 0.99)).toBe(99);
    expect(percentile(times, 0.95)).toBe(95);
    expect(median([5, 1, 3])).toBe(3);
    expect(percentile([7], 0.99)).toBe(7);
    expect(() => percentile([], 0.5)).toThrow(/no times/);
  });

  it('prints milliseconds and ratios with the precision their size deserves', () => {
    expect(formatMs(3.274)).toBe('3.27');
    expect(formatMs(10.34)).toBe('10.3');
    expect(formatMs(176.4)).toBe('176');
    expect(formatRatio(0.754)).toBe('0.75');
    expect(formatRatio(3.12)).toBe('3.1');
    expect(formatRatio(127.4)).toBe('127');
  });

  it('states the figure, the ratio and the baseline, judged on the ratio as printed', () => {
    const row = ratioRow({ figure: 'Inbox page', stat: 'p99', value: 10.3, baseline: 3.3, baselineLabel: 'bare route', goalRatio: 3.1, database: 'PostgreSQL' });
    expect(row).toEqual({ figure: 'Inbox page', measured: '10.3 ms p99 = 3.1 × bare route (3.30 ms)', goal: '≤ 3.1 ×', ok: true, database: 'PostgreSQL' });
    expect(ratioRow({ figure: 'x', stat: 'p99', value: 10.5, baseline: 3.3, baselineLabel: 'b', goalRatio: 3.1 }).ok).toBe(false);
    expect(ratioRow({ figure: 'x', stat: '', value: 300, baseline: 100, baselineLabel: 'b', goalRatio: 4, note: 'runs: 1, 2' }).measured).toBe('300 ms = 3.0 × b (100 ms; runs: 1, 2)');
  });

  it('refuses a baseline of nothing rather than printing an infinite ratio', () => {
    expect(() => ratioRow({ figure: 'x', stat: 'p99', value: 1, baseline: 0, baselineLabel: 'b', goalRatio: 2 })).toThrow(/no usable baseline/);
    expect(() => ratioRow({ figure: 'x', stat: 'p99', value: Number.NaN, baseline: 1, baselineLabel: 'b', goalRatio: 2 })).toThrow(/no usable baseline/);
  });

  it('names each row range by its database', () => {
    expect(databasesByRow([{ database: 'A' }, { database: 'A' }, {}, { database: 'B' }, { database: 'A' }])).toBe('rows 1–2 A; row 3 no database; row 4 B; row 5 A');
    expect(databasesByRow([])).toBe('');
  });
});
