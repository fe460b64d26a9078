import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceInput, Service } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** PUT /api/clinic/services/{serviceId}: the whole form (activity included), 200 with the stored service. */
export const updateService = ({ serviceId, input }: { serviceId: number; input: ServiceInput }) => api<Service>(`/clinic/services/${serviceId}`, { method: 'PUT', body: input });

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: async (saved) => {
      queryClient.setQueryData([...organisationKeys.services(), 'one', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: organisationKeys.services() });
    },
  });
}
