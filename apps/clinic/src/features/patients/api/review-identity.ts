import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdentityRejection, IdentityReviewResult } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/clinic/patients/{patientId}/identity/confirm: the record VERIFIED, the account AUTHORIZED, an e-mail. */
export const confirmIdentity = (patientId: number) => api<IdentityReviewResult>(`/clinic/patients/${patientId}/identity/confirm`, { method: 'POST' });

/** POST /api/clinic/patients/{patientId}/identity/reject: stays REQUESTED with the reason, an e-mail. */
export const rejectIdentity = (patientId: number, body: IdentityRejection) =>
  api<IdentityReviewResult>(`/clinic/patients/${patientId}/identity/reject`, { method: 'POST', body });

/** Either decision changes the card, the queue and the dashboard's count. */
function useAfterReview() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['clinic', 'patients'] }),
      queryClient.invalidateQueries({ queryKey: ['clinic', 'identities'] }),
      queryClient.invalidateQueries({ queryKey: ['clinic', 'dashboard'] }),
    ]);
}

export function useConfirmIdentity() {
  const after = useAfterReview();
  return useMutation({ mutationFn: confirmIdentity, onSuccess: after });
}

export function useRejectIdentity() {
  const after = useAfterReview();
  return useMutation({ mutationFn: ({ patientId, reason }: { patientId: number; reason: string }) => rejectIdentity(patientId, { reason }), onSuccess: after });
}
