import type { RegistrationChallenge } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/accounts/registration/challenge — a new captcha and the token that starts the 5-second clock. */
export const getChallenge = () => api<RegistrationChallenge>('/mpi/accounts/registration/challenge');
