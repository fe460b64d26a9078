import { DateInput, type DateInputProps } from '@mantine/dates';
import { DATE_FORMAT, isCalendarDay, parseTypedDate } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type FieldBinding } from './use-bound-field';

export type FormDateInputProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = FieldBinding<T, N, TOut> &
  Omit<DateInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'dateParser' | 'valueFormat' | 'fixOnBlur'>;

/**
 * A day of a react-hook-form form (YYYY-MM-DD, or null), shown and typed as DD-MM-YYYY (dots too).
 * Mantine's DateInput drops, on leaving the field, a typed text that is no day or lies outside
 * min/maxDate, and keeps the previous value as if nothing was typed. Here neither is dropped: a day
 * outside the limits is taken, so the form's schema names the limit, and a text that is no day
 * (31-02-2020, 2020-13-01) stays in the field as typed — Mantine's own "fix on blur", which would empty
 * it, is off for such a text — and the form holds it as typed, so the form's schema refuses it (the
 * form is not sent) while the field says "Taka data nie istnieje. Wpisz dzień jako DD-MM-RRRR."
 * (issue 28 item 14).
 */
export function FormDateInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, ...props }: FormDateInputProps<T, N, TOut>) {
  const { t } = useTranslation('ui');
  const { field, error } = useBoundField({ control, name });
  // What the person has typed since the field last took focus; null when nothing was typed.
  const [typed, setTyped] = useState<string | null>(null);
  const value = field.value as string | null | undefined;
  const isDay = typeof value === 'string' && isCalendarDay(value);
  const typedNoDay = typeof value === 'string' && value !== '' && !isDay;
  const typedText = typed?.trim() ?? '';
  // While the form holds an impossible typed text, Mantine keeps the day it held before: were it told
  // "no day", it would empty the text the person is to correct.
  const [lastDay, setLastDay] = useState<string | null>(null);
  const shownDay = isDay ? value : typedNoDay ? lastDay : null;
  if (shownDay !== lastDay) setLastDay(shownDay);
  return (
    <DateInput
      placeholder={t('typedDay.placeholder')}
      {...props}
      ref={field.ref}
      name={field.name}
      valueFormat={DATE_FORMAT}
      dateParser={parseTypedDate}
      value={shownDay}
      onChange={(day) => field.onChange(day)}
      onChangeCapture={(e) => setTyped(e.currentTarget.value)}
      // Mantine rewrites the text on blur from the value it holds (none, for an impossible day): only a text that is a day, or none, is rewritten.
      fixOnBlur={typedText === '' || parseTypedDate(typedText) !== null}
      onBlur={(e) => {
        const text = e.currentTarget.value.trim();
        if (text !== '') {
          const taken = parseTypedDate(text) ?? text;
          if (taken !== value) field.onChange(taken);
        } else if (typedNoDay) {
          field.onChange(null);
        }
        setTyped(null);
        field.onBlur();
      }}
      error={typedNoDay ? t('typedDay.impossible') : error}
    />
  );
}
