import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messagesKeys } from './keys';

/** GET /api/mpi/messages/to-confirm — unread messages the clinic asked to confirm, oldest first. */
export const getMessagesToConfirm = () => api<Message[]>('/mpi/messages/to-confirm');

export const toConfirmQuery = queryOptions({ queryKey: messagesKeys.toConfirm, queryFn: getMessagesToConfirm });

export const useMessagesToConfirm = () => useQuery(toConfirmQuery);
