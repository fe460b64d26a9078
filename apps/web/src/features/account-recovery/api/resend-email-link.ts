import type { ResendEmailRequest } from '@portal/contracts';
import { api } from '../../../shared/api/client';

/** POST /api/mpi/accounts/confirmations/e-mail — a new confirmation link; 400 when the address is unknown or confirmed. */
export const resendEmailLink = (body: ResendEmailRequest) => api<{ ok: true }>('/mpi/accounts/confirmations/e-mail', { method: 'POST', body });
