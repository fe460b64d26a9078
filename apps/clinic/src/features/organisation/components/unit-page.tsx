import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { unitInputSchema, type Unit, type UnitInput, type z } from '@portal/contracts';
import { EntityForm, EntityPage, useEntityId } from '@portal/ui/crud';
import { formatPolishPhone } from '@portal/domain';
import { FormSwitch, FormTextInput } from '@portal/ui/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateUnit } from '../api/create-unit';
import { useUnit } from '../api/get-unit';
import { useUpdateUnit } from '../api/update-unit';
import { NEW, unitPath, UNITS_PATH } from '../paths';
import { FormActions } from './form-actions';
import { useIsAdmin, useRecordFrame, useSaveRecord } from './shared';

type Values = z.input<typeof unitInputSchema>;
type Output = z.output<typeof unitInputSchema>;
const fields = ['name', 'code', 'city', 'street', 'houseNumber', 'apartmentNumber', 'postalCode', 'phone', 'email', 'active'];

/** The stored unit as the form (and a PUT) takes it. */
export const unitInputOf = (u: Unit): UnitInput => ({
  name: u.name,
  code: u.code,
  city: u.city,
  street: u.street,
  houseNumber: u.houseNumber,
  apartmentNumber: u.apartmentNumber,
  postalCode: u.postalCode,
  phone: u.phone ? formatPolishPhone(u.phone) : '',
  email: u.email,
  active: u.active,
});

const empty: Values = { name: '', code: '', city: '', street: '', houseNumber: '', apartmentNumber: '', postalCode: '', phone: '', email: '', active: true };

function UnitForm({ unit }: { unit?: Unit }) {
  const { t } = useTranslation('organisation');
  const editable = useIsAdmin();
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const { control, handleSubmit, setError } = useForm<Values, unknown, Output>({
    resolver: zodResolver(unitInputSchema),
    defaultValues: unit ? { ...unitInputOf(unit), apartmentNumber: unit.apartmentNumber ?? '', email: unit.email ?? '' } : empty,
  });

  const { saving, save } = useSaveRecord({
    isNew: !unit,
    save: (input: Output) => (unit ? update.mutateAsync({ unitId: unit.id, input }) : create.mutateAsync(input)),
    pathOf: unitPath,
    setError,
    fields,
    conflictField: 'code',
  });

  return (
    <EntityForm
      onSubmit={handleSubmit(save)}
      readOnly={editable ? undefined : t('readOnly')}
      actions={
        <FormActions
          editable={editable}
          saving={saving}
          stored={unit?.active}
          onActivity={(active) => (unit ? update.mutateAsync({ unitId: unit.id, input: { ...unitInputOf(unit), active } }) : Promise.resolve())}
        />
      }
    >
      <FormTextInput control={control} name="name" label={t('units.name')} withAsterisk />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput control={control} name="code" label={t('units.code')} description={t('units.codeHint')} withAsterisk />
        <FormTextInput control={control} name="phone" label={t('units.phone')} description={t('units.phoneHint')} type="tel" autoComplete="off" withAsterisk />
        <FormTextInput control={control} name="street" label={t('units.street')} withAsterisk />
        <SimpleGrid cols={2}>
          <FormTextInput control={control} name="houseNumber" label={t('units.houseNumber')} withAsterisk />
          <FormTextInput control={control} name="apartmentNumber" label={t('units.apartmentNumber')} />
        </SimpleGrid>
        <FormTextInput control={control} name="postalCode" label={t('units.postalCode')} placeholder="30-418" withAsterisk />
        <FormTextInput control={control} name="city" label={t('units.city')} withAsterisk />
        <FormTextInput control={control} name="email" label={t('units.email')} type="email" autoComplete="off" />
      </SimpleGrid>
      <FormSwitch control={control} name="active" label={t('activeField')} />
    </EntityForm>
  );
}

/** /organisation/units/:unitId (or /new): a unit's form, read-only for members who are no administrators. */
export function UnitPage() {
  const { t } = useTranslation('organisation');
  const frame = useRecordFrame();
  const id = useEntityId('unitId', NEW);
  const unit = useUnit(typeof id === 'number' ? id : null);
  return (
    <EntityPage id={id} {...frame} backTo={UNITS_PATH} backLabel={t('units.back')} newTitle={t('units.new')} query={unit} titleOf={(u) => u.name}>
      {(record) => <UnitForm key={record ? `${record.id}-${String(record.active)}` : 'new'} unit={record} />}
    </EntityPage>
  );
}
