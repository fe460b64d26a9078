import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember, StaffUpdate } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { keepMember } from './save-result';

/** PUT /api/clinic/staff/:staffId: names, e-mail, roles, units, practitioner (a change of roles or units ends her sessions). */
export const updateStaffMember = ({ staffId, ...body }: StaffUpdate & { staffId: number }) =>
  api<StaffMember>(`/clinic/staff/${staffId}`, { method: 'PUT', body });

export function useUpdateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStaffMember, onSuccess: (member) => keepMember(queryClient, member) });
}
