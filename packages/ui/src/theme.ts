import { createTheme } from '@mantine/core';

/**
 * Colours chosen for WCAG 2.1 AA contrast on white (teal 9 gives 5:1 under white text); app/global.css
 * darkens Mantine's lighter defaults and holds the high-contrast variant switched by app/preferences.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 4 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});

/**
 * Colours of a test result's value against its range, as Mantine colour names: out of range in red.9
 * (5.2:1 on the striped row's gray.0, 5.5:1 on white; Mantine's red.8 is 4.28:1 there). The colour is
 * never the only marker: an arrow and the flag's word go with it (`contrast.test.ts` checks the ratios).
 */
export const resultColors = { outOfRange: 'red.9', stripedRow: 'gray.0', row: 'white' } as const;

/**
 * A filled badge that asks for attention ("do potwierdzenia"): dark text on yellow.4 (about 13:1).
 * Mantine's orange.9 under white text is 4.0:1, under the 4.5:1 of small text (`contrast.test.ts`).
 */
export const attentionBadge = { color: 'yellow.4', text: 'dark.9' } as const;

/** The WCAG 2.1 contrast ratio of two #rrggbb (or #rgb) colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const hex = colour.length === 4 ? `#${[...colour.slice(1)].map((d) => d + d).join('')}` : colour;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [a, b] = [luminance(foreground), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
