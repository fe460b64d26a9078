import { Anchor, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Message, StaffRoleName } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageBox } from '../api/get-messages';
import { messagePath } from '../paths';
import { AttachmentIcon } from './attachment-icon';
import { MessageBadge } from './badges';
import { isUnread, messageTime, partyName, partyNames } from './format';

/**
 * One message of the inbox or outbox: an unread one in bold with its "unread" badge (not colour only),
 * the title (a link to the message), sender or recipients, category, time, an attachment icon and the
 * "must confirm" badge. Rows wrap, so on a phone each part goes under the other.
 */
export function MessageRow({ message, box }: { message: Message; box: MessageBox }) {
  const { t } = useTranslation('messages');
  const unread = box === 'inbox' && isUnread(message);
  const role = (r: StaffRoleName) => t(`roles.${r}`);
  return (
    <Paper component="article" withBorder p="sm" data-testid="message-row" data-unread={unread || undefined} style={unread ? { borderLeft: '4px solid var(--mantine-color-blue-8)' } : undefined}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Anchor component={Link} to={messagePath(message.id)} fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
            {message.title}
          </Anchor>
          <Group gap={6} wrap="wrap">
            {unread && (
              <MessageBadge kind="unread" label={t('list.unread')} />
            )}
            {message.mustConfirm && (
              <MessageBadge kind="mustConfirm" label={t('mustConfirm')} />
            )}
            {message.attachments.length > 0 && <AttachmentIcon count={message.attachments.length} />}
          </Group>
        </Group>
        <Group gap="md" wrap="wrap" fz="sm">
          <Text size="sm" fw={unread ? 700 : undefined} style={{ overflowWrap: 'anywhere' }}>
            <Text span c="dimmed" size="sm">
              {box === 'inbox' ? t('fields.sender') : t('fields.recipients')}:{' '}
            </Text>
            {box === 'inbox' ? partyName(message.sender, role) : partyNames(message.recipients, role)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('fields.category')}:{' '}
            </Text>
            {message.category.name}
          </Text>
          <Text size="sm">
            <VisuallyHidden>{t('fields.date')}: </VisuallyHidden>
            {messageTime(message.createdAt)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
