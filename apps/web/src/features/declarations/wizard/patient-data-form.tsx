import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { NFZ_BRANCH_CODES, z, type DeclarationPatientData, type DeclarationPatientDataInput } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { applyServerErrors, FormSelect, FormTextInput } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSavePatientData } from '../api/save-patient-data';
import { isBranch } from '../components/patient-data-list';

/** The form's limits, as the API's (contracts `declarationPatientDataInputSchema`). */
const TEXT_MAX = 120;
const NUMBER_MAX = 20;

const fieldNames = ['insurerCode', 'street', 'houseNumber', 'apartmentNumber', 'postalCode', 'city'];

/** The API's rules (contracts `declarationPatientDataInputSchema`) with the interface's words in the language shown. */
function useDataSchema() {
  const { t } = useTranslation('declarations');
  return useMemo(() => {
    const text = (max: number, required: string | null) => {
      const base = z.string().trim().max(max, t('data.errors.tooLong', { max }));
      return required ? base.min(1, required) : base;
    };
    return z.object({
      // Nothing chosen yet is the form's null, refused with the same words as a code not on the list.
      insurerCode: z
        .enum(NFZ_BRANCH_CODES, { message: t('data.errors.insurerCode') })
        .nullable()
        .transform((code, ctx) => {
          if (code !== null) return code;
          ctx.addIssue({ code: 'custom', message: t('data.errors.insurerCode') });
          return z.NEVER;
        }),
      street: text(TEXT_MAX, t('data.errors.street')),
      houseNumber: text(NUMBER_MAX, t('data.errors.houseNumber')),
      apartmentNumber: text(NUMBER_MAX, null),
      postalCode: z.string().trim().regex(/^\d{2}-\d{3}$/, t('data.errors.postalCode')),
      city: text(TEXT_MAX, t('data.errors.city')),
    });
  }, [t]);
}

type DataValues = z.input<ReturnType<typeof useDataSchema>>;
type DataOutput = z.output<ReturnType<typeof useDataSchema>>;

/**
 * The patient's data the NFZ form needs and the server found lacking or the patient wants to change:
 * the NFZ branch (01–16, with its name) and the home address (PUT declaration-data). Saved, the wizard
 * goes on.
 */
export function PatientDataForm({ patientId, data, onSaved, onCancel }: { patientId: number; data: DeclarationPatientData; onSaved: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('declarations');
  const schema = useDataSchema();
  const save = useSavePatientData();
  const [saving, setSaving] = useState(false);
  const { control, handleSubmit, setError } = useForm<DataValues, unknown, DataOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      insurerCode: data.insurerCode && isBranch(data.insurerCode) ? data.insurerCode : null,
      street: data.street ?? '',
      houseNumber: data.houseNumber ?? '',
      apartmentNumber: data.apartmentNumber ?? '',
      postalCode: data.postalCode ?? '',
      city: data.city ?? '',
    },
  });
  const branches = NFZ_BRANCH_CODES.map((code) => ({ value: code, label: t('nfzOption', { code, name: t(`nfz.${code}`) }) }));

  const submit = handleSubmit(async (values) => {
    const input: DeclarationPatientDataInput = { ...values, apartmentNumber: values.apartmentNumber || null };
    setSaving(true);
    try {
      await save.mutateAsync({ patientId, input });
      notify.success(t('data.saved'));
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.body) {
        applyServerErrors(error, setError, fieldNames);
        notify.warning(error.body.message);
      } else notify.failure(error, t('data.saveFailed'));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="declaration-data-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="declaration-data-title">
          {t('data.title')}
        </Title>
        <Text size="sm">{data.complete ? t('data.editIntro') : t('data.intro')}</Text>
        <FormSelect control={control} name="insurerCode" label={t('data.insurerCode')} placeholder={t('data.insurerPlaceholder')} data={branches} withAsterisk allowDeselect={false} />
        <FormTextInput control={control} name="street" label={t('data.street')} withAsterisk autoComplete="address-line1" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <FormTextInput control={control} name="houseNumber" label={t('data.houseNumber')} withAsterisk />
          <FormTextInput control={control} name="apartmentNumber" label={t('data.apartmentNumber')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <FormTextInput control={control} name="postalCode" label={t('data.postalCode')} placeholder={t('data.postalCodePlaceholder')} withAsterisk autoComplete="postal-code" />
          <FormTextInput control={control} name="city" label={t('data.city')} withAsterisk autoComplete="address-level2" />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('edit.cancel')}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {t('data.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
