import { useMutation } from '@tanstack/react-query';
import type { Account, PhoneContactRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { useAccountSaved } from './update-account-contact';

/**
 * PUT /api/mpi/accounts/mpi-user/phone-contact — a new contact phone for the holder's own record: it
 * waits (restorePhone) for the SMS code sent to it; 400 PHONE_UNCHANGED for the current number.
 */
export const changeContactPhone = (body: PhoneContactRequest) => api<Account>('/mpi/accounts/mpi-user/phone-contact', { method: 'PUT', body });

export function useChangeContactPhone() {
  const saved = useAccountSaved();
  return useMutation({ mutationFn: changeContactPhone, onSuccess: saved });
}
