import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { changePasswordRequestSchema, PASSWORD_MIN_LENGTH, z, type Account } from '@portal/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/ui/api';
import { FormAlert } from '@portal/ui/forms';
import { FormPasswordInput } from '@portal/ui/forms';
import { queryClient } from '../../../shared/query-client';
import { useChangePassword } from '../api/change-password';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Given when opened from sign-in: the account whose password must change, shown locked. */
  username?: string;
  onChanged: (account: Account) => void;
}

/** Change of password with the old one: from the top bar, or when sign-in demands a new password. */
export function ChangePasswordModal({ opened, onClose, username, onChanged }: Props) {
  const { t } = useTranslation(['login', 'common']);
  return (
    <Modal opened={opened} onClose={onClose} title={t('changePassword.title')} closeButtonProps={{ 'aria-label': t('common:close') }}>
      {/* Opened from the sign-in page too, which has no query cache of its own. */}
      <QueryClientProvider client={queryClient}>
        <ChangePasswordForm username={username} onCancel={onClose} onChanged={onChanged} />
      </QueryClientProvider>
    </Modal>
  );
}

function ChangePasswordForm({
  username,
  onCancel,
  onChanged,
}: {
  username?: string;
  onCancel: () => void;
  onChanged: (account: Account) => void;
}) {
  const { t } = useTranslation(['login', 'common']);
  const mutation = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      changePasswordRequestSchema
        .extend({ repeatPassword: z.string().min(1, t('changePassword.repeatRequired')) })
        .refine((v) => v.newPassword === v.repeatPassword, { path: ['repeatPassword'], message: t('changePassword.mismatch') })
        .refine((v) => v.newPassword !== v.oldPassword, { path: ['newPassword'], message: t('changePassword.sameAsOld') }),
    [t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { username: username ?? '', oldPassword: '', newPassword: '', repeatPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setFailure(null);
    try {
      const account = await mutation.mutateAsync({ username, oldPassword, newPassword });
      onChanged(account);
    } catch (e) {
      if (isApiError(e) && e.status === 401) setFailure(t('changePassword.invalidOld'));
      else if (isApiError(e) && e.status === 423) setFailure(t('messages.locked'));
      else if (isApiError(e) && e.status === 400 && e.body?.message) setFailure(e.body.message);
      else setFailure(t('changePassword.failed'));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="sm">
        <FormAlert message={failure ? { tone: 'error', text: failure } : null} />
        {username ? <TextInput label={t('changePassword.username')} value={username} readOnly disabled autoComplete="username" /> : null}
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
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
