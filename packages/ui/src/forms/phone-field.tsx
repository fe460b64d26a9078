import { TextInput, type TextInputProps } from '@mantine/core';
import { digitsOnly } from '@portal/domain';
import type { KeyboardEvent, Ref } from 'react';

export type PhoneFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'leftSection' | 'type'> & {
  /** The number as digits, country code first (a leading plus is dropped). */
  value: string;
  onChange: (digits: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** Keys that edit or move rather than type; everything else typed must be a digit. */
export const isDigitOrEditingKey = (e: KeyboardEvent) => e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey || /\d/.test(e.key);

/**
 * A phone in international form (spec part 1 §5, part 2 §5): digits only — other keys are refused as
 * they are pressed and a pasted or autofilled "+48 601-234-567" keeps its digits. The plus is shown in
 * front; the contract's schema normalises the number (+48601234567) and checks it for its country.
 */
export function PhoneField({ value, onChange, ref, ...props }: PhoneFieldProps) {
  return (
    <TextInput
      ref={ref}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      leftSection={<span aria-hidden>+</span>}
      leftSectionWidth={28}
      value={digitsOnly(value)}
      onKeyDown={(e) => {
        if (!isDigitOrEditingKey(e)) e.preventDefault();
      }}
      onChange={(e) => onChange(digitsOnly(e.currentTarget.value))}
      {...props}
    />
  );
}
