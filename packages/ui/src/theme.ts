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
