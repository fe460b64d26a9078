import type { RegistrationRequest, RegistrationResponse } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/mpi/accounts — registers an account (for me, or with a ward's or a child's profile). */
export const registerAccount = (body: RegistrationRequest) => api<RegistrationResponse>('/mpi/accounts', { method: 'POST', body });
