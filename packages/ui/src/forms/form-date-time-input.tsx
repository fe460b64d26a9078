import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type FieldBinding } from './use-bound-field';

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the picker holds it (local "YYYY-MM-DD HH:mm:ss"), and back. */
const toLocal = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
};
const toInstant = (local: string) => new Date(local.replace(' ', 'T')).toISOString();

/** A moment of a react-hook-form form (an ISO instant, or null), chosen as a day and a time (DD-MM-YYYY HH:mm). */
export function FormDateTimeInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  ...props
}: FieldBinding<T, N, TOut> & Omit<DateTimePickerProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>) {
  const { field, error } = useBoundField({ control, name });
  const value = typeof field.value === 'string' && field.value ? toLocal(field.value) : null;
  return (
    <DateTimePicker
      valueFormat="DD-MM-YYYY HH:mm"
      {...props}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(v) => field.onChange(v ? toInstant(v) : null)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
