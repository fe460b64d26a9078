import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { consentInputSchema, personConsentTypes, type ClinicConsentType, type ConsentInput, type z } from '@portal/contracts';
import { applyServerErrors, clinicToday, fieldPaths, FormAlert, FormNameInput, type FormMessage } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateConsent } from '../api/create-consent';
import { consentPath, consentsListPath } from '../paths';
import { consentTypeName } from './consent-words';
import { withIdentityErrorMoved } from './identity-errors';
import { AddressFields, IdentityFields, ValidityFields, type IdentityMode } from './person-fields';
import { saveFailure } from './save-failure';

type Output = z.output<typeof consentInputSchema>;

const emptyPerson = (): NonNullable<ConsentInput['authorizedPerson']> => ({
  name: '',
  lastName: '',
  identity: { nationalIdentificationNumber: '', documentNumber: '', country: null },
  address: { street: '', houseNumber: '', apartmentNumber: '', postalCode: '', city: '', postalCity: '', countryCode: 'PL' },
});

/**
 * A consent of one of the clinic's types (POST /mpi/consents/mpi-user): the processing of her data
 * (CDPM), teleconsultations (CTEL), or an authorisation of a named person (CINF, CDOC) with the person's
 * names, identity and address; its dates. Saved REGISTERED, it waits for her signature on its page.
 */
export function ClinicConsentForm({ patientId, type }: { patientId: number; type: ClinicConsentType }) {
  const { t } = useTranslation('consents');
  const navigate = useNavigate();
  const create = useCreateConsent();
  const named = personConsentTypes.includes(type);
  const today = clinicToday();
  // Without a PESEL, the identity's message belongs to the document's number (see identity-errors.ts).
  const identityMode = useRef<IdentityMode>('PESEL');
  const { control, handleSubmit, setError, setValue, getValues } = useForm<ConsentInput, unknown, Output>({
    resolver: withIdentityErrorMoved(zodResolver(consentInputSchema), () =>
      identityMode.current === 'DOCUMENT' ? { from: 'authorizedPerson.identity.nationalIdentificationNumber', to: 'authorizedPerson.identity.documentNumber' } : null,
    ),
    defaultValues: { patientId, consentType: type, validFrom: today, validTo: null, authorizedPerson: named ? emptyPerson() : null },
  });
  const validFrom = useWatch({ control, name: 'validFrom' });
  const [identity, setIdentity] = useState<IdentityMode>('PESEL');
  const [message, setMessage] = useState<FormMessage | null>(null);

  const changeIdentity = (mode: IdentityMode) => {
    setIdentity(mode);
    identityMode.current = mode;
    // Only the chosen identity travels: a PESEL, or a document with its country.
    if (mode === 'PESEL') {
      setValue('authorizedPerson.identity.documentNumber', '');
      setValue('authorizedPerson.identity.country', null);
    } else setValue('authorizedPerson.identity.nationalIdentificationNumber', '');
  };

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      const consent = await create.mutateAsync(values);
      notify.success(t('new.saved'));
      void navigate(consentPath(consent.id), { replace: true });
    } catch (error) {
      setMessage(saveFailure(error, t, (e) => applyServerErrors(e, setError, fieldPaths(getValues()))));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={consentTypeName(t, type)}>
      <Stack gap="md">
        <ValidityFields
          control={control}
          names={{ from: 'validFrom', to: 'validTo' }}
          labels={{ from: t('form.validFrom'), to: t('form.validTo'), toHint: t('form.validToHint') }}
          from={validFrom}
          today={today}
        />
        {named && (
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('form.authorizedPerson')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <FormNameInput control={control} name="authorizedPerson.name" label={t('form.name')} required autoComplete="off" />
              <FormNameInput control={control} name="authorizedPerson.lastName" label={t('form.lastName')} required autoComplete="off" />
            </SimpleGrid>
            <IdentityFields
              control={control}
              names={{ pesel: 'authorizedPerson.identity.nationalIdentificationNumber', documentNumber: 'authorizedPerson.identity.documentNumber', country: 'authorizedPerson.identity.country' }}
              mode={identity}
              onModeChange={changeIdentity}
            />
            <AddressFields
              control={control}
              title={t('form.address')}
              names={{
                street: 'authorizedPerson.address.street',
                houseNumber: 'authorizedPerson.address.houseNumber',
                apartmentNumber: 'authorizedPerson.address.apartmentNumber',
                postalCode: 'authorizedPerson.address.postalCode',
                city: 'authorizedPerson.address.city',
                postalCity: 'authorizedPerson.address.postalCity',
                countryCode: 'authorizedPerson.address.countryCode',
              }}
            />
          </Stack>
        )}
        <FormAlert message={message} />
        <Group gap="sm">
          <Button type="submit" loading={create.isPending}>
            {t('new.submit')}
          </Button>
          <Button variant="default" component={Link} to={consentsListPath(patientId)}>
            {t('new.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
