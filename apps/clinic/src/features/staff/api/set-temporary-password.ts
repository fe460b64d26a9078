import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember, StaffTemporaryPassword } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { keepMember } from './save-result';

/** POST /api/clinic/staff/:staffId/password: a temporary password she must change at the next sign-in. */
export const setTemporaryPassword = ({ staffId, ...body }: StaffTemporaryPassword & { staffId: number }) =>
  api<StaffMember>(`/clinic/staff/${staffId}/password`, { method: 'POST', body });

export function useSetTemporaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setTemporaryPassword, onSuccess: (member) => keepMember(queryClient, member) });
}
