import { TextInput, type TextInputProps } from '@mantine/core';
import { decodePesel, digitsOnly, type PeselFacts } from '@portal/domain';
import type { Ref } from 'react';
import { isDigitOrEditingKey } from './phone-field';

export const PESEL_LENGTH = 11;

export type PeselFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** Told the birth date and sex of a complete, valid PESEL as soon as it is typed. */
  onDecoded?: (facts: PeselFacts) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The PESEL number: 11 digits, nothing else typed. A complete number with a right check digit gives
 * its birth date and sex to `onDecoded`, so the form fills them (spec part 1 §5).
 */
export function PeselField({ value, onChange, onDecoded, ref, ...props }: PeselFieldProps) {
  return (
    <TextInput
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      maxLength={PESEL_LENGTH}
      value={value}
      onKeyDown={(e) => {
        if (!isDigitOrEditingKey(e)) e.preventDefault();
      }}
      onChange={(e) => {
        const digits = digitsOnly(e.currentTarget.value).slice(0, PESEL_LENGTH);
        onChange(digits);
        const facts = digits.length === PESEL_LENGTH ? decodePesel(digits) : null;
        if (facts) onDecoded?.(facts);
      }}
      {...props}
    />
  );
}
