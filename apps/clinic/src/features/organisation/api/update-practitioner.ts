import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PractitionerInput, Practitioner } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** PUT /api/clinic/practitioners/{practitionerId}: the whole form (activity included), 200 with the stored practitioner. */
export const updatePractitioner = ({ practitionerId, input }: { practitionerId: number; input: PractitionerInput }) => api<Practitioner>(`/clinic/practitioners/${practitionerId}`, { method: 'PUT', body: input });

export function useUpdatePractitioner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePractitioner,
    onSuccess: async (saved) => {
      queryClient.setQueryData([...organisationKeys.practitioners(), 'one', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: organisationKeys.practitioners() });
    },
  });
}
