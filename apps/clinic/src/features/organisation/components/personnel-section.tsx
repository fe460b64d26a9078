import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { partnerPersonnelInputSchema, type Partner, type PartnerPersonnelMember, type PartnerPersonnelWrite, type z } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { CrudTablePage } from '@portal/ui/crud';
import { applyServerErrors, FormAlert, FormSwitch, FormTextInput, type FormMessage } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePersonnel } from '../api/get-personnel';
import { useSavePerson } from '../api/save-person';
import { PersonActiveBadge } from './partner-parts';

type Values = z.input<typeof partnerPersonnelInputSchema>;
const fields = ['name', 'lastName', 'position', 'email', 'active'];

const valuesOf = (person: PartnerPersonnelMember | null): Values =>
  person
    ? { name: person.name, lastName: person.lastName, position: person.position ?? '', email: person.email ?? '', active: person.active }
    : { name: '', lastName: '', position: '', email: '', active: true };

const fullName = (p: Pick<PartnerPersonnelMember, 'name' | 'lastName'>) => `${p.name} ${p.lastName}`;

/** A person's names, function, e-mail and activity; the server's field errors at their fields, another refusal above the form. */
function PersonForm({ partnerId, person, onDone }: { partnerId: number; person: PartnerPersonnelMember | null; onDone: () => void }) {
  const { t } = useTranslation('organisation');
  const save = useSavePerson(partnerId);
  const [refusal, setRefusal] = useState<FormMessage | null>(null);
  const form = useForm<Values, unknown, PartnerPersonnelWrite>({ resolver: zodResolver(partnerPersonnelInputSchema), defaultValues: valuesOf(person) });

  const onSubmit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await save.mutateAsync({ personnelId: person?.id ?? null, input });
      notify.success(t('partners.personnel.saved'));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.body && error.status >= 400 && error.status < 500 && error.status !== 401) {
        if (error.status === 400 && applyServerErrors(error, form.setError, fields)) return;
        setRefusal({ tone: 'warning', text: error.body.message });
      } else {
        notify.failure(error, t('partners.personnel.failed'));
      }
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="sm">
        <FormAlert message={refusal} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput control={form.control} name="name" label={t('partners.personnel.name')} autoComplete="off" withAsterisk />
          <FormTextInput control={form.control} name="lastName" label={t('partners.personnel.lastName')} autoComplete="off" withAsterisk />
        </SimpleGrid>
        <FormTextInput control={form.control} name="position" label={t('partners.personnel.position')} description={t('partners.personnel.positionHint')} />
        <FormTextInput control={form.control} name="email" label={t('partners.personnel.email')} type="email" autoComplete="off" />
        <FormSwitch control={form.control} name="active" label={t('partners.personnel.active')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('partners.personnel.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('partners.personnel.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A stored partner's personnel: a table, each person added and changed in a dialog (nobody is deleted: consents name them). */
export function PersonnelSection({ partner }: { partner: Partner }) {
  const { t } = useTranslation('organisation');
  const personnel = usePersonnel(partner.id);
  const headingId = `partner-${partner.id}-personnel`;
  return (
    <section aria-labelledby={headingId}>
      <CrudTablePage
        heading={
          <Title order={2} fz="h4" id={headingId}>
            {t('partners.personnel.title')}
          </Title>
        }
        intro={<Text size="sm">{t('partners.personnel.intro')}</Text>}
        addLabel={t('partners.personnel.add')}
        query={personnel}
        failure={t('partners.personnel.loadFailed')}
        empty={<Text c="dimmed">{t('partners.personnel.empty')}</Text>}
        minWidth={600}
        tableProps={{ 'aria-label': t('partners.personnel.table') }}
        columns={[
          { header: t('partners.personnel.columns.name'), cell: (p) => fullName(p) },
          { header: t('partners.personnel.columns.position'), cell: (p) => p.position ?? '—' },
          { header: t('partners.personnel.columns.email'), cell: (p) => p.email ?? '—' },
          { header: t('partners.personnel.columns.state'), cell: (p) => <PersonActiveBadge active={p.active} /> },
        ]}
        editColumn={{ header: t('partners.personnel.columns.actions'), text: t('partners.personnel.editShort'), label: (p) => t('partners.personnel.edit', { name: fullName(p) }) }}
        rowKey={(p) => p.id}
        rowTestId={(p) => `person-${p.id}`}
        modalTitle={(p) => (p ? t('partners.personnel.editTitle', { name: fullName(p) }) : t('partners.personnel.addTitle'))}
        form={(p, close) => <PersonForm partnerId={partner.id} person={p} onDone={close} />}
      />
    </section>
  );
}
