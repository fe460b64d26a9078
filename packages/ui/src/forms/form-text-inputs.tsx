import { Textarea, TextInput, type PasswordInputProps, type TextareaProps, type TextInputProps } from '@mantine/core';
import type { PeselFacts } from '@portal/domain';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { PasswordField } from './password-field';
import { NameField } from './name-field';
import { PeselField } from './pesel-field';
import { PhoneField } from './phone-field';
import { useBoundField, type FieldBinding } from './use-bound-field';

/** What a form owns of an input: its value, its name, its error and its change and blur handlers. */
type Owned = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/** Hooks for what follows a change or a blur (the form has taken the value already). */
interface Followers {
  onValueChange?: (value: string) => void;
  onBlur?: () => void;
}

/** A text field's wiring: `change` takes the new text; the rest spreads onto the input. */
function useTextField<T extends FieldValues, N extends FieldPath<T>, TOut>(binding: FieldBinding<T, N, TOut>, { onValueChange, onBlur }: Followers = {}) {
  const { field, error } = useBoundField(binding);
  const change = (value: string) => {
    field.onChange(value);
    onValueChange?.(value);
  };
  const bound = {
    ref: field.ref,
    name: field.name,
    value: field.value == null ? '' : String(field.value),
    onBlur: () => {
      field.onBlur();
      onBlur?.();
    },
    error,
  };
  return { change, bound };
}

type TextProps<T extends FieldValues, N extends FieldPath<T>, TOut, P> = FieldBinding<T, N, TOut> & Omit<P, Owned> & Followers;

/** A text field of a react-hook-form form; `transform` applies to the text as it is typed (upper case...). */
export function FormTextInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  transform,
  onValueChange,
  onBlur,
  ...props
}: TextProps<T, N, TOut, TextInputProps> & { transform?: (text: string) => string }) {
  const { change, bound } = useTextField({ control, name }, { onValueChange, onBlur });
  return <TextInput {...props} {...bound} onChange={(e) => change(transform ? transform(e.currentTarget.value) : e.currentTarget.value)} />;
}

/** A longer text of a react-hook-form form. */
export function FormTextarea<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, onValueChange, onBlur, ...props }: TextProps<T, N, TOut, TextareaProps>) {
  const { change, bound } = useTextField({ control, name }, { onValueChange, onBlur });
  return <Textarea {...props} {...bound} onChange={(e) => change(e.currentTarget.value)} />;
}

/** A password of a react-hook-form form, with the show/hide toggle named. */
export function FormPasswordInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  onValueChange,
  onBlur,
  ...props
}: TextProps<T, N, TOut, PasswordInputProps>) {
  const { change, bound } = useTextField({ control, name }, { onValueChange, onBlur });
  return <PasswordField {...props} {...bound} onChange={(e) => change(e.currentTarget.value)} />;
}

/** A phone (digits, country code first) of a react-hook-form form: see PhoneField. */
export function FormPhoneInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  onValueChange,
  onBlur,
  ...props
}: Omit<TextProps<T, N, TOut, TextInputProps>, 'leftSection' | 'type'>) {
  const { change, bound } = useTextField({ control, name }, { onValueChange, onBlur });
  return <PhoneField {...props} {...bound} onChange={change} />;
}

/** A part of a person's name of a react-hook-form form: see NameField. */
export function FormNameInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name, onValueChange, onBlur, ...props }: TextProps<T, N, TOut, TextInputProps>) {
  const { change, bound } = useTextField({ control, name }, { onValueChange, onBlur });
  return <NameField {...props} {...bound} onChange={change} />;
}

/** A PESEL of a react-hook-form form: see PeselField; `onDecoded` gets the birth date and sex of a valid one. */
export function FormPeselInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  onValueChange,
  onBlur,
  ...props
}: TextProps<T, N, TOut, TextInputProps> & { onDecoded?: (facts: PeselFacts) => void }) {
  const { change, bound } = useTextField({ control, name }, { onValueChange, onBlur });
  return <PeselField {...props} {...bound} onChange={change} />;
}
