import { MultiSelect, NumberInput, TagsInput, type MultiSelectProps, type NumberInputProps, type TagsInputProps } from '@mantine/core';
import { useBoundField, type FieldBinding } from '@portal/ui/forms';
import type { FieldPath, FieldValues } from 'react-hook-form';

type Owned = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/** A whole number of a react-hook-form form; an empty field holds null (the schema says it is required). */
export function FormNumberInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  ...props
}: FieldBinding<T, N, TOut> & Omit<NumberInputProps, Owned>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <NumberInput
      allowDecimal={false}
      thousandSeparator=" "
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'number' ? field.value : ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : value === '' ? null : Number(value))}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A list of short texts of a react-hook-form form (country codes, file types): each confirmed with Enter or a comma. */
export function FormTagsInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  ...props
}: FieldBinding<T, N, TOut> & Omit<TagsInputProps, Owned>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <TagsInput
      splitChars={[',', ' ']}
      clearable
      {...props}
      ref={field.ref}
      name={field.name}
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** Several choices of a fixed list of a react-hook-form form (the delivery methods of a document request). */
export function FormMultiSelect<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  ...props
}: FieldBinding<T, N, TOut> & Omit<MultiSelectProps, Owned>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <MultiSelect
      checkIconPosition="right"
      hidePickedOptions={false}
      {...props}
      ref={field.ref}
      name={field.name}
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
