import { TextInput, type TextInputProps } from '@mantine/core';
import { keepNameChars } from '@portal/domain';
import type { Ref } from 'react';

export type NameFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A part of a person's name (spec part 2 §5): keeps only letters (Polish and other alphabets),
 * apostrophe, comma, hyphen and space as they are typed or pasted. A leading or trailing hyphen stays
 * visible so the form's schema can name it (dashFirst, dashLast).
 */
export function NameField({ value, onChange, ref, ...props }: NameFieldProps) {
  return (
    <TextInput
      ref={ref}
      autoComplete="off"
      maxLength={100}
      value={value}
      onChange={(e) => onChange(keepNameChars(e.currentTarget.value))}
      {...props}
    />
  );
}
