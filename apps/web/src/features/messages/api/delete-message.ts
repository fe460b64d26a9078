import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/ui/api';
import { messagesKeys } from './keys';

/** DELETE /api/mpi/messages/{id} — 204; the sender only, while nobody has read it (409 otherwise). */
export const deleteMessage = (id: number) => api<void>(`/mpi/messages/${id}`, { method: 'DELETE' });

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messagesKeys.lists });
      // The open thread would only answer 404 for the message just deleted; it is read again when opened.
      await queryClient.invalidateQueries({ queryKey: messagesKeys.threads, refetchType: 'none' });
    },
  });
}
