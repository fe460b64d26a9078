import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messagesKeys } from './keys';

/** GET /api/mpi/messages/{id}/thread — the thread's messages the account is party to, oldest first. */
export const getThread = (id: number) => api<Message[]>(`/mpi/messages/${id}/thread`);

export const threadQuery = (id: number) => queryOptions({ queryKey: [...messagesKeys.threads, id], queryFn: () => getThread(id) });

export const useThread = (id: number) => useQuery(threadQuery(id));
