import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessages, type RegistrationRequest, type RegistrationResponse, type RegistrationSettings } from '@portal/contracts';
import type { RegistrationRole } from '@portal/domain';
import dayjs from 'dayjs';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/ui/api';
import { applyServerErrors, fieldPaths } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { prepareLogin } from '../api/prepare-login';
import { registerAccount } from '../api/register';
import { AccountSection } from './account-section';
import { CaptchaSection } from './captcha-section';
import { ConsentsSection } from './consents-section';
import { PatientSection } from './patient-section';
import { emptyRegistrationForm, registrationFormSchema, type RegistrationFormApi, type RegistrationFormValues, type RegistrationFormOutput } from './registration-schema';
import { toRegistrationRequest } from './to-registration-request';
import { useRegistrationChallenge } from './use-registration-challenge';

export interface RegistrationFormProps {
  role: RegistrationRole;
  settings: RegistrationSettings;
  /** The booking context of the query (service, orgUnit, employee, occupation), sent as redirectContext. */
  redirectContext: RegistrationRequest['redirectContext'];
  /** A phone to start with (the `phoneNumber` param). */
  initialPhone?: string | null;
  /** The channel chosen beforehand (the ward and child pages' `isEmailAddress`, see registration-page). */
  initialChannel?: 'EMAIL' | 'SMS';
  onRegistered: (response: RegistrationResponse) => void;
}

/** For me, the account's names are the patient's: the server's errors of them belong to the patient's fields. */
/** The attachments' upload (sent first) names its files `files.<n>`: they are the form's attachments. */
const uploadAliases = { files: 'patient.attachments' };

const ownNameAliases = { 'account.name': 'patient.name', 'account.lastName': 'patient.lastName', 'account.middleName': 'patient.middleName' };

/**
 * Login suggestion (LOGIN mode): once both names of the account holder are in and the login is still
 * empty, the server proposes a free one.
 */
function useLoginSuggestion(form: RegistrationFormApi, role: RegistrationRole, settings: RegistrationSettings) {
  const suggesting = useRef(false);
  return async () => {
    const { getValues, setValue } = form;
    if (settings.usernamePromptMode === 'E_MAIL' || suggesting.current || getValues('account.credentials.username')) return;
    const owner = role === 'PATIENT' ? 'patient' : 'account';
    const name = getValues(`${owner}.name`).trim();
    const lastName = getValues(`${owner}.lastName`).trim();
    if (!name || !lastName) return;
    suggesting.current = true;
    try {
      const login = await prepareLogin(name, lastName);
      if (!getValues('account.credentials.username')) setValue('account.credentials.username', login, { shouldValidate: true });
    } catch {
      // Without a suggestion the person types a login, or the server suggests one on registration.
    } finally {
      suggesting.current = false;
    }
  };
}

/** The registration form of part 1 §5, for me, for a ward or for a child; every rule driven by the registration settings. */
export function RegistrationForm({ role, settings, redirectContext, initialPhone, initialChannel, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('registration');
  const today = dayjs().format('YYYY-MM-DD');
  const schema = useMemo(() => registrationFormSchema(role, settings, today, t), [role, settings, today, t]);
  const form = useForm<RegistrationFormValues, unknown, RegistrationFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: emptyRegistrationForm(settings.systemInstallationSettings.region.toUpperCase(), initialPhone, initialChannel),
  });
  const { setValue, setError, getValues, handleSubmit } = form;
  const clearAnswer = useCallback(() => setValue('captchaAnswer', ''), [setValue]);
  const { challenge, loading, reload } = useRegistrationChallenge(clearAnswer);
  const suggestLogin = useLoginSuggestion(form, role, settings);
  const [submitting, setSubmitting] = useState(false);

  const onFailure = (error: unknown) => {
    if (!isApiError(error) || !error.body) {
      notify.error(t('errors.failed'));
      return;
    }
    const code = error.body.errorCode;
    if (code === 'CAPTCHA_REQUIRED' || code === 'CAPTCHA_INVALID' || code === 'BOT_SUSPECTED') {
      notify.warning(errorMessages[code]);
      setError('captchaAnswer', { message: errorMessages[code] });
    } else if (code === 'PASSWORD_VULNERABLE_ERROR') {
      notify.warning(t('errors.passwordVulnerable'));
      setError('account.credentials.password', { message: t('errors.passwordVulnerable') }, { shouldFocus: true });
    } else if (code === 'VALIDATION_ERROR' || code === 'PAYLOAD_TOO_LARGE' || code === 'REQUEST_TIMEOUT') {
      notify.warning(error.body.message);
      applyServerErrors(error, setError, fieldPaths(getValues()), { aliases: { ...uploadAliases, ...(role === 'PATIENT' ? ownNameAliases : {}) } });
    } else if (error.status === 400) {
      notify.warning(t('errors.accountExists'));
    } else if (error.status === 429) {
      notify.warning(t('errors.rateLimited'));
    } else if (error.status === 403) {
      notify.error(error.body.message);
    } else {
      notify.error(t('errors.failed'));
    }
  };

  const submit = handleSubmit(async (values) => {
    if (!challenge) {
      notify.warning(errorMessages.CAPTCHA_REQUIRED);
      return;
    }
    setSubmitting(true);
    try {
      onRegistered(await registerAccount(await toRegistrationRequest(values, { role, settings, redirectContext, challenge })));
    } catch (error) {
      onFailure(error);
      // Every attempt uses the challenge up: the next one needs a new image.
      void reload();
    } finally {
      setSubmitting(false);
    }
  });

  const onNameBlur = () => void suggestLogin();
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <AccountSection form={form} role={role} settings={settings} onNameBlur={onNameBlur} />
        <PatientSection form={form} role={role} settings={settings} onNameBlur={onNameBlur} />
        <ConsentsSection form={form} settings={settings} />
        <CaptchaSection form={form} challenge={challenge} loading={loading} onRefresh={() => void reload()} />
        <Group>
          <Button type="submit" size="md" loading={submitting}>
            {t('fields.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
