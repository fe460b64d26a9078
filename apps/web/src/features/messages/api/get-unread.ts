import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/messages/u/mpi-user/unread — the menu's count and how many of them must be confirmed. */
export const getUnreadCount = () => api<UnreadCount>('/mpi/messages/u/mpi-user/unread');

/** Set by the live channel; read afresh only when it is down (see use-messages-live.ts). */
// The key is written out (keys.ts has it too, checked by a test): importing keys.ts from the signed-in
// layout's chunk would split it into a chunk of its own, which the sign-in page's script then names.
export const unreadCountQuery = queryOptions({ queryKey: ['messages', 'unread'] as const, queryFn: getUnreadCount, staleTime: Infinity });

export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQuery, enabled });
