import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consent, PartnerConsentInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { consentQueryOptions } from './get-consent';
import { consentKeys } from './keys';

/**
 * POST /api/mpi/consents/partner/mpi-user — 201 with the new partner consent (CPAR, REGISTERED). A
 * conflict with one the patient holds is 409 CONSENT_CONFLICT, `details.conflict` naming the spec's code
 * (existsConsentPersonnel, existsConsentAll).
 */
export const createPartnerConsent = (input: PartnerConsentInput) => api<Consent>('/mpi/consents/partner/mpi-user', { method: 'POST', body: input });

export function useCreatePartnerConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartnerConsent,
    onSuccess: async (consent) => {
      await queryClient.invalidateQueries({ queryKey: consentKeys.all });
      queryClient.setQueryData(consentQueryOptions(consent.id).queryKey, consent);
    },
  });
}
