import { Checkbox, Group, Radio, Select, Switch, type CheckboxProps, type SelectProps, type SwitchProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';
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

export type FormCheckboxProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = FieldBinding<T, N, TOut> &
  Omit<CheckboxProps, Owned> & { onValueChange?: (checked: boolean) => void };

/** A yes/no of a react-hook-form form; Mantine does not mark a check box invalid, so this does. */
export function FormCheckbox<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, onValueChange, ...props }: FormCheckboxProps<T, N, TOut>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <Checkbox
      {...props}
      ref={field.ref}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(e) => {
        field.onChange(e.currentTarget.checked);
        onValueChange?.(e.currentTarget.checked);
      }}
      onBlur={field.onBlur}
      error={error}
      aria-invalid={error ? true : undefined}
    />
  );
}

export type FormSwitchProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = FieldBinding<T, N, TOut> &
  Omit<SwitchProps, Owned> & { onValueChange?: (checked: boolean) => void };

/** An on/off of a react-hook-form form. */
export function FormSwitch<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, onValueChange, ...props }: FormSwitchProps<T, N, TOut>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <Switch
      {...props}
      ref={field.ref}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(e) => {
        field.onChange(e.currentTarget.checked);
        onValueChange?.(e.currentTarget.checked);
      }}
      onBlur={field.onBlur}
      error={error}
      aria-invalid={error ? true : undefined}
    />
  );
}

interface GroupProps {
  label: ReactNode;
  description?: ReactNode;
  withAsterisk?: boolean;
  options: readonly ChoiceOption[];
}

/**
 * Several ticks of one list (the field holds the ticked values). Mantine names the group's error on the
 * group only; here every box is marked invalid and described by it, so a screen reader on any box hears it.
 */
export function FormCheckboxGroup<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  options,
  ...props
}: FieldBinding<T, N, TOut> & GroupProps) {
  const { field, error } = useBoundField({ control, name });
  const errorId = `${useId()}-error`;
  return (
    <Checkbox.Group {...props} value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} error={error} errorProps={{ id: errorId }}>
      <Group mt="xs" gap="lg">
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.label}
            name={field.name}
            ref={index === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** One choice of a few, shown all at once, of a react-hook-form form. */
export function FormRadioGroup<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  options,
  ...props
}: FieldBinding<T, N, TOut> & GroupProps) {
  const { field, error } = useBoundField({ control, name });
  const errorId = `${useId()}-error`;
  return (
    <Radio.Group {...props} name={field.name} value={(field.value as string | null | undefined) ?? null} onChange={field.onChange} error={error} errorProps={{ id: errorId }}>
      <Group mt="xs" gap="lg">
        {options.map((option, index) => (
          <Radio
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
    </Radio.Group>
  );
}
