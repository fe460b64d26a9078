import { Checkbox, Group, MultiSelect, Radio, Select, Switch, TagsInput, type CheckboxProps, type MultiSelectProps, type SelectProps, type SwitchProps, type TagsInputProps } from '@mantine/core';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type FieldBinding } from './use-bound-field';

type Owned = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'checked';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
}

export type FormSelectProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = FieldBinding<T, N, TOut> &
  Omit<SelectProps, Owned> & {
    /** What the form holds when nothing is chosen: null (default) or an empty text. */
    emptyValue?: null | '';
    /** Told the choice once the form has it; `previous` is what was chosen before. */
    onValueChange?: (value: string | null, previous: string | null) => void;
  };

/** A choice from a list of a react-hook-form form; the check mark sits on the right. */
export function FormSelect<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  emptyValue = null,
  onValueChange,
  ...props
}: FormSelectProps<T, N, TOut>) {
  const { field, error } = useBoundField({ control, name });
  const current = (field.value as string | null | undefined) || null;
  return (
    <Select
      checkIconPosition="right"
      {...props}
      ref={field.ref}
      name={field.name}
      value={current}
      onChange={(value) => {
        field.onChange(value ?? emptyValue);
        onValueChange?.(value, current);
      }}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

type CheckedProps<T extends FieldValues, N extends FieldPath<T>, TOut, P> = FieldBinding<T, N, TOut> & Omit<P, Owned> & { onValueChange?: (checked: boolean) => void };

/** A yes/no's wiring; Mantine does not mark a check box or a switch invalid, so this does. */
function useCheckedField<T extends FieldValues, N extends FieldPath<T>, TOut>(binding: FieldBinding<T, N, TOut>, onValueChange?: (checked: boolean) => void) {
  const { field, error } = useBoundField(binding);
  return {
    ref: field.ref,
    name: field.name,
    checked: Boolean(field.value),
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      field.onChange(e.currentTarget.checked);
      onValueChange?.(e.currentTarget.checked);
    },
    onBlur: field.onBlur,
    error,
    'aria-invalid': error ? true : undefined,
  };
}

/** A yes/no of a react-hook-form form. */
export function FormCheckbox<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, onValueChange, ...props }: CheckedProps<T, N, TOut, CheckboxProps>) {
  return <Checkbox {...props} {...useCheckedField({ control, name }, onValueChange)} />;
}

/** An on/off of a react-hook-form form. */
export function FormSwitch<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, onValueChange, ...props }: CheckedProps<T, N, TOut, SwitchProps>) {
  return <Switch {...props} {...useCheckedField({ control, name }, onValueChange)} />;
}

interface GroupProps {
  label: ReactNode;
  description?: ReactNode;
  withAsterisk?: boolean;
  options: readonly ChoiceOption[];
  /** After the field took a new value (ticks: the ticked values), with the one before. */
  onChoiceChange?: (value: string | string[] | null, previous: string | string[] | null) => void;
}

/**
 * One list of choices shown all at once: ticks (the field holds the ticked values) or one choice.
 * Mantine names a group's error on the group only; here every box is marked invalid and described by
 * it too, so a screen reader on any box hears it.
 */
function ChoiceGroup<T extends FieldValues, N extends FieldPath<T>, TOut>({
  control,
  name,
  options,
  multiple,
  onChoiceChange,
  ...props
}: FieldBinding<T, N, TOut> & GroupProps & { multiple: boolean }) {
  const { field, error } = useBoundField({ control, name });
  const errorId = `${useId()}-error`;
  const Choice = multiple ? Checkbox : Radio;
  const choices = (
    <Group mt="xs" gap="lg">
      {options.map((option, index) => (
        <Choice
          key={option.value}
          value={option.value}
          label={option.label}
          ref={index === 0 ? field.ref : undefined}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      ))}
    </Group>
  );
  const onChange = (value: string | string[] | null) => {
    const previous = (field.value as string | string[] | null | undefined) ?? null;
    field.onChange(value);
    onChoiceChange?.(value, previous);
  };
  const group = { ...props, name: field.name, onChange, error, errorProps: { id: errorId }, children: choices };
  return multiple ? <Checkbox.Group {...group} value={(field.value as string[] | undefined) ?? []} /> : <Radio.Group {...group} value={(field.value as string | null | undefined) ?? null} />;
}

/** Several ticks of one list, of a react-hook-form form. */
export function FormCheckboxGroup<T extends FieldValues, N extends FieldPath<T>, TOut = T>(props: FieldBinding<T, N, TOut> & GroupProps) {
  return <ChoiceGroup {...props} multiple />;
}

/** One choice of a few, shown all at once, of a react-hook-form form. */
export function FormRadioGroup<T extends FieldValues, N extends FieldPath<T>, TOut = T>(props: FieldBinding<T, N, TOut> & GroupProps) {
  return <ChoiceGroup {...props} multiple={false} />;
}

/** The values a list field holds, as its input shows them (text). */
const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

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
  return (
    <MultiSelect
      checkIconPosition="right"
      {...props}
      ref={field.ref}
      name={field.name}
      value={listOf(field.value)}
      onChange={(next) => field.onChange(numeric ? next.map(Number) : next)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A list of short texts of a react-hook-form form (country codes, file types): each confirmed with Enter, a comma or a space. */
export function FormTagsInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, ...props }: FieldBinding<T, N, TOut> & Omit<TagsInputProps, Owned>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <TagsInput
      splitChars={[',', ' ']}
      clearable
      {...props}
      ref={field.ref}
      name={field.name}
      value={listOf(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
