import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaitingListEntry, waitingListInputSchema, waitingListUpdateSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

export type WaitingListInput = z.input<typeof waitingListInputSchema>;
export type WaitingListUpdate = z.input<typeof waitingListUpdateSchema>;

/** GET /api/clinic/patients/{patientId}/waiting-list: the patient's places on the waiting lists (audited). */
export const getWaitingList = (patientId: number) => api<WaitingListEntry[]>(`/clinic/patients/${patientId}/waiting-list`);
export const useWaitingList = (patientId: number) => useQuery({ queryKey: recordKeys.waiting(patientId), queryFn: () => getWaitingList(patientId) });

/** POST /api/clinic/patients/{patientId}/waiting-list: a new entry. */
export const addWaitingEntry = (patientId: number, input: WaitingListInput) =>
  api<WaitingListEntry>(`/clinic/patients/${patientId}/waiting-list`, { method: 'POST', body: input });

/** PUT /api/clinic/waiting-list/{entryId}: planned date, position, category and status of an entry. */
export const updateWaitingEntry = (entryId: number, input: WaitingListUpdate) =>
  api<WaitingListEntry>(`/clinic/waiting-list/${entryId}`, { method: 'PUT', body: input });

export function useSaveWaitingEntry(patientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { entryId: null; value: WaitingListInput } | { entryId: number; value: WaitingListUpdate }) =>
      input.entryId === null ? addWaitingEntry(patientId, input.value) : updateWaitingEntry(input.entryId, input.value),
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.waiting(patientId) }),
  });
}
