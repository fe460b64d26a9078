import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { clinicRecipientPageSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messageKeys } from './keys';

export type ClinicRecipientPage = z.infer<typeof clinicRecipientPageSchema>;

/** GET /api/clinic/messages/recipients?q=: colleagues and active mailboxes matching the text. */
export const searchRecipients = (q: string) => api<ClinicRecipientPage>('/clinic/messages/recipients', { query: { q: q.trim() || undefined, pageSize: 10 } });

export const useRecipientSearch = (q: string, enabled: boolean) =>
  useQuery({ queryKey: messageKeys.recipients(q.trim()), queryFn: () => searchRecipients(q), enabled, placeholderData: keepPreviousData });
