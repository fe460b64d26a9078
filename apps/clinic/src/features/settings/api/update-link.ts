import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicLink, ClinicLinkInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { linksQuery } from './links';

/** PUT /api/clinic/links/:linkId: the link's new fields (without a position it keeps its place). */
export const updateLink = ({ id, body }: { id: number; body: ClinicLinkInput }) => api<ClinicLink>(`/clinic/links/${id}`, { method: 'PUT', body });

export function useUpdateLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLink, onSuccess: () => queryClient.invalidateQueries({ queryKey: linksQuery.queryKey }) });
}
