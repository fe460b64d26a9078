import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { identityFinderRequestSchema, type IdentityFinderRequest, type IdentityFinderResult } from '@portal/contracts';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect, FormSwitch } from '@portal/ui/forms';
import { FormDateInput } from '@portal/ui/forms';
import { FormNameInput, FormPeselInput, FormTextInput } from '@portal/ui/forms';
import { applyServerErrors } from '@portal/ui/forms';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { useIdentityFinder } from '../api/identity-finder';
import { useLinkWard } from '../api/link-ward';
import { countryChoices, countryFilter } from '../../../shared/forms/country-names';

/** Countries whose documents are the most common here, listed first; every other country of ISO 3166-1 follows. */
const DOCUMENT_COUNTRIES = ['UA', 'BY', 'DE', 'CZ', 'SK', 'LT', 'LV', 'EE', 'RU', 'GB', 'IE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'SE', 'NO', 'DK', 'FI', 'HU', 'RO', 'BG', 'MD', 'GE', 'AM', 'KZ', 'VN', 'IN', 'TR', 'US', 'CA'];

interface FormValues {
  foreigner: boolean;
  nationalIdentificationNumber: string;
  documentNumber: string;
  countryCode: string | null;
  name: string;
  lastName: string;
  birthDate: string | null;
}
const empty: FormValues = { foreigner: false, nationalIdentificationNumber: '', documentNumber: '', countryCode: null, name: '', lastName: '', birthDate: null };

/** The form's values as the identity finder takes them: a PESEL, or a document and its country. */
const toRequest = (v: FormValues): IdentityFinderRequest => ({
  nationalIdentificationNumber: v.foreigner ? null : v.nationalIdentificationNumber,
  documentNumber: v.foreigner ? v.documentNumber : null,
  countryCode: v.foreigner ? v.countryCode : null,
  name: v.name,
  lastName: v.lastName,
  birthDate: v.birthDate ?? '',
});

/** The contract's schema checks the form (its Polish messages), on the values the finder will get. */
const resolver: Resolver<FormValues> = async (values, context, options) => {
  const parsed = identityFinderRequestSchema.safeParse(toRequest(values));
  if (parsed.success) return { values, errors: {} };
  const zod = await zodResolver(identityFinderRequestSchema)(toRequest(values), context, options as never);
  const errors = { ...(zod.errors as Record<string, unknown>) };
  // The schema names the PESEL when neither identity is given; a foreigner's form shows it on the document.
  if (values.foreigner && errors.nationalIdentificationNumber) {
    errors.documentNumber = errors.nationalIdentificationNumber;
    delete errors.nationalIdentificationNumber;
  }
  return { values: {}, errors: errors as never };
};

/**
 * "Powiąż istniejącego pacjenta": the identity of an existing patient (PESEL, or a foreigner's document
 * and country; names; birth date) goes to the identity finder. Found: the spec's "link ward consent"
 * modal, its checkbox ticked by default — OK with it unticked only closes (spec §5); with it ticked the
 * ward is linked (pending until the ward confirms). Not found: a neutral message, never which field.
 */
export function LinkWardDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('account');
  const finder = useIdentityFinder();
  const link = useLinkWard();
  const [notFound, setNotFound] = useState(false);
  const [found, setFound] = useState<IdentityFinderResult | null>(null);
  const [consent, setConsent] = useState(true);
  const form = useForm<FormValues>({ resolver, defaultValues: empty });
  const foreigner = useWatch({ control: form.control, name: 'foreigner' });
  const countries = useMemo(
    () => countryChoices(i18n.language, DOCUMENT_COUNTRIES, { first: t('wardLink.countriesFirst'), all: t('wardLink.countriesAll') }, ['PL']),
    [i18n.language, t],
  );

  const close = () => {
    form.reset(empty);
    setNotFound(false);
    setFound(null);
    setConsent(true);
    onClose();
  };

  const onSearch = form.handleSubmit(async (values) => {
    setNotFound(false);
    try {
      const result = await finder.mutateAsync(toRequest(values));
      if (result.found && result.proof) {
        setConsent(true);
        setFound(result);
      } else {
        setNotFound(true);
      }
    } catch (e) {
      if (applyServerErrors(e, form.setError, Object.keys(empty))) return;
      notify.failure(e, isApiError(e) && e.status === 429 ? e.message : t('wardLink.failure'));
    }
  });

  const onConsentOk = () => {
    if (!found?.proof || !consent) {
      setFound(null);
      return;
    }
    link.mutate(
      { proof: found.proof, consent: true },
      {
        onSuccess: () => {
          notify.success(t('wardLink.success'));
          close();
        },
        onError: (e) => {
          notify.failure(e, t('wardLink.failure'));
          setFound(null);
        },
      },
    );
  };

  return (
    <>
      <Modal opened={opened && found === null} onClose={close} title={t('wardLink.dialogTitle')} size="lg" closeButtonProps={{ 'aria-label': t('wardLink.close') }}>
        <form onSubmit={(e) => void onSearch(e)} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('wardLink.dialogIntro')}</Text>
            <FormSwitch control={form.control} name="foreigner" label={t('wardLink.foreigner')} />
            {foreigner ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <FormTextInput control={form.control} name="documentNumber" label={t('wardLink.documentNumber')} withAsterisk maxLength={30} autoComplete="off" />
                <FormSelect control={form.control} name="countryCode" label={t('wardLink.documentCountry')} data={countries} searchable filter={countryFilter} nothingFoundMessage={t('wardLink.countryNotFound')} withAsterisk />
              </SimpleGrid>
            ) : (
              <FormPeselInput
                control={form.control}
                name="nationalIdentificationNumber"
                label={t('wardLink.pesel')}
                withAsterisk
                onDecoded={(facts) => form.setValue('birthDate', facts.birthDate)}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FormNameInput control={form.control} name="name" label={t('wardLink.name')} withAsterisk />
              <FormNameInput control={form.control} name="lastName" label={t('wardLink.lastName')} withAsterisk />
            </SimpleGrid>
            <FormDateInput control={form.control} name="birthDate" label={t('wardLink.birthDate')} withAsterisk maxDate={dayjs().format('YYYY-MM-DD')} />
            {notFound ? (
              <Alert color="gray" variant="light" role="status">
                {t('wardLink.notFound')}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('wardLink.cancel')}
              </Button>
              <Button type="submit" loading={finder.isPending}>
                {t('wardLink.search')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal opened={opened && found !== null} onClose={() => setFound(null)} title={t('wardLink.consentTitle')} closeButtonProps={{ 'aria-label': t('wardLink.close') }}>
        <Stack gap="md">
          <Text>{t('wardLink.consentFound', { name: found ? `${found.name ?? ''} ${found.lastName ?? ''}`.trim() : '' })}</Text>
          <Checkbox checked={consent} onChange={(e) => setConsent(e.currentTarget.checked)} label={t('wardLink.consentLabel')} />
          <Text size="sm">
            {t('wardLink.consentNote')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onConsentOk} loading={link.isPending}>
              {t('wardLink.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
