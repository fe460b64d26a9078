import type { PasswordRecoveryRequest } from '@portal/contracts';
import { api } from '../../../shared/api/client';

/** POST /api/mpi/accounts/mpi-user/password-recovery — a reset link by e-mail (always 200) or an SMS code by phone. */
export const requestPasswordRecovery = (body: PasswordRecoveryRequest) =>
  api<{ ok: true }>('/mpi/accounts/mpi-user/password-recovery', { method: 'POST', body });
