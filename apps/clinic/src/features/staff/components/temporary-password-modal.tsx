import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH, staffTemporaryPasswordSchema, type StaffTemporaryPassword } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { applyServerErrors, FormAlert, FormPasswordInput, type FormMessage } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSetTemporaryPassword } from '../api/set-temporary-password';

/** A new temporary password for a member (her sessions end, her sign-in lock lifts, she changes it at the next sign-in). */
export function TemporaryPasswordModal({ staffId, opened, onClose }: { staffId: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['staff', 'ui']);
  const setPassword = useSetTemporaryPassword();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const form = useForm<StaffTemporaryPassword>({ resolver: zodResolver(staffTemporaryPasswordSchema), defaultValues: { temporaryPassword: '' } });
  const close = () => {
    form.reset();
    setMessage(null);
    onClose();
  };
  const submit = form.handleSubmit(async ({ temporaryPassword }) => {
    setMessage(null);
    try {
      await setPassword.mutateAsync({ staffId, temporaryPassword });
      notify.success(t('actions.temporaryPasswordSet'));
      close();
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['temporaryPassword'])) return;
      setMessage({ tone: 'error', text: (isApiError(error) && error.body?.message) || t('actions.failed') });
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('actions.temporaryPasswordTitle')} closeButtonProps={{ 'aria-label': t('ui:close') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('actions.temporaryPasswordMessage')}</Text>
          <FormAlert message={message} />
          <FormPasswordInput
            control={form.control}
            name="temporaryPassword"
            label={t('form.temporaryPassword')}
            description={t('form.temporaryPasswordHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={setPassword.isPending}>
              {t('actions.temporaryPasswordConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
