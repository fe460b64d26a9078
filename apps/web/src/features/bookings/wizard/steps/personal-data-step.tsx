import { Alert, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Patient, PatientUpdate } from '@portal/contracts';
import { POSTAL_CODE_PL } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnPatient } from '../../../../shared/session/own-patient';
import { updatePatient } from '../../api/account-calls';
import { ownPatientQuery } from '../../../../shared/session/own-patient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useWizard } from '../wizard-context';
import { useStepNav } from '../wizard-nav';
import { StepActions } from './step-actions';

export interface AddressValues {
  city: string;
  street: string;
  houseNumber: string;
  postalCode: string;
}
export type AddressField = keyof AddressValues;

/** What the booking needs of her address (spec part 2 §4): city, house number and postal code (00-000 in Poland). */
export function addressIssues(a: AddressValues, countryCode: string): AddressField[] {
  const issues: AddressField[] = [];
  if (!a.city.trim()) issues.push('city');
  if (!a.houseNumber.trim()) issues.push('houseNumber');
  if (!a.postalCode.trim() || (countryCode === 'PL' && !POSTAL_CODE_PL.test(a.postalCode.trim()))) issues.push('postalCode');
  return issues;
}

/** The record's edit with a new address (everything else as it is). */
export function withAddress(p: Patient, a: AddressValues): PatientUpdate {
  const countryCode = p.address.countryCode ?? p.identity.countryCode ?? 'PL';
  return {
    name: p.name,
    lastName: p.lastName,
    middleName: p.middleName,
    birthDate: p.birthDate ?? '',
    gender: p.gender as PatientUpdate['gender'],
    identity: p.identity,
    address: { countryCode, city: a.city.trim(), street: a.street.trim() || null, houseNumber: a.houseNumber.trim(), postalCode: a.postalCode.trim() },
    attachments: [],
    foreigner: p.identity.nationalIdentificationNumber === null && p.identity.documentNumber !== null,
  };
}

/** Step 8, only when her address lacks city, house number or postal code: she completes it (saved to her record). */
export function PersonalDataStep() {
  const { t } = useTranslation('bookings');
  const { update } = useWizard();
  const nav = useStepNav('personaldata');
  const own = useOwnPatient();
  if (own.isPending) return <Loader size="sm" aria-label={t('wizard.loading')} />;
  if (!own.data) {
    return (
      <Alert color="red" role="alert">
        {t('personal.loadFailed')}
      </Alert>
    );
  }
  return <AddressForm patient={own.data} onSaved={() => nav.next(update((s) => ({ ...s, facts: { ...s.facts, addressComplete: true } })))} onBack={nav.back} />;
}

function AddressForm({ patient, onSaved, onBack }: { patient: Patient; onSaved: () => void; onBack: () => void }) {
  const { t } = useTranslation('bookings');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: PatientUpdate) => updatePatient(patient.id, body),
    onSuccess: (saved) => queryClient.setQueryData(ownPatientQuery.queryKey, saved),
  });
  const [a, setA] = useState<AddressValues>({
    city: patient.address.city ?? '',
    street: patient.address.street ?? '',
    houseNumber: patient.address.houseNumber ?? '',
    postalCode: patient.address.postalCode ?? '',
  });
  const [shown, setShown] = useState<AddressField[]>([]);
  const countryCode = patient.address.countryCode ?? patient.identity.countryCode ?? 'PL';
  const field = (key: AddressField, required: boolean) => ({
    label: t(`personal.${key}`),
    value: a[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setA((x) => ({ ...x, [key]: value }));
    },
    required,
    error: shown.includes(key) ? t(`personal.issues.${key}`) : undefined,
  });

  const submit = async () => {
    const issues = addressIssues(a, countryCode);
    setShown(issues);
    if (issues.length > 0) return;
    try {
      await save.mutateAsync(withAddress(patient, a));
      notify.success(t('personal.saved'));
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.body) notify.warning(error.body.message);
      else notify.failure(error, t('personal.saveFailed'));
    }
  };

  return (
    <Stack gap="md">
      <Text>{t('personal.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...field('city', true)} autoComplete="address-level2" />
        <TextInput {...field('street', false)} autoComplete="address-line1" />
        <TextInput {...field('houseNumber', true)} />
        <TextInput {...field('postalCode', true)} autoComplete="postal-code" placeholder="00-000" />
      </SimpleGrid>
      <StepActions onBack={onBack} next={() => void submit()} loading={save.isPending} />
    </Stack>
  );
}
