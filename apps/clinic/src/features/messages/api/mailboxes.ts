import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Mailbox } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messageKeys } from './keys';

/** GET /api/clinic/mailboxes: every mailbox with its members (the administrator). */
export const getMailboxes = () => api<Mailbox[]>('/clinic/mailboxes');

export const mailboxesQuery = () => queryOptions({ queryKey: messageKeys.mailboxes(), queryFn: getMailboxes });

export const useMailboxes = () => useQuery(mailboxesQuery());
