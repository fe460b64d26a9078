import { Radio, SimpleGrid, Stack, Title } from '@mantine/core';
import { FormDateInput, FormPeselInput, FormSelect, FormTextInput } from '@portal/ui/forms';
import { useMemo } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryChoices, countryFilter } from '../../../shared/forms/country-names';

/*
 * The fields a consent's authorised person and a carer authorisation share (spec part 2 §3): the
 * person's identity (a PESEL, or a document's number and its country), an address, and the dates of
 * validity. Each form names its own fields (`names`), typed by its values.
 */

/** The countries first in the lists: Poland and its neighbours, then every other one A to Z. */
const FIRST_COUNTRIES = ['PL', 'UA', 'DE', 'CZ', 'SK', 'LT', 'BY'];

function useCountries() {
  const { t, i18n } = useTranslation('consents');
  return useMemo(() => countryChoices(i18n.language, FIRST_COUNTRIES, { first: t('form.countriesFirst'), all: t('form.countriesAll') }), [i18n.language, t]);
}

/** How a person is identified: by a PESEL, or (without one) by a document. */
export type IdentityMode = 'PESEL' | 'DOCUMENT';

export function IdentityFields<T extends FieldValues, TOut>({
  control,
  names,
  mode,
  onModeChange,
}: {
  control: Control<T, unknown, TOut>;
  names: { pesel: FieldPath<T>; documentNumber: FieldPath<T>; country: FieldPath<T> };
  mode: IdentityMode;
  onModeChange: (mode: IdentityMode) => void;
}) {
  const { t } = useTranslation('consents');
  const countries = useCountries();
  return (
    <Stack gap="sm">
      <Radio.Group label={t('form.identity')} value={mode} onChange={(value) => onModeChange(value === 'DOCUMENT' ? 'DOCUMENT' : 'PESEL')}>
        <Stack mt="xs" gap="xs">
          <Radio value="PESEL" label={t('form.identityPesel')} />
          <Radio value="DOCUMENT" label={t('form.identityDocument')} />
        </Stack>
      </Radio.Group>
      {mode === 'PESEL' ? (
        <FormPeselInput control={control} name={names.pesel} label={t('form.pesel')} required w={{ base: '100%', sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextInput control={control} name={names.documentNumber} label={t('form.documentNumber')} required autoComplete="off" transform={(text) => text.toUpperCase()} />
          <FormSelect
            control={control}
            name={names.country}
            label={t('form.documentCountry')}
            required
            data={countries}
            searchable
            filter={countryFilter}
            nothingFoundMessage={t('form.countryNotFound')}
            allowDeselect={false}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

type AddressPart = 'street' | 'houseNumber' | 'apartmentNumber' | 'postalCode' | 'city' | 'postalCity' | 'countryCode';

export function AddressFields<T extends FieldValues, TOut>({ control, names, title }: { control: Control<T, unknown, TOut>; names: Record<AddressPart, FieldPath<T>>; title: string }) {
  const { t } = useTranslation('consents');
  const countries = useCountries();
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormTextInput control={control} name={names.street} label={t('form.street')} autoComplete="off" />
        <SimpleGrid cols={2} spacing="md">
          <FormTextInput control={control} name={names.houseNumber} label={t('form.houseNumber')} required autoComplete="off" />
          <FormTextInput control={control} name={names.apartmentNumber} label={t('form.apartmentNumber')} autoComplete="off" />
        </SimpleGrid>
        <FormTextInput control={control} name={names.postalCode} label={t('form.postalCode')} required autoComplete="off" description={t('form.postalCodeHint')} />
        <FormTextInput control={control} name={names.city} label={t('form.city')} required autoComplete="off" />
        <FormTextInput control={control} name={names.postalCity} label={t('form.postalCity')} autoComplete="off" />
        <FormSelect control={control} name={names.countryCode} label={t('form.country')} data={countries} searchable filter={countryFilter} nothingFoundMessage={t('form.countryNotFound')} allowDeselect={false} />
      </SimpleGrid>
    </Stack>
  );
}

/** The first and the last day of validity; the last is optional (open-ended) and not before today nor the first. */
export function ValidityFields<T extends FieldValues, TOut>({
  control,
  names,
  labels,
  from,
  today,
}: {
  control: Control<T, unknown, TOut>;
  names: { from: FieldPath<T>; to: FieldPath<T> };
  labels: { from: string; to: string; toHint: string };
  /** The first day as the form holds it now (the last day's calendar starts there). */
  from: string | null | undefined;
  today: string;
}) {
  const { t } = useTranslation('consents');
  const earliestEnd = from && from > today ? from : today;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <FormDateInput control={control} name={names.from} label={labels.from} required />
      <FormDateInput control={control} name={names.to} label={labels.to} description={labels.toHint} minDate={earliestEnd} clearable clearButtonProps={{ 'aria-label': t('form.clearValidTo') }} />
    </SimpleGrid>
  );
}
