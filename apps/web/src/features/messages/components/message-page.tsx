import { MessageText } from './message-text';
import { Anchor, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Message, StaffRoleName } from '@portal/contracts';
import { formatFileSize } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { confirmAction, LoadFailure, PageHeading } from '@portal/ui/page';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useDeleteMessage } from '../api/delete-message';
import { useThread } from '../api/get-thread';
import { isMessageRead } from '../api/is-read';
import { useMarkRead } from '../api/mark-read';
import { attachmentUrl, messagesPath, outboxPath } from '../paths';
import { MessageBadge } from './badges';
import { isUnread, messageTime, partyName, partyNames } from './format';
import { MessageFormModal, type MessageDraft } from './message-form-modal';
import { RecipientsModal } from './recipients-modal';

/**
 * /messages/{id} (spec part 1 §2, §4 "Message", §8; the target of a notice's link): the thread oldest
 * first with the opened message marked; an unread received message is marked read on opening. Reply to
 * any received message; edit or delete an own one while nobody has read it.
 */
export function MessagePage() {
  const { t } = useTranslation('messages');
  const id = Number(useParams().messageId);
  const thread = useThread(id);
  const [draft, setDraft] = useState<MessageDraft | null>(null);
  const [recipientsOf, setRecipientsOf] = useState<Message | null>(null);
  const markRead = useMarkRead();
  const marked = useRef(new Set<number>());
  const opened = thread.data?.find((m) => m.id === id);

  useEffect(() => {
    if (opened && isUnread(opened) && !marked.current.has(opened.id)) {
      marked.current.add(opened.id);
      markRead.mutate(opened.id);
    }
  }, [opened, markRead]);

  const title = opened?.title ?? t('view.title');
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={opened?.isOwn ? outboxPath : messagesPath} size="sm">
        {t('view.back')}
      </Anchor>
      <PageHeading documentTitle={title}>
        <span style={{ overflowWrap: 'anywhere' }}>{title}</span>
      </PageHeading>
      {thread.isError ? (
        <LoadFailure message={isApiError(thread.error) && thread.error.status === 404 ? t('view.notFound') : t('view.loadFailed')} query={thread} />
      ) : !thread.data ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('view.loading')}</Text>
        </Group>
      ) : (
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('view.thread')}>
          {thread.data.map((m) => (
            <ThreadMessage key={m.id} message={m} current={m.id === id} onDraft={setDraft} onRecipients={() => setRecipientsOf(m)} />
          ))}
        </Stack>
      )}
      {draft && <MessageFormModal draft={draft} onClose={() => setDraft(null)} />}
      {recipientsOf && <RecipientsModal message={recipientsOf} onClose={() => setRecipientsOf(null)} />}
    </Stack>
  );
}

function ThreadMessage({
  message,
  current,
  onDraft,
  onRecipients,
}: {
  message: Message;
  current: boolean;
  onDraft: (draft: MessageDraft) => void;
  onRecipients: () => void;
}) {
  const { t } = useTranslation(['messages', 'common']);
  const navigate = useNavigate();
  const remove = useDeleteMessage();
  const [checking, setChecking] = useState(false);
  const headingId = `message-${message.id}-title`;
  const role = (r: StaffRoleName) => t(`roles.${r}`);

  const edit = async () => {
    setChecking(true);
    try {
      const read = await isMessageRead(message.id);
      if (!read) return onDraft({ mode: 'edit', message });
      // Read meanwhile: it cannot change, but its text may go out as a new message (spec part 1 §8).
      const sendNew = await confirmAction({ title: t('view.edit'), message: t('editReadConfirm'), confirmLabel: t('common:yes'), danger: false });
      if (sendNew) onDraft({ mode: 'new', title: message.title, content: message.content, category: message.category.code });
    } catch (error) {
      notify.failure(error);
    } finally {
      setChecking(false);
    }
  };

  const del = async () => {
    const confirmed = await confirmAction({ title: t('view.deleteTitle'), message: t('view.deleteConfirm', { title: message.title }), confirmLabel: t('view.delete') });
    if (!confirmed) return;
    remove.mutate(message.id, {
      onSuccess: () => {
        notify.success(t('view.deleted'));
        void navigate(outboxPath, { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.body && error.status === 409) notify.warning(error.body.message);
        else notify.failure(error, t('view.deleteFailed'));
      },
    });
  };

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      aria-labelledby={headingId}
      aria-current={current ? 'true' : undefined}
      data-testid="thread-message"
      style={current ? { borderColor: 'var(--mantine-color-blue-7)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {message.title}
          </Title>
          <Group gap={6}>
            {current && (
              <MessageBadge kind="opened" label={t('view.opened')} />
            )}
            {message.mustConfirm && (
              <MessageBadge kind="mustConfirm" label={t('mustConfirm')} />
            )}
            {message.isEdit && (
              <MessageBadge kind="edited" label={t('view.edited')} />
            )}
          </Group>
        </Group>
        <Stack component="dl" gap={2} m={0} fz="sm">
          <Meta label={t('fields.sender')}>{partyName(message.sender, role)}</Meta>
          <Meta label={t('fields.recipients')}>
            {partyNames(message.recipients, role)}{' '}
            <Button variant="subtle" size="compact-xs" onClick={onRecipients}>
              {t('view.recipients')}
            </Button>
          </Meta>
          <Meta label={t('fields.date')}>{messageTime(message.createdAt)}</Meta>
          <Meta label={t('fields.category')}>
            {/* The server names the category in the reader's language (the clinic's translation, else English, else Polish). */}
            {message.category.name}
          </Meta>
          {message.patient && <Meta label={t('fields.patient')}>{`${message.patient.name} ${message.patient.lastName}`}</Meta>}
        </Stack>
        <MessageText text={message.content} testId="message-content" />
        {message.attachments.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('fields.attachments')}
            </Text>
            <List size="sm" spacing={4}>
              {message.attachments.map((a) => (
                <List.Item key={a.id}>
                  <Anchor href={attachmentUrl(message.id, a.id)} download={a.fileName} style={{ overflowWrap: 'anywhere' }}>
                    {a.fileName}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    ({formatFileSize(a.size)})
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Group gap="xs">
          {!message.isOwn && message.sender.kind !== 'CLINIC' && (
            <Button size="sm" onClick={() => onDraft({ mode: 'reply', to: message })}>
              {t('view.reply')}
            </Button>
          )}
          {message.changeable && (
            <>
              <Button size="sm" variant="default" loading={checking} onClick={() => void edit()}>
                {t('view.edit')}
              </Button>
              <Button size="sm" variant="outline" color="red.9" loading={remove.isPending} onClick={() => void del()}>
                {t('view.delete')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text component="dt" size="sm" c="dimmed">
        {label}:
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

