import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormNameInput } from '@portal/ui/forms';
import type { RegistrationFormApi } from './registration-schema';

const nameAutoComplete = { name: 'given-name', middleName: 'additional-name', lastName: 'family-name' } as const;

/**
 * First, middle and last name of the guardian who registers a ward or a child (the patient's names
 * are part of shared/forms/patient-fields).
 */
export function PersonNameFields({
  form,
  onNameBlur,
}: {
  form: RegistrationFormApi;
  onNameBlur?: () => void;
}) {
  const { t } = useTranslation('registration');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {(['name', 'middleName', 'lastName'] as const).map((part) => (
        <FormNameInput
          key={part}
          control={form.control}
          name={`account.${part}`}
          label={t(`fields.${part}`)}
          required={part !== 'middleName'}
          autoComplete={nameAutoComplete[part]}
          onBlur={onNameBlur}
        />
      ))}
    </SimpleGrid>
  );
}
