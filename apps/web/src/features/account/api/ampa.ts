import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/ui/api';

/* The mobile application (AMPA) of a patient the account acts for (spec part 1 §7, all GET). */

const base = (patientId: number) => `/mpi/accounts/mpi-user/ampa/${patientId}`;

/** GET …/ampa/{patientId}/check — whether a device is paired. */
export const ampaCheckQuery = (patientId: number) =>
  queryOptions({
    queryKey: ['account', 'ampa', patientId],
    queryFn: () => api<{ value: boolean }>(`${base(patientId)}/check`).then((r) => r.value),
  });
export const useAmpaCheck = (patientId: number) => useQuery(ampaCheckQuery(patientId));

/** GET …/ampa/{patientId}/confirm — a new 6-digit PIN (register, or regenerate). */
export const confirmAmpa = (patientId: number) => api<{ value: string }>(`${base(patientId)}/confirm`).then((r) => r.value);
export const useAmpaPin = () => useMutation({ mutationFn: confirmAmpa });

/** GET …/ampa/{patientId}/unregister — unpairs the device; 400 AMPA_NOT_REGISTERED when none is paired. */
export const unregisterAmpa = (patientId: number) => api<void>(`${base(patientId)}/unregister`);
export function useAmpaUnregister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unregisterAmpa,
    onSettled: (_data, _error, patientId) => queryClient.invalidateQueries({ queryKey: ampaCheckQuery(patientId).queryKey }),
  });
}
