import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Partner, PartnerInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** PUT /api/clinic/partners/{partnerId}: the whole form (activity included), 200 with the stored partner; 409 for a name taken. */
export const updatePartner = ({ partnerId, input }: { partnerId: number; input: PartnerInput }) => api<Partner>(`/clinic/partners/${partnerId}`, { method: 'PUT', body: input });

export function useUpdatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartner,
    onSuccess: async (saved) => {
      queryClient.setQueryData([...organisationKeys.partners(), 'one', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: organisationKeys.partners() });
    },
  });
}
