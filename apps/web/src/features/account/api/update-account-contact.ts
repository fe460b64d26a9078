import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, AccountUpdateRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { currentAccountQuery } from '../../../shared/session/current-account';

/** PUT /api/mpi/accounts/mpi-user — the full account with its edited fields; answers the account as saved. */
export const updateAccountContact = (body: AccountUpdateRequest) => api<Account>('/mpi/accounts/mpi-user', { method: 'PUT', body });

/** The saved account replaces the session's, and the session's account is read again. */
export function useAccountSaved() {
  const queryClient = useQueryClient();
  return async (account: Account) => {
    queryClient.setQueryData(currentAccountQuery.queryKey, account);
    await queryClient.invalidateQueries({ queryKey: currentAccountQuery.queryKey });
  };
}

export function useUpdateAccountContact() {
  const saved = useAccountSaved();
  return useMutation({ mutationFn: updateAccountContact, onSuccess: saved });
}
