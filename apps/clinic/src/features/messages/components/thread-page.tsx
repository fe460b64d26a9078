import { Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClinicMessage, ClinicMessageBox } from '@portal/contracts';
import { PageHeading, QueryBoundary } from '@portal/ui/page';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useBoxes } from '../api/boxes';
import { useMarkRead } from '../api/mark-read';
import { useThread } from '../api/thread';
import { MESSAGES_PATH, patientCardPath, replyPath } from '../paths';
import { AttachmentLinks, MessageMarks, moment, PatientLine, useSenderName } from './parts';

/** The mailbox of hers a message came to (a reply may go out on its behalf). */
export const mailboxOf = (message: ClinicMessage, boxes: ClinicMessageBox[] | undefined) => {
  const hers = new Map((boxes ?? []).filter((b) => b.mailboxId !== null).map((b) => [b.mailboxId, b]));
  const to = message.recipients.find((r) => r.kind === 'MAILBOX' && hers.has(r.id));
  return to ? (hers.get(to.id) ?? null) : null;
};

function MessageCard({ message, boxes, opened }: { message: ClinicMessage; boxes: ClinicMessageBox[] | undefined; opened: boolean }) {
  const { t } = useTranslation('messages');
  const senderName = useSenderName();
  const mailbox = mailboxOf(message, boxes);
  const headingId = `message-${message.id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId} bd={opened ? '2px solid var(--mantine-color-blue-7)' : undefined}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} fz="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {message.title}
          </Title>
          <Group gap="xs">
            <MessageMarks message={message} />
          </Group>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} m={0} spacing="xs">
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('thread.from')}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {senderName(message)}
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('thread.sentAt')}
            </Text>
            <Text component="dd" m={0}>
              <time dateTime={message.createdAt}>{moment(message.createdAt)}</time>
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('thread.category')}
            </Text>
            <Text component="dd" m={0}>
              {message.category.name}
            </Text>
          </div>
        </SimpleGrid>
        <PatientLine patient={message.patient} />
        <div>
          <Text size="sm" c="dimmed">
            {t('thread.recipients')}
          </Text>
          <List size="sm" spacing={2}>
            {message.recipients.map((r) => (
              <List.Item key={`${r.kind}-${r.id ?? r.name}`}>
                {r.name} — {r.readDate ? t('thread.readAt', { date: moment(r.readDate) }) : t('thread.notRead')}
              </List.Item>
            ))}
          </List>
        </div>
        {/* Plain text: line breaks kept, never read as HTML. */}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-content">
          {message.content}
        </Text>
        <AttachmentLinks messageId={message.id} attachments={message.attachments} />
        {!message.isOwn || message.patient ? (
          <Group gap="xs">
            {!message.isOwn ? (
              <Button component={Link} to={replyPath(message.id)} variant="light">
                {t('thread.reply')}
              </Button>
            ) : null}
            {!message.isOwn && mailbox ? (
              <Button component={Link} to={`${replyPath(message.id)}&as=${mailbox.mailboxId}`} variant="light">
                {t('thread.replyAsMailbox', { name: mailbox.name })}
              </Button>
            ) : null}
            {message.patient ? (
              <Anchor component={Link} to={patientCardPath(message.patient.id)} size="sm">
                {t('thread.patientCard', { name: `${message.patient.name} ${message.patient.lastName}` })}
              </Anchor>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Marks read, once per message, what she opened and had not read (her own copy and her mailboxes'). */
function useMarkThreadRead(messages: ClinicMessage[] | undefined) {
  const markRead = useMarkRead();
  const done = useRef(new Set<number>());
  useEffect(() => {
    for (const m of messages ?? []) {
      if (m.isOwn || m.readDate !== null || done.current.has(m.id)) continue;
      done.current.add(m.id);
      markRead.mutate(m.id);
    }
    // `markRead` is a new object each render; the set keeps each message to one call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages]);
}

/** /messages/:messageId — the thread of a message: every message she is party to, oldest first; opening it reads it. */
export function ThreadPage() {
  const { t } = useTranslation('messages');
  const messageId = Number(useParams().messageId);
  const thread = useThread(messageId);
  const boxes = useBoxes();
  useMarkThreadRead(thread.data);
  const opened = thread.data?.find((m) => m.id === messageId);
  const heading = opened?.title ?? t('thread.title');
  return (
    <Stack>
      <Anchor component={Link} to={MESSAGES_PATH} size="sm">
        ← {t('thread.back')}
      </Anchor>
      <PageHeading documentTitle={`${t('thread.title')}: ${heading}`}>{heading}</PageHeading>
      <QueryBoundary query={thread} failure={t('thread.loadFailed')}>
        {(messages) => (
          <Stack>
            {messages.map((m) => (
              <MessageCard key={m.id} message={m} boxes={boxes.data} opened={m.id === messageId} />
            ))}
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}
