import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicLinkDecision } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/clinic/patients/{patientId}/guardians/{accountId}/decision: the clinic confirms a waiting link or blocks one. */
export const decideLink = (patientId: number, accountId: number, decision: ClinicLinkDecision['decision']) =>
  api<void>(`/clinic/patients/${patientId}/guardians/${accountId}/decision`, { method: 'POST', body: { decision } });

export function useDecideLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patientId, accountId, decision }: { patientId: number; accountId: number; decision: ClinicLinkDecision['decision'] }) =>
      decideLink(patientId, accountId, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clinic', 'patients'] }),
  });
}
