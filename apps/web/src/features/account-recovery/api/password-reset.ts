import type { PasswordResetRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/mpi/accounts/mpi-user/password-reset — the new password, with the link token or the phone and its SMS code. */
export const resetPassword = (body: PasswordResetRequest) => api<{ ok: true }>('/mpi/accounts/mpi-user/password-reset', { method: 'POST', body });
