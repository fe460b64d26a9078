import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Fulfillment, FulfillmentInput, Questionnaire } from '@portal/contracts';
import { api } from '@portal/ui/api';

const key = (id: string) => ['bookings', 'questionnaire', id] as const;

/** GET /api/mpi/questionnaires/for-bookings/byBookingId/{id} — the booking's questionnaire with its answers (read-only unless SCHEDULED). */
export const useBookingQuestionnaire = (bookingId: string) =>
  useQuery({ queryKey: key(bookingId), queryFn: () => api<Questionnaire>(`/mpi/questionnaires/for-bookings/byBookingId/${encodeURIComponent(bookingId)}`), retry: false });

/** POST /api/mpi/questionnaires-fulfillments/mpi-user/for-bookings/{bookingId}/{systemRoot} — the answers (saved or replaced). */
export function useSaveBookingQuestionnaire(bookingId: string, systemRoot: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FulfillmentInput) =>
      api<Fulfillment>(`/mpi/questionnaires-fulfillments/mpi-user/for-bookings/${encodeURIComponent(bookingId)}/${encodeURIComponent(systemRoot)}`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
