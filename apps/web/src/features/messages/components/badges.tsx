import type { MantineColor } from '@mantine/core';
import { StatusBadge } from '@portal/ui/page';

/** The states a message shows as a badge, each with a colour dark enough for its white text. */
export type MessageBadgeKind = 'unread' | 'mustConfirm' | 'opened' | 'edited' | 'STAFF' | 'MAILBOX';
const palette: Record<MessageBadgeKind, MantineColor> = {
  unread: 'blue.9',
  mustConfirm: '#9c4a00',
  opened: 'indigo.9',
  edited: 'gray.7',
  STAFF: 'teal.9',
  MAILBOX: 'grape.9',
};

/** Message badges read as plain words in sentence case ("Otwarta teraz"), not as capitalised codes. */
export const MessageBadge = ({ kind, label }: { kind: MessageBadgeKind; label: string }) => <StatusBadge status={kind} palette={palette} label={label} plain />;
