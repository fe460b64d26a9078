import type { Message, MessageParty } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import dayjs from 'dayjs';

/** A message's time as the portal shows it: DD-MM-YYYY HH:mm. */
export const messageTime = (iso: string) => `${formatDate(iso)} ${dayjs(iso).format('HH:mm')}`;

export const partyNames = (parties: readonly MessageParty[]) => parties.map((p) => p.name).join(', ');

/** In the inbox, a message the account has not read yet. */
export const isUnread = (message: Pick<Message, 'isOwn' | 'readDate'>) => !message.isOwn && message.readDate === null;
