import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/ui/api';

/**
 * POST /api/mpi/accounts/mpi-user/confirmations/e-mail — a new confirmation link for the account's
 * unconfirmed e-mail or its new e-mail waiting for confirmation; 400 when it is neither.
 */
export const resendEmailConfirmation = (email: string) => api<{ ok: true }>('/mpi/accounts/mpi-user/confirmations/e-mail', { method: 'POST', body: { email } });

export const useResendEmailConfirmation = () => useMutation({ mutationFn: resendEmailConfirmation });
