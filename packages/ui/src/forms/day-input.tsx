import { DateInput, type DateInputProps } from '@mantine/dates';
import { DATE_FORMAT, isCalendarDay, parseTypedDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';

export type DayInputProps = Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'dateParser' | 'valueFormat'> & {
  /** The day as the wire keeps it (YYYY-MM-DD), or '' for none. */
  value: string;
  onChange: (day: string) => void;
};

/**
 * A day kept in a page's own state (YYYY-MM-DD, '' for none), shown and typed as DD-MM-YYYY (dots
 * too) with the portal's calendar: the console's filters and plain forms use it instead of the
 * browser's own date field, whose format follows the browser, not the portal (issue 28 item 15).
 * A form of react-hook-form takes `FormDateInput`.
 */
export function DayInput({ value, onChange, ...props }: DayInputProps) {
  const { t } = useTranslation('ui');
  return (
    <DateInput
      placeholder={t('typedDay.placeholder')}
      {...props}
      valueFormat={DATE_FORMAT}
      dateParser={parseTypedDate}
      value={isCalendarDay(value) ? value : null}
      onChange={(day) => onChange(day ?? '')}
    />
  );
}
