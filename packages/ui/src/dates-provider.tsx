import 'dayjs/locale/pl';
import 'dayjs/locale/uk';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's date pickers in the interface's language (month and weekday names from the dayjs locale of
 * the same code; dayjs has English built in), weeks from Monday as in Poland.
 */
export function LocalizedDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
