import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import { attentionBadge } from '@portal/ui/theme';
import type { ClinicMessage, MessageAttachment } from '@portal/contracts';
import { formatDateTime, formatFileSize } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { attachmentUrl } from '../paths';

/*
 * Pieces the feature's pages share: dates as the clinic writes them, who sent a message, whom it
 * concerns, its attachments. Titles and texts are plain text: React writes them as text, never HTML.
 */

/** A paperclip (decorative: the words beside it say what it means). */
export function PaperclipIcon({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false" style={{ flex: 'none' }}>
      <path d="M21.44 11.05l-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48" />
    </svg>
  );
}

/** DD-MM-RRRR HH:MM of an instant in the clinic's zone (the portal's formatter). */
export const moment = (instant: string) => formatDateTime(instant);

/** The sender as the console names it: a patient's account with its login, a colleague, a mailbox (and who wrote for it). */
export function useSenderName() {
  const { t } = useTranslation('messages');
  return (m: Pick<ClinicMessage, 'sender' | 'senderAccount' | 'writtenBy'>) => {
    const parts = [m.sender.name];
    if (m.senderAccount) parts.push(`(${t('list.account', { login: m.senderAccount.username })})`);
    if (m.writtenBy) parts.push(`(${t('thread.writtenBy', { name: m.writtenBy })})`);
    return parts.join(' ');
  };
}

/** The patient a message concerns: name and PESEL. */
export function PatientLine({ patient }: { patient: ClinicMessage['patient'] }) {
  const { t } = useTranslation('messages');
  if (!patient) return null;
  const name = `${patient.name} ${patient.lastName}`;
  return (
    <Text size="sm">
      {t('list.concerns', { name })}
      {patient.pesel ? `, ${t('list.pesel', { pesel: patient.pesel })}` : ''}
    </Text>
  );
}

/** "do potwierdzenia" and "edytowana" marks of a message. */
export function MessageMarks({ message }: { message: Pick<ClinicMessage, 'mustConfirm' | 'isEdit'> }) {
  const { t } = useTranslation('messages');
  return (
    <>
      {message.mustConfirm ? (
        <Badge color={attentionBadge.color} c={attentionBadge.text} variant="filled" size="sm">
          {t('list.mustConfirm')}
        </Badge>
      ) : null}
      {message.isEdit ? (
        <Badge color="gray.7" variant="outline" size="sm">
          {t('list.edited')}
        </Badge>
      ) : null}
    </>
  );
}

/** A message's files as downloads (the server hands them only to the message's parties). */
export function AttachmentLinks({ messageId, attachments }: { messageId: number; attachments: MessageAttachment[] }) {
  const { t } = useTranslation('messages');
  if (attachments.length === 0) return null;
  return (
    <List aria-label={t('thread.attachments')} listStyleType="none" ml={0} pl={0} spacing={4}>
      {attachments.map((file) => (
        <List.Item key={file.id}>
          <Group gap="xs" wrap="nowrap">
            <PaperclipIcon />
            <Anchor href={attachmentUrl(messageId, file.id)} download={file.fileName} aria-label={t('thread.download', { name: file.fileName })}>
              {file.fileName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatFileSize(file.size)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
