import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consent, ConsentInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { consentQueryOptions } from './get-consent';
import { consentKeys } from './keys';

/**
 * POST /api/mpi/consents/mpi-user — 201 with the new consent (REGISTERED) of the patient herself: CDPM,
 * CTEL, or an authorisation of a named person (CINF, CDOC). 403 CONSENT_PATIENT_ROLE for another's record.
 */
export const createConsent = (input: ConsentInput) => api<Consent>('/mpi/consents/mpi-user', { method: 'POST', body: input });

export function useCreateConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsent,
    onSuccess: async (consent) => {
      await queryClient.invalidateQueries({ queryKey: consentKeys.all });
      queryClient.setQueryData(consentQueryOptions(consent.id).queryKey, consent);
    },
  });
}
