import { describe, expect, it } from 'vitest';
import { trendAxis } from './trend-dialog';

describe('the trend chart’s value axis (issue 28 item 18)', () => {
  it('writes values as the page’s language does, thousands grouped from 1 000', () => {
    expect(trendAxis('pl', [1250.5]).format(1250.5)).toBe('1\u00a0250,5');
    expect(trendAxis('en', [1250.5]).format(1250.5)).toBe('1,250.5');
    expect(trendAxis('pl', [0.125]).format(0.125)).toBe('0,13');
  });

  it('is wide enough for its longest label, reference limits included, so none is clipped', () => {
    const small = trendAxis('pl', [5, 7.5, null]);
    const large = trendAxis('pl', [131, 162, 1250.5]);
    expect(small.width).toBe(40);
    // "1 250,5": 7 characters of about 7 px, and the gap to the plot.
    expect(large.width).toBeGreaterThanOrEqual(7 * 7 + 10);
    expect(trendAxis('pl', [12, 12345.67]).width).toBeGreaterThan(large.width);
  });
});
