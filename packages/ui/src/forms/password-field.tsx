import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine's password input with a Polish name on its show/hide toggle. */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('ui');
  return <PasswordInput ref={ref} visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }} {...props} />;
}
