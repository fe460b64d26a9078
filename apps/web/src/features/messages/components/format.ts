import type { Message, MessageParty, StaffRoleName } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';

/** A message's time as the portal shows it: DD-MM-RRRR HH:MM in the clinic's zone. */
export const messageTime = (iso: string) => formatDateTime(iso);

/** A party as the patient reads it: a staff member by name and role ("Ewa Lekarska (lekarz)"), others by name. */
export const partyName = (party: MessageParty, roleLabel: (role: StaffRoleName) => string) =>
  party.roles?.length ? `${party.name} (${party.roles.map(roleLabel).join(', ')})` : party.name;

export const partyNames = (parties: readonly MessageParty[], roleLabel: (role: StaffRoleName) => string) => parties.map((p) => partyName(p, roleLabel)).join(', ');

/** In the inbox, a message the account has not read yet. */
export const isUnread = (message: Pick<Message, 'isOwn' | 'readDate'>) => !message.isOwn && message.readDate === null;
