import type { PhoneRequest } from '@portal/contracts';
import { api } from '../../../shared/api/client';

/** POST /api/mpi/accounts/confirmations/phone-no — an SMS code to an unconfirmed phone; 400 when there is none with this number. */
export const sendPhoneCode = (body: PhoneRequest) => api<{ ok: true }>('/mpi/accounts/confirmations/phone-no', { method: 'POST', body });
