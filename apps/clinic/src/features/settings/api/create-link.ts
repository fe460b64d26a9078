import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicLink, ClinicLinkInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { linksQuery } from './links';

/** POST /api/clinic/links: a new link (without a position: last). */
export const createLink = (body: ClinicLinkInput) => api<ClinicLink>('/clinic/links', { method: 'POST', body });

export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLink, onSuccess: () => queryClient.invalidateQueries({ queryKey: linksQuery.queryKey }) });
}
