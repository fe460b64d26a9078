import { MultiSelect, NumberInput, type MultiSelectProps, type NumberInputProps } from '@mantine/core';
import { useBoundField, type FieldBinding } from '@portal/ui/forms';
import type { FieldPath, FieldValues } from 'react-hook-form';

type Owned = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/**
 * Several choices of a list of a react-hook-form form. `numeric`: the field holds numbers (ids), the
 * list's values are their text.
 */
export function FormMultiSelect<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  numeric = false,
  ...props
}: FieldBinding<T, N, TOut> & Omit<MultiSelectProps, Owned> & { numeric?: boolean }) {
  const { field, error } = useBoundField({ control, name });
  const value = ((field.value as Array<string | number> | undefined) ?? []).map(String);
  return (
    <MultiSelect
      checkIconPosition="right"
      {...props}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(next) => field.onChange(numeric ? next.map(Number) : next)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A whole number of a react-hook-form form; an empty field holds null. */
export function FormNumberInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  ...props
}: FieldBinding<T, N, TOut> & Omit<NumberInputProps, Owned>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <NumberInput
      allowDecimal={false}
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as number | null | undefined) ?? ''}
      onChange={(next) => field.onChange(typeof next === 'number' ? next : next === '' ? null : Number(next))}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
