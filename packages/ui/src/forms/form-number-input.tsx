import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type FieldBinding } from './use-bound-field';

type Owned = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/**
 * A number of a react-hook-form form, whole unless `allowDecimal` (typed with a decimal comma); an
 * empty field, or a lone minus, holds null (the schema says whether one is required).
 */
export function FormNumberInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, ...props }: FieldBinding<T, N, TOut> & Omit<NumberInputProps, Owned>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <NumberInput
      allowDecimal={false}
      decimalSeparator=","
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'number' ? field.value : ''}
      onChange={(next) => field.onChange(typeof next === 'number' ? next : next === '' || next === '-' ? null : Number(next.replace(',', '.')))}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
