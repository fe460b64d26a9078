import { Anchor, Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ClinicMessage } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { threadPath } from '../paths';
import { MessageMarks, moment, PaperclipIcon, PatientLine, useSenderName } from './parts';

/**
 * One message of a list: unread marker, title (to the thread), sender (or recipients in the outbox),
 * the patient it concerns, category, date, attachments, "do potwierdzenia".
 */
export function MessageRow({ message, outbox = false }: { message: ClinicMessage; outbox?: boolean }) {
  const { t } = useTranslation('messages');
  const senderName = useSenderName();
  const unread = !outbox && message.readDate === null;
  return (
    <Paper withBorder p="sm" component="article" aria-label={message.title} data-unread={unread || undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="xs" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <Box w={10} h={10} mt={7} style={{ flex: 'none', borderRadius: '50%', background: unread ? 'var(--mantine-color-blue-8)' : 'transparent' }} aria-hidden />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              {unread ? <Text span size="xs" fw={700} c="blue.9">{t('list.unread')}</Text> : null}
              <Anchor component={Link} to={threadPath(message.id)} fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
                {message.title}
              </Anchor>
              <MessageMarks message={message} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {outbox ? t('list.to', { names: message.recipients.map((r) => r.name).join(', ') }) : t('list.from', { name: senderName(message) })}
            </Text>
            <PatientLine patient={message.patient} />
            <Text size="xs" c="dimmed">
              {message.category.name}
            </Text>
          </Stack>
        </Group>
        <Stack gap={2} align="flex-end" style={{ flex: 'none' }}>
          <Text size="sm" c="dimmed">
            <time dateTime={message.createdAt}>{moment(message.createdAt)}</time>
          </Text>
          {message.attachments.length > 0 ? (
            <Text size="sm" c="dimmed" component="div" style={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <PaperclipIcon />
              <span aria-hidden>{message.attachments.length}</span>
              <VisuallyHidden>{t('list.attachments', { count: message.attachments.length })}</VisuallyHidden>
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
