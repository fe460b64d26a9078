import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { keepMember } from './save-result';

/** POST /api/clinic/staff/:staffId/deactivate (ends her sessions) or /activate. */
export const setStaffActive = ({ staffId, active }: { staffId: number; active: boolean }) =>
  api<StaffMember>(`/clinic/staff/${staffId}/${active ? 'activate' : 'deactivate'}`, { method: 'POST' });

export function useSetStaffActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setStaffActive, onSuccess: (member) => keepMember(queryClient, member) });
}
