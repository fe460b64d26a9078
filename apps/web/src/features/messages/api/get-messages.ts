import type { InboxQuery, MessagePage } from '@portal/contracts';
import { MESSAGE_PAGE_SIZE } from '@portal/domain';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { messagesKeys } from './keys';

export type MessageBox = 'inbox' | 'outbox';
/** The list's filters as the page keeps them in its address. */
export type MessageFilters = Pick<InboxQuery, 'after' | 'before' | 'category' | 'title' | 'sender'>;

/**
 * GET /api/mpi/messages/u/mpi-user/inbox and .../outbox — a page of 15 (+1 probe: hasNextPage),
 * newest first. The outbox has no sender filter.
 */
export function getMessages(box: MessageBox, filters: MessageFilters, pageIndex: number) {
  const { sender, ...rest } = filters;
  return api<MessagePage>(`/mpi/messages/u/mpi-user/${box}`, {
    query: { ...rest, ...(box === 'inbox' ? { sender } : {}), pageIndex, pageSize: MESSAGE_PAGE_SIZE },
  });
}

export function useMessages(box: MessageBox, filters: MessageFilters) {
  return usePagedQuery({
    queryKey: [...messagesKeys.lists, box, filters],
    fetchPage: (pageIndex) => getMessages(box, filters, pageIndex),
  });
}
