import type { PhoneConfirmRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** PUT /api/mpi/accounts/confirmations/phone-no — confirms the phone with the SMS code of the registration. */
export const confirmPhone = (body: PhoneConfirmRequest) => api<unknown>('/mpi/accounts/confirmations/phone-no', { method: 'PUT', body });
