import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { serviceInputSchema, type Service, type ServiceInput, type z } from '@portal/contracts';
import { EntityForm, EntityPage, useEntityId } from '@portal/ui/crud';
import { FormNumberInput, FormSelect, FormSwitch, FormTextInput } from '@portal/ui/forms';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateService } from '../api/create-service';
import { useService } from '../api/get-service';
import { useUpdateService } from '../api/update-service';
import { NEW, servicePath, SERVICES_PATH } from '../paths';
import { FormActions } from './form-actions';
import { choicesOf, useLabels } from './labels';
import { UnitsField, useIsAdmin, useRecordFrame, useSaveRecord } from './shared';

type Values = z.input<typeof serviceInputSchema>;
type Output = z.output<typeof serviceInputSchema>;
const fields = ['code', 'name', 'nameEn', 'nameUk', 'type', 'speciality', 'commercial', 'price', 'durationMinutes', 'unitIds', 'active'];

/** The stored service as the form (and a PUT) takes it; its units are those the member sees. */
export const serviceInputOf = (s: Service): ServiceInput => ({
  code: s.code,
  name: s.name,
  nameEn: s.nameEn,
  nameUk: s.nameUk,
  type: s.type,
  speciality: s.speciality,
  commercial: s.commercial,
  price: s.price,
  durationMinutes: s.durationMinutes,
  unitIds: s.units.map((u) => u.id),
  active: s.active,
});

const empty: Values = { code: '', name: '', nameEn: '', nameUk: '', type: 'VISIT', speciality: null, commercial: false, price: '', durationMinutes: 15, unitIds: [], active: true };

function ServiceForm({ service }: { service?: Service }) {
  const { t } = useTranslation('organisation');
  const editable = useIsAdmin();
  const labels = useLabels();
  const create = useCreateService();
  const update = useUpdateService();
  const { control, handleSubmit, setError, setValue, clearErrors } = useForm<Values, unknown, Output>({
    resolver: zodResolver(serviceInputSchema),
    defaultValues: service ? { ...serviceInputOf(service), price: service.price ?? '' } : empty,
  });
  const commercial = useWatch({ control, name: 'commercial' });
  const d = labels.dictionaries.data;

  const { saving, save } = useSaveRecord({
    isNew: !service,
    save: (input: Output) => (service ? update.mutateAsync({ serviceId: service.id, input }) : create.mutateAsync(input)),
    pathOf: servicePath,
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
          stored={service?.active}
          onActivity={(active) => (service ? update.mutateAsync({ serviceId: service.id, input: { ...serviceInputOf(service), active } }) : Promise.resolve())}
        />
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput control={control} name="name" label={t('services.name')} withAsterisk />
        <FormTextInput control={control} name="nameEn" label={t('services.nameEn')} description={t('services.translationHint')} lang="en" />
        <FormTextInput control={control} name="nameUk" label={t('services.nameUk')} lang="uk" />
        <FormTextInput control={control} name="code" label={t('services.code')} description={t('services.codeHint')} withAsterisk />
        <FormSelect control={control} name="type" label={t('services.type')} data={choicesOf(d?.serviceTypes, labels.serviceType)} allowDeselect={false} withAsterisk />
        <FormSelect control={control} name="speciality" label={t('services.speciality')} data={choicesOf(d?.specialities, labels.speciality)} searchable clearable />
        <FormNumberInput control={control} name="durationMinutes" label={t('services.duration')} min={5} max={240} step={5} withAsterisk />
      </SimpleGrid>
      <FormSwitch
        control={control}
        name="commercial"
        label={t('services.commercialField')}
        description={t('services.commercialHint')}
        onValueChange={(paid) => {
          // An NFZ-funded service has no price.
          if (!paid) {
            setValue('price', '');
            clearErrors('price');
          }
        }}
      />
      <FormTextInput
        control={control}
        name="price"
        label={t('services.price')}
        description={t('services.priceHint')}
        inputMode="decimal"
        rightSection="zł"
        disabled={!commercial}
        withAsterisk={Boolean(commercial)}
      />
      <UnitsField control={control} name="unitIds" />
      <FormSwitch control={control} name="active" label={t('activeField')} />
    </EntityForm>
  );
}

/** /organisation/services/:serviceId (or /new): a service's form, read-only for members who are no administrators. */
export function ServicePage() {
  const { t } = useTranslation('organisation');
  const frame = useRecordFrame();
  const id = useEntityId('serviceId', NEW);
  const service = useService(typeof id === 'number' ? id : null);
  return (
    <EntityPage id={id} {...frame} backTo={SERVICES_PATH} backLabel={t('services.back')} newTitle={t('services.new')} query={service} titleOf={(s) => s.name}>
      {(record) => <ServiceForm key={record ? `${record.id}-${String(record.active)}` : 'new'} service={record} />}
    </EntityPage>
  );
}
