import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { authorisationDocumentTypes, carerAuthorisationInputSchema, type CarerAuthorisationInput, type z } from '@portal/contracts';
import { applyServerErrors, clinicToday, fieldPaths, FormAlert, FormNameInput, FormSelect, FormTextInput, type FormMessage } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateCarerAuthorisation } from '../api/create-carer-authorisation';
import { consentsListPath } from '../paths';
import { withIdentityErrorMoved } from './identity-errors';
import { AddressFields, IdentityFields, ValidityFields, type IdentityMode } from './person-fields';
import { saveFailure } from './save-failure';

type Output = z.output<typeof carerAuthorisationInputSchema>;

/**
 * A carer authorisation (POST /mpi/patient-entries/mpi-user/carer-auth, spec part 2 §3): the carer's
 * names, PESEL or document number and country, address, the authorising document's type (and where it
 * can be seen), the dates. Each field's errors are the contracts' (`carerAuthorisationInputSchema`).
 */
export function CarerForm({ patientId }: { patientId: number }) {
  const { t } = useTranslation('consents');
  const navigate = useNavigate();
  const create = useCreateCarerAuthorisation();
  const today = clinicToday();
  // Without a PESEL, the identity's message belongs to the document's number (see identity-errors.ts).
  const identityMode = useRef<IdentityMode>('PESEL');
  const { control, handleSubmit, setError, setValue, getValues } = useForm<CarerAuthorisationInput, unknown, Output>({
    resolver: withIdentityErrorMoved(zodResolver(carerAuthorisationInputSchema), () => (identityMode.current === 'DOCUMENT' ? { from: 'patientCarerNationalId', to: 'documentNumber' } : null)),
    defaultValues: {
      patientId,
      name: '',
      lastName: '',
      patientCarerNationalId: '',
      documentNumber: '',
      country: null,
      dateFrom: today,
      dateTo: null,
      url: '',
      address: { street: '', houseNumber: '', apartmentNumber: '', postalCode: '', city: '', postalCity: '', countryCode: 'PL' },
    },
  });
  const dateFrom = useWatch({ control, name: 'dateFrom' });
  const [identity, setIdentity] = useState<IdentityMode>('PESEL');
  const [message, setMessage] = useState<FormMessage | null>(null);

  const changeIdentity = (mode: IdentityMode) => {
    setIdentity(mode);
    identityMode.current = mode;
    // Only the chosen identity travels: a PESEL, or a document with its country.
    if (mode === 'PESEL') {
      setValue('documentNumber', '');
      setValue('country', null);
    } else setValue('patientCarerNationalId', '');
  };

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      await create.mutateAsync(values);
      notify.success(t('carers.saved'));
      void navigate(consentsListPath(patientId), { replace: true });
    } catch (error) {
      setMessage(saveFailure(error, t, (e) => applyServerErrors(e, setError, fieldPaths(getValues()))));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('kinds.CARER')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormNameInput control={control} name="name" label={t('form.carerName')} required autoComplete="off" />
          <FormNameInput control={control} name="lastName" label={t('form.carerLastName')} required autoComplete="off" />
        </SimpleGrid>
        <IdentityFields control={control} names={{ pesel: 'patientCarerNationalId', documentNumber: 'documentNumber', country: 'country' }} mode={identity} onModeChange={changeIdentity} />
        <AddressFields
          control={control}
          title={t('form.carerAddress')}
          names={{
            street: 'address.street',
            houseNumber: 'address.houseNumber',
            apartmentNumber: 'address.apartmentNumber',
            postalCode: 'address.postalCode',
            city: 'address.city',
            postalCity: 'address.postalCity',
            countryCode: 'address.countryCode',
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormSelect
            control={control}
            name="typeAuthorizationDocument"
            label={t('form.documentType')}
            placeholder={t('form.documentTypePlaceholder')}
            required
            data={authorisationDocumentTypes.map((type) => ({ value: type, label: t(`documentTypes.${type}`) }))}
            allowDeselect={false}
          />
          <FormTextInput control={control} name="url" label={t('form.url')} description={t('form.urlHint')} type="url" autoComplete="off" />
        </SimpleGrid>
        <ValidityFields
          control={control}
          names={{ from: 'dateFrom', to: 'dateTo' }}
          labels={{ from: t('form.dateFrom'), to: t('form.dateTo'), toHint: t('form.dateToHint') }}
          from={dateFrom}
          today={today}
        />
        <FormAlert message={message} />
        <Group gap="sm">
          <Button type="submit" loading={create.isPending}>
            {t('carers.submit')}
          </Button>
          <Button variant="default" component={Link} to={consentsListPath(patientId)}>
            {t('new.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
