import { SimpleGrid, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@portal/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormRadioGroup } from '@portal/ui/forms';
import { FormPasswordInput, FormPhoneInput, FormTextInput } from '@portal/ui/forms';
import { passwordStrength } from './password-strength';
import { PersonNameFields } from './person-name-fields';
import { RegistrationSection } from './registration-section';
import type { SectionProps } from './registration-schema';

/** The account: the guardian's names (ward, child), e-mail or login, password, phone, channel, marketing. */
export function AccountSection({ form, role, settings, onNameBlur }: SectionProps & { onNameBlur: () => void }) {
  const { t } = useTranslation('registration');
  const { control } = form;
  const emailMode = settings.usernamePromptMode === 'E_MAIL';
  const password = useWatch({ control, name: 'account.credentials.password' });
  return (
    <RegistrationSection id="registration-account" title={role === 'PATIENT' ? t('sections.account') : t(`sections.guardian.${role}`)}>
      {role !== 'PATIENT' ? <PersonNameFields form={form} onNameBlur={onNameBlur} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormTextInput
          control={control}
          name="account.contactData.email"
          type="email"
          autoComplete="email"
          label={t('fields.email')}
          description={emailMode ? t('fields.emailAsLogin') : undefined}
          required={emailMode || settings.emailIsRequired}
        />
        {!emailMode ? (
          <FormTextInput
            control={control}
            name="account.credentials.username"
            autoComplete="username"
            label={t('fields.username')}
            description={t('fields.usernameHint')}
          />
        ) : null}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <FormPasswordInput
            control={control}
            name="account.credentials.password"
            autoComplete="new-password"
            label={t('fields.password')}
            description={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            required
          />
          {password ? (
            <Text size="sm" aria-live="polite">
              {t('fields.strength.label', { level: t(`fields.strength.${passwordStrength(password)}`) })}
            </Text>
          ) : null}
        </Stack>
        <FormPasswordInput control={control} name="passwordRepeat" autoComplete="new-password" label={t('fields.passwordRepeat')} required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormPhoneInput
          control={control}
          name="account.contactData.phoneNumber"
          label={t('fields.phone')}
          description={t('fields.phoneHint')}
          required={settings.phoneIsRequired}
        />
        {!settings.phoneConfirmationEnabled ? (
          <FormPhoneInput control={control} name="phoneNumberRepeat" autoComplete="off" label={t('fields.phoneRepeat')} required={settings.phoneIsRequired} />
        ) : (
          <FormRadioGroup
            control={control}
            name="account.contactData.preferredCommunicationChannel"
            label={t('fields.channel')}
            options={[
              { value: 'EMAIL', label: t('fields.channelEmail') },
              { value: 'SMS', label: t('fields.channelSms') },
            ]}
          />
        )}
      </SimpleGrid>
      {settings.requirePatientConsent ? <FormCheckbox control={control} name="account.settings.marketingMessagesConsent" label={t('fields.marketing')} /> : null}
    </RegistrationSection>
  );
}
