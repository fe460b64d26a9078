import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { partnerInputSchema, partnerKinds, type Partner, type PartnerInput, type PartnerWrite, type z } from '@portal/contracts';
import { EntityForm, EntityPage, useEntityId } from '@portal/ui/crud';
import { FormSelect, FormSwitch, FormTextInput } from '@portal/ui/forms';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreatePartner } from '../api/create-partner';
import { usePartner } from '../api/get-partner';
import { useUpdatePartner } from '../api/update-partner';
import { NEW, partnerPath, PARTNERS_PATH } from '../paths';
import { PartnerActiveBadge } from './partner-parts';
import { PersonnelSection } from './personnel-section';
import { OrganisationSwitch, useSaveRecord } from './shared';

/** The form's values: a new partner's kind is not chosen yet (the schema then says to choose it). */
type Values = Omit<z.input<typeof partnerInputSchema>, 'kind'> & { kind: z.input<typeof partnerInputSchema>['kind'] | null };
const fields = ['name', 'kind', 'nip', 'address', 'email', 'phone', 'active'];

/** The stored partner as the form (and a PUT) takes it. */
export const partnerInputOf = (p: Partner): PartnerInput => ({ name: p.name, kind: p.kind, nip: p.nip, address: p.address, email: p.email, phone: p.phone, active: p.active });

const empty: Values = { name: '', kind: null, nip: '', address: '', email: '', phone: '', active: true };

function PartnerForm({ partner }: { partner?: Partner }) {
  const { t } = useTranslation('organisation');
  const create = useCreatePartner();
  const update = useUpdatePartner();
  const { control, handleSubmit, setError } = useForm<Values, unknown, PartnerWrite>({
    resolver: zodResolver(partnerInputSchema) as unknown as Resolver<Values, unknown, PartnerWrite>,
    defaultValues: partner ? { ...partnerInputOf(partner), nip: partner.nip ?? '', address: partner.address ?? '', email: partner.email ?? '', phone: partner.phone ?? '' } : empty,
  });
  const { saving, save } = useSaveRecord({
    isNew: !partner,
    save: (input: PartnerWrite) => (partner ? update.mutateAsync({ partnerId: partner.id, input }) : create.mutateAsync(input)),
    pathOf: partnerPath,
    setError,
    fields,
    // A name taken by another partner is the server's 409.
    conflictField: 'name',
  });
  return (
    <EntityForm
      onSubmit={handleSubmit(save)}
      actions={
        <Group>
          <Button type="submit" loading={saving}>
            {t('save')}
          </Button>
        </Group>
      }
    >
      <FormTextInput control={control} name="name" label={t('partners.form.name')} withAsterisk />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelect control={control} name="kind" label={t('partners.form.kind')} data={partnerKinds.map((k) => ({ value: k, label: t(`partners.kinds.${k}`) }))} withAsterisk />
        <FormTextInput control={control} name="nip" label={t('partners.form.nip')} description={t('partners.form.nipHint')} inputMode="numeric" autoComplete="off" />
        <FormTextInput control={control} name="email" label={t('partners.form.email')} type="email" autoComplete="off" />
        <FormTextInput control={control} name="phone" label={t('partners.form.phone')} type="tel" autoComplete="off" />
      </SimpleGrid>
      <FormTextInput control={control} name="address" label={t('partners.form.address')} autoComplete="off" />
      <FormSwitch control={control} name="active" label={t('partners.form.active')} />
    </EntityForm>
  );
}

/** /organisation/partners/:partnerId (or /new): a partner's form and, once it is stored, its personnel. */
export function PartnerPage() {
  const { t } = useTranslation('organisation');
  const id = useEntityId('partnerId', NEW);
  const partner = usePartner(typeof id === 'number' ? id : null);
  return (
    <EntityPage
      id={id}
      nav={<OrganisationSwitch />}
      backTo={PARTNERS_PATH}
      backLabel={t('partners.back')}
      newTitle={t('partners.new')}
      query={partner}
      titleOf={(p) => p.name}
      badge={(p) => <PartnerActiveBadge active={p.active} />}
      notFound={t('notFound')}
      failure={t('notFoundOrFailed')}
    >
      {(record) => (
        <Stack gap="xl">
          <PartnerForm key={record ? `${record.id}-${String(record.active)}` : 'new'} partner={record} />
          {record ? (
            <PersonnelSection partner={record} />
          ) : (
            <Paper withBorder p="md">
              <Stack gap="xs">
                <Title order={2} fz="h4">
                  {t('partners.personnel.title')}
                </Title>
                <Text c="dimmed">{t('partners.personnel.afterSave')}</Text>
              </Stack>
            </Paper>
          )}
        </Stack>
      )}
    </EntityPage>
  );
}
