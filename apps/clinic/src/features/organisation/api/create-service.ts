import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceInput, Service } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** POST /api/clinic/services: 201 with the new service. */
export const createService = (input: ServiceInput) => api<Service>('/clinic/services', { method: 'POST', body: input });

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createService, onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.services() }) });
}
