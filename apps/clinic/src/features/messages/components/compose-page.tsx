import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import {
  clinicSendMessageRequestSchema,
  type ClinicMessage,
  type ClinicRecipient,
  type ClinicSendMessageRequest,
  type PatientSearchItem,
  type z,
} from '@portal/contracts';
import { formatDay, MESSAGE_CONTENT_MAX, MESSAGE_TITLE_CUT, MESSAGE_TITLE_MAX, replyTitle, DEFAULT_MESSAGE_CATEGORY } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { applyServerErrors, FileDrop, FormCheckbox, FormSelect, FormTextarea, FormTextInput } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { PageHeading, QueryBoundary } from '@portal/ui/page';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMember } from '../../../app/member';
import { useBoxes } from '../api/boxes';
import { useConfiguredName } from '../../../shared/configured-name';
import { useCategories } from '../api/categories';
import { useFileLimits } from '../api/file-limits';
import { usePatient, usePatientSearch } from '../api/patients';
import { useRecipientSearch, type ClinicRecipientPage } from '../api/recipients';
import { useSendMessage } from '../api/send-message';
import { useThread } from '../api/thread';
import { MESSAGES_PATH, threadPath } from '../paths';
import { SearchPicker, type Picked } from './search-picker';

type Values = z.input<typeof clinicSendMessageRequestSchema>;
type ClinicRecipientOption = ClinicRecipientPage['items'][number];
const fields = ['category', 'title', 'content', 'recipients', 'fromMailboxId', 'mustConfirm', 'attachmentIds'];
const keyOf = (r: ClinicRecipient) => `${r.kind}:${r.id}`;
/** When no file settings could be read: the server checks the files anyway. */
const fallbackLimits = { maxFiles: 5, maxFileSize: 10 * 1024 * 1024, fileTypes: [] as string[] };

function patientLabel(p: Pick<PatientSearchItem, 'name' | 'lastName'>) {
  return `${p.name} ${p.lastName}`;
}

/**
 * The form of a new message or a reply. `reply`: the message answered (recipients are its sender; the
 * title "Re: …" cut to 149); `patient`: a patient chosen from the card.
 */
function ComposeForm({ reply, replyAs, patient }: { reply: ClinicMessage | null; replyAs: number | null; patient: Picked & { id: number } | null }) {
  const { t } = useTranslation('messages');
  const member = useMember();
  const navigate = useNavigate();
  const boxes = useBoxes();
  const categories = useCategories();
  const nameOf = useConfiguredName();
  const limits = useFileLimits();
  const send = useSendMessage();
  const [files, setFiles] = useState<File[]>([]);
  const [labels, setLabels] = useState<Map<string, string>>(() => new Map(patient ? [[`PATIENT:${patient.id}`, patient.label]] : []));
  const form = useForm<Values, unknown, ClinicSendMessageRequest>({
    resolver: zodResolver(clinicSendMessageRequestSchema),
    defaultValues: {
      category: reply?.category.code ?? DEFAULT_MESSAGE_CATEGORY,
      title: reply ? replyTitle(reply.title) : '',
      content: '',
      recipients: patient ? [{ kind: 'PATIENT', id: patient.id }] : [],
      inResponseTo: reply?.id ?? null,
      fromMailboxId: replyAs,
      mustConfirm: false,
      attachmentIds: [],
    },
  });
  // Ids are numbers here (the schema's input type allows any value it coerces).
  const recipients = (useWatch({ control: form.control, name: 'recipients' }) ?? []) as ClinicRecipient[];
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const fromMailboxId = useWatch({ control: form.control, name: 'fromMailboxId' });
  const patientChosen = recipients.find((r) => r.kind === 'PATIENT');
  // A patient's own account (or her guardians') confirms reading: only a message to a patient may ask it.
  const toPatient = Boolean(patientChosen) || reply?.sender.kind === 'ACCOUNT';
  const colleagues = recipients.filter((r) => r.kind !== 'PATIENT');

  const setRecipients = (next: ClinicRecipient[]) => {
    form.setValue('recipients', next, { shouldValidate: form.formState.isSubmitted });
    if (!next.some((r) => r.kind === 'PATIENT') && reply?.sender.kind !== 'ACCOUNT') form.setValue('mustConfirm', false);
  };
  const add = (recipient: ClinicRecipient, label: string) => {
    setLabels((m) => new Map(m).set(keyOf(recipient), label));
    const rest = recipient.kind === 'PATIENT' ? recipients.filter((r) => r.kind !== 'PATIENT') : recipients;
    setRecipients([...rest, recipient]);
  };
  const remove = (key: string) => setRecipients(recipients.filter((r) => keyOf(r) !== key));
  const picked = (list: ClinicRecipient[]): Picked[] => list.map((r) => ({ key: keyOf(r), label: labels.get(keyOf(r)) ?? String(r.id) }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sent = await send.mutateAsync({ body: { ...values, mustConfirm: toPatient && values.mustConfirm }, files });
      notify.success(t('compose.sent'));
      await navigate(threadPath(sent.id));
    } catch (error) {
      if (isApiError(error) && error.body && error.status >= 400 && error.status < 500 && error.status !== 401) {
        const onField = applyServerErrors(error, form.setError, fields);
        if (!onField && error.body.errorCode === 'MESSAGE_RECIPIENT_INVALID') form.setError('recipients', { type: 'server', message: error.body.message });
        else if (!onField) notify.warning(error.body.message);
      } else {
        notify.failure(error, t('compose.sendFailed'));
      }
    }
  });

  const mailboxes = (boxes.data ?? []).filter((b) => b.mailboxId !== null);
  const active = (categories.data ?? []).filter((c) => c.active).sort((a, b) => a.sortOrder - b.sortOrder);
  const titleMax = reply ? MESSAGE_TITLE_CUT : MESSAGE_TITLE_MAX;
  const recipientsError = form.formState.errors.recipients?.message;

  return (
    <Paper withBorder p="md" component="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={reply ? t('compose.replyTitle') : t('compose.title')}>
      <Stack gap="md">
        {reply ? (
          <Text fw={500}>{t('compose.replyTo', { name: reply.sender.name })}</Text>
        ) : (
          <Stack gap="sm">
            <SearchPicker<PatientSearchItem>
              legend={t('compose.patient')}
              description={t('compose.recipientsHint')}
              searchLabel={t('compose.patientSearch')}
              searchDescription={t('compose.patientSearchHint')}
              chosen={picked(patientChosen ? [patientChosen] : [])}
              onRemove={remove}
              removeLabel={(name) => t('compose.remove', { name })}
              useResults={function usePatients(q) {
                const found = usePatientSearch(q);
                return { items: q.length >= 2 ? found.data?.items : [], loading: found.isFetching };
              }}
              optionKey={(p) => `PATIENT:${p.id}`}
              renderOption={(p) => t('compose.patientLine', { name: patientLabel(p), pesel: p.nationalIdentificationNumber ?? t('compose.noPesel'), birthDate: p.birthDate ? formatDay(p.birthDate) : '—' })}
              addLabel={(p) => t('compose.patientChoose', { name: patientLabel(p) })}
              onPick={(p) => add({ kind: 'PATIENT', id: p.id }, `${patientLabel(p)}${p.nationalIdentificationNumber ? `, PESEL ${p.nationalIdentificationNumber}` : ''}`)}
              none={t('compose.patientNone')}
            />
            <SearchPicker<ClinicRecipientOption>
              legend={t('compose.colleagues')}
              searchLabel={t('compose.colleagueSearch')}
              chosen={picked(colleagues)}
              onRemove={remove}
              removeLabel={(name) => t('compose.remove', { name })}
              useResults={function useColleagues(q) {
                const found = useRecipientSearch(q, q.length > 0);
                return { items: found.data?.items, loading: found.isFetching };
              }}
              optionKey={(o) => `${o.kind}:${o.id}`}
              renderOption={(o) => (o.kind === 'MAILBOX' ? `${o.name} (${t('compose.mailbox')})` : o.description ? `${o.name} — ${o.description}` : o.name)}
              addLabel={(o) => t('compose.colleagueChoose', { name: o.name })}
              onPick={(o) => add({ kind: o.kind, id: o.id }, o.kind === 'MAILBOX' ? `${o.name} (${t('compose.mailbox')})` : o.name)}
              none={t('compose.colleagueNone')}
            />
            {recipientsError ? (
              <Text c="red.8" size="sm" role="alert">
                {recipientsError}
              </Text>
            ) : null}
          </Stack>
        )}
        <Select
          label={t('compose.from')}
          allowDeselect={false}
          data={[
            { value: '', label: t('compose.fromSelf', { name: `${member.name} ${member.lastName}` }) },
            ...mailboxes.map((b) => ({ value: String(b.mailboxId), label: t('compose.fromMailbox', { name: b.name }) })),
          ]}
          value={fromMailboxId ? String(fromMailboxId) : ''}
          onChange={(v) => form.setValue('fromMailboxId', v ? Number(v) : null)}
          error={form.formState.errors.fromMailboxId?.message}
        />
        <FormSelect control={form.control} name="category" label={t('compose.category')} allowDeselect={false} withAsterisk data={active.map((c) => ({ value: c.code, label: nameOf({ pl: c.name, en: c.nameEn, uk: c.nameUk }) }))} />
        <FormTextInput control={form.control} name="title" label={t('compose.titleField')} withAsterisk maxLength={titleMax} />
        <FormTextarea
          control={form.control}
          name="content"
          label={t('compose.content')}
          withAsterisk
          autosize
          minRows={6}
          maxRows={20}
          description={t('compose.counter', { used: content.length, count: MESSAGE_CONTENT_MAX })}
        />
        <FileDrop
          value={files}
          onChange={setFiles}
          limits={limits.data ?? fallbackLimits}
          label={t('compose.attachments')}
          error={form.formState.errors.attachmentIds?.message}
        />
        <FormCheckbox control={form.control} name="mustConfirm" label={t('compose.mustConfirm')} description={t('compose.mustConfirmHint')} disabled={!toPatient} />
        <Group justify="flex-end">
          <Button component={Link} to={reply ? threadPath(reply.id) : MESSAGES_PATH} variant="default">
            {t('compose.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('compose.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** A reply: the answered message from its thread (she must be party to it). */
function ReplyForm({ replyTo, replyAs }: { replyTo: number; replyAs: number | null }) {
  const { t } = useTranslation('messages');
  const thread = useThread(replyTo);
  return (
    <QueryBoundary query={thread} failure={t('compose.replyLoadFailed')}>
      {(messages) => {
        const reply = messages.find((m) => m.id === replyTo);
        return reply ? <ComposeForm reply={reply} replyAs={replyAs} patient={null} /> : <Alert color="red" role="alert">{t('compose.replyLoadFailed')}</Alert>;
      }}
    </QueryBoundary>
  );
}

/** A message to the patient the card named. */
function ToPatientForm({ patientId }: { patientId: number }) {
  const patient = usePatient(patientId);
  return (
    <QueryBoundary query={patient}>
      {(card) => <ComposeForm reply={null} replyAs={null} patient={{ id: card.id, key: `PATIENT:${card.id}`, label: `${card.name} ${card.lastName}${card.identity.nationalIdentificationNumber ? `, PESEL ${card.identity.nationalIdentificationNumber}` : ''}` }} />}
    </QueryBoundary>
  );
}

/** /messages/new — a new message (`?patientId=` from the patient card) or a reply (`?replyTo=`, `&as=` a mailbox of hers). */
export function ComposePage() {
  const { t } = useTranslation('messages');
  const [params] = useSearchParams();
  const replyTo = idParam(params.get('replyTo'));
  const patientId = idParam(params.get('patientId'));
  const heading = replyTo ? t('compose.replyTitle') : t('compose.title');
  return (
    <Stack>
      <Anchor component={Link} to={replyTo ? threadPath(replyTo) : MESSAGES_PATH} size="sm">
        ← {t('compose.back')}
      </Anchor>
      <PageHeading documentTitle={heading}>{heading}</PageHeading>
      {replyTo ? (
        <ReplyForm replyTo={replyTo} replyAs={idParam(params.get('as'))} />
      ) : patientId ? (
        <ToPatientForm patientId={patientId} />
      ) : (
        <ComposeForm reply={null} replyAs={null} patient={null} />
      )}
    </Stack>
  );
}
