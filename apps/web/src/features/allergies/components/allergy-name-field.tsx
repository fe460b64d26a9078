import { Autocomplete, Loader } from '@mantine/core';
import type { AllergyInput, DictionaryItem, allergyInputSchema, z } from '@portal/contracts';
import { allergenDictionaryOfType, MEDICATION_ALLERGY_TYPE } from '@portal/domain';
import { useMemo, useRef } from 'react';
import { useWatch, type Control, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBoundField } from '@portal/ui/forms';
import { useNotifyServerDown } from '@portal/ui/page';
import { useAllergyDictionary } from '../api/search-allergy-dictionary';

export type AllergyFormValues = AllergyInput;
type FormValues = AllergyFormValues;
type FormOutput = z.output<typeof allergyInputSchema>;

interface AllergyNameFieldProps {
  control: Control<FormValues, unknown, FormOutput>;
  setValue: UseFormSetValue<FormValues>;
  getValues: UseFormGetValues<FormValues>;
  typeCode: string;
  /** The dictionary item picked, or null once the text no longer is its name. */
  onPicked: (item: DictionaryItem | null) => void;
}

/**
 * Name of the allergy, searched in the dictionary of its type as the user types. Picking an item
 * takes its code and name; typing anything else drops the code: a medication the dictionary lacks is
 * saved as typed, marked as entered by the patient.
 */
export function AllergyNameField({ control, setValue, getValues, typeCode, onPicked }: AllergyNameFieldProps) {
  const { t } = useTranslation('allergies');
  const isMedication = typeCode === MEDICATION_ALLERGY_TYPE;
  const name = useWatch({ control, name: 'allergyName' }) ?? '';
  const code = useWatch({ control, name: 'allergyCode' });
  const items = useAllergyDictionary(allergenDictionaryOfType(typeCode), name);
  // The name of the picked item: while the text equals it, the code stays.
  const pickedName = useRef<string | null>(getValues('allergyCode') ? (getValues('allergyName') ?? null) : null);
  const byCode = useMemo(() => new Map((items.data ?? []).map((item) => [item.code, item])), [items.data]);
  useNotifyServerDown(items.isError, items.errorUpdatedAt);
  const { field, error } = useBoundField({ control, name: 'allergyName' });

  return (
    <Autocomplete
      ref={field.ref}
      name={field.name}
      onBlur={field.onBlur}
      label={isMedication ? t('form.medication') : t('form.name')}
      description={
        code
          ? t('form.fromDictionary', { code })
          : isMedication
            ? name.trim()
              ? t('form.enteredByPatient')
              : t('form.medicationDescription')
            : t('form.nameDescription')
      }
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
        onPicked(item);
      }}
      onChange={(text) => {
        if (text !== pickedName.current) {
          pickedName.current = null;
          if (getValues('allergyCode')) setValue('allergyCode', null, { shouldDirty: true });
          onPicked(null);
        }
        field.onChange(text);
      }}
      rightSection={items.isFetching ? <Loader size="xs" aria-hidden /> : null}
      maxLength={250}
      maxDropdownHeight={280}
      error={error}
    />
  );
}
