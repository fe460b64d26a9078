import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, SendMessageRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messagesKeys } from './keys';

/** POST /api/mpi/messages/u/mpi-user/portal — a new message or a reply; 201 with the message. */
export const sendMessage = (body: SendMessageRequest) => api<Message>('/mpi/messages/u/mpi-user/portal', { method: 'POST', body });

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...messagesKeys.lists], refetchType: 'active' }).then(() =>
      queryClient.invalidateQueries({ queryKey: messagesKeys.threads }),
    ),
  });
}
