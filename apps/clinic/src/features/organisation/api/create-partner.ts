import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Partner, PartnerInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** POST /api/clinic/partners: 201 with the new partner; 409 for a name taken. */
export const createPartner = (input: PartnerInput) => api<Partner>('/clinic/partners', { method: 'POST', body: input });

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPartner, onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.partners() }) });
}
