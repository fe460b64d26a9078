import { Alert, Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { useDeleteAccount } from '../api/delete-account';

/** The account tab's "delete account" section and the spec's "delete own account" modal (part 1 §2, §8). */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const [opened, setOpened] = useState(false);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="delete-account-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="delete-account-title">
          {t('deleteAccount.title')}
        </Title>
        <Text size="sm">{t('deleteAccount.intro')}</Text>
        <Group>
          <Button variant="outline" color="red" onClick={() => setOpened(true)}>
            {t('deleteAccount.open')}
          </Button>
        </Group>
      </Stack>
      <DeleteAccountModal opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}

export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const mutation = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('deleteAccount.passwordRequired'));
      return;
    }
    setError(null);
    mutation.mutate(
      { password },
      {
        onSuccess: async () => {
          notify.success(t('deleteAccount.done'));
          queryClient.clear();
          await navigate('/login', { replace: true });
        },
        onError: (e) => {
          // A wrong password is said in the dialog; everything else is the spec's failure toast.
          if (isApiError(e) && e.errorCode === 'PASSWORD_INCORRECT') setError(e.body?.message ?? t('deleteAccount.failed'));
          else if (isApiError(e) && e.status === 423 && e.body?.message) setError(e.body.message);
          else notify.failure(e, t('deleteAccount.failed'));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('deleteAccount.modalTitle')} closeButtonProps={{ 'aria-label': t('common:close') }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Alert color="yellow" title={t('deleteAccount.lawTitle')}>
            {t('deleteAccount.law')}
          </Alert>
          <Text size="sm">{t('deleteAccount.consequences')}</Text>
          <PasswordInput
            label={t('deleteAccount.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" color="red" loading={mutation.isPending}>
              {t('deleteAccount.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
