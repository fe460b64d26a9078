import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingLock, ClinicBooking, ClinicCalendar, Page, PatientSearchItem, PhoneBookingInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { bookingKeys } from './keys';

export interface CalendarQuery {
  practitionerId: number;
  date: string;
  view: 'day' | 'week';
}

/** GET /api/clinic/bookings/calendar: the practitioner's slots of a day or week with their bookings. */
export const useCalendar = (q: CalendarQuery | null) =>
  useQuery({ queryKey: bookingKeys.calendar(q ?? {}), enabled: q !== null, queryFn: () => api<ClinicCalendar>('/clinic/bookings/calendar', { query: { ...q! } }) });

/** GET /api/clinic/bookings?patientId: the patient's bookings (a year back, a year ahead). */
export const usePatientBookings = (patientId: number) =>
  useQuery({ queryKey: bookingKeys.patient(patientId), queryFn: () => api<ClinicBooking[]>('/clinic/bookings', { query: { patientId } }) });

/** GET /api/clinic/patients?q: the console's patient search (the phone booking's patient). */
export const searchPatients = (q: string) => api<Page<PatientSearchItem>>('/clinic/patients', { query: { q, pageSize: 10 } });

function useDeskMutation<I>(call: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }) });
}

/** POST /api/clinic/bookings: a phone booking (400 BOOKING_VALIDATION with details unless overrideWarnings). */
export const useBookByPhone = () => useDeskMutation((input: PhoneBookingInput) => api<ClinicBooking>('/clinic/bookings', { method: 'POST', body: input }));

export type DeskAction = 'arrival' | 'done' | 'no-show';
/** POST /api/clinic/bookings/{id}/{arrival|done|no-show}. */
export const useDeskAction = () => useDeskMutation(({ id, action }: { id: number; action: DeskAction }) => api<ClinicBooking>(`/clinic/bookings/${id}/${action}`, { method: 'POST' }));

/** POST /api/clinic/bookings/{id}/cancel with the reason the patient is sent. */
export const useCancelBooking = () => useDeskMutation(({ id, reason }: { id: number; reason: string }) => api<ClinicBooking>(`/clinic/bookings/${id}/cancel`, { method: 'POST', body: { reason } }));

/** GET/PUT/DELETE /api/clinic/bookings/locks/{patientId}: the patient's online-booking lock. */
export const useBookingLock = (patientId: number) => useQuery({ queryKey: bookingKeys.lock(patientId), queryFn: () => api<BookingLock>(`/clinic/bookings/locks/${patientId}`) });
export const useSetBookingLock = (patientId: number) =>
  useDeskMutation(({ locked, reason }: { locked: boolean; reason: string | null }) =>
    api<BookingLock>(`/clinic/bookings/locks/${patientId}`, locked ? { method: 'PUT', body: { reason } } : { method: 'DELETE' }),
  );
