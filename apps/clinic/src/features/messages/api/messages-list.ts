import type { ClinicMessage, ClinicMessagePage } from '@portal/contracts';
import { MESSAGE_PAGE_SIZE } from '@portal/domain';
import { api } from '@portal/ui/api';
import { useEffect } from 'react';
import { usePagedQuery, type PagedQuery } from '@portal/ui/lists';
import { useRefreshInterval } from '../live';
import { SENT_BOX } from '../paths';
import { messageKeys } from './keys';

/** The list's filters as the address keeps them ('' = none). */
export interface MessageFilters {
  after?: string;
  before?: string;
  category?: string;
  title?: string;
  sender?: string;
  unreadOnly?: boolean;
}

/**
 * GET /api/clinic/messages/inbox (her own, or a mailbox's with `mailboxId`) and GET .../outbox (box SENT):
 * 15 a page, newest first; the server reads one more to say whether a next page exists.
 */
export function getMessages(box: string, filters: MessageFilters, pageIndex: number) {
  const common = { pageIndex, pageSize: MESSAGE_PAGE_SIZE, after: filters.after, before: filters.before, category: filters.category, title: filters.title };
  if (box === SENT_BOX) return api<ClinicMessagePage>('/clinic/messages/outbox', { query: common });
  return api<ClinicMessagePage>('/clinic/messages/inbox', {
    query: { ...common, mailboxId: box || undefined, sender: filters.sender, unreadOnly: filters.unreadOnly ? 'true' : undefined },
  });
}

export function useMessages(box: string, filters: MessageFilters): PagedQuery<ClinicMessage> {
  const query = usePagedQuery<ClinicMessage>({ queryKey: messageKeys.list(box, filters), fetchPage: (pageIndex) => getMessages(box, filters, pageIndex) });
  // While the live channel is down the list is read again every 60 s (every loaded page).
  const interval = useRefreshInterval();
  const { refetch } = query;
  useEffect(() => {
    if (!interval) return;
    const timer = setInterval(() => void refetch(), interval);
    return () => clearInterval(timer);
  }, [interval, refetch]);
  return query;
}
