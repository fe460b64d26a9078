import type { ResendEmailRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/mpi/accounts/confirmations/e-mail — a new confirmation link; 200 for any address (nothing is sent when no account waits for it). */
export const resendEmailLink = (body: ResendEmailRequest) => api<{ ok: true }>('/mpi/accounts/confirmations/e-mail', { method: 'POST', body });
