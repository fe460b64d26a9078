import { TextInput, type TextInputProps } from '@mantine/core';
import { parseTypedTime } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type TimeFieldProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** The time as the wire keeps it (HH:MM, 24 h), '' for none; while typed, the text as typed. */
  value: string;
  onChange: (time: string) => void;
};

/**
 * The portal's one time-of-day field (issue 28 item 15): HH:MM in 24 hours, typed ("8:30", "0830" and
 * "08.30" become "08:30" on leaving the field), whatever the browser's language — the browser's own
 * time field shows "8:30 AM" in an English browser. A text that is no time stays as typed and the
 * field says how to type it; the page's save refuses it (the server checks HH:MM too).
 */
export function TimeField({ value, onChange, onBlur, error, ...props }: TimeFieldProps) {
  const { t } = useTranslation('ui');
  const [left, setLeft] = useState(false);
  const wrong = left && value.trim() !== '' && parseTypedTime(value) === null;
  return (
    <TextInput
      placeholder={t('typedTime.placeholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      w={props.w ?? 96}
      {...props}
      value={value}
      onChange={(e) => {
        setLeft(false);
        onChange(e.currentTarget.value);
      }}
      onBlur={(e) => {
        const time = parseTypedTime(e.currentTarget.value);
        if (time && time !== value) onChange(time);
        setLeft(true);
        onBlur?.(e);
      }}
      error={wrong ? t('typedTime.wrong') : error}
    />
  );
}
