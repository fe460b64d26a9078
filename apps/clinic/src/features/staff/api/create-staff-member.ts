import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCreate, StaffMember } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { keepMember } from './save-result';

/** POST /api/clinic/staff: a member with a temporary password (409: the login is taken). */
export const createStaffMember = (body: StaffCreate) => api<StaffMember>('/clinic/staff', { method: 'POST', body });

export function useCreateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStaffMember, onSuccess: (member) => keepMember(queryClient, member) });
}
