import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RecipientAccount, RecipientSearchQuery, Page } from '@portal/contracts';
import { RECIPIENT_PAGE_SIZE } from '@portal/domain';
import { api } from '@portal/ui/api';

/** A person's name as typed (first, last or both; never a login) or a mailbox's. */
export type RecipientSearch = Pick<RecipientSearchQuery, 'q'>;

/** GET /api/mpi/accounts/mpi-user/recipients/info — staff and mailboxes the patient may write to, 5 a page. */
export const searchRecipients = (search: RecipientSearch, pageIndex: number) =>
  api<Page<RecipientAccount>>('/mpi/accounts/mpi-user/recipients/info', { query: { ...search, pageIndex, pageSize: RECIPIENT_PAGE_SIZE } });

export const useRecipientSearch = (search: RecipientSearch, pageIndex: number, enabled: boolean) =>
  useQuery({
    queryKey: ['messages-recipients', search, pageIndex],
    queryFn: () => searchRecipients(search, pageIndex),
    placeholderData: keepPreviousData,
    enabled,
  });
