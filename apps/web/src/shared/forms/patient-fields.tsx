import { SimpleGrid, Title } from '@mantine/core';
import { registrationPatientSchema, z, type RegistrationSettings } from '@portal/contracts';
import { attachmentIssues, birthDateLimits, patientDataIssues, type CodedIssue, type RegistrationRole } from '@portal/domain';
import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import { FileDrop } from '@portal/ui/forms';
import { FormSelect, FormSwitch } from '@portal/ui/forms';
import { FormDateInput } from '@portal/ui/forms';
import { FormNameInput, FormPeselInput, FormTextInput } from '@portal/ui/forms';
import { useBoundField } from '@portal/ui/forms';
import { countryChoices, countryFilter } from './country-names';

/*
 * The patient's data as the registration (features/registration) and a new or edited profile
 * (features/account) ask for them (spec part 1 §5): PESEL or a foreigner's document, names, birth date
 * (the role's limits) and sex — read from the PESEL when there is one — the address and the identity
 * document scans per the settings. Texts: `common:patientFields.*`; rule messages:
 * `common:registrationIssues.*` (the `forms` file, loaded by the routes that show the form).
 */

/** The patient part of a form: the request's patient with the files as chosen (uploaded when sending). */
export type PatientFieldsValues = Omit<z.input<typeof registrationPatientSchema>, 'attachments'> & { attachments: File[] };
export type PatientFieldsForm = UseFormReturn<{ patient: PatientFieldsValues }, unknown, unknown>;

/** What the fields read from the settings (registration settings, with the patient-account settings' attachment switches). */
export type PatientFieldsSettings = Pick<
  RegistrationSettings,
  'systemInstallationSettings' | 'supportedCountries' | 'userMinAge' | 'attachmentsVisible' | 'attachmentsRequired' | 'fileUploadParams'
>;

/** The message of an issue of the registration rules, in the interface's language. */
export const issueText = (issue: CodedIssue) => i18n.t(`common:registrationIssues.${issue.code}`, { ...issue.params });

/** An empty patient part; empty choices (no gender, no birth date yet) are states the schema refuses on sending. */
export const emptyPatientFields = (region: string) =>
  ({
    name: '',
    lastName: '',
    middleName: '',
    birthDate: null,
    gender: '',
    identity: { nationalIdentificationNumber: '', documentNumber: '', countryCode: null },
    address: { countryCode: region, city: '', street: '', houseNumber: '', postalCode: '' },
    attachments: [],
    foreigner: false,
  }) as unknown as PatientFieldsValues;

/**
 * Every country (ISO 3166-1) in the interface's language, searchable by typing: the settings'
 * supportedCountries listed first; Poland first for the address, left out for a foreigner's document.
 */
function useCountries(supported: readonly string[]) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  return useMemo(() => {
    const labels = { first: t('patientFields.countriesFirst'), all: t('patientFields.countriesAll') };
    return {
      foreign: countryChoices(language, supported, labels, ['PL']),
      address: countryChoices(language, ['PL', ...supported], labels),
    };
  }, [supported, language, t]);
}

/** Birth date and sex are read from the PESEL: until it is complete, they are empty. */
const clearPeselFacts = (form: PatientFieldsForm) => {
  form.setValue('patient.birthDate', null as unknown as string);
  form.setValue('patient.gender', '' as 'FEMALE');
};

const nameAutoComplete = { name: 'given-name', middleName: 'additional-name', lastName: 'family-name' } as const;
const addressAutoComplete = { city: 'address-level2', street: 'address-line1', houseNumber: 'address-line2', postalCode: 'postal-code' } as const;

export interface PatientFieldsProps {
  form: PatientFieldsForm;
  role: RegistrationRole;
  settings: PatientFieldsSettings;
  /** The person fills in their own data: autofill is offered (not for a ward's or a child's). */
  own: boolean;
  onNameBlur?: () => void;
  /**
   * The identity (PESEL or document, names, birth date, sex) may not be changed: the fields are shown
   * read-only with this reason under the first of them.
   */
  identityLockedReason?: string;
  /** Shown above the file drop (e.g. the record's files already kept). */
  attachmentsBefore?: ReactNode;
}

/** The patient: PESEL or a foreigner's document, names, birth date and sex, address, attachments. */
export function PatientFields({ form, role, settings, own, onNameBlur, identityLockedReason, attachmentsBefore }: PatientFieldsProps) {
  const { t } = useTranslation('common');
  const { control, setValue } = form;
  const region = settings.systemInstallationSettings.region.toUpperCase();
  const foreigner = useWatch({ control, name: 'patient.foreigner' });
  const derivedFromPesel = region === 'PL' && !foreigner;
  const countries = useCountries(settings.supportedCountries);
  const limits = birthDateLimits(role, dayjs().format('YYYY-MM-DD'), settings.userMinAge);
  const locked = identityLockedReason !== undefined;
  // Locked fields look filled in, so they do not read as inputs to type into.
  const lockedLook = locked ? ({ variant: 'filled' } as const) : {};
  const fromPesel = derivedFromPesel && !locked ? t('patientFields.fromPesel') : undefined;

  return (
    <>
      {locked ? null : (
        <FormSwitch
          control={control}
          name="patient.foreigner"
          label={t('patientFields.foreigner')}
          onValueChange={() => {
            // A foreigner has the national ID and its country cleared; back to a PESEL, the document goes.
            setValue('patient.identity.nationalIdentificationNumber', '');
            setValue('patient.identity.countryCode', null);
            setValue('patient.identity.documentNumber', '');
            if (region === 'PL') clearPeselFacts(form);
          }}
        />
      )}
      {foreigner ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextInput
            control={control}
            name="patient.identity.documentNumber"
            autoComplete="off"
            label={t('patientFields.documentNumber')}
            description={identityLockedReason ?? t('patientFields.documentNumberHint')}
            required={!locked}
            readOnly={locked}
            {...lockedLook}
            transform={(text) => text.toUpperCase()}
          />
          <FormSelect
            control={control}
            name="patient.identity.countryCode"
            label={t('patientFields.documentCountry')}
            required={!locked}
            readOnly={locked}
            {...lockedLook}
            data={countries.foreign}
            searchable
            filter={countryFilter}
            nothingFoundMessage={t('patientFields.countryNotFound')}
            allowDeselect={false}
            // The country of the document is copied to the address.
            onValueChange={(value) => value && setValue('patient.address.countryCode', value)}
          />
        </SimpleGrid>
      ) : region === 'PL' ? (
        <FormPeselInput
          control={control}
          name="patient.identity.nationalIdentificationNumber"
          label={t('patientFields.pesel')}
          description={identityLockedReason ?? t('patientFields.peselHint')}
          required={!locked}
          readOnly={locked}
            {...lockedLook}
          w={{ base: '100%', sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
          onValueChange={(value) => value.length < 11 && clearPeselFacts(form)}
          onDecoded={(facts) => {
            setValue('patient.birthDate', facts.birthDate, { shouldValidate: true });
            setValue('patient.gender', facts.gender, { shouldValidate: true });
            // Entering a national ID sets the address country to Poland.
            setValue('patient.address.countryCode', 'PL');
          }}
        />
      ) : (
        <FormTextInput
          control={control}
          name="patient.identity.nationalIdentificationNumber"
          autoComplete="off"
          label={t('patientFields.nationalId')}
          description={identityLockedReason}
          required={!locked}
          readOnly={locked}
            {...lockedLook}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {(['name', 'middleName', 'lastName'] as const).map((part) => (
          <FormNameInput
            key={part}
            control={control}
            name={`patient.${part}`}
            label={t(`patientFields.${part}`)}
            required={part !== 'middleName' && !locked}
            readOnly={locked}
            {...lockedLook}
            autoComplete={own ? nameAutoComplete[part] : 'off'}
            onBlur={onNameBlur}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormDateInput
          control={control}
          name="patient.birthDate"
          label={t('patientFields.birthDate')}
          placeholder={t('patientFields.birthDatePlaceholder')}
          description={fromPesel}
          required={!locked}
          readOnly={derivedFromPesel || locked}
          {...lockedLook}
          minDate={limits.min}
          maxDate={limits.max}
          defaultLevel="decade"
        />
        <FormSelect
          control={control}
          name="patient.gender"
          label={t('patientFields.gender')}
          description={fromPesel}
          required={!locked}
          readOnly={derivedFromPesel || locked}
          {...lockedLook}
          data={[
            { value: 'FEMALE', label: t('patientFields.genderFemale') },
            { value: 'MALE', label: t('patientFields.genderMale') },
          ]}
          emptyValue=""
          allowDeselect={false}
        />
      </SimpleGrid>

      <Title order={3} size="h4" mt="xs">
        {t('patientFields.address')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormSelect
          control={control}
          name="patient.address.countryCode"
          label={t('patientFields.addressCountry')}
          data={countries.address}
          searchable
          filter={countryFilter}
          nothingFoundMessage={t('patientFields.countryNotFound')}
          allowDeselect={false}
        />
        {(['city', 'street', 'houseNumber', 'postalCode'] as const).map((part) => (
          <FormTextInput
            key={part}
            control={control}
            name={`patient.address.${part}`}
            label={t(`patientFields.${part}`)}
            required={part === 'city'}
            autoComplete={own ? addressAutoComplete[part] : 'off'}
          />
        ))}
      </SimpleGrid>

      {attachmentsBefore}
      {settings.attachmentsVisible || settings.attachmentsRequired ? (
        <PatientAttachments form={form} settings={settings} required={settings.attachmentsRequired && !attachmentsBefore} />
      ) : null}
    </>
  );
}

function PatientAttachments({ form, settings, required }: { form: PatientFieldsForm; settings: PatientFieldsSettings; required: boolean }) {
  const { t } = useTranslation('common');
  const { field, error } = useBoundField({ control: form.control, name: 'patient.attachments' });
  return (
    <FileDrop
      ref={field.ref}
      label={t('patientFields.attachments')}
      value={field.value as File[]}
      onChange={(files) => field.onChange(files)}
      limits={settings.fileUploadParams}
      required={required}
      error={error}
    />
  );
}

/**
 * The schema of a form holding only the patient part (a new profile, a record's edit): the request's
 * own field schemas, the files as chosen, and the settings' rules of packages/domain for the role.
 * `identityLocked`: the identity may not change, so its rules are not asked again.
 */
export function patientFormSchema(role: RegistrationRole, settings: PatientFieldsSettings, today: string, opts: { identityLocked?: boolean; hasFiles?: boolean } = {}) {
  return z
    .object({ patient: registrationPatientSchema.extend({ attachments: z.array(z.instanceof(File)) }) })
    .superRefine(
      (v, ctx) => {
        const add = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
        if (!opts.identityLocked) for (const issue of patientDataIssues(v.patient, role, settings, today, ['patient'])) add(issue.path, issueText(issue));
        const files = v.patient.attachments.map((f) => ({ filename: f.name, size: f.size }));
        // Files kept on the record already count for "Wymagane jest dodanie załącznika".
        const required = settings.attachmentsRequired && !opts.hasFiles;
        for (const issue of attachmentIssues(files, { ...settings, attachmentsRequired: required })) add(['patient', 'attachments'], issueText(issue));
      },
      { when: () => true },
    );
}
export type PatientFormValues = z.input<ReturnType<typeof patientFormSchema>>;
export type PatientFormOutput = z.output<ReturnType<typeof patientFormSchema>>;

/**
 * The patient data a filled form sends: the identity the form's choice (PESEL or a foreigner's
 * document) implies, trimmed names, and the uploaded files' ids.
 */
export function toPatientData(v: PatientFormOutput['patient'], settings: PatientFieldsSettings, attachments: Array<{ fileId: number }>) {
  const region = settings.systemInstallationSettings.region.toUpperCase();
  const identity = v.foreigner
    ? { nationalIdentificationNumber: null, documentNumber: v.identity.documentNumber, countryCode: v.identity.countryCode }
    : { nationalIdentificationNumber: v.identity.nationalIdentificationNumber, documentNumber: null, countryCode: region === 'PL' ? 'PL' : region };
  return {
    ...v,
    name: v.name.trim(),
    lastName: v.lastName.trim(),
    middleName: v.middleName?.trim() || null,
    identity,
    attachments,
  };
}

/**
 * Server paths of a profile call (relative to its body, the patient itself: `identity.documentNumber`)
 * and of the upload (`files.<n>`) as the fields of a patient-part form name them (`patient.…`).
 */
export const patientErrorAliases = {
  ...Object.fromEntries(
    ['name', 'middleName', 'lastName', 'birthDate', 'gender', 'identity', 'address', 'attachments', 'foreigner'].map((key) => [key, `patient.${key}`]),
  ),
  files: 'patient.attachments',
} as Readonly<Record<string, string>>;
