import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarerAuthorisation, CarerAuthorisationInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { consentKeys } from './keys';

/**
 * POST /api/mpi/patient-entries/mpi-user/carer-auth — 201 with the new carer authorisation of the patient
 * herself (403 CONSENT_PATIENT_ROLE for another's record; 400 with the fields at fault).
 */
export const createCarerAuthorisation = (input: CarerAuthorisationInput) => api<CarerAuthorisation>('/mpi/patient-entries/mpi-user/carer-auth', { method: 'POST', body: input });

export function useCreateCarerAuthorisation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCarerAuthorisation, onSuccess: () => queryClient.invalidateQueries({ queryKey: consentKeys.all }) });
}
