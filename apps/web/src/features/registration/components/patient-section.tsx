import { SimpleGrid, Title } from '@mantine/core';
import { birthDateLimits } from '@portal/domain';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPeselInput, FormTextInput } from '../../../shared/forms/form-text-inputs';
import { FormSelect, FormSwitch } from '../../../shared/forms/form-choices';
import { useBoundField } from '../../../shared/forms/use-bound-field';
import { FormDateInput } from '../../../shared/forms/form-date-input';
import { AttachmentsField } from './attachments-field';
import { PersonNameFields } from './person-name-fields';
import { RegistrationSection } from './registration-section';
import type { RegistrationFormApi, SectionProps } from './registration-schema';

/** The supported countries by their Polish names: Poland first for the address, foreign ones for a document. */
function useCountries(supported: readonly string[]) {
  return useMemo(() => {
    const names = new Intl.DisplayNames(['pl'], { type: 'region' });
    const label = (code: string) => names.of(code) ?? code;
    const foreign = supported
      .map((c) => c.toUpperCase())
      .filter((c) => c !== 'PL')
      .map((c) => ({ value: c, label: label(c) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'pl'));
    return { foreign, address: [{ value: 'PL', label: label('PL') }, ...foreign] };
  }, [supported]);
}

/** Birth date and sex are read from the PESEL: until it is complete, they are empty. */
const clearPeselFacts = (form: RegistrationFormApi) => {
  form.setValue('patient.birthDate', null as unknown as string);
  form.setValue('patient.gender', '' as 'FEMALE');
};

/** The patient: PESEL or a foreigner's document, names, birth date and sex, address, attachments. */
export function PatientSection({ form, role, settings, onNameBlur }: SectionProps & { onNameBlur: () => void }) {
  const { t } = useTranslation('registration');
  const { control, setValue } = form;
  const region = settings.systemInstallationSettings.region.toUpperCase();
  const foreigner = useWatch({ control, name: 'patient.foreigner' });
  const derivedFromPesel = region === 'PL' && !foreigner;
  const countries = useCountries(settings.supportedCountries);
  const limits = birthDateLimits(role, dayjs().format('YYYY-MM-DD'), settings.userMinAge);
  const own = role === 'PATIENT';
  const fromPesel = derivedFromPesel ? t('fields.fromPesel') : undefined;

  return (
    <RegistrationSection id="registration-patient" title={t(`sections.patient.${role}`)}>
      <FormSwitch
        control={control}
        name="patient.foreigner"
        label={t('fields.foreigner')}
        onValueChange={() => {
          // A foreigner has the national ID and its country cleared; back to a PESEL, the document goes.
          setValue('patient.identity.nationalIdentificationNumber', '');
          setValue('patient.identity.countryCode', null);
          setValue('patient.identity.documentNumber', '');
          if (region === 'PL') clearPeselFacts(form);
        }}
      />
      {foreigner ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextInput
            control={control}
            name="patient.identity.documentNumber"
            autoComplete="off"
            label={t('fields.documentNumber')}
            description={t('fields.documentNumberHint')}
            required
            transform={(text) => text.toUpperCase()}
          />
          <FormSelect
            control={control}
            name="patient.identity.countryCode"
            label={t('fields.documentCountry')}
            required
            data={countries.foreign}
            allowDeselect={false}
            // The country of the document is copied to the address.
            onValueChange={(value) => value && setValue('patient.address.countryCode', value)}
          />
        </SimpleGrid>
      ) : region === 'PL' ? (
        <FormPeselInput
          control={control}
          name="patient.identity.nationalIdentificationNumber"
          label={t('fields.pesel')}
          description={t('fields.peselHint')}
          required
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
        <FormTextInput control={control} name="patient.identity.nationalIdentificationNumber" autoComplete="off" label={t('fields.nationalId')} required />
      )}
      <PersonNameFields form={form} owner="patient" ownNames={own} onNameBlur={own ? onNameBlur : undefined} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormDateInput
          control={control}
          name="patient.birthDate"
          label={t('fields.birthDate')}
          placeholder={t('fields.birthDatePlaceholder')}
          description={fromPesel}
          required
          readOnly={derivedFromPesel}
          minDate={limits.min}
          maxDate={limits.max}
          defaultLevel="decade"
        />
        <FormSelect
          control={control}
          name="patient.gender"
          label={t('fields.gender')}
          description={fromPesel}
          required
          readOnly={derivedFromPesel}
          data={[
            { value: 'FEMALE', label: t('fields.genderFemale') },
            { value: 'MALE', label: t('fields.genderMale') },
          ]}
          emptyValue=""
          allowDeselect={false}
        />
      </SimpleGrid>

      <Title order={3} size="h4" mt="xs">
        {t('sections.address')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormSelect control={control} name="patient.address.countryCode" label={t('fields.addressCountry')} data={countries.address} allowDeselect={false} />
        {(['city', 'street', 'houseNumber', 'postalCode'] as const).map((part) => (
          <FormTextInput
            key={part}
            control={control}
            name={`patient.address.${part}`}
            label={t(`fields.${part}`)}
            required={part === 'city'}
            autoComplete={own ? { city: 'address-level2', street: 'address-line1', houseNumber: 'address-line2', postalCode: 'postal-code' }[part] : 'off'}
          />
        ))}
      </SimpleGrid>

      {settings.attachmentsVisible || settings.attachmentsRequired ? <Attachments form={form} settings={settings} /> : null}
    </RegistrationSection>
  );
}

function Attachments({ form, settings }: Pick<SectionProps, 'form' | 'settings'>) {
  const { field, error } = useBoundField({ control: form.control, name: 'patient.attachments' });
  return (
    <AttachmentsField
      ref={field.ref}
      value={field.value as File[]}
      onChange={(files) => field.onChange(files)}
      params={settings.fileUploadParams}
      required={settings.attachmentsRequired}
      error={error}
    />
  );
}
