import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, FileLimits } from '@portal/contracts';
import type { BookingStatus } from '@portal/domain';
import { api } from '@portal/ui/api';
import { uploadFiles } from '@portal/ui/upload';

/*
 * The calls of the bookings list and its actions (spec part 2 §7 "Bookings"): the list, one booking,
 * the SMS code and the confirmation, cancelling, attachments and the printout. Everything of the
 * module is cached under `['bookings']`, so a change here refreshes the wizard's reads as well.
 */

export interface BookingsListFilter {
  /** One patient, or every patient the account acts for. */
  patientId: number | null;
  dateFrom: string;
  dateTo: string;
  statuses: readonly BookingStatus[];
}

export const bookingsListKeys = {
  all: ['bookings'] as const,
  list: (f: BookingsListFilter) => ['bookings', 'list', f.patientId, f.dateFrom, f.dateTo, [...f.statuses].sort().join(',')] as const,
  one: (system: string, id: string | number) => ['bookings', 'booking', system, String(id)] as const,
};

/** Where a booking is addressed: /mppd/api/bookings/{system}/{id}. */
export const bookingPath = (b: { system: string; systemId: string }) => `/mppd/api/bookings/${encodeURIComponent(b.system)}/${encodeURIComponent(b.systemId)}`;

/** GET /api/mppd/api/bookings — her bookings and those of the patients she acts for, within the range, of the shown statuses. */
export const getBookings = (f: BookingsListFilter) =>
  api<Booking[]>('/mppd/api/bookings', { query: { patientId: f.patientId ?? undefined, dateFrom: f.dateFrom, dateTo: f.dateTo, statuses: f.statuses.join(',') } });

export const bookingsListQuery = (f: BookingsListFilter) => queryOptions({ queryKey: bookingsListKeys.list(f), queryFn: () => getBookings(f) });
/** No status switched on: nothing to ask for. A change of filters keeps the last list shown until the new one comes. */
export const useBookingsList = (f: BookingsListFilter) => useQuery({ ...bookingsListQuery(f), enabled: f.statuses.length > 0, placeholderData: keepPreviousData });

/** GET /api/mppd/api/bookings/{system}/{id} — one booking (the confirmation page). */
export const getBooking = (system: string, systemId: string) => api<Booking>(bookingPath({ system, systemId }));
export const useBooking = (system: string, systemId: string) => useQuery({ queryKey: bookingsListKeys.one(system, systemId), queryFn: () => getBooking(system, systemId) });

/** GET /api/mpi/accounts/mpi-user/file-settings — the attachments' limits (maxFiles, maxFileSize, fileTypes). */
export const getBookingFileSettings = () => api<{ fileUploadParams: FileLimits }>('/mpi/accounts/mpi-user/file-settings');
export const useBookingFileSettings = () => useQuery({ queryKey: ['account', 'file-settings'], queryFn: getBookingFileSettings, staleTime: 5 * 60_000 });

/** The printout of a booking (a PDF the server makes), opened with the shared printout opener. */
export const bookingPrintoutPath = (b: Booking) => `${bookingPath(b)}/printout`;

/** "Dodaj do kalendarza": the booking as a calendar file (.ics) the server makes, the same event as the e-mail's attachment. */
export const bookingCalendarUrl = (b: Booking) => `/api${bookingPath(b)}/calendar`;

/** After any change: the list and every read of the module ask again. */
function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingsListKeys.all });
}

/** POST …/{system}/{id}/confirmation-code — sends the SMS code that confirms a booking. */
export const sendConfirmationCode = (b: { system: string; systemId: string }) => api<{ sentTo: string; validUntil: string }>(`${bookingPath(b)}/confirmation-code`, { method: 'POST' });
export const useSendConfirmationCode = () => useMutation({ mutationFn: sendConfirmationCode });

/** PUT …/{system}/{id}/confirm {code}. */
export const confirmBooking = ({ booking, code }: { booking: { system: string; systemId: string }; code: string }) =>
  api<Booking>(`${bookingPath(booking)}/confirm`, { method: 'PUT', body: { code } });
export function useConfirmBooking() {
  const refresh = useRefreshBookings();
  return useMutation({ mutationFn: confirmBooking, onSuccess: () => void refresh() });
}

/** DELETE …/{system}/{id} — cancels the booking (409 BOOKING_NOT_CANCELLABLE once its visit started). */
export const cancelBooking = (b: Booking) => api<Booking>(bookingPath(b), { method: 'DELETE' });
export function useCancelBooking() {
  const refresh = useRefreshBookings();
  return useMutation({ mutationFn: cancelBooking, onSuccess: () => void refresh() });
}

/** POST …/{system}/{id}/attachments — multipart files of the booking (kind BOOKING). */
export const addBookingAttachments = ({ booking, files }: { booking: Booking; files: File[] }) =>
  uploadFiles<Booking>(`${bookingPath(booking)}/attachments`, files, { fields: { kind: 'BOOKING' } });
export function useAddBookingAttachments() {
  const refresh = useRefreshBookings();
  return useMutation({ mutationFn: addBookingAttachments, onSuccess: () => void refresh() });
}

/** DELETE …/{system}/{id}/attachments/{attId} — 204; 404 when it is gone. */
export const removeBookingAttachment = ({ booking, attachmentId }: { booking: Booking; attachmentId: number }) =>
  api<void>(`${bookingPath(booking)}/attachments/${attachmentId}`, { method: 'DELETE' });
export function useRemoveBookingAttachment() {
  const refresh = useRefreshBookings();
  return useMutation({ mutationFn: removeBookingAttachment, onSuccess: () => void refresh() });
}
