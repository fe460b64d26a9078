import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { practitionerDisplayName, practitionerInputSchema, primaryCareRoleOccupation, type Practitioner, type PractitionerInput, type z } from '@portal/contracts';
import { EntityForm, EntityPage, useEntityId } from '@portal/ui/crud';
import { FormCheckboxGroup, FormMultiSelect, FormNameInput, FormSelect, FormSwitch, FormTextInput } from '@portal/ui/forms';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreatePractitioner } from '../api/create-practitioner';
import { usePractitioner } from '../api/get-practitioner';
import { useUpdatePractitioner } from '../api/update-practitioner';
import { NEW, practitionerPath, PRACTITIONERS_PATH } from '../paths';
import { FormActions } from './form-actions';
import { choicesOf, useLabels } from './labels';
import { UnitsField, useIsAdmin, useRecordFrame, useSaveRecord } from './shared';

type Values = z.input<typeof practitionerInputSchema>;
type Output = z.output<typeof practitionerInputSchema>;
const fields = ['name', 'lastName', 'degree', 'occupation', 'specialities', 'practiceNumber', 'primaryCareRoles', 'unitIds', 'active'];

/** The stored practitioner as the form (and a PUT) takes it; her units are those the member sees. */
export const practitionerInputOf = (p: Practitioner): PractitionerInput => ({
  name: p.name,
  lastName: p.lastName,
  degree: p.degree,
  occupation: p.occupation,
  specialities: p.specialities,
  practiceNumber: p.practiceNumber,
  primaryCareRoles: p.primaryCareRoles,
  unitIds: p.units.map((u) => u.id),
  active: p.active,
});

const empty: Values = { name: '', lastName: '', degree: null, occupation: 'DOCTOR', specialities: [], practiceNumber: '', primaryCareRoles: [], unitIds: [], active: true };

function PractitionerForm({ practitioner }: { practitioner?: Practitioner }) {
  const { t } = useTranslation('organisation');
  const editable = useIsAdmin();
  const labels = useLabels();
  const create = useCreatePractitioner();
  const update = useUpdatePractitioner();
  const { control, handleSubmit, setError, setValue, getValues } = useForm<Values, unknown, Output>({
    resolver: zodResolver(practitionerInputSchema),
    defaultValues: practitioner ? { ...practitionerInputOf(practitioner), practiceNumber: practitioner.practiceNumber ?? '' } : empty,
  });
  const occupation = useWatch({ control, name: 'occupation' });
  const d = labels.dictionaries.data;
  // Only the primary-care role of the chosen occupation is offered (GP for a doctor, ...).
  const roles = (d?.primaryCareRoles ?? []).filter((r) => r.occupation === occupation);

  const { saving, save } = useSaveRecord({
    isNew: !practitioner,
    save: (input: Output) => (practitioner ? update.mutateAsync({ practitionerId: practitioner.id, input }) : create.mutateAsync(input)),
    pathOf: practitionerPath,
    setError,
    fields,
    conflictField: 'practiceNumber',
  });

  return (
    <EntityForm
      onSubmit={handleSubmit(save)}
      readOnly={editable ? undefined : t('readOnly')}
      actions={
        <FormActions
          editable={editable}
          saving={saving}
          stored={practitioner?.active}
          onActivity={(active) =>
            practitioner ? update.mutateAsync({ practitionerId: practitioner.id, input: { ...practitionerInputOf(practitioner), active } }) : Promise.resolve()
          }
        />
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FormSelect control={control} name="degree" label={t('practitioners.degree')} data={[...(d?.degrees ?? [])]} clearable />
        <FormNameInput control={control} name="name" label={t('practitioners.name')} withAsterisk />
        <FormNameInput control={control} name="lastName" label={t('practitioners.lastName')} withAsterisk />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelect
          control={control}
          name="occupation"
          label={t('practitioners.occupation')}
          data={choicesOf(d?.occupations, labels.occupation)}
          allowDeselect={false}
          withAsterisk
          onValueChange={(value) => {
            // A role of another occupation would be refused: drop it with the change.
            setValue(
              'primaryCareRoles',
              (getValues('primaryCareRoles') ?? []).filter((r) => primaryCareRoleOccupation[r] === value),
            );
          }}
        />
        <FormTextInput
          control={control}
          name="practiceNumber"
          label={t('practitioners.practiceNumber')}
          description={t('practitioners.practiceNumberHint')}
          withAsterisk={occupation === 'DOCTOR' || occupation === 'NURSE' || occupation === 'MIDWIFE'}
          transform={(text) => text.toUpperCase()}
        />
      </SimpleGrid>
      <FormMultiSelect control={control} name="specialities" label={t('practitioners.specialities')} data={choicesOf(d?.specialities, labels.speciality)} searchable clearable />
      <UnitsField control={control} name="unitIds" />
      {roles.length > 0 && (
        <FormCheckboxGroup control={control} name="primaryCareRoles" label={t('practitioners.primaryCareRoles')} options={roles.map((r) => ({ value: r.code, label: labels.primaryCareRole(r.code) }))} />
      )}
      <FormSwitch control={control} name="active" label={t('activeField')} />
    </EntityForm>
  );
}

/** /organisation/practitioners/:practitionerId (or /new): a practitioner's form, read-only for members who are no administrators. */
export function PractitionerPage() {
  const { t } = useTranslation('organisation');
  const frame = useRecordFrame();
  const id = useEntityId('practitionerId', NEW);
  const practitioner = usePractitioner(typeof id === 'number' ? id : null);
  return (
    <EntityPage id={id} {...frame} backTo={PRACTITIONERS_PATH} backLabel={t('practitioners.back')} newTitle={t('practitioners.new')} query={practitioner} titleOf={practitionerDisplayName}>
      {(record) => <PractitionerForm key={record ? `${record.id}-${String(record.active)}` : 'new'} practitioner={record} />}
    </EntityPage>
  );
}
