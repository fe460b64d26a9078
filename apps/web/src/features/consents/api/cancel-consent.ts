import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consent } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { consentQueryOptions } from './get-consent';
import { consentKeys } from './keys';

/** PUT /api/mpi/consents/mpi-user/{id} — withdraws the consent: CANCELLED, its validTo the day it ended (409 CONSENT_STATE for one withdrawn already). */
export const cancelConsent = (id: number) => api<Consent>(`/mpi/consents/mpi-user/${id}`, { method: 'PUT' });

export function useCancelConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelConsent,
    onSuccess: async (consent) => {
      queryClient.setQueryData(consentQueryOptions(consent.id).queryKey, consent);
      await queryClient.invalidateQueries({ queryKey: consentKeys.all, refetchType: 'none' });
    },
  });
}
