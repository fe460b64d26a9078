import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/ui/api';

/** POST /api/clinic/auth/sign-out: ends the session; the cache of the member's data goes with it. */
export const signOut = () => api<void>('/clinic/auth/sign-out', { method: 'POST' });

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSuccess: () => queryClient.clear() });
}
