import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mailbox, MailboxInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messageKeys } from './keys';

/** POST /api/clinic/mailboxes (a new one) or PUT .../{mailboxId}; a name another mailbox has is 409 on `name`. */
export const saveMailbox = ({ id, body }: { id: number | null; body: MailboxInput }) =>
  id ? api<Mailbox>(`/clinic/mailboxes/${id}`, { method: 'PUT', body }) : api<Mailbox>('/clinic/mailboxes', { method: 'POST', body });

export function useSaveMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailbox,
    // Her own boxes change when she joins or leaves a mailbox.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: messageKeys.mailboxes() }), queryClient.invalidateQueries({ queryKey: messageKeys.boxes() })]),
  });
}
