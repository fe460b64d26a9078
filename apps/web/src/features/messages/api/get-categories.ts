import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageCategory } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/message-categories — the active categories, in their order. */
export const getMessageCategories = () => api<MessageCategory[]>('/mpi/message-categories');

export const messageCategoriesQuery = queryOptions({
  queryKey: ['messages-categories'],
  queryFn: getMessageCategories,
  staleTime: 5 * 60_000,
});

export const useMessageCategories = () => useQuery(messageCategoriesQuery);
