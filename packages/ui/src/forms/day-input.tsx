import { DateInput, type DateInputProps } from '@mantine/dates';
import { DATE_FORMAT, isCalendarDay, parseTypedDate } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DayInputProps = Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'dateParser' | 'valueFormat' | 'fixOnBlur'> & {
  /** The day as the wire keeps it (YYYY-MM-DD), or '' for none. */
  value: string;
  onChange: (day: string) => void;
};

/**
 * A day kept in a page's own state (YYYY-MM-DD, '' for none), shown and typed as DD-MM-YYYY (dots
 * too) with the portal's calendar: the console's filters and plain forms use it instead of the
 * browser's own date field, whose format follows the browser, not the portal (issue 28 item 15).
 * A text that is no day (31-02-2026) stays in the field as typed, marked "Taka data nie istnieje…",
 * and the page keeps the day it had: Mantine's own "fix on blur" would empty the field silently
 * (issue 28 item 14). Emptied, the field is '' again. A form of react-hook-form takes `FormDateInput`.
 */
export function DayInput({ value, onChange, onBlur, error, ...props }: DayInputProps) {
  const { t } = useTranslation('ui');
  // What the person has typed since the field last took focus (null: nothing), and whether the text
  // left in the field is no day.
  const [typed, setTyped] = useState<string | null>(null);
  const [impossible, setImpossible] = useState(false);
  const typedText = typed?.trim() ?? '';
  return (
    <DateInput
      placeholder={t('typedDay.placeholder')}
      {...props}
      valueFormat={DATE_FORMAT}
      dateParser={parseTypedDate}
      value={isCalendarDay(value) ? value : null}
      onChange={(day) => onChange(day ?? '')}
      onChangeCapture={(e) => setTyped(e.currentTarget.value)}
      fixOnBlur={typedText === '' || parseTypedDate(typedText) !== null}
      onBlur={(e) => {
        const text = e.currentTarget.value.trim();
        setImpossible(text !== '' && parseTypedDate(text) === null);
        if (text === '' && value !== '') onChange('');
        setTyped(null);
        onBlur?.(e);
      }}
      error={impossible ? t('typedDay.impossible') : error}
    />
  );
}
