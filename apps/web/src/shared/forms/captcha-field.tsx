import { Box, Button, Group, Image, Skeleton, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { CAPTCHA_ANSWER_LENGTH, digitsOnly } from '@portal/domain';
import type { ReactNode, Ref } from 'react';
import { isDigitOrEditingKey } from '@portal/ui/forms';

export const CAPTCHA_WIDTH = 320;
export const CAPTCHA_HEIGHT = 80;

export type CaptchaFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** The image (a data URI from the server), or null while a new one loads. */
  image: string | null;
  /** Text alternative of the image: what to do, not the equation itself. */
  imageAlt: string;
  /** Label of the button asking for a new image. */
  refreshLabel: string;
  refreshing?: boolean;
  onRefresh: () => void;
  /** Beside the buttons: the audio alternative (CaptchaAudio). */
  audio?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The anti-bot equation (spec part 1 §5, issue 27 item 11): an image of "47213 + 6 = ?" drawn by the
 * server, the answer (digits only), a button for a new image and, when given, the task to listen to.
 */
export function CaptchaField({ image, imageAlt, refreshLabel, refreshing, onRefresh, audio, value, onChange, ref, ...props }: CaptchaFieldProps) {
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center" wrap="wrap">
        <Box w={CAPTCHA_WIDTH} h={CAPTCHA_HEIGHT} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, overflow: 'hidden' }}>
          {image ? <Image src={image} alt={imageAlt} w={CAPTCHA_WIDTH} h={CAPTCHA_HEIGHT} /> : <Skeleton w={CAPTCHA_WIDTH} h={CAPTCHA_HEIGHT} />}
        </Box>
        <Button variant="default" onClick={onRefresh} loading={refreshing}>
          {refreshLabel}
        </Button>
        {audio}
      </Group>
      <TextInput
        ref={ref}
        inputMode="numeric"
        autoComplete="off"
        maxLength={CAPTCHA_ANSWER_LENGTH}
        w={{ base: '100%', xs: CAPTCHA_WIDTH }}
        value={value}
        onKeyDown={(e) => {
          if (!isDigitOrEditingKey(e)) e.preventDefault();
        }}
        onChange={(e) => onChange(digitsOnly(e.currentTarget.value).slice(0, CAPTCHA_ANSWER_LENGTH))}
        {...props}
      />
    </Stack>
  );
}
