import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormNameInput } from '../../../shared/forms/form-text-inputs';
import type { RegistrationFormApi } from './registration-schema';

const nameAutoComplete = { name: 'given-name', middleName: 'additional-name', lastName: 'family-name' } as const;

/**
 * First, middle and last name of the account holder or of the patient. Autofill is offered for the
 * person filling the form only (`ownNames`), not for a ward or a child.
 */
export function PersonNameFields({
  form,
  owner,
  ownNames,
  onNameBlur,
}: {
  form: RegistrationFormApi;
  owner: 'account' | 'patient';
  ownNames: boolean;
  onNameBlur?: () => void;
}) {
  const { t } = useTranslation('registration');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {(['name', 'middleName', 'lastName'] as const).map((part) => (
        <FormNameInput
          key={part}
          control={form.control}
          name={`${owner}.${part}`}
          label={t(`fields.${part}`)}
          required={part !== 'middleName'}
          autoComplete={ownNames ? nameAutoComplete[part] : 'off'}
          onBlur={onNameBlur}
        />
      ))}
    </SimpleGrid>
  );
}
