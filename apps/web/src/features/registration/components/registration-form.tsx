import { Anchor, Button, Checkbox, Group, Paper, Radio, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  attachmentIssues,
  errorMessages,
  PASSWORD_MIN_LENGTH,
  optionalPersonNameSchema,
  personNameSchema,
  registrationAccountSchema,
  registrationIssues,
  registrationPatientSchema,
  z,
  type RegistrationChallenge,
  type RegistrationPatientRole,
  type RegistrationRequest,
  type RegistrationResponse,
  type RegistrationSettings,
} from '@portal/contracts';
import { birthDateLimits, type RegistrationRole } from '@portal/domain';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/client';
import { CaptchaField } from '../../../shared/forms/captcha-field';
import { NameField } from '../../../shared/forms/name-field';
import { PeselField } from '../../../shared/forms/pesel-field';
import { PhoneField } from '../../../shared/forms/phone-field';
import { notify } from '../../../shared/notify';
import { PasswordField } from '../../../shared/password-field';
import { getChallenge } from '../api/get-challenge';
import { prepareLogin } from '../api/prepare-login';
import { registerAccount } from '../api/register';
import { uploadRegistrationAttachments } from '../api/upload-attachments';
import { AttachmentsField } from './attachments-field';
import { passwordStrength } from './password-strength';

dayjs.extend(customParseFormat);

const ISO_DATE = 'YYYY-MM-DD';
const DATE_FORMAT = 'DD-MM-YYYY';
const typedDateFormats = [DATE_FORMAT, 'D-M-YYYY', 'DD.MM.YYYY', 'D.M.YYYY'];
const parseTypedDate = (text: string) => {
  const date = dayjs(text.trim(), typedDateFormats, true);
  return date.isValid() ? date.format(ISO_DATE) : null;
};

/** The form: the registration request's own schemas (names, phone, PESEL format...), the files as chosen, and the settings' rules. */
function formSchema(role: RegistrationRole, settings: RegistrationSettings, today: string, t: TFunction<'registration'>) {
  // For me, the account carries the patient's names (copied on sending); for a ward or a child, the guardian's own.
  const account = registrationAccountSchema.extend({ name: z.string(), lastName: z.string(), middleName: z.string().nullish() });
  const guardianNames = { name: personNameSchema('Podaj imię'), lastName: personNameSchema('Podaj nazwisko'), middleName: optionalPersonNameSchema };
  return z
    .object({
      account,
      patient: registrationPatientSchema.extend({ attachments: z.array(z.instanceof(File)) }),
      passwordRepeat: z.string(),
      phoneNumberRepeat: z.string(),
      registerConsentsAccepted: z.boolean(),
      captchaAnswer: z.string().trim().min(1, errorMessages.CAPTCHA_REQUIRED),
    })
    .superRefine((v, ctx) => {
      const add = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
      if (role !== 'PATIENT') {
        for (const key of ['name', 'lastName', 'middleName'] as const) {
          const checked = guardianNames[key].safeParse(v.account[key]);
          if (!checked.success) add(['account', key], checked.error.issues[0].message);
        }
      }
      if (!v.passwordRepeat) add(['passwordRepeat'], t('fields.passwordRepeatRequired'));
      else if (v.passwordRepeat !== v.account.credentials.password) add(['passwordRepeat'], t('fields.passwordMismatch'));
      const facts = { ...v, patientRole: role === 'PATIENT' ? null : role };
      for (const issue of registrationIssues(facts, settings, today)) add(issue.path, issue.message);
      const files = v.patient.attachments.map((f) => ({ filename: f.name, size: f.size }));
      // Files are checked one by one as they are chosen; here what concerns the whole list.
      for (const issue of attachmentIssues(files, settings)) add(['patient', 'attachments'], issue.message);
      // Also when some fields failed already: every problem of the form shows at once.
    }, { when: () => true });
}

type Schema = ReturnType<typeof formSchema>;
type FormValues = z.input<Schema>;
type FormOutput = z.output<Schema>;

export interface RegistrationFormProps {
  role: RegistrationRole;
  settings: RegistrationSettings;
  /** The booking context of the query (service, orgUnit, employee, occupation), sent as redirectContext. */
  redirectContext: RegistrationRequest['redirectContext'];
  /** A phone to start with (the `phoneNumber` param). */
  initialPhone?: string | null;
  onRegistered: (response: RegistrationResponse) => void;
}

/** The registration form of part 1 §5, for me, for a ward or for a child; every rule driven by the registration settings. */
export function RegistrationForm({ role, settings, redirectContext, initialPhone, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('registration');
  const today = dayjs().format(ISO_DATE);
  const schema = useMemo(() => formSchema(role, settings, today, t), [role, settings, today, t]);
  const region = settings.systemInstallationSettings.region.toUpperCase();
  const emailMode = settings.usernamePromptMode === 'E_MAIL';
  const limits = birthDateLimits(role, today, settings.userMinAge);
  const attachmentsShown = settings.attachmentsVisible || settings.attachmentsRequired;

  const { control, handleSubmit, setValue, getValues, setError } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    // Empty choices (no gender, no birth date yet) are states of the form the schema refuses on sending.
    defaultValues: {
      account: {
        contactData: { email: '', phoneNumber: initialPhone ?? '', preferredCommunicationChannel: 'EMAIL' },
        credentials: { username: '', password: '' },
        name: '',
        lastName: '',
        middleName: '',
        settings: { marketingMessagesConsent: false },
      },
      patient: {
        name: '',
        lastName: '',
        middleName: '',
        birthDate: null,
        gender: '',
        identity: { nationalIdentificationNumber: '', documentNumber: '', countryCode: null },
        address: { countryCode: region, city: '', street: '', houseNumber: '', postalCode: '' },
        attachments: [],
        foreigner: false,
      },
      passwordRepeat: '',
      phoneNumberRepeat: '',
      registerConsentsAccepted: false,
      captchaAnswer: '',
    } as unknown as FormValues,
  });
  const foreigner = useWatch({ control, name: 'patient.foreigner' });
  const password = useWatch({ control, name: 'account.credentials.password' });
  const derivedFromPesel = region === 'PL' && !foreigner;

  /* The anti-bot challenge: fetched when the form opens and again after every failed attempt. */
  const [challenge, setChallenge] = useState<RegistrationChallenge | null>(null);
  const [loadingChallenge, setLoadingChallenge] = useState(false);
  const loadChallenge = useCallback(async () => {
    setLoadingChallenge(true);
    setChallenge(null);
    setValue('captchaAnswer', '');
    try {
      setChallenge(await getChallenge());
    } catch {
      notify.error(t('errors.captchaFailed'));
    } finally {
      setLoadingChallenge(false);
    }
  }, [setValue, t]);
  useEffect(() => {
    void loadChallenge();
  }, [loadChallenge]);

  /* Login suggestion (LOGIN mode): once both names are in and the login is still empty. */
  const namesOwner = role === 'PATIENT' ? 'patient' : 'account';
  const suggesting = useRef(false);
  const suggestLogin = async () => {
    if (emailMode || suggesting.current || getValues('account.credentials.username')) return;
    const name = getValues(`${namesOwner}.name`).trim();
    const lastName = getValues(`${namesOwner}.lastName`).trim();
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

  const countryName = useMemo(() => {
    const names = new Intl.DisplayNames(['pl'], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, []);
  const foreignCountries = useMemo(
    () =>
      settings.supportedCountries
        .map((c) => c.toUpperCase())
        .filter((c) => c !== 'PL')
        .map((c) => ({ value: c, label: countryName(c) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'pl')),
    [settings.supportedCountries, countryName],
  );
  const addressCountries = useMemo(() => [{ value: 'PL', label: countryName('PL') }, ...foreignCountries], [foreignCountries, countryName]);

  const [submitting, setSubmitting] = useState(false);
  const knownFields = useRef(new Set<string>());
  const fieldName = (name: string) => {
    knownFields.current.add(name);
    return name;
  };

  const showServerErrors = (errors: Array<{ path: string; message: string }>) => {
    let focused = false;
    for (const e of errors) {
      let path = e.path.replace(/^body\./, '').replace(/^(patient\.attachments)\.\d+$/, '$1').replace(/^files(\.\d+)?$/, 'patient.attachments');
      if (role === 'PATIENT') path = path.replace(/^account\.(name|lastName|middleName)$/, 'patient.$1');
      if (!knownFields.current.has(path)) continue;
      setError(path as FieldPath<FormValues>, { message: e.message }, { shouldFocus: !focused });
      focused = true;
    }
  };

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
      showServerErrors(error.body.errors ?? []);
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

  const submit = handleSubmit(async (v) => {
    if (!challenge) {
      notify.warning(errorMessages.CAPTCHA_REQUIRED);
      return;
    }
    setSubmitting(true);
    try {
      const owner = role === 'PATIENT' ? v.patient : v.account;
      const names = { name: owner.name.trim(), lastName: owner.lastName.trim(), middleName: owner.middleName?.trim() || null };
      // The files go first, bound to this attempt's challenge; the registration names them by id.
      const files = attachmentsShown ? v.patient.attachments : [];
      const attachments = files.length > 0 ? (await uploadRegistrationAttachments(files, challenge.challengeToken)).files.map((f) => ({ fileId: f.id })) : [];
      const identity = v.patient.foreigner
        ? { nationalIdentificationNumber: null, documentNumber: v.patient.identity.documentNumber, countryCode: v.patient.identity.countryCode }
        : { nationalIdentificationNumber: v.patient.identity.nationalIdentificationNumber, documentNumber: null, countryCode: derivedFromPesel ? 'PL' : region };
      const request: RegistrationRequest = {
        account: {
          ...v.account,
          ...names,
          contactData: {
            ...v.account.contactData,
            preferredCommunicationChannel: settings.phoneConfirmationEnabled ? v.account.contactData.preferredCommunicationChannel : 'EMAIL',
          },
          credentials: { username: emailMode ? null : v.account.credentials.username, password: v.account.credentials.password },
          settings: { marketingMessagesConsent: settings.requirePatientConsent && v.account.settings.marketingMessagesConsent },
        } as RegistrationRequest['account'],
        patient: { ...v.patient, identity, attachments },
        patientRole: role === 'PATIENT' ? null : (role as RegistrationPatientRole),
        redirectContext,
        challengeToken: challenge.challengeToken,
        captchaAnswer: v.captchaAnswer,
        phoneNumberRepeat: settings.phoneConfirmationEnabled ? null : v.phoneNumberRepeat,
        registerConsentsAccepted: v.registerConsentsAccepted,
      };
      const response = await registerAccount(request);
      onRegistered(response);
    } catch (error) {
      onFailure(error);
      // Every attempt uses the challenge up: the next one needs a new image.
      void loadChallenge();
    } finally {
      setSubmitting(false);
    }
  });

  const nameFields = (owner: 'account' | 'patient') => (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {(['name', 'middleName', 'lastName'] as const).map((part) => (
        <Controller
          key={part}
          control={control}
          name={fieldName(`${owner}.${part}`) as `${typeof owner}.${typeof part}`}
          render={({ field, fieldState }) => (
            <NameField
              ref={field.ref}
              name={field.name}
              label={t(`fields.${part}`)}
              required={part !== 'middleName'}
              autoComplete={owner === 'account' || role === 'PATIENT' ? (part === 'name' ? 'given-name' : part === 'lastName' ? 'family-name' : 'additional-name') : 'off'}
              value={(field.value as string | null) ?? ''}
              onChange={field.onChange}
              onBlur={() => {
                field.onBlur();
                if (owner === namesOwner) void suggestLogin();
              }}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="registration-account">
          <Stack gap="md">
            <Title order={2} size="h3" id="registration-account">
              {role === 'PATIENT' ? t('sections.account') : t(`sections.guardian.${role}`)}
            </Title>
            {role !== 'PATIENT' ? nameFields('account') : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name={fieldName('account.contactData.email') as 'account.contactData.email'}
                render={({ field, fieldState }) => (
                  <TextInput
                    ref={field.ref}
                    name={field.name}
                    type="email"
                    autoComplete="email"
                    label={t('fields.email')}
                    description={emailMode ? t('fields.emailAsLogin') : undefined}
                    required={emailMode || settings.emailIsRequired}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.currentTarget.value)}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              {!emailMode ? (
                <Controller
                  control={control}
                  name={fieldName('account.credentials.username') as 'account.credentials.username'}
                  render={({ field, fieldState }) => (
                    <TextInput
                      ref={field.ref}
                      name={field.name}
                      autoComplete="username"
                      label={t('fields.username')}
                      description={t('fields.usernameHint')}
                      value={field.value ?? ''}
                      onChange={(e) => field.onChange(e.currentTarget.value)}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ) : null}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name={fieldName('account.credentials.password') as 'account.credentials.password'}
                render={({ field, fieldState }) => (
                  <Stack gap={4}>
                    <PasswordField
                      ref={field.ref}
                      name={field.name}
                      autoComplete="new-password"
                      label={t('fields.password')}
                      description={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
                      required
                      value={field.value}
                      onChange={(e) => field.onChange(e.currentTarget.value)}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                    {password ? (
                      <Text size="sm" aria-live="polite">
                        {t('fields.strength.label', { level: t(`fields.strength.${passwordStrength(password)}`) })}
                      </Text>
                    ) : null}
                  </Stack>
                )}
              />
              <Controller
                control={control}
                name={fieldName('passwordRepeat') as 'passwordRepeat'}
                render={({ field, fieldState }) => (
                  <PasswordField
                    ref={field.ref}
                    name={field.name}
                    autoComplete="new-password"
                    label={t('fields.passwordRepeat')}
                    required
                    value={field.value}
                    onChange={(e) => field.onChange(e.currentTarget.value)}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name={fieldName('account.contactData.phoneNumber') as 'account.contactData.phoneNumber'}
                render={({ field, fieldState }) => (
                  <PhoneField
                    ref={field.ref}
                    name={field.name}
                    label={t('fields.phone')}
                    description={t('fields.phoneHint')}
                    required={settings.phoneIsRequired}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              {!settings.phoneConfirmationEnabled ? (
                <Controller
                  control={control}
                  name={fieldName('phoneNumberRepeat') as 'phoneNumberRepeat'}
                  render={({ field, fieldState }) => (
                    <PhoneField
                      ref={field.ref}
                      name={field.name}
                      autoComplete="off"
                      label={t('fields.phoneRepeat')}
                      required={settings.phoneIsRequired}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ) : (
                <Controller
                  control={control}
                  name="account.contactData.preferredCommunicationChannel"
                  render={({ field }) => (
                    <Radio.Group label={t('fields.channel')} value={field.value ?? 'EMAIL'} onChange={field.onChange}>
                      <Group mt="xs" gap="lg">
                        <Radio value="EMAIL" label={t('fields.channelEmail')} />
                        <Radio value="SMS" label={t('fields.channelSms')} />
                      </Group>
                    </Radio.Group>
                  )}
                />
              )}
            </SimpleGrid>
            {settings.requirePatientConsent ? (
              <Controller
                control={control}
                name="account.settings.marketingMessagesConsent"
                render={({ field }) => (
                  <Checkbox
                    ref={field.ref}
                    label={t('fields.marketing')}
                    checked={Boolean(field.value)}
                    onChange={(e) => field.onChange(e.currentTarget.checked)}
                  />
                )}
              />
            ) : null}
          </Stack>
        </Paper>

        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="registration-patient">
          <Stack gap="md">
            <Title order={2} size="h3" id="registration-patient">
              {t(`sections.patient.${role}`)}
            </Title>
            <Controller
              control={control}
              name="patient.foreigner"
              render={({ field }) => (
                <Switch
                  label={t('fields.foreigner')}
                  checked={Boolean(field.value)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    field.onChange(on);
                    // A foreigner has the national ID and its country cleared; back to a PESEL, the document goes.
                    setValue('patient.identity.nationalIdentificationNumber', '');
                    setValue('patient.identity.countryCode', null);
                    setValue('patient.identity.documentNumber', '');
                    if (region === 'PL') {
                      setValue('patient.birthDate', null as unknown as string);
                      setValue('patient.gender', '' as 'FEMALE');
                    }
                  }}
                />
              )}
            />
            {foreigner ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Controller
                  control={control}
                  name={fieldName('patient.identity.documentNumber') as 'patient.identity.documentNumber'}
                  render={({ field, fieldState }) => (
                    <TextInput
                      ref={field.ref}
                      name={field.name}
                      autoComplete="off"
                      label={t('fields.documentNumber')}
                      description={t('fields.documentNumberHint')}
                      required
                      value={field.value ?? ''}
                      onChange={(e) => field.onChange(e.currentTarget.value.toUpperCase())}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={fieldName('patient.identity.countryCode') as 'patient.identity.countryCode'}
                  render={({ field, fieldState }) => (
                    <Select
                      ref={field.ref}
                      name={field.name}
                      label={t('fields.documentCountry')}
                      required
                      data={foreignCountries}
                      value={field.value ?? null}
                      onChange={(value) => {
                        field.onChange(value);
                        // The country of the document is copied to the address.
                        if (value) setValue('patient.address.countryCode', value);
                      }}
                      onBlur={field.onBlur}
                      allowDeselect={false}
                      checkIconPosition="right"
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </SimpleGrid>
            ) : (
              <Controller
                control={control}
                name={fieldName('patient.identity.nationalIdentificationNumber') as 'patient.identity.nationalIdentificationNumber'}
                render={({ field, fieldState }) =>
                  region === 'PL' ? (
                    <PeselField
                      ref={field.ref}
                      name={field.name}
                      label={t('fields.pesel')}
                      description={t('fields.peselHint')}
                      required
                      w={{ base: '100%', sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
                      value={field.value ?? ''}
                      onChange={(value) => {
                        field.onChange(value);
                        if (value.length < 11) {
                          setValue('patient.birthDate', null as unknown as string);
                          setValue('patient.gender', '' as 'FEMALE');
                        }
                      }}
                      onDecoded={(facts) => {
                        setValue('patient.birthDate', facts.birthDate, { shouldValidate: true });
                        setValue('patient.gender', facts.gender, { shouldValidate: true });
                        // Entering a national ID sets the address country to Poland.
                        setValue('patient.address.countryCode', 'PL');
                      }}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  ) : (
                    <TextInput
                      ref={field.ref}
                      name={field.name}
                      autoComplete="off"
                      label={t('fields.nationalId')}
                      required
                      value={field.value ?? ''}
                      onChange={(e) => field.onChange(e.currentTarget.value)}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )
                }
              />
            )}
            {nameFields('patient')}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name={fieldName('patient.birthDate') as 'patient.birthDate'}
                render={({ field, fieldState }) => (
                  <DateInput
                    ref={field.ref}
                    name={field.name}
                    label={t('fields.birthDate')}
                    placeholder={t('fields.birthDatePlaceholder')}
                    description={derivedFromPesel ? t('fields.fromPesel') : undefined}
                    required
                    readOnly={derivedFromPesel}
                    valueFormat={DATE_FORMAT}
                    dateParser={parseTypedDate}
                    minDate={limits.min}
                    maxDate={limits.max}
                    defaultLevel="decade"
                    value={field.value || null}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name={fieldName('patient.gender') as 'patient.gender'}
                render={({ field, fieldState }) => (
                  <Select
                    ref={field.ref}
                    name={field.name}
                    label={t('fields.gender')}
                    description={derivedFromPesel ? t('fields.fromPesel') : undefined}
                    required
                    readOnly={derivedFromPesel}
                    data={[
                      { value: 'FEMALE', label: t('fields.genderFemale') },
                      { value: 'MALE', label: t('fields.genderMale') },
                    ]}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    allowDeselect={false}
                    checkIconPosition="right"
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>

            <Title order={3} size="h4" mt="xs">
              {t('sections.address')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name={fieldName('patient.address.countryCode') as 'patient.address.countryCode'}
                render={({ field, fieldState }) => (
                  <Select
                    ref={field.ref}
                    name={field.name}
                    label={t('fields.addressCountry')}
                    data={addressCountries}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    allowDeselect={false}
                    checkIconPosition="right"
                    error={fieldState.error?.message}
                  />
                )}
              />
              {(['city', 'street', 'houseNumber', 'postalCode'] as const).map((part) => (
                <Controller
                  key={part}
                  control={control}
                  name={fieldName(`patient.address.${part}`) as `patient.address.${typeof part}`}
                  render={({ field, fieldState }) => (
                    <TextInput
                      ref={field.ref}
                      name={field.name}
                      label={t(`fields.${part}`)}
                      required={part === 'city'}
                      autoComplete={
                        role !== 'PATIENT'
                          ? 'off'
                          : { city: 'address-level2', street: 'address-line1', houseNumber: 'address-line2', postalCode: 'postal-code' }[part]
                      }
                      value={field.value ?? ''}
                      onChange={(e) => field.onChange(e.currentTarget.value)}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ))}
            </SimpleGrid>

            {attachmentsShown ? (
              <Controller
                control={control}
                name={fieldName('patient.attachments') as 'patient.attachments'}
                render={({ field, fieldState }) => (
                  <AttachmentsField
                    ref={field.ref}
                    value={field.value as File[]}
                    onChange={(files) => field.onChange(files)}
                    params={settings.fileUploadParams}
                    required={settings.attachmentsRequired}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ) : null}
          </Stack>
        </Paper>

        {settings.registerConsents ? (
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="registration-consents">
            <Stack gap="md">
              <Title order={2} size="h3" id="registration-consents">
                {t('sections.consents')}
              </Title>
              <Controller
                control={control}
                name={fieldName('registerConsentsAccepted') as 'registerConsentsAccepted'}
                render={({ field, fieldState }) => (
                  <Checkbox
                    ref={field.ref}
                    name={field.name}
                    required
                    checked={field.value}
                    onChange={(e) => field.onChange(e.currentTarget.checked)}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    label={<ConsentLabel text={settings.registerConsents!} link={settings.registerConsentsLink} dest={settings.registerConsentsLinkDest} />}
                  />
                )}
              />
            </Stack>
          </Paper>
        ) : null}

        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="registration-captcha">
          <Stack gap="md">
            <Title order={2} size="h3" id="registration-captcha">
              {t('sections.captcha')}
            </Title>
            <Controller
              control={control}
              name={fieldName('captchaAnswer') as 'captchaAnswer'}
              render={({ field, fieldState }) => (
                <CaptchaField
                  ref={field.ref}
                  name={field.name}
                  label={t('fields.captcha')}
                  description={t('fields.captchaHint')}
                  required
                  image={challenge?.captchaImage ?? null}
                  imageAlt={t('fields.captchaImage')}
                  refreshLabel={t('fields.captchaRefresh')}
                  refreshing={loadingChallenge}
                  onRefresh={() => void loadChallenge()}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </Paper>

        <Group>
          <Button type="submit" size="md" loading={submitting}>
            {t('fields.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The registration terms with a link to their text (an address of this portal opens in it, another in a new tab). */
function ConsentLabel({ text, link, dest }: { text: string; link: string | null; dest: string | null }) {
  if (!link || !dest) return <>{text}</>;
  const internal = dest.startsWith('/') && !dest.startsWith('//');
  return (
    <>
      {text}{' '}
      {internal ? (
        <Anchor component={Link} to={dest} target="_blank" rel="noopener" inherit>
          {link}
        </Anchor>
      ) : (
        <Anchor href={dest} target="_blank" rel="noopener noreferrer" inherit>
          {link}
        </Anchor>
      )}
    </>
  );
}
