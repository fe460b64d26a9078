import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messagesKeys } from './keys';

/** GET /api/mpi/messages/u/mpi-user/unread — the menu's count and how many of them must be confirmed. */
export const getUnreadCount = () => api<UnreadCount>('/mpi/messages/u/mpi-user/unread');

/** Set by the live channel; read afresh only when it is down (see use-messages-live.ts). */
export const unreadCountQuery = queryOptions({ queryKey: messagesKeys.unread, queryFn: getUnreadCount, staleTime: Infinity });

export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQuery, enabled });
