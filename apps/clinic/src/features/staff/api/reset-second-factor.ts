import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { keepMember } from './save-result';

/** POST /api/clinic/staff/:staffId/reset-second-factor: her next sign-in sets up the authenticator app anew. */
export const resetSecondFactor = (staffId: number) => api<StaffMember>(`/clinic/staff/${staffId}/reset-second-factor`, { method: 'POST' });

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetSecondFactor, onSuccess: (member) => keepMember(queryClient, member) });
}
