import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicLink } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { linksQuery } from './links';

/** PUT /api/clinic/links/order: every link's id in the new order; answers the links in it. */
export const reorderLinks = (ids: number[]) => api<ClinicLink[]>('/clinic/links/order', { method: 'PUT', body: { ids } });

export function useReorderLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderLinks,
    onSuccess: (links) => queryClient.setQueryData(linksQuery.queryKey, links),
    // Someone else changed the list meanwhile: show it as it is.
    onError: () => queryClient.invalidateQueries({ queryKey: linksQuery.queryKey }),
  });
}
