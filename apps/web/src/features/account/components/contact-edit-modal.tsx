import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { accountUpdateRequestSchema, type Account, type z } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/ui/api';
import { FormCheckbox, FormRadioGroup } from '@portal/ui/forms';
import { FormNameInput, FormTextInput } from '@portal/ui/forms';
import { applyServerErrors, fieldPaths } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useOwnPatient } from '../../../shared/session/own-patient';
import { usePatientAccountSettings, useRegistrationSettings } from '../api/contact-settings';
import { useUpdateAccountContact } from '../api/update-account-contact';

type Values = z.input<typeof accountUpdateRequestSchema>;

const valuesOf = (account: Account): Values => ({
  name: account.name,
  middleName: account.middleName ?? '',
  lastName: account.lastName,
  contactData: {
    email: account.contactData.restoreEmail ?? account.contactData.email ?? '',
    phoneNumber: account.contactData.phoneNumber,
    preferredCommunicationChannel: account.contactData.preferredCommunicationChannel,
  },
  settings: { marketingMessagesConsent: account.settings.marketingMessagesConsent },
});

/**
 * "Edit account data": the names (only while they may change: the clinic's patientNamesDisabled off
 * and the identity not yet confirmed), the e-mail, the preferred channel and the marketing consent.
 * A new e-mail waits for the link sent to it; the phone is changed in its own dialog.
 */
export function ContactEditModal({ account, opened, onClose }: { account: Account; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Modal opened={opened} onClose={onClose} title={t('contact.form.title')} size="lg" closeButtonProps={{ 'aria-label': t('common:close') }}>
      {opened ? <ContactEditForm account={account} onDone={onClose} /> : null}
    </Modal>
  );
}

function ContactEditForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const { data: names } = usePatientAccountSettings();
  const { data: registration } = useRegistrationSettings();
  const { data: ownPatient } = useOwnPatient();
  const save = useUpdateAccountContact();
  const form = useForm<Values, unknown, z.output<typeof accountUpdateRequestSchema>>({
    resolver: zodResolver(accountUpdateRequestSchema),
    defaultValues: valuesOf(account),
  });
  const namesLocked = names?.patientNamesDisabled !== false || account.type === 'AUTHORIZED' || ownPatient?.authorized === true;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      notify.success(t('contact.form.saved'));
      if (saved.contactData.restoreEmail && saved.contactData.restoreEmail !== account.contactData.restoreEmail) {
        notify.info(t('contact.form.emailChangeSent'), 10_000);
      }
      onDone();
    } catch (error) {
      if (isApiError(error) && error.body?.errorCode === 'EMAIL_IN_USE') {
        form.setError('contactData.email', { type: 'server', message: t('contact.form.emailInUse') }, { shouldFocus: true });
        notify.error(t('contact.form.emailInUse'));
      } else if (isApiError(error) && error.status === 400) {
        applyServerErrors(error, form.setError, fieldPaths(valuesOf(account)));
        notify.warning(error.body?.message ?? t('contact.form.failed'));
      } else if (isApiError(error) && error.status === 429 && error.body) {
        notify.warning(error.body.message);
      } else {
        notify.failure(error, t('contact.form.failed'));
      }
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="sm">
        {namesLocked ? (
          <Alert color="gray" variant="light">
            {t('contact.form.namesLocked')}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <FormNameInput control={form.control} name="name" label={t('contact.form.name')} autoComplete="given-name" required readOnly={namesLocked} />
          <FormNameInput control={form.control} name="middleName" label={t('contact.form.middleName')} autoComplete="additional-name" readOnly={namesLocked} />
          <FormNameInput control={form.control} name="lastName" label={t('contact.form.lastName')} autoComplete="family-name" required readOnly={namesLocked} />
        </SimpleGrid>
        <FormTextInput
          control={form.control}
          name="contactData.email"
          type="email"
          autoComplete="email"
          label={t('contact.form.email')}
          description={t('contact.form.emailHint')}
          required={registration?.emailIsRequired}
        />
        {registration?.phoneConfirmationEnabled !== false ? (
          <FormRadioGroup
            control={form.control}
            name="contactData.preferredCommunicationChannel"
            label={t('contact.form.channel')}
            options={[
              { value: 'EMAIL', label: t('contact.channelEmail') },
              { value: 'SMS', label: t('contact.channelSms') },
            ]}
          />
        ) : null}
        {registration?.requirePatientConsent ? (
          <FormCheckbox control={form.control} name="settings.marketingMessagesConsent" label={t('contact.form.marketing')} />
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('contact.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
