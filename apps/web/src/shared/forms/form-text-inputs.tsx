import { Textarea, TextInput, type PasswordInputProps, type TextareaProps, type TextInputProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { PasswordField } from '../password-field';
import { NameField } from './name-field';
import { PeselField } from './pesel-field';
import { PhoneField } from './phone-field';
import type { PeselFacts } from '@portal/domain';
import { useBoundField, type FieldBinding } from './use-bound-field';

/** What a form owns of an input: its value, its name, its error and its change and blur handlers. */
type Owned = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/** Hooks for what follows a change or a blur (the form has taken the value already). */
interface Followers<V> {
  onValueChange?: (value: V) => void;
  onBlur?: () => void;
}

const textOf = (value: unknown) => (value == null ? '' : String(value));

export type FormTextInputProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = FieldBinding<T, N, TOut> &
  Omit<TextInputProps, Owned> &
  Followers<string> & {
    /** Applied to the text as it is typed (upper case, digits only...). */
    transform?: (text: string) => string;
  };

/** A text field of a react-hook-form form. */
export function FormTextInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  transform,
  onValueChange,
  onBlur,
  ...props
}: FormTextInputProps<T, N, TOut>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <TextInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={textOf(field.value)}
      onChange={(e) => {
        const value = transform ? transform(e.currentTarget.value) : e.currentTarget.value;
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={() => {
        field.onBlur();
        onBlur?.();
      }}
      error={error}
    />
  );
}

export type FormTextareaProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = FieldBinding<T, N, TOut> & Omit<TextareaProps, Owned>;

/** A longer text of a react-hook-form form. */
export function FormTextarea<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, ...props }: FormTextareaProps<T, N, TOut>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <Textarea
      {...props}
      ref={field.ref}
      name={field.name}
      value={textOf(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export type FormPasswordInputProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = FieldBinding<T, N, TOut> &
  Omit<PasswordInputProps, Owned>;

/** A password of a react-hook-form form, with the show/hide toggle named. */
export function FormPasswordInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, ...props }: FormPasswordInputProps<T, N, TOut>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <PasswordField
      {...props}
      ref={field.ref}
      name={field.name}
      value={textOf(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

type StringFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut> = FieldBinding<T, N, TOut> & Omit<TextInputProps, Owned> & Followers<string>;

/** A phone (digits, country code first) of a react-hook-form form: see PhoneField. */
export function FormPhoneInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  onValueChange,
  onBlur,
  ...props
}: Omit<StringFieldProps<T, N, TOut>, 'leftSection' | 'type'>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <PhoneField
      {...props}
      ref={field.ref}
      name={field.name}
      value={textOf(field.value)}
      onChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={() => {
        field.onBlur();
        onBlur?.();
      }}
      error={error}
    />
  );
}

/** A part of a person's name of a react-hook-form form: see NameField. */
export function FormNameInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, onValueChange, onBlur, ...props }: StringFieldProps<T, N, TOut>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <NameField
      {...props}
      ref={field.ref}
      name={field.name}
      value={textOf(field.value)}
      onChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={() => {
        field.onBlur();
        onBlur?.();
      }}
      error={error}
    />
  );
}

/** A PESEL of a react-hook-form form: see PeselField; `onDecoded` gets the birth date and sex of a valid one. */
export function FormPeselInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  onValueChange,
  onBlur,
  onDecoded,
  ...props
}: StringFieldProps<T, N, TOut> & { onDecoded?: (facts: PeselFacts) => void }) {
  const { field, error } = useBoundField({ control, name });
  return (
    <PeselField
      {...props}
      ref={field.ref}
      name={field.name}
      value={textOf(field.value)}
      onChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      onDecoded={onDecoded}
      onBlur={() => {
        field.onBlur();
        onBlur?.();
      }}
      error={error}
    />
  );
}
