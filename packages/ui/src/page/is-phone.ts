import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em): a phone, where a table becomes a list of cards and a dialog fills the screen. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Whether the window is phone-narrow, known at the first render (no flash of the wide layout first). */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
