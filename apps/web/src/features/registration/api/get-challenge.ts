import type { RegistrationChallenge } from '@portal/contracts';
import { api } from '../../../shared/api/client';

/** GET /api/mpi/accounts/registration/challenge — a new captcha and the token that starts the 5-second clock. */
export const getChallenge = () => api<RegistrationChallenge>('/mpi/accounts/registration/challenge');
