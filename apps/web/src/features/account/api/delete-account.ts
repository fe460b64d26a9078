import { useMutation } from '@tanstack/react-query';
import type { AccountDeletionRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** DELETE /api/mpi/accounts/mpi-user — 204: the account is deleted and its sessions end (the cookie is cleared). */
export const deleteAccount = (body: AccountDeletionRequest) => api<void>('/mpi/accounts/mpi-user', { method: 'DELETE', body });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
