import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '@portal/ui/forms';
import { type FieldBinding } from '@portal/ui/forms';

/** The SMS code (6 digits), offered for autofill from the message. */
export function ConfirmationCodeInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  focusWhenShown,
  ...binding
}: FieldBinding<T, N, TOut> & { focusWhenShown?: boolean }) {
  const { t } = useTranslation('account-recovery');
  return (
    <FormTextInput
      {...binding}
      label={t('code.label')}
      description={t('code.hint')}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      data-autofocus={focusWhenShown || undefined}
    />
  );
}
