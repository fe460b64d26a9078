import { useMemo, useRef, useState } from 'react';
import { Autocomplete, Button, Checkbox, Group, Loader, Radio, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Control, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import {
  allergyCategories,
  allergyInputSchema,
  MEDICATION_ALLERGY_TYPE,
  type Allergy,
  type AllergyCategory,
  type AllergyInput,
  type DictionaryItem,
  type z,
} from '@portal/contracts';
import { allergyFlagsOf, allergyStatuses, allergyStatusOf, DATE_FORMAT, type AllergyStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/client';
import { notify } from '../../../shared/notify';
import { useAllergyDictionary } from '../api/search-allergy-dictionary';
import { dictionaryOfType } from './allergy-type-dictionary';
import { useNotifyServerDown } from '../../../shared/load-failure';

dayjs.extend(customParseFormat);

export const DESCRIPTION_MAX_LENGTH = 2000;
/** The oldest occurrence date accepted, as for birth dates (spec part 1 §9: 120 years). */
const MAX_YEARS_BACK = 120;
const ISO_DATE = 'YYYY-MM-DD';
const typedDateFormats = [DATE_FORMAT, 'D-M-YYYY', 'DD.MM.YYYY', 'D.M.YYYY'];

type FormValues = AllergyInput;
type FormOutput = z.output<typeof allergyInputSchema>;
const formFields = new Set<string>(Object.keys(allergyInputSchema.shape));

/** Reads a date typed as DD-MM-YYYY (dots are accepted too) into the form's YYYY-MM-DD. */
export function parseTypedDate(text: string): string | null {
  const date = dayjs(text.trim(), typedDateFormats, true);
  return date.isValid() ? date.format(ISO_DATE) : null;
}

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

/** The contract's rules plus those of the form: a name for every allergy, a dictionary medication for type L, a plausible date. */
function useAllergyFormSchema() {
  const { t } = useTranslation('allergies');
  return useMemo(
    () =>
      allergyInputSchema.superRefine((v, ctx) => {
        if (v.allergyTypeCode === MEDICATION_ALLERGY_TYPE) {
          if (!v.allergyCode) ctx.addIssue({ code: 'custom', path: ['allergyName'], message: t('form.errors.medicationFromDictionary') });
        } else if (!v.allergyName) {
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
  /** The allergy being edited; absent for a new one. */
  initial?: Allergy;
  onSave: (input: AllergyInput) => Promise<Allergy>;
  onSaved: (allergy: Allergy) => void;
  onCancel: () => void;
}

/** The form of a new and of an edited allergy. */
export function AllergyForm({ initial, onSave, onSaved, onCancel }: AllergyFormProps) {
  const { t } = useTranslation('allergies');
  const schema = useAllergyFormSchema();
  const { control, handleSubmit, setValue, getValues, setError } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaultsOf(initial),
  });
  const typeCode = useWatch({ control, name: 'allergyTypeCode' });
  const isActive = useWatch({ control, name: 'isActive' });
  const cured = useWatch({ control, name: 'cured' });
  const types = useAllergyDictionary('RODZAJ_ALERGII');
  const severities = useAllergyDictionary('ALERG_NASILENIE');
  const dictionary = dictionaryOfType(typeCode);
  useNotifyServerDown(types.isError, types.errorUpdatedAt);
  useNotifyServerDown(severities.isError, severities.errorUpdatedAt);

  const today = dayjs().format(ISO_DATE);
  const oldest = dayjs().subtract(MAX_YEARS_BACK, 'year').format(ISO_DATE);

  // Set around the call only: the check of the fields alone must not flash the button's loader.
  const [saving, setSaving] = useState(false);

  const submit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      const saved = await onSave(toInput(values));
      notify.success(t('form.saved'));
      onSaved(saved);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.errorCode === 'VALIDATION_ERROR' && error.body) {
        notify.warning(error.body.message);
        for (const fieldError of error.body.errors ?? []) {
          const field = fieldError.path.split('.').pop() ?? '';
          if (formFields.has(field)) setError(field as keyof FormValues, { message: fieldError.message });
        }
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
          <Controller
            control={control}
            name="allergyTypeCode"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                label={t('form.type')}
                placeholder={t('form.typePlaceholder')}
                withAsterisk
                data={toOptions(types.data, { value: initial?.allergyTypeCode ?? null, label: initial?.allergyTypeName ?? null })}
                value={field.value || null}
                onChange={(value) => {
                  const before = dictionaryOfType(field.value);
                  field.onChange(value ?? '');
                  // An item of one dictionary means nothing in another.
                  if (before && before !== dictionaryOfType(value)) {
                    setValue('allergyCode', null);
                    setValue('allergyName', '');
                  }
                }}
                allowDeselect={false}
                error={fieldState.error?.message}
                checkIconPosition="right"
              />
            )}
          />
          <AllergyNameField key={dictionary ?? 'none'} control={control} setValue={setValue} getValues={getValues} typeCode={typeCode} />
          <Controller
            control={control}
            name="degreeOfSeverityCode"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                label={t('form.severity')}
                placeholder={t('form.severityPlaceholder')}
                data={toOptions(severities.data, { value: initial?.degreeOfSeverityCode ?? null, label: initial?.degreeOfSeverityName ?? null })}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                clearable
                clearButtonProps={{ 'aria-label': t('form.clearSeverity') }}
                error={fieldState.error?.message}
                checkIconPosition="right"
              />
            )}
          />
          <Controller
            control={control}
            name="allergyOccurrenceDate"
            render={({ field, fieldState }) => (
              <DateInput
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                label={t('form.occurrenceDate')}
                placeholder={t('form.occurrenceDatePlaceholder')}
                valueFormat={DATE_FORMAT}
                dateParser={parseTypedDate}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                minDate={oldest}
                maxDate={today}
                clearable
                clearButtonProps={{ 'aria-label': t('form.clearDate') }}
                error={fieldState.error?.message}
              />
            )}
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

        <Controller
          control={control}
          name="allergyCategory"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label={t('form.categories')}
              description={t('form.categoriesDescription')}
              withAsterisk
              value={field.value}
              onChange={(value) => field.onChange(value as AllergyCategory[])}
              error={fieldState.error?.message}
            >
              <Group mt="xs" gap="lg">
                {allergyCategories.map((category, index) => (
                  <Checkbox
                    key={category}
                    value={category}
                    label={t(`category.${category}`)}
                    ref={index === 0 ? field.ref : undefined}
                    onBlur={index === 0 ? field.onBlur : undefined}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />

        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <Textarea
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              label={t('form.description')}
              description={t('form.descriptionDescription', { max: DESCRIPTION_MAX_LENGTH })}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              maxLength={DESCRIPTION_MAX_LENGTH}
              autosize
              minRows={3}
              maxRows={10}
              error={fieldState.error?.message}
            />
          )}
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

interface AllergyNameFieldProps {
  control: Control<FormValues, unknown, FormOutput>;
  setValue: UseFormSetValue<FormValues>;
  getValues: UseFormGetValues<FormValues>;
  typeCode: string;
}

/**
 * Name of the allergy, searched in the dictionary of its type as the user types. Picking an item
 * takes its code and name; typing anything else drops the code, which only type L does not accept.
 */
function AllergyNameField({ control, setValue, getValues, typeCode }: AllergyNameFieldProps) {
  const { t } = useTranslation('allergies');
  const isMedication = typeCode === MEDICATION_ALLERGY_TYPE;
  const name = useWatch({ control, name: 'allergyName' }) ?? '';
  const code = useWatch({ control, name: 'allergyCode' });
  const items = useAllergyDictionary(dictionaryOfType(typeCode), name);
  // The name of the picked item: while the text equals it, the code stays.
  const pickedName = useRef<string | null>(getValues('allergyCode') ? (getValues('allergyName') ?? null) : null);
  const byCode = useMemo(() => new Map((items.data ?? []).map((item) => [item.code, item])), [items.data]);
  useNotifyServerDown(items.isError, items.errorUpdatedAt);

  return (
    <Controller
      control={control}
      name="allergyName"
      render={({ field, fieldState }) => (
        <Autocomplete
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          label={isMedication ? t('form.medication') : t('form.name')}
          description={code ? t('form.fromDictionary', { code }) : isMedication ? t('form.medicationDescription') : t('form.nameDescription')}
          withAsterisk
          value={field.value ?? ''}
          data={(items.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
          // The server has filtered already, by name and by active substance.
          filter={({ options }) => options}
          renderOption={({ option }) => {
            const item = byCode.get(option.value);
            if (!item) return option.value;
            return item.description ? `${item.name} (${item.description})` : item.name;
          }}
          onOptionSubmit={(value) => {
            const item = byCode.get(value);
            if (!item) return;
            pickedName.current = item.name;
            setValue('allergyCode', item.code, { shouldDirty: true });
          }}
          onChange={(text) => {
            if (text !== pickedName.current) {
              pickedName.current = null;
              if (getValues('allergyCode')) setValue('allergyCode', null, { shouldDirty: true });
            }
            field.onChange(text);
          }}
          rightSection={items.isFetching ? <Loader size="xs" aria-hidden /> : null}
          maxLength={250}
          maxDropdownHeight={280}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
