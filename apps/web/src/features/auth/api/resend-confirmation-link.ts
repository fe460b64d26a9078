import { api } from '../../../shared/api/client';

/** POST /api/mpi/accounts/confirmations/e-mail — a new confirmation link; 400 when the address is unknown or already confirmed. */
export const resendConfirmationLink = (email: string) =>
  api<{ ok: true }>('/mpi/accounts/confirmations/e-mail', { method: 'POST', body: { email } });
