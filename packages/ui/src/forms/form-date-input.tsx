import { DateInput, type DateInputProps } from '@mantine/dates';
import { DATE_FORMAT, parseTypedDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type FieldBinding } from './use-bound-field';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type FormDateInputProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = FieldBinding<T, N, TOut> &
  Omit<DateInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'dateParser' | 'valueFormat'>;

/**
 * A day of a react-hook-form form (YYYY-MM-DD, or null), shown and typed as DD-MM-YYYY (dots too).
 * Mantine's DateInput drops, on leaving the field, a typed text that is no day or lies outside
 * min/maxDate, and keeps the previous value as if nothing was typed. Here neither is dropped: a day
 * outside the limits is taken, so the form's schema names the limit, and a text that is no day is
 * kept as typed, so the schema refuses it and the field says "Podana data nie istnieje."
 */
export function FormDateInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, ...props }: FormDateInputProps<T, N, TOut>) {
  const { t } = useTranslation('ui');
  const { field, error } = useBoundField({ control, name });
  const value = field.value as string | null | undefined;
  const isDay = typeof value === 'string' && ISO_DAY.test(value);
  const typedNoDay = typeof value === 'string' && value !== '' && !isDay;
  return (
    <DateInput
      placeholder={DATE_FORMAT}
      {...props}
      ref={field.ref}
      name={field.name}
      valueFormat={DATE_FORMAT}
      dateParser={parseTypedDate}
      value={isDay ? value : null}
      onChange={(day) => field.onChange(day)}
      onBlur={(e) => {
        const text = e.currentTarget.value.trim();
        if (text !== '') {
          const taken = parseTypedDate(text) ?? text;
          if (taken !== value) field.onChange(taken);
        } else if (typedNoDay) {
          field.onChange(null);
        }
        field.onBlur();
      }}
      error={typedNoDay ? t('range.DATE_INVALID') : error}
    />
  );
}
