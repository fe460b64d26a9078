import type { PhoneConfirmRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** PUT /api/mpi/accounts/confirmations/phone-no — confirms the number with its SMS code. */
export const confirmPhoneCode = (body: PhoneConfirmRequest) => api<{ ok: true }>('/mpi/accounts/confirmations/phone-no', { method: 'PUT', body });
