import { api } from '@portal/ui/api';

/** POST /api/mpi/accounts/confirmations/e-mail — a new confirmation link; 200 for any address (nothing is sent when no account waits for it). */
export const resendConfirmationLink = (email: string) =>
  api<{ ok: true }>('/mpi/accounts/confirmations/e-mail', { method: 'POST', body: { email } });
