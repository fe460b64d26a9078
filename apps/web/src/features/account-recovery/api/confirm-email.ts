import type { EmailConfirmedResponse } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** PUT /api/mpi/accounts/confirmations/e-mail/{code} — uses the link; answers the address and the stored redirect context. */
export const confirmEmail = (code: string) =>
  api<EmailConfirmedResponse>(`/mpi/accounts/confirmations/e-mail/${encodeURIComponent(code)}`, { method: 'PUT' });
