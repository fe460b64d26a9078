import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useBoundField, type FieldBinding } from '@portal/ui/forms';
import type { FieldPath, FieldValues } from 'react-hook-form';

type Owned = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/** A number of a react-hook-form form (whole unless `allowDecimal`); an empty field holds null. */
export function FormNumber<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, ...props }: FieldBinding<T, N, TOut> & Omit<NumberInputProps, Owned>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <NumberInput
      allowDecimal={false}
      decimalSeparator=","
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as number | null | undefined) ?? ''}
      onChange={(next) => field.onChange(typeof next === 'number' ? next : next === '' || next === '-' ? null : Number(next.replace(',', '.')))}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
