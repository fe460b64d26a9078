import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PractitionerInput, Practitioner } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** POST /api/clinic/practitioners: 201 with the new practitioner. */
export const createPractitioner = (input: PractitionerInput) => api<Practitioner>('/clinic/practitioners', { method: 'POST', body: input });

export function useCreatePractitioner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPractitioner, onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.practitioners() }) });
}
