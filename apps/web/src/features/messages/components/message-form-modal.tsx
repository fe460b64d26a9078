import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, Modal, Pill, Stack, Text } from '@mantine/core';
import { checkMessageRecipientsAndTitle, idSchema, sendMessageFields, type Message, type z } from '@portal/contracts';
import { DEFAULT_MESSAGE_CATEGORY, MESSAGE_CONTENT_MAX, MESSAGE_TITLE_CUT, MESSAGE_TITLE_MAX, replyTitle, cutTitle } from '@portal/domain';
import { applyServerErrors, FileDrop, fieldPaths, FormSelect, FormTextarea, FormTextInput } from '@portal/ui/forms';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction, useIsPhone } from '@portal/ui/page';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dropDraft, readDraft, writeDraft } from '../../../shared/drafts';
import { useActablePatients } from '../../../shared/session/actable-patients';
import { useCurrentAccount } from '../../../shared/session/current-account';
import { useMessageCategories } from '../api/get-categories';
import { useFileSettings } from '../api/get-file-settings';
import { useSendMessage } from '../api/send-message';
import { useUpdateMessage } from '../api/update-message';
import { uploadMessageAttachments } from '../api/upload-attachments';
import { RecipientPickerModal, sameRecipient, type ChosenRecipient } from './recipient-picker-modal';

/** What the dialog starts from: a new message (perhaps prefilled), a reply to a message, or the edit of an own one. */
export type MessageDraft =
  | { mode: 'new'; title?: string; content?: string; category?: string }
  | { mode: 'reply'; to: Message }
  | { mode: 'edit'; message: Message };

/**
 * One form for all three: the contract's fields and rules (a reply's or an edit's title at most 149
 * characters, at least one recipient unless replying); an edit keeps its id.
 */
const formSchema = sendMessageFields.extend({ id: idSchema.nullish() }).superRefine((v, ctx) => {
  checkMessageRecipientsAndTitle({ ...v, inResponseTo: v.inResponseTo ?? v.id }, ctx);
  if (v.id && v.recipients.length === 0) ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'Wybierz co najmniej jednego adresata' });
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const patientLabel = (p: { name: string; lastName: string }) => `${p.name} ${p.lastName}`;
const writable = (kind: string): kind is ChosenRecipient['kind'] => kind === 'STAFF' || kind === 'MAILBOX';

/** Where a half-written message is kept: one draft per conversation (a new message, a reply to a message, the edit of one). */
export const conversationOf = (draft: MessageDraft) =>
  draft.mode === 'reply' ? `message:reply:${draft.to.id}` : draft.mode === 'edit' ? `message:edit:${draft.message.id}` : 'message:new';

/** The form's values as they may be kept and restored (no files: those are added again). */
type KeptValues = Pick<FormInput, 'category' | 'title' | 'content' | 'patientId'> & { recipients: ChosenRecipient[] };
const keptOf = (v: FormInput): KeptValues => ({
  category: v.category,
  title: v.title,
  content: v.content,
  patientId: v.patientId ?? null,
  recipients: (v.recipients as ChosenRecipient[]).map(({ kind, id, name }) => ({ kind, id, name })),
});
const sameValues = (a: FormInput, b: FormInput) => JSON.stringify(keptOf(a)) === JSON.stringify(keptOf(b));

/** The draft kept for this account and conversation over the mode's start, or null (a prefilled new message keeps its prefill). */
function keptStart(draft: MessageDraft, accountId: number | undefined): { values: FormInput; chips: ChosenRecipient[] } | null {
  const fresh = startOf(draft);
  const prefilled = draft.mode === 'new' && (draft.title || draft.content);
  const kept = accountId === undefined || prefilled ? null : readDraft<KeptValues>(accountId, conversationOf(draft));
  if (!kept) return null;
  const chips = draft.mode === 'reply' ? fresh.chips : kept.recipients;
  return { values: { ...fresh.values, ...kept, recipients: chips }, chips };
}

function startOf(draft: MessageDraft): { values: FormInput; chips: ChosenRecipient[] } {
  if (draft.mode === 'reply') {
    const { to } = draft;
    const sender = writable(to.sender.kind) && to.sender.id !== null ? [{ kind: to.sender.kind, id: to.sender.id, name: to.sender.name }] : [];
    return {
      values: { category: to.category.code, title: replyTitle(to.title), content: '', recipients: sender, inResponseTo: to.id, patientId: to.patient?.id ?? null, attachmentIds: [] },
      chips: sender,
    };
  }
  if (draft.mode === 'edit') {
    const { message } = draft;
    const chips = message.recipients.flatMap((r) => (writable(r.kind) && r.id !== null ? [{ kind: r.kind, id: r.id, name: r.name }] : []));
    return {
      values: { id: message.id, category: message.category.code, title: cutTitle(message.title), content: message.content, recipients: chips, attachmentIds: [] },
      chips,
    };
  }
  return {
    values: { category: draft.category ?? DEFAULT_MESSAGE_CATEGORY, title: draft.title ?? '', content: draft.content ?? '', recipients: [], patientId: null, attachmentIds: [] },
    chips: [],
  };
}

/**
 * The new-message dialog (spec part 1 §2 "Modals", §5, §8), also for a reply and for editing an own
 * unread message: category (M by default), title, text with its counter, recipients from the picker as
 * removable chips (a reply goes to the answered message's sender), the patient it concerns when the
 * account acts for several, and attachments uploaded before the message is sent. What is typed is kept
 * as a draft of the account and conversation (shared/drafts: it survives a reload, and goes on sending,
 * discarding or signing out); closing (the cross, Escape, Cancel) a changed message asks first.
 */
export function MessageFormModal({ draft, onClose }: { draft: MessageDraft; onClose: () => void }) {
  const { t } = useTranslation(['messages', 'common']);
  const isPhone = useIsPhone();
  const accountId = useCurrentAccount().data?.id;
  const conversation = conversationOf(draft);
  const [pristine] = useState(() => startOf(draft).values);
  const [start] = useState(() => keptStart(draft, accountId) ?? { values: pristine, chips: startOf(draft).chips });
  const [restored, setRestored] = useState(() => start.values !== pristine);
  const [chips, setChips] = useState<ChosenRecipient[]>(start.chips);
  const [picking, setPicking] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState(draft.mode === 'edit' ? draft.message.attachments : []);
  const [uploading, setUploading] = useState(false);
  const categories = useMessageCategories();
  const patients = useActablePatients();
  const fileSettings = useFileSettings();
  const send = useSendMessage();
  const update = useUpdateMessage();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: start.values });
  const { control, handleSubmit, setValue, setError, formState } = form;
  const content = useWatch({ control, name: 'content' }) ?? '';
  const titleMax = draft.mode === 'new' ? MESSAGE_TITLE_MAX : MESSAGE_TITLE_CUT;
  const heading = draft.mode === 'edit' ? t('form.editTitle') : draft.mode === 'reply' ? t('form.replyTitle') : t('form.newTitle');
  const patientChoices = patients.data ?? [];
  // The account read after the dialog opened: its draft comes back while nothing has been typed yet.
  useEffect(() => {
    if (restored || accountId === undefined || !sameValues(form.getValues(), pristine)) return;
    const kept = keptStart(draft, accountId);
    if (!kept) return;
    form.reset(kept.values);
    setChips(kept.chips);
    setRestored(true);
  }, [accountId, draft, form, pristine, restored]);

  useEffect(() => {
    if (accountId === undefined) return;
    const watching = form.watch((values) => {
      if (sameValues(values as FormInput, pristine)) dropDraft(accountId, conversation);
      else writeDraft(accountId, conversation, keptOf(values as FormInput));
    });
    return () => watching.unsubscribe();
  }, [form, accountId, conversation, pristine]);

  const finish = () => {
    if (accountId !== undefined) dropDraft(accountId, conversation);
    onClose();
  };
  /** The cross, Escape and Cancel: a message with something typed (or files chosen) is discarded only when confirmed. */
  const requestClose = async () => {
    if (formState.isSubmitting) return;
    const changed = !sameValues(form.getValues(), pristine) || files.length > 0;
    if (changed && !(await confirmAction({ title: t('form.discardTitle'), message: t('form.discardMessage'), confirmLabel: t('form.discard') }))) return;
    finish();
  };

  const limits = fileSettings.data ? { ...fileSettings.data.fileUploadParams, maxFiles: Math.max(0, fileSettings.data.fileUploadParams.maxFiles - kept.length) } : null;

  const changeChips = (next: ChosenRecipient[]) => {
    setChips(next);
    setValue('recipients', next, { shouldValidate: formState.isSubmitted });
  };
  const toggle = (r: ChosenRecipient) => changeChips(chips.some((c) => sameRecipient(c, r)) ? chips.filter((c) => !sameRecipient(c, r)) : [...chips, r]);

  const submit = async (values: FormOutput) => {
    const recipients = values.recipients.map(({ kind, id }) => ({ kind, id }));
    try {
      setUploading(files.length > 0);
      const uploaded = files.length > 0 ? (await uploadMessageAttachments(files)).files.map((f) => f.id) : [];
      setUploading(false);
      const attachmentIds = [...kept.map((a) => a.id), ...uploaded];
      if (values.id) {
        await update.mutateAsync({ id: values.id, category: values.category, title: values.title, content: values.content, recipients, attachmentIds });
        notify.success(t('saved'));
      } else {
        const patientId = values.patientId ?? patientChoices.find((p) => p.relation === 'SELF')?.id ?? null;
        await send.mutateAsync({ ...values, recipients, patientId, attachmentIds, inResponseTo: values.inResponseTo ?? null });
        notify.success(t('sent'));
      }
      finish();
    } catch (error) {
      setUploading(false);
      if (applyServerErrors(error, setError, fieldPaths(values), { aliases: { files: 'attachmentIds' } })) return;
      // A refusal the person can act on (the hourly limit, a message read meanwhile) in the server's words.
      reportFailure(error, t('sendFailed'));
    }
  };

  return (
    <>
      <Modal opened onClose={() => void requestClose()} title={heading} size="xl" fullScreen={isPhone} closeButtonProps={{ 'aria-label': t('common:close') }}>
        <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
          <Stack gap="md">
            {restored && (
              <Text size="sm" role="status" data-testid="draft-restored">
                {t('form.draftRestored')} {t('form.draftFiles')}
              </Text>
            )}
            <FormSelect
              control={control}
              name="category"
              label={t('fields.category')}
              required
              data={(categories.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
              allowDeselect={false}
            />
            <RecipientsField draft={draft} chips={chips} error={formState.errors.recipients?.message} onRemove={toggle} onPick={() => setPicking(true)} />
            {draft.mode === 'new' && patientChoices.length > 1 && (
              <FormSelect
                control={control}
                name="patientId"
                label={t('form.patient')}
                placeholder={patientLabel(patientChoices.find((p) => p.relation === 'SELF') ?? patientChoices[0])}
                data={patientChoices.map((p) => ({ value: String(p.id), label: patientLabel(p) }))}
                clearable={false}
              />
            )}
            <FormTextInput control={control} name="title" label={t('fields.title')} required maxLength={titleMax} description={t('form.titleLimit', { count: titleMax })} />
            <FormTextarea
              control={control}
              name="content"
              label={t('fields.content')}
              required
              autosize
              minRows={6}
              maxRows={16}
              maxLength={MESSAGE_CONTENT_MAX}
              description={t('form.counter', { used: content.length, count: MESSAGE_CONTENT_MAX })}
            />
            {draft.mode === 'edit' && kept.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('form.keptFiles')}
                </Text>
                <Group gap="xs">
                  {kept.map((a) => (
                    <Pill key={a.id} withRemoveButton onRemove={() => setKept(kept.filter((k) => k.id !== a.id))} removeButtonProps={{ 'aria-label': t('form.removeFile', { name: a.fileName }) }}>
                      {a.fileName}
                    </Pill>
                  ))}
                </Group>
              </Stack>
            )}
            {limits && limits.maxFiles > 0 && <FileDrop value={files} onChange={setFiles} limits={limits} label={t('fields.attachments')} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void requestClose()}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={formState.isSubmitting || uploading}>
                {draft.mode === 'edit' ? t('form.save') : t('form.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <RecipientPickerModal opened={picking} onClose={() => setPicking(false)} chosen={chips} onToggle={toggle} />
    </>
  );
}

function RecipientsField({
  draft,
  chips,
  error,
  onRemove,
  onPick,
}: {
  draft: MessageDraft;
  chips: ChosenRecipient[];
  error?: string;
  onRemove: (r: ChosenRecipient) => void;
  onPick: () => void;
}) {
  const { t } = useTranslation('messages');
  if (draft.mode === 'reply') {
    return (
      <Input.Wrapper label={t('fields.recipients')}>
        <Text>{draft.to.sender.name}</Text>
      </Input.Wrapper>
    );
  }
  return (
    <Input.Wrapper label={t('fields.recipients')} required error={error} errorProps={{ id: 'message-recipients-error' }}>
      <Group gap="xs" mt={4} wrap="wrap" aria-describedby={error ? 'message-recipients-error' : undefined}>
        {chips.map((c) => (
          <Pill key={`${c.kind}-${c.id}`} size="md" withRemoveButton onRemove={() => onRemove(c)} removeButtonProps={{ 'aria-label': t('form.removeRecipient', { name: c.name }) }}>
            {c.name}
          </Pill>
        ))}
        <Button variant="light" size="xs" onClick={onPick}>
          {t('form.pickRecipients')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}

