import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicMessage } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messageKeys } from './keys';

/** GET /api/clinic/messages/{messageId}/thread: the thread's messages she is party to, oldest first. */
export const getThread = (messageId: number) => api<ClinicMessage[]>(`/clinic/messages/${messageId}/thread`);

export const threadQuery = (messageId: number) => queryOptions({ queryKey: messageKeys.thread(messageId), queryFn: () => getThread(messageId) });

export const useThread = (messageId: number, enabled = true) => useQuery({ ...threadQuery(messageId), enabled });
