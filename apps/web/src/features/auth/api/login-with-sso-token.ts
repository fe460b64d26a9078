import type { Account } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/mpi/accounts/login/sso-token — signs in with a one-time single-sign-on token (session cookie). */
export const loginWithSsoToken = (token: string) => api<Account>('/mpi/accounts/login/sso-token', { method: 'POST', body: { token } });
