import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMe, StaffPasswordChange } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { meQuery } from './me';

/** PUT /api/clinic/auth/password: the member's own change; her other sessions end, this browser gets a fresh one. */
export const changePassword = (body: StaffPasswordChange) => api<StaffMe>('/clinic/auth/password', { method: 'PUT', body });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: (me) => queryClient.setQueryData(meQuery.queryKey, me) });
}
