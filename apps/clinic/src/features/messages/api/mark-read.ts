import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/ui/api';
import { messageKeys } from './keys';

/** POST /api/clinic/messages/{messageId}/read: her own copy and her mailboxes' copies are read (the date is kept once). */
export const markRead = (messageId: number) => api<{ readDate: string }>(`/clinic/messages/${messageId}/read`, { method: 'POST' });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: messageKeys.boxes() }), queryClient.invalidateQueries({ queryKey: messageKeys.lists() })]),
  });
}
