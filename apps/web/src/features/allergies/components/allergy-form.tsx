import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, List, Radio, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import dayjs from 'dayjs';
import { allergyCategories, allergyInputSchema, type Allergy, type AllergyInput, type DictionaryItem, type z } from '@portal/contracts';
import {
  allergenDictionaryOfType,
  allergyDuplicatesOf,
  allergyFlagsOf,
  allergyTypeOfCategory,
  allergyStatuses,
  allergyStatusOf,
  type AllergyStatus,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/ui/api';
import { applyServerErrors } from '@portal/ui/forms';
import { FormCheckboxGroup, FormSelect } from '@portal/ui/forms';
import { FormTextarea } from '@portal/ui/forms';
import { FormDateInput } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useAllergyDictionary } from '../api/search-allergy-dictionary';
import { useNotifyServerDown } from '@portal/ui/page';
import { useAllergies } from '../api/get-allergies';
import { AllergyNameField, type AllergyFormValues } from './allergy-name-field';

export const DESCRIPTION_MAX_LENGTH = 2000;
/** The oldest occurrence date accepted, as for birth dates (spec part 1 §9: 120 years). */
const MAX_YEARS_BACK = 120;
const ISO_DATE = 'YYYY-MM-DD';

type FormValues = AllergyFormValues;
type FormOutput = z.output<typeof allergyInputSchema>;

function defaultsOf(initial: Allergy | undefined): FormValues {
  if (!initial) {
    return {
      allergyTypeCode: '',
      allergyCode: null,
      allergyName: '',
      allergyOccurrenceDate: null,
      isActive: true,
      cured: false,
      isNotAllergic: false,
      description: '',
      degreeOfSeverityCode: null,
      allergyCategory: [],
      confirmDuplicate: false,
    };
  }
  return {
    allergyTypeCode: initial.allergyTypeCode,
    allergyCode: initial.allergyCode,
    allergyName: initial.allergyName,
    allergyOccurrenceDate: initial.allergyOccurrenceDate ? dayjs(initial.allergyOccurrenceDate).format(ISO_DATE) : null,
    isActive: initial.isActive,
    cured: initial.cured,
    isNotAllergic: initial.isNotAllergic,
    description: initial.description ?? '',
    degreeOfSeverityCode: initial.degreeOfSeverityCode,
    allergyCategory: [...initial.allergyCategory],
    confirmDuplicate: false,
  };
}

/** Empty optional fields travel as null, not as empty strings. */
const toInput = (v: FormOutput): AllergyInput => ({
  ...v,
  allergyCode: v.allergyCode || null,
  allergyName: v.allergyName || null,
  allergyOccurrenceDate: v.allergyOccurrenceDate || null,
  description: v.description || null,
  degreeOfSeverityCode: v.degreeOfSeverityCode || null,
});

/**
 * The contract's rules plus those of the form: a name for every allergy (a medication the dictionary
 * lacks is typed, and saved as entered by the patient), a plausible date.
 */
function useAllergyFormSchema() {
  const { t } = useTranslation('allergies');
  return useMemo(
    () =>
      allergyInputSchema.superRefine((v, ctx) => {
        if (!v.allergyCode && !v.allergyName) {
          ctx.addIssue({ code: 'custom', path: ['allergyName'], message: t('form.errors.nameRequired') });
        }
        if (v.allergyOccurrenceDate) {
          const date = dayjs(v.allergyOccurrenceDate);
          if (date.isAfter(dayjs(), 'day')) {
            ctx.addIssue({ code: 'custom', path: ['allergyOccurrenceDate'], message: t('form.errors.dateInFuture') });
          } else if (date.isBefore(dayjs().subtract(MAX_YEARS_BACK, 'year'), 'day')) {
            ctx.addIssue({ code: 'custom', path: ['allergyOccurrenceDate'], message: t('form.errors.dateTooOld') });
          }
        }
      }),
    [t],
  );
}

const toOptions = (items: readonly DictionaryItem[] | undefined, fallback?: { value: string | null; label: string | null }) => {
  const options = (items ?? []).map((i) => ({ value: i.code, label: i.name }));
  // Until the dictionary arrives, the stored value still shows under its stored name.
  if (fallback?.value && fallback.label && !options.some((o) => o.value === fallback.value)) {
    options.push({ value: fallback.value, label: fallback.label });
  }
  return options;
};

export interface AllergyFormProps {
  /** Whose allergy: the active ones of the patient are checked for repetition before saving. */
  patientId: number;
  /** The allergy being edited; absent for a new one. */
  initial?: Allergy;
  onSave: (input: AllergyInput) => Promise<Allergy>;
  onSaved: (allergy: Allergy) => void;
  onCancel: () => void;
}

/** The fields the form shows; the server's errors of the allergen code belong to the name's field. */
const shownFields = ['allergyTypeCode', 'allergyName', 'degreeOfSeverityCode', 'allergyOccurrenceDate', 'allergyCategory', 'description'];
const serverAliases = { allergyCode: 'allergyName' };

/** The form of a new and of an edited allergy. */
export function AllergyForm({ patientId, initial, onSave, onSaved, onCancel }: AllergyFormProps) {
  const { t } = useTranslation('allergies');
  const schema = useAllergyFormSchema();
  const {
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaultsOf(initial),
  });
  const typeCode = useWatch({ control, name: 'allergyTypeCode' });
  const isActive = useWatch({ control, name: 'isActive' });
  const cured = useWatch({ control, name: 'cured' });
  const allergenName = useWatch({ control, name: 'allergyName' }) ?? '';
  const allergenCode = useWatch({ control, name: 'allergyCode' });
  const confirmDuplicate = useWatch({ control, name: 'confirmDuplicate' }) ?? false;
  // The active substances of the picked medication; the stored ones while the stored item stays.
  const [picked, setPicked] = useState<DictionaryItem | null>(null);
  const activeSubstance = allergenCode ? (picked?.code === allergenCode ? picked.activeSubstance : initial?.allergyCode === allergenCode ? initial.activeSubstance : null) : null;
  const existing = useAllergies(patientId);
  const duplicates = useMemo(
    () =>
      isActive
        ? allergyDuplicatesOf(
            { name: allergenName, typeCode, activeSubstance },
            (existing.data ?? []).map((a) => ({ id: a.allergyId, name: a.allergyName, typeCode: a.allergyTypeCode, activeSubstance: a.activeSubstance, isActive: a.isActive })),
            initial?.allergyId,
          )
        : [],
    [allergenName, typeCode, activeSubstance, existing.data, initial?.allergyId, isActive],
  );
  const types = useAllergyDictionary('RODZAJ_ALERGII');
  const severities = useAllergyDictionary('ALERG_NASILENIE');
  const dictionary = allergenDictionaryOfType(typeCode);
  useNotifyServerDown(types.isError, types.errorUpdatedAt);
  useNotifyServerDown(severities.isError, severities.errorUpdatedAt);

  const today = dayjs().format(ISO_DATE);
  const oldest = dayjs().subtract(MAX_YEARS_BACK, 'year').format(ISO_DATE);

  const changeType = (value: string | null, previous: string | null) => {
    const before = allergenDictionaryOfType(previous);
    // An item of one dictionary means nothing in another.
    if (before && before !== allergenDictionaryOfType(value)) {
      setValue('allergyCode', null);
      setValue('allergyName', '');
    }
  };

  // Set around the call only: the check of the fields alone must not flash the button's loader.
  const [saving, setSaving] = useState(false);

  const submit = handleSubmit(async (values) => {
    // A repetition of an active allergy is shown before saving and saved only once confirmed.
    if (duplicates.length > 0 && !values.confirmDuplicate) {
      setError('confirmDuplicate', { type: 'custom', message: t('form.errors.confirmDuplicate') });
      return;
    }
    setSaving(true);
    try {
      // Confirmed is what the patient saw: a confirmation left from an earlier name confirms nothing now.
      const saved = await onSave({ ...toInput(values), confirmDuplicate: duplicates.length > 0 && values.confirmDuplicate });
      notify.success(t('form.saved'));
      onSaved(saved);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.errorCode === 'VALIDATION_ERROR' && error.body) {
        notify.warning(error.body.message);
        applyServerErrors(error, setError, shownFields, { aliases: serverAliases });
      } else if (isApiError(error) && error.errorCode === 'ALLERGY_DUPLICATE' && error.body) {
        // The list changed since it was read: the server found the repetition; read it again to show it.
        notify.warning(error.body.message);
        void existing.refetch();
      } else {
        notify.failure(error, t('form.saveFailed'));
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormSelect
            control={control}
            name="allergyTypeCode"
            label={t('form.type')}
            placeholder={t('form.typePlaceholder')}
            withAsterisk
            data={toOptions(types.data, { value: initial?.allergyTypeCode ?? null, label: initial?.allergyTypeName ?? null })}
            emptyValue=""
            allowDeselect={false}
            onValueChange={(value, previous) => changeType(value, previous)}
          />
          <AllergyNameField
            key={dictionary ?? 'none'}
            control={control}
            setValue={setValue}
            getValues={getValues}
            typeCode={typeCode}
            onPicked={setPicked}
          />
          <FormSelect
            control={control}
            name="degreeOfSeverityCode"
            label={t('form.severity')}
            placeholder={t('form.severityPlaceholder')}
            data={toOptions(severities.data, { value: initial?.degreeOfSeverityCode ?? null, label: initial?.degreeOfSeverityName ?? null })}
            clearable
            clearButtonProps={{ 'aria-label': t('form.clearSeverity') }}
          />
          <FormDateInput
            control={control}
            name="allergyOccurrenceDate"
            label={t('form.occurrenceDate')}
            placeholder={t('form.occurrenceDatePlaceholder')}
            minDate={oldest}
            maxDate={today}
            clearable
            clearButtonProps={{ 'aria-label': t('form.clearDate') }}
          />
        </SimpleGrid>

        <Radio.Group
          label={t('form.status')}
          value={allergyStatusOf({ isActive, cured })}
          onChange={(value) => {
            const flags = allergyFlagsOf(value as AllergyStatus);
            setValue('isActive', flags.isActive, { shouldDirty: true });
            setValue('cured', flags.cured, { shouldDirty: true });
          }}
        >
          <Group mt="xs" gap="lg">
            {allergyStatuses.map((status) => (
              <Radio key={status} value={status} label={t(`status.${status}`)} />
            ))}
          </Group>
        </Radio.Group>

        <FormCheckboxGroup
          control={control}
          name="allergyCategory"
          label={t('form.categories')}
          description={t('form.categoriesDescription')}
          withAsterisk
          options={allergyCategories.map((category) => ({ value: category, label: t(`category.${category}`) }))}
          onChoiceChange={(value, previous) => {
            // Ticking a category sets the type it stands for (medication: L, and so on).
            const ticked = (Array.isArray(value) ? value : []).filter((c) => !(Array.isArray(previous) ? previous : []).includes(c));
            const type = ticked.length === 1 ? allergyTypeOfCategory(ticked[0]) : null;
            if (!type || type === typeCode) return;
            const before = getValues('allergyTypeCode');
            setValue('allergyTypeCode', type, { shouldDirty: true, shouldValidate: Boolean(before) });
            changeType(type, before);
          }}
        />

        {duplicates.length > 0 && (
          <Alert color="yellow" title={t('form.duplicates.title')} role="alert">
            <Stack gap="xs">
              <List size="sm">
                {duplicates.map((d) => (
                  <List.Item key={d.id}>
                    {d.reason === 'NAME'
                      ? t('form.duplicates.name', { name: d.name })
                      : t('form.duplicates.substance', { name: d.name, substances: d.substances.join(', ') })}
                  </List.Item>
                ))}
              </List>
              <Checkbox
                label={t('form.duplicates.confirm')}
                checked={confirmDuplicate}
                onChange={(e) => {
                  setValue('confirmDuplicate', e.currentTarget.checked, { shouldDirty: true });
                  if (e.currentTarget.checked) clearErrors('confirmDuplicate');
                }}
                error={errors.confirmDuplicate?.message}
              />
            </Stack>
          </Alert>
        )}

        <FormTextarea
          control={control}
          name="description"
          label={t('form.description')}
          description={t('form.descriptionDescription', { count: DESCRIPTION_MAX_LENGTH })}
          maxLength={DESCRIPTION_MAX_LENGTH}
          autosize
          minRows={3}
          maxRows={10}
        />

        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {t('form.save')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
