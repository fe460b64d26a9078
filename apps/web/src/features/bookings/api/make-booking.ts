import type { Booking, MakeBooking, ModifyBooking } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/mppd/api/bookings/code — an SMS code before booking a slot that needs confirmation. */
export const requestBookingCode = (body: { timeSlotId: number; patientId: number }) =>
  api<{ sentTo: string; validUntil: string }>('/mppd/api/bookings/code', { method: 'POST', body });

/** POST /api/mppd/api/bookings — the booking (201). */
export const makeBooking = (body: MakeBooking) => api<Booking>('/mppd/api/bookings', { method: 'POST', body });

/** PUT /api/mppd/api/bookings — MODIFY: the new slot replaces the booking `hisBookingId`. */
export const modifyBooking = (body: ModifyBooking) => api<Booking>('/mppd/api/bookings', { method: 'PUT', body });
