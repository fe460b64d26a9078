import type { PasswordRecoveryRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/mpi/accounts/mpi-user/password-recovery — a reset link by e-mail or an SMS code by phone; 200 whether an account has the address or number or not. */
export const requestPasswordRecovery = (body: PasswordRecoveryRequest) =>
  api<{ ok: true }>('/mpi/accounts/mpi-user/password-recovery', { method: 'POST', body });
