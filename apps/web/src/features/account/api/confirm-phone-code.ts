import { useMutation } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/ui/api';
import { currentAccountQuery } from '../../../shared/session/current-account';

/** PUT /api/mpi/accounts/confirmations/phone-no/confirm — the SMS code sent for the signed-in account's number. */
export const confirmPhoneCode = (body: { phoneNumber: string; confirmationCode: string }) =>
  api<{ ok: true }>('/mpi/accounts/confirmations/phone-no/confirm', { method: 'PUT', body });

/** POST /api/mpi/accounts/confirmations/phone-no/generate — a new code for the account's unconfirmed or pending number. */
export const generatePhoneCode = (phoneNumber: string) => api<{ ok: true }>('/mpi/accounts/confirmations/phone-no/generate', { method: 'POST', body: { phoneNumber } });

export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhoneCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentAccountQuery.queryKey }),
  });
}

export const useGeneratePhoneCode = () => useMutation({ mutationFn: generatePhoneCode });
