import { useQuery } from '@tanstack/react-query';
import type { messageRecipientsSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messagesKeys } from './keys';

export type MessageRecipients = z.infer<typeof messageRecipientsSchema>;

/** GET /api/mpi/messages/{id}/recipients — each recipient with the time it read the message. */
export const getMessageRecipients = (id: number) => api<MessageRecipients>(`/mpi/messages/${id}/recipients`);

export const useMessageRecipients = (id: number, enabled: boolean) =>
  useQuery({ queryKey: [...messagesKeys.all, 'recipients', id], queryFn: () => getMessageRecipients(id), enabled });
