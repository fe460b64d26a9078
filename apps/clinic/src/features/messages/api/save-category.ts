import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicMessageCategory, MessageCategoryInput, NewMessageCategory } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messageKeys } from './keys';

/** POST /api/clinic/message-categories (a new one, with its code) or PUT .../{code} (the code never changes). */
export const saveCategory = ({ code, body }: { code: string | null; body: NewMessageCategory | MessageCategoryInput }) =>
  code
    ? api<ClinicMessageCategory>(`/clinic/message-categories/${encodeURIComponent(code)}`, { method: 'PUT', body })
    : api<ClinicMessageCategory>('/clinic/message-categories', { method: 'POST', body });

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.categories() }) });
}
