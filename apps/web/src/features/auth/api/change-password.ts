import { useMutation } from '@tanstack/react-query';
import type { Account, ChangePasswordRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/mpi/accounts/password-change — sets a new password and answers the (signed-in) account. */
export const changePassword = (body: ChangePasswordRequest) =>
  api<Account>('/mpi/accounts/password-change', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
