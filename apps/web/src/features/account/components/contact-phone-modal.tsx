import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { optionalPhoneSchema, z, type Account } from '@portal/contracts';
import { digitsOnly, normalizePhone } from '@portal/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/ui/api';
import { FormPhoneInput } from '@portal/ui/forms';
import { applyServerErrors } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useOwnPatient } from '../../../shared/session/own-patient';
import { useChangeContactPhone } from '../api/phone-contact';
import { useUpdateAccountContact } from '../api/update-account-contact';

/**
 * "Change phone number" (spec part 1 §2 modals, §5 Phone): digits only, normalised (+ in front, fewer
 * than 4 digits is no number); the current number is refused with the spec's warning. The new number
 * waits for the SMS code sent to it, asked for in the next dialog.
 */
export function ContactPhoneModal({ account, opened, onClose, onCodeSent }: { account: Account; opened: boolean; onClose: () => void; onCodeSent: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Modal opened={opened} onClose={onClose} title={t('contact.phoneModal.title')} closeButtonProps={{ 'aria-label': t('common:close') }}>
      {opened ? <PhoneForm account={account} onCancel={onClose} onCodeSent={onCodeSent} onChanged={onClose} /> : null}
    </Modal>
  );
}

function PhoneForm({ account, onCancel, onCodeSent, onChanged }: { account: Account; onCancel: () => void; onCodeSent: () => void; onChanged: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const { data: ownPatient } = useOwnPatient();
  const phoneContact = useChangeContactPhone();
  const fullAccount = useUpdateAccountContact();
  const schema = useMemo(
    () => z.object({ phoneNumber: optionalPhoneSchema.refine((v) => !!v, t('contact.phoneModal.required')) }),
    [t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { phoneNumber: '' } });

  // An account without its own (confirmed) patient record sends the number with its full account instead.
  const send = (phoneNumber: string) =>
    ownPatient
      ? phoneContact.mutateAsync({ phoneNumber, patientId: ownPatient.id })
      : fullAccount.mutateAsync({
          name: account.name,
          lastName: account.lastName,
          middleName: account.middleName,
          contactData: { email: account.contactData.email, phoneNumber, preferredCommunicationChannel: account.contactData.preferredCommunicationChannel },
          settings: account.settings,
        });

  const onSubmit = form.handleSubmit(async ({ phoneNumber }) => {
    const number = normalizePhone(phoneNumber ?? '');
    if (!number) return;
    if (digitsOnly(number) === digitsOnly(account.contactData.phoneNumber ?? '')) {
      notify.warning(t('contact.phoneModal.unchanged'));
      return;
    }
    try {
      const saved = await send(number);
      if (saved.contactData.restorePhone) {
        notify.info(t('contact.phoneModal.sent'));
        onCodeSent();
      } else {
        notify.success(t('contact.form.saved'));
        onChanged();
      }
    } catch (error) {
      if (isApiError(error) && error.body?.errorCode === 'PHONE_UNCHANGED') notify.warning(t('contact.phoneModal.unchanged'));
      else if (isApiError(error) && error.status === 400) {
        if (!applyServerErrors(error, form.setError, ['phoneNumber'], { aliases: { 'contactData.phoneNumber': 'phoneNumber' } })) {
          notify.warning(error.body?.message ?? t('contact.phoneModal.failed'));
        }
      } else if (isApiError(error) && error.status === 429 && error.body) notify.warning(error.body.message);
      else notify.failure(error, t('contact.phoneModal.failed'));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('contact.phoneModal.intro')}</Text>
        <FormPhoneInput control={form.control} name="phoneNumber" label={t('contact.phoneModal.label')} description={t('contact.phoneModal.hint')} required data-autofocus />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={phoneContact.isPending || fullAccount.isPending}>
            {t('contact.phoneModal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
