import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, UpdateMessageRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messagesKeys } from './keys';

/** PUT /api/mpi/messages/u/mpi-user/update — the sender changes a message nobody has read; 409 once read. */
export const updateMessage = (body: UpdateMessageRequest) => api<Message>('/mpi/messages/u/mpi-user/update', { method: 'PUT', body });

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessage,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messagesKeys.lists });
      await queryClient.invalidateQueries({ queryKey: messagesKeys.threads });
    },
  });
}
