import type { PhoneRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/mpi/accounts/confirmations/phone-no — an SMS code to an unconfirmed phone; 200 for any well-formed number (nothing is sent when no account waits for it). */
export const sendPhoneCode = (body: PhoneRequest) => api<{ ok: true }>('/mpi/accounts/confirmations/phone-no', { method: 'POST', body });
