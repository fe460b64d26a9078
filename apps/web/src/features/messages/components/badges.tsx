import type { MantineColor } from '@mantine/core';
import { StatusBadge } from '@portal/ui/page';

/** The states a message shows as a badge, each with a colour dark enough for its white text. */
export type MessageBadgeKind = 'unread' | 'mustConfirm' | 'opened' | 'edited' | 'STAFF' | 'MAILBOX';
const palette: Record<MessageBadgeKind, MantineColor> = {
  unread: 'blue.8',
  mustConfirm: 'orange.9',
  opened: 'indigo.8',
  edited: 'gray.8',
  STAFF: 'teal.9',
  MAILBOX: 'grape.9',
};

export const MessageBadge = ({ kind, label }: { kind: MessageBadgeKind; label: string }) => <StatusBadge status={kind} palette={palette} label={label} />;
