import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  PASSWORD_MIN_LENGTH,
  resetPasswordByPhoneFormSchema,
  resetPasswordFormSchema,
  type ResetPasswordByPhoneForm,
} from '@portal/contracts';
import { normalizePhone } from '@portal/domain';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/client';
import { notify } from '../../../shared/notify';
import { PasswordField } from '../../../shared/password-field';
import { resetPassword } from '../api/password-reset';
import { PhoneField } from '../../../shared/forms/phone-field';

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
  const { errors, isSubmitting } = form.formState;

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
        form.setError('confirmationCode', { message: t('resendCode.wrongCode') });
        setMessage(t('resendCode.wrongCode'));
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
            {message ? (
              <Alert color="yellow" variant="light">
                {message}
              </Alert>
            ) : byPhone && phone ? (
              <Alert color="blue" variant="light" role="status">
                {t('reset.smsSent')}
              </Alert>
            ) : null}
            {byPhone ? (
              <>
                <Controller
                  control={form.control}
                  name="phoneNumber"
                  render={({ field }) => (
                    <PhoneField
                      label={t('phone.label')}
                      description={t('phone.hint')}
                      required
                      error={errors.phoneNumber?.message}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={() => {
                        field.onChange(keptResetPhone(field.value));
                        field.onBlur();
                      }}
                      name={field.name}
                      ref={field.ref}
                    />
                  )}
                />
                <TextInput
                  label={t('code.label')}
                  description={t('code.hint')}
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  error={errors.confirmationCode?.message}
                  {...form.register('confirmationCode')}
                />
              </>
            ) : null}
            <PasswordField
              label={t('reset.newPassword')}
              description={t('reset.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
            <PasswordField
              label={t('reset.repeatPassword')}
              autoComplete="new-password"
              required
              error={errors.repeatPassword?.message}
              {...form.register('repeatPassword')}
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
