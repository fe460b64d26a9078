import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { markReadSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messagesKeys } from './keys';

/** POST /api/mpi/messages/{id} — marks the account's copy read (the read date is stamped once). */
export const markMessageRead = (id: number) => api<z.infer<typeof markReadSchema>>(`/mpi/messages/${id}`, { method: 'POST' });

/** Marks read, then refreshes the count and the lists (the live channel may say it too; both are harmless). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKeys.unread }),
        queryClient.invalidateQueries({ queryKey: messagesKeys.lists }),
      ]);
    },
  });
}
