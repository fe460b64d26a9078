import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { attentionBadge, contrastRatio, resultColors } from './theme';

/** A Mantine colour name ("red.9", "white") as the #rrggbb the default theme gives it. */
const hexOf = (name: string) => {
  if (name === 'white') return DEFAULT_THEME.white;
  const [colour, shade] = name.split('.');
  return DEFAULT_THEME.colors[colour!]![Number(shade)]!;
};

describe('contrastRatio', () => {
  it('follows WCAG 2.1 (black on white 21:1, a colour on itself 1:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#e03131', '#e03131')).toBe(1);
  });

  it("measures the issue's 4.28:1 of Mantine's red.8 on the striped row", () => {
    expect(contrastRatio(hexOf('red.8'), hexOf('gray.0'))).toBeCloseTo(4.28, 2);
  });
});

describe('resultColors', () => {
  it('an out-of-range value meets 4.5:1 on a striped row and on a plain one', () => {
    expect(contrastRatio(hexOf(resultColors.outOfRange), hexOf(resultColors.stripedRow))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hexOf(resultColors.outOfRange), hexOf(resultColors.row))).toBeGreaterThanOrEqual(4.5);
    // Hovered rows (gray.1) too, where a table highlights them.
    expect(contrastRatio(hexOf(resultColors.outOfRange), hexOf('gray.1'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('attentionBadge', () => {
  it('meets 4.5:1 for its small text, where orange.9 under white did not', () => {
    expect(contrastRatio(hexOf(attentionBadge.text), hexOf(attentionBadge.color))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hexOf('white'), hexOf('orange.9'))).toBeLessThan(4.5);
  });
});
