import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IdentityQueuePage } from '@portal/contracts';
import { api } from '@portal/ui/api';

export const QUEUE_PAGE_SIZE = 20;

/** GET /api/clinic/identities: identities waiting for the clinic, oldest first. */
export const getIdentityQueue = (pageIndex: number) => api<IdentityQueuePage>('/clinic/identities', { query: { pageIndex, pageSize: QUEUE_PAGE_SIZE } });

export const identityQueueQuery = (pageIndex: number) =>
  queryOptions({ queryKey: ['clinic', 'identities', pageIndex], queryFn: () => getIdentityQueue(pageIndex), placeholderData: keepPreviousData });

export const useIdentityQueue = (pageIndex: number) => useQuery(identityQueueQuery(pageIndex));
