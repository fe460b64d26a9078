import type { Account, LoginRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/mpi/accounts/login — signs in (session cookie) and answers the account. */
export const login = (body: LoginRequest) => api<Account>('/mpi/accounts/login', { method: 'POST', body });
