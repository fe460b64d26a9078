import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { mailboxInputSchema, type Mailbox, type MailboxInput, type StaffMember, type z } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { CrudTablePage } from '@portal/ui/crud';
import { applyServerErrors, fieldPaths, FormCheckbox, FormSwitch, FormTextarea, FormTextInput } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { PageHeading } from '@portal/ui/page';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MissingTranslations } from '../../../shared/missing-translations';
import { useMailboxes } from '../api/mailboxes';
import { useSaveMailbox } from '../api/save-mailbox';
import { useStaffSearch } from '../api/staff-choices';
import { MESSAGES_PATH } from '../paths';
import { SearchPicker } from './search-picker';

type Values = z.input<typeof mailboxInputSchema>;

const valuesOf = (mailbox: Mailbox | null): Values =>
  mailbox
    ? {
        name: mailbox.name,
        nameEn: mailbox.nameEn ?? '',
        nameUk: mailbox.nameUk ?? '',
        description: mailbox.description ?? '',
        descriptionEn: mailbox.descriptionEn ?? '',
        descriptionUk: mailbox.descriptionUk ?? '',
        acceptsPatientMessages: mailbox.acceptsPatientMessages,
        active: mailbox.active,
        memberIds: mailbox.members.map((m) => m.id),
      }
    : { name: '', nameEn: '', nameUk: '', description: '', descriptionEn: '', descriptionUk: '', acceptsPatientMessages: true, active: true, memberIds: [] };

const staffName = (m: { name: string; lastName: string }) => `${m.name} ${m.lastName}`;

/** A mailbox's fields and its members; a name another mailbox has comes back as 409 on the name. */
function MailboxForm({ mailbox, onDone }: { mailbox: Mailbox | null; onDone: () => void }) {
  const { t } = useTranslation('messages');
  const save = useSaveMailbox();
  const [names, setNames] = useState(() => new Map((mailbox?.members ?? []).map((m) => [m.id, staffName(m)])));
  const form = useForm<Values, unknown, MailboxInput>({ resolver: zodResolver(mailboxInputSchema), defaultValues: valuesOf(mailbox) });
  const memberIds = (useWatch({ control: form.control, name: 'memberIds' }) ?? []) as number[];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: mailbox?.id ?? null, body: values });
      notify.success(t('mailboxes.form.saved'));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.body && (error.status === 400 || error.status === 409)) {
        const onField = applyServerErrors(error, form.setError, fieldPaths(valuesOf(mailbox)));
        // The name is what makes a mailbox unique: a conflict is about it.
        if (!onField && error.status === 409) form.setError('name', { type: 'server', message: error.body.message }, { shouldFocus: true });
        else if (!onField) notify.warning(error.body.message);
      } else {
        notify.failure(error, t('mailboxes.form.failed'));
      }
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="sm">
        <FormTextInput control={form.control} name="name" label={t('mailboxes.form.name')} withAsterisk />
        <FormTextInput control={form.control} name="nameEn" label={t('mailboxes.form.nameEn')} description={t('mailboxes.form.translationHint')} lang="en" />
        <FormTextInput control={form.control} name="nameUk" label={t('mailboxes.form.nameUk')} lang="uk" />
        <FormTextarea control={form.control} name="description" label={t('mailboxes.form.description')} autosize minRows={2} />
        <FormTextarea control={form.control} name="descriptionEn" label={t('mailboxes.form.descriptionEn')} description={t('mailboxes.form.descriptionHint')} autosize minRows={2} lang="en" />
        <FormTextarea control={form.control} name="descriptionUk" label={t('mailboxes.form.descriptionUk')} autosize minRows={2} lang="uk" />
        <FormCheckbox control={form.control} name="acceptsPatientMessages" label={t('mailboxes.form.accepts')} />
        <FormSwitch control={form.control} name="active" label={t('mailboxes.form.active')} />
        <SearchPicker<StaffMember>
          legend={t('mailboxes.form.members')}
          searchLabel={t('mailboxes.form.memberSearch')}
          chosen={memberIds.map((id) => ({ key: String(id), label: names.get(id) ?? String(id) }))}
          onRemove={(key) => form.setValue('memberIds', memberIds.filter((id) => String(id) !== key))}
          removeLabel={(name) => t('mailboxes.form.memberRemove', { name })}
          useResults={function useStaff(q) {
            const found = useStaffSearch(q, q.length > 0);
            return { items: found.data?.items, loading: found.isFetching };
          }}
          optionKey={(m) => String(m.id)}
          renderOption={(m) => `${staffName(m)} (${m.login})`}
          addLabel={(m) => t('mailboxes.form.memberAdd', { name: staffName(m) })}
          onPick={(m) => {
            setNames((n) => new Map(n).set(m.id, staffName(m)));
            form.setValue('memberIds', [...memberIds, m.id]);
          }}
          none={t('mailboxes.form.memberNone')}
          error={form.formState.errors.memberIds?.message}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('mailboxes.form.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('mailboxes.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /messages/mailboxes — the mailboxes with their members; add and change (the administrator). */
export function MailboxesPage() {
  const { t } = useTranslation('messages');
  const mailboxes = useMailboxes();
  const yesNo = (v: boolean) => (v ? t('mailboxes.yes') : t('mailboxes.no'));
  return (
    <CrudTablePage
      above={
        <Anchor component={Link} to={MESSAGES_PATH} size="sm">
          ← {t('thread.back')}
        </Anchor>
      }
      heading={<PageHeading documentTitle={t('mailboxes.title')}>{t('mailboxes.title')}</PageHeading>}
      addLabel={t('mailboxes.add')}
      intro={<Text>{t('mailboxes.intro')}</Text>}
      query={mailboxes}
      failure={t('mailboxes.loadFailed')}
      empty={<Text c="dimmed">{t('mailboxes.empty')}</Text>}
      minWidth={640}
      tableProps={{ 'aria-label': t('mailboxes.title') }}
      columns={[
        {
          header: t('mailboxes.columns.name'),
          cell: (m) => (
            <>
              {/* The Polish name and description as the clinic wrote them (the form edits the other languages' names and descriptions). */}
              <Text fw={600} lang="pl">
                {m.name}
              </Text>
              <MissingTranslations name={{ pl: m.name, en: m.nameEn, uk: m.nameUk }} />
              {m.description ? (
                <Text size="sm" c="dimmed" lang="pl">
                  {m.description}
                </Text>
              ) : null}
            </>
          ),
        },
        { header: t('mailboxes.columns.accepts'), cell: (m) => yesNo(m.acceptsPatientMessages) },
        { header: t('mailboxes.columns.active'), cell: (m) => yesNo(m.active) },
        { header: t('mailboxes.columns.members'), cell: (m) => (m.members.length ? m.members.map(staffName).join(', ') : t('mailboxes.noMembers')) },
      ]}
      editColumn={{ header: t('mailboxes.columns.actions'), text: t('mailboxes.editShort'), label: (m) => t('mailboxes.edit', { name: m.name }) }}
      rowKey={(m) => m.id}
      modalTitle={(m) => (m ? t('mailboxes.form.editTitle', { name: m.name }) : t('mailboxes.form.addTitle'))}
      form={(m, close) => <MailboxForm mailbox={m} onDone={close} />}
    />
  );
}
