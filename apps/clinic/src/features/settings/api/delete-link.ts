import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/ui/api';
import { linksQuery } from './links';

/** DELETE /api/clinic/links/:linkId. */
export const deleteLink = (id: number) => api<void>(`/clinic/links/${id}`, { method: 'DELETE' });

export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLink, onSuccess: () => queryClient.invalidateQueries({ queryKey: linksQuery.queryKey }) });
}
