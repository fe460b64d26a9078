import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkedProfile, WardLinkRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { linkedProfilesQuery } from './linked-profiles';

/** POST /api/mpi/accounts/mpi-user/patients/wards/link — 201: the pending ward link. */
export const linkWard = (body: WardLinkRequest) => api<LinkedProfile>('/mpi/accounts/mpi-user/patients/wards/link', { method: 'POST', body });

export function useLinkWard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkWard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedProfilesQuery('wards').queryKey }),
  });
}
