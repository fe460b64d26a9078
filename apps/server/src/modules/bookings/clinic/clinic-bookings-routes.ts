import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  bookingLockInputSchema,
  bookingLockSchema,
  bookingPatientParamsSchema,
  calendarQuerySchema,
  calendarSchema,
  clinicBookingParamsSchema,
  clinicBookingSchema,
  clinicCancelInputSchema,
  clinicPatientBookingsQuerySchema,
  phoneBookingInputSchema,
  z,
} from '@portal/contracts';
import type { StaffRole } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { staffListsPatients, staffOf, staffPatientOf } from '../../../plugins/staff-access';
import { staffResourceOf } from '../../../plugins/staff-resources';
import { writeAuthor } from '../../../lib/written-by';
import * as desk from './clinic-bookings-service';

const booking = desk.clinicBookingResource;

const tags = ['clinic: bookings'];
const deskRoles: StaffRole[] = ['REGISTRAR', 'ADMIN'];
/** The calendar and the visit's outcome are the clinicians' too. */
const careRoles: StaffRole[] = ['REGISTRAR', 'ADMIN', 'DOCTOR', 'NURSE'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const conflict = { 409: apiErrorSchema } as const;

/** The practitioner's calendar, the desk's phone bookings and their lifecycle, the online-booking lock (issue 13, console). */
export const clinicBookingsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const memberId = (request: Parameters<typeof staffOf>[0]) => staffOf(request).member.id;
    app.get(
      '/clinic/bookings/calendar',
      {
        config: { staff: { roles: careRoles, auditList: 'CALENDAR' } },
        schema: { tags, summary: 'Terminarz pracownika: dzień albo tydzień, terminy ze stanem i rezerwacją (każdy pacjent z rezerwacją zapisywany w dzienniku odczytów)', querystring: calendarQuerySchema, response: { 200: calendarSchema, ...errors } },
      },
      async (request) => {
        const calendar = await desk.calendar(deps, staffOf(request).units, request.query);
        staffListsPatients(request, calendar.slots.flatMap((slot) => (slot.booking ? [slot.booking.patient.id] : [])));
        return calendar;
      },
    );
    app.get(
      '/clinic/bookings',
      {
        config: { staff: { roles: careRoles, patient: 'query', audit: 'PATIENT_BOOKINGS' } },
        schema: { tags, summary: 'Rezerwacje pacjenta (domyślnie rok wstecz i rok naprzód)', querystring: clinicPatientBookingsQuerySchema, response: { 200: z.array(clinicBookingSchema), ...errors } },
      },
      async (request) => desk.patientBookings(deps, staffOf(request).units, staffPatientOf(request).id, request.query),
    );
    app.get(
      '/clinic/bookings/:bookingId',
      { config: { staff: { roles: careRoles, resource: booking, audit: 'BOOKING' } }, schema: { tags, summary: 'Rezerwacja', params: clinicBookingParamsSchema, response: { 200: clinicBookingSchema, ...errors } } },
      async (request) => desk.clinicBookingView(deps, staffResourceOf(request, booking)),
    );
    app.post(
      '/clinic/bookings',
      {
        config: { staff: { roles: deskRoles, patient: 'body' } },
        schema: {
          tags,
          summary: 'Rezerwacja telefoniczna dla pacjenta (400 BOOKING_VALIDATION bez overrideWarnings, 409 TIME_SLOT_TAKEN, 409 BOOKING_PARALLEL)',
          body: phoneBookingInputSchema,
          response: { 201: clinicBookingSchema, ...conflict, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await desk.phoneBooking(deps, memberId(request), { ...request.body, patientId: staffPatientOf(request).id }, staffOf(request).units)),
    );
    app.post(
      '/clinic/bookings/:bookingId/cancel',
      {
        config: { staff: { roles: deskRoles, resource: booking } },
        schema: { tags, summary: 'Odwołanie rezerwacji przez placówkę z podaniem powodu (e-mail do pacjenta)', params: clinicBookingParamsSchema, body: clinicCancelInputSchema, response: { 200: clinicBookingSchema, ...conflict, ...errors } },
      },
      async (request) => desk.cancelByClinic(deps, memberId(request), staffOf(request).units, staffResourceOf(request, booking), request.body.reason),
    );
    app.post(
      '/clinic/bookings/:bookingId/arrival',
      { config: { staff: { roles: deskRoles, resource: booking } }, schema: { tags, summary: 'Rejestracja przybycia pacjenta (GTRE: zarejestrowana)', params: clinicBookingParamsSchema, response: { 200: clinicBookingSchema, ...conflict, ...errors } } },
      async (request) => desk.registerArrival(deps, writeAuthor(staffOf(request)), staffOf(request).units, staffResourceOf(request, booking)),
    );
    app.post(
      '/clinic/bookings/:bookingId/done',
      {
        config: { staff: { roles: careRoles, resource: booking } },
        schema: { tags, summary: 'Wizyta odbyta: rezerwacja zrealizowana, wizyta otwarta w rejestrze medycznym (encounterId)', params: clinicBookingParamsSchema, response: { 200: clinicBookingSchema, ...conflict, ...errors } },
      },
      async (request) => desk.markDone(deps, memberId(request), staffOf(request).units, staffResourceOf(request, booking)),
    );
    app.post(
      '/clinic/bookings/:bookingId/no-show',
      { config: { staff: { roles: deskRoles, resource: booking } }, schema: { tags, summary: 'Nieobecność pacjenta', params: clinicBookingParamsSchema, response: { 200: clinicBookingSchema, ...conflict, ...errors } } },
      async (request) => desk.markNoShow(deps, memberId(request), staffOf(request).units, staffResourceOf(request, booking)),
    );
    app.get(
      '/clinic/bookings/locks/:patientId',
      { config: { staff: { roles: careRoles, patient: 'params', audit: 'BOOKING_LOCK' } }, schema: { tags, summary: 'Blokada rezerwacji internetowych pacjenta (odczyt zapisywany w dzienniku)', params: bookingPatientParamsSchema, response: { 200: bookingLockSchema, ...errors } } },
      async (request) => desk.bookingLock(deps, staffPatientOf(request).id),
    );
    app.put(
      '/clinic/bookings/locks/:patientId',
      {
        config: { staff: { roles: deskRoles, patient: 'params' } },
        schema: { tags, summary: 'Zablokowanie rezerwacji internetowych (nową rezerwację utworzy tylko pracownik)', params: bookingPatientParamsSchema, body: bookingLockInputSchema, response: { 200: bookingLockSchema, ...errors } },
      },
      async (request) => desk.lockOnlineBooking(deps, memberId(request), staffPatientOf(request).id, request.body.reason),
    );
    app.delete(
      '/clinic/bookings/locks/:patientId',
      { config: { staff: { roles: deskRoles, patient: 'params' } }, schema: { tags, summary: 'Zdjęcie blokady rezerwacji internetowych', params: bookingPatientParamsSchema, response: { 200: bookingLockSchema, ...errors } } },
      async (request) => desk.unlockOnlineBooking(deps, staffPatientOf(request).id),
    );
  };
