import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { z, type Account } from '@portal/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/ui/api';
import { FormTextInput } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useConfirmPhoneCode, useGeneratePhoneCode } from '../api/confirm-phone-code';

/**
 * "Confirm phone code" (spec part 1 §2 modals, §8): the 6-digit code sent to the number waiting for
 * confirmation (the new one, else the account's unconfirmed one). 400 is the spec's warning of a
 * probably wrong code; anything else its error.
 */
export function ContactCodeModal({ account, opened, onClose }: { account: Account; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const phone = account.contactData.restorePhone ?? account.contactData.phoneNumber;
  return (
    <Modal opened={opened} onClose={onClose} title={t('contact.codeModal.title')} closeButtonProps={{ 'aria-label': t('common:close') }}>
      {opened && phone ? <CodeForm phone={phone} onDone={onClose} /> : null}
    </Modal>
  );
}

function CodeForm({ phone, onDone }: { phone: string; onDone: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const confirm = useConfirmPhoneCode();
  const resend = useGeneratePhoneCode();
  const schema = useMemo(() => z.object({ code: z.string().trim().regex(/^\d{6}$/, t('contact.codeModal.invalid')) }), [t]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ phoneNumber: phone, confirmationCode: code });
      notify.success(t('contact.codeModal.confirmed'));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        // The spec's warning, and at the field the plain fact: the code is wrong.
        if (error.errorCode === 'CODE_INVALID') form.setError('code', { message: t('contact.codeModal.codeWrong') }, { shouldFocus: true });
        notify.warning(t('contact.codeModal.wrongCode'));
      }
      else notify.failure(error, t('contact.codeModal.failed'));
    }
  });

  const onResend = () =>
    resend.mutate(phone, {
      onSuccess: () => notify.info(t('contact.codeModal.sent')),
      onError: (error) => {
        if (isApiError(error) && error.status === 429 && error.body) notify.warning(error.body.message);
        else notify.failure(error, t('contact.codeModal.sendFailed'));
      },
    });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('contact.codeModal.intro', { phone })}</Text>
        <FormTextInput
          control={form.control}
          name="code"
          label={t('contact.codeModal.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          transform={(v) => v.replace(/\D/g, '')}
          required
          data-autofocus
        />
        <Group justify="space-between" gap="sm" mt="xs">
          <Button variant="subtle" onClick={onResend} loading={resend.isPending}>
            {t('contact.codeModal.resend')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              {t('contact.codeModal.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
