import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Stack } from '@mantine/core';
import { PASSWORD_MIN_LENGTH, staffPasswordChangeSchema, z } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { applyServerErrors, FormAlert, FormPasswordInput, type FormMessage } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { PageHeading } from '@portal/ui/page';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useChangePassword } from '../api/change-password';
import { useMe } from '../api/me';

/**
 * /clinic/change-password: the member's own password, with the current one. A member signed in with a
 * temporary password is sent here by the guard until she has changed it; then the console opens.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const me = useMe();
  const change = useChangePassword();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const schema = useMemo(
    () =>
      staffPasswordChangeSchema
        .extend({ repeatPassword: z.string().min(1, t('changePassword.repeatRequired')) })
        .refine((v) => v.newPassword === v.repeatPassword, { path: ['repeatPassword'], message: t('changePassword.mismatch') })
        .refine((v) => v.newPassword !== v.oldPassword, { path: ['newPassword'], message: t('changePassword.sameAsOld') }),
    [t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', repeatPassword: '' },
  });

  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setMessage(null);
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      notify.success(t('changePassword.changed'));
      await navigate('/', { replace: true });
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['oldPassword', 'newPassword', 'repeatPassword'])) return;
      setMessage({ tone: 'error', text: (isApiError(error) && error.body?.message) || t('changePassword.failed') });
    }
  });

  return (
    <Stack maw={520}>
      <PageHeading documentTitle={t('changePassword.title')}>{t('changePassword.title')}</PageHeading>
      {me.data?.mustChangePassword && (
        <Alert color="blue" variant="light">
          {t('changePassword.mustChange')}
        </Alert>
      )}
      <Card withBorder radius="md">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <FormAlert message={message} />
            <FormPasswordInput control={form.control} name="oldPassword" label={t('changePassword.oldPassword')} autoComplete="current-password" required />
            <FormPasswordInput
              control={form.control}
              name="newPassword"
              label={t('changePassword.newPassword')}
              description={t('changePassword.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
            />
            <FormPasswordInput control={form.control} name="repeatPassword" label={t('changePassword.repeatPassword')} autoComplete="new-password" required />
            <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('changePassword.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
