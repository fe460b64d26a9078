import type { Account, MergeAccountRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';

/**
 * POST /api/mpi/accounts/mpi-user/account-to-merge — the signed-in account (the MERGE session of its
 * sign-in) takes over the other account of the same person; answers the merged account.
 */
export const mergeAccounts = (body: MergeAccountRequest) =>
  api<Account>('/mpi/accounts/mpi-user/account-to-merge', { method: 'POST', body });
