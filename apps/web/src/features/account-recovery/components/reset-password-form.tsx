import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import {
  PASSWORD_MIN_LENGTH,
  resetPasswordByPhoneFormSchema,
  resetPasswordFormSchema,
  type ResetPasswordByPhoneForm,
} from '@portal/contracts';
import { normalizePhone } from '@portal/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { FormAlert } from '@portal/ui/forms';
import { FormPasswordInput, FormPhoneInput } from '@portal/ui/forms';
import { resetPassword } from '../api/password-reset';
import { ConfirmationCodeInput } from './confirmation-code-input';

/** Spec part 1 §5: in password reset a phone value of 4 characters or fewer is cleared. */
export const keptResetPhone = (value: string) => (value.length <= 4 ? '' : value);

type Values = ResetPasswordByPhoneForm;
const tokenResolver = zodResolver(resetPasswordFormSchema) as unknown as Resolver<Values>;
const phoneResolver = zodResolver(resetPasswordByPhoneFormSchema) as unknown as Resolver<Values>;

export type ResetOutcome = 'success' | 'failure';

/**
 * The new password, twice — with the link's token, or with the phone and the SMS code. A vulnerable
 * password and a wrong code are told at the form (it can be tried again); any other refusal ends
 * the flow in the failure state.
 */
export function ResetPasswordForm({
  token,
  phone,
  onDone,
}: {
  token?: string;
  phone?: string;
  onDone: (outcome: ResetOutcome) => void;
}) {
  const { t } = useTranslation('account-recovery');
  const byPhone = !token;
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: byPhone ? phoneResolver : tokenResolver,
    defaultValues: { phoneNumber: keptResetPhone(phone ?? ''), confirmationCode: '', newPassword: '', repeatPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    const secret = byPhone
      ? { phoneNumber: normalizePhone(values.phoneNumber) ?? '', confirmationCode: values.confirmationCode.trim() }
      : { token };
    try {
      await resetPassword({ ...secret, newPassword: values.newPassword });
    } catch (e) {
      if (isApiError(e) && e.errorCode === 'PASSWORD_VULNERABLE_ERROR') {
        form.setError('newPassword', { message: t('reset.vulnerable') });
        setMessage(t('reset.vulnerable'));
      } else if (isApiError(e) && byPhone && e.errorCode === 'CODE_INVALID') {
        form.setError('confirmationCode', { message: t('resendCode.codeWrong') });
        setMessage(t('resendCode.codeWrong'));
      } else if (isApiError(e) && e.status === 400) {
        onDone('failure');
      } else {
        notify.serverDown();
      }
      return;
    }
    notify.success(t('reset.success'));
    onDone('success');
  });

  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{t('reset.formTitle')}</Title>
      <Text>{byPhone ? t('reset.formPhoneIntro') : t('reset.formIntro')}</Text>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="md">
            <FormAlert message={message ? { tone: 'warning', text: message } : byPhone && phone ? { tone: 'info', text: t('reset.smsSent') } : null} />
            {byPhone ? (
              <>
                <FormPhoneInput
                  control={form.control}
                  name="phoneNumber"
                  label={t('phone.label')}
                  description={t('phone.hint')}
                  required
                  onBlur={() => form.setValue('phoneNumber', keptResetPhone(form.getValues('phoneNumber')))}
                />
                <ConfirmationCodeInput control={form.control} name="confirmationCode" />
              </>
            ) : null}
            <FormPasswordInput
              control={form.control}
              name="newPassword"
              label={t('reset.newPassword')}
              description={t('reset.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
            />
            <FormPasswordInput control={form.control} name="repeatPassword" label={t('reset.repeatPassword')} autoComplete="new-password" required />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
