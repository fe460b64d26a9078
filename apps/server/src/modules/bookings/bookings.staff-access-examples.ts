import { scheduleExceptionInputSchema } from '@portal/contracts';
import { addDays } from '@portal/domain';
import { priceListItems } from '../../db/schema/index';
import { systemPatient } from '../../lib/checked-patient';
import { clinicToday } from '../../lib/clinic-time';
import type { TestApp } from '../../test/helper';
import type { StaffAccessExamples, UnitScopedWrite, WriteScope } from '../../test/staff-access-examples';
import { changeLog, desk, drizzle, eventAuthors, freshPatient, inEventLog, ok2xx, rowOf, schema, UNKNOWN } from '../../test/staff-examples-kit';
import { makeUnit } from '../../test/staff-kit';
import { phoneBooking } from './clinic/clinic-bookings-service';
import { addException } from './clinic/schedules-service';
import { makeBookingService, makeSchedule } from './core/test-fixtures';

/** A short schedule (a day or two of evening slots) in the unit, or a fresh one: the matrix makes one per role and route. */
const scheduleIn = async (t: TestApp, unitId?: number) =>
  makeSchedule(t, { unitId, validTo: addDays(clinicToday(t.clock.now()), 1), weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '20:00', end: '23:00' })), slotMinutes: 60 });
const exceptionBody = (scheduleId: number) => ({ scheduleId, practitionerId: null, dateFrom: '2031-03-04', dateTo: '2031-03-04', kind: 'CLOSED', startTime: null, endTime: null, reason: 'Matryca jednostek' });
/** A phone booking of the patient on the last slot of a short schedule in the unit. */
const bookingIn = async (t: TestApp, unitId: number | undefined, patientId: number) => {
  const { slots } = await scheduleIn(t, unitId);
  return (await phoneBooking(t.deps, null, { patientId: systemPatient(patientId, 'test'), timeSlotId: slots.at(-1)!.id, overrideWarnings: true, priceItemId: null })).id;
};
const scheduleOfUnit = async (t: TestApp, unitId: number) => (await scheduleIn(t, unitId)).schedule.id;
/** An exception of a schedule of the unit (a day off in 2031). */
const exceptionOfUnit = async (t: TestApp, unitId: number) =>
  (await addException(t.deps, scheduleExceptionInputSchema.parse(exceptionBody(await scheduleOfUnit(t, unitId))))).exception.id;

const scheduleBody = () => ({ practitionerId: 999999, serviceId: 999999, validFrom: '2030-01-01', validTo: null, weekly: [{ weekday: 1, start: '08:00', end: '12:00' }], slotMinutes: 15, breaks: [], funding: 'NFZ', availability: 'B' });
const priceBody = () => ({ name: 'Konsultacja matrycy', price: '120.00', validFrom: '2026-01-01', validTo: null });
const row: WriteScope = { by: 'row' };
const everyUnit = (why: string): UnitScopedWrite => ({ roles: desk, scope: { by: 'none', why } });
const configuration = changeLog('booking configuration keeps no author');

/**
 * The console's bookings (issue 13): schedules and their exceptions, a service's booking rules and price
 * list, the desk's bookings. Schedules, their exceptions and bookings are the member's units', each read
 * through a staff resource; the booking configuration of a service holds in every unit.
 */
export const staffAccessExamples: StaffAccessExamples = {
  // A schedule with its slots, an exception, a price item of a fresh service, a booking of a fresh patient.
  staffIdFactories: {
    scheduleId: async (t) => String((await scheduleIn(t)).schedule.id),
    // A clinic holiday (no schedule, no unit): every member of the route's roles reaches it.
    exceptionId: async (t) => {
      const saved = await addException(t.deps, { scheduleId: null, practitionerId: null, dateFrom: '2031-01-02', dateTo: '2031-01-02', kind: 'CLOSED', startTime: null, endTime: null, reason: 'Matryca' });
      return String(saved.exception.id);
    },
    itemId: async (t) => {
      const service = await makeBookingService(t, { commercial: true });
      return String((await t.deps.db.insert(priceListItems).values({ serviceId: service.id, name: 'Pozycja matrycy', price: '100.00', validFrom: '2026-01-01' }).returning())[0]!.id);
    },
    bookingId: async (t) => String(await bookingIn(t, undefined, await freshPatient(t))),
  },
  staffBodies: {
    'POST /api/clinic/bookings/schedules': scheduleBody,
    'PUT /api/clinic/bookings/schedules/:scheduleId': scheduleBody,
    'POST /api/clinic/bookings/exceptions': () => ({ scheduleId: null, practitionerId: null, dateFrom: '2031-02-03', dateTo: '2031-02-03', kind: 'CLOSED', reason: 'Matryca' }),
    'PUT /api/clinic/bookings/services/:serviceId/settings': () => ({ referralStatus: 'N', bookingConfReq: false, addMeasurements: false, phoneRequired: false, parallelAllowed: false, declarationRequired: null, anyPractitioner: true, employeeStatusVisible: true, rules: {} }),
    'POST /api/clinic/bookings/services/:serviceId/prices': priceBody,
    'PUT /api/clinic/bookings/services/:serviceId/prices/:itemId': priceBody,
    'POST /api/clinic/bookings': () => ({ timeSlotId: 999999 }),
    'POST /api/clinic/bookings/:bookingId/cancel': () => ({ reason: 'Matryca ról' }),
    'PUT /api/clinic/bookings/locks/:patientId': () => ({ reason: null }),
  },
  unitRowFactories: {
    bookingId: bookingIn,
    scheduleId: scheduleOfUnit,
    exceptionId: exceptionOfUnit,
  },
  staffResourceRows: {
    booking: { param: 'bookingId', make: bookingIn },
    schedule: { param: 'scheduleId', make: scheduleOfUnit },
    scheduleException: { param: 'exceptionId', make: exceptionOfUnit },
  },
  idsWithoutUnit: {
    itemId: 'a price item of a catalogue service',
  },
  unitScopedLists: [{ url: (p) => `/api/clinic/bookings?patientId=${p}`, rows: 'bookingId', ids: (b) => (b as Array<{ id: number }>).map((i) => i.id) }],
  unitScopedWrites: {
    'POST /api/clinic/bookings/schedules': { roles: desk, scope: { by: 'declared' } },
    'PUT /api/clinic/bookings/schedules/:scheduleId': { roles: desk, scope: { by: 'declared' } },
    'POST /api/clinic/bookings/schedules/:scheduleId/deactivate': { roles: desk, scope: row },
    'POST /api/clinic/bookings/schedules/:scheduleId/activate': { roles: desk, scope: row },
    'POST /api/clinic/bookings/exceptions': {
      roles: desk,
      scope: {
        by: 'calls',
        calls: [
          {
            names: 'schedule',
            status: 404,
            make: async (t, { other }) => ({ foreign: { url: '/api/clinic/bookings/exceptions', payload: exceptionBody(await scheduleOfUnit(t, other)) }, unknown: { url: '/api/clinic/bookings/exceptions', payload: exceptionBody(UNKNOWN) } }),
          },
        ],
      },
    },
    'DELETE /api/clinic/bookings/exceptions/:exceptionId': { roles: desk, scope: row },
    'PUT /api/clinic/bookings/services/:serviceId/settings': everyUnit("a service's booking rules hold in every unit"),
    'POST /api/clinic/bookings/services/:serviceId/prices': everyUnit("a service's price list holds in every unit"),
    'PUT /api/clinic/bookings/services/:serviceId/prices/:itemId': everyUnit("a service's price list holds in every unit"),
    'DELETE /api/clinic/bookings/services/:serviceId/prices/:itemId': everyUnit("a service's price list holds in every unit"),
    'POST /api/clinic/bookings': {
      roles: desk,
      scope: {
        by: 'calls',
        calls: [
          {
            names: 'slot',
            status: 404,
            async make(t, { other }, patientId) {
              const body = (timeSlotId: number) => ({ patientId, timeSlotId, overrideWarnings: true, priceItemId: null });
              return { foreign: { url: '/api/clinic/bookings', payload: body((await scheduleIn(t, other)).slots.at(-1)!.id) }, unknown: { url: '/api/clinic/bookings', payload: body(UNKNOWN) } };
            },
          },
        ],
      },
    },
    'POST /api/clinic/bookings/:bookingId/cancel': { roles: desk, scope: row },
    'POST /api/clinic/bookings/:bookingId/arrival': { roles: desk, scope: row },
    'POST /api/clinic/bookings/:bookingId/done': { roles: [...desk, 'DOCTOR', 'NURSE'], scope: row },
    'POST /api/clinic/bookings/:bookingId/no-show': { roles: desk, scope: row },
    'PUT /api/clinic/bookings/locks/:patientId': everyUnit("a patient's online-booking lock holds in every unit"),
    'DELETE /api/clinic/bookings/locks/:patientId': everyUnit("a patient's online-booking lock holds in every unit"),
  },
  authoredWrites: {
    'POST /api/clinic/bookings/schedules': configuration,
    'PUT /api/clinic/bookings/schedules/:scheduleId': configuration,
    'POST /api/clinic/bookings/schedules/:scheduleId/deactivate': configuration,
    'POST /api/clinic/bookings/schedules/:scheduleId/activate': configuration,
    'POST /api/clinic/bookings/exceptions': configuration,
    'DELETE /api/clinic/bookings/exceptions/:exceptionId': configuration,
    'PUT /api/clinic/bookings/services/:serviceId/settings': configuration,
    'POST /api/clinic/bookings/services/:serviceId/prices': configuration,
    'PUT /api/clinic/bookings/services/:serviceId/prices/:itemId': configuration,
    'DELETE /api/clinic/bookings/services/:serviceId/prices/:itemId': configuration,
    'POST /api/clinic/bookings': {
      recorded: 'bookings.booked_by_staff_id, event_log.staff_id (BOOKING_BOOKED)',
      check: async (t, author) => {
        const { slots } = await scheduleIn(t, await makeUnit(t));
        const booking = await ok2xx(t.request({ method: 'POST', url: '/api/clinic/bookings', payload: { patientId: await freshPatient(t), timeSlotId: slots.at(-1)!.id, overrideWarnings: true, priceItemId: null }, cookie: author.cookie }), 'book');
        return { staffIds: [(await rowOf<{ bookedByStaffId: number | null }>(t, 'bookings', booking.id)).bookedByStaffId], names: [] };
      },
    },
    'POST /api/clinic/bookings/:bookingId/cancel': inEventLog('BOOKING_CANCELLED_BY_CLINIC'),
    'POST /api/clinic/bookings/:bookingId/arrival': {
      recorded: 'event_log.staff_id (BOOKING_ARRIVAL, the member named in its description)',
      check: async (t, author) => {
        const bookingId = await bookingIn(t, await makeUnit(t), await freshPatient(t));
        await ok2xx(t.request({ method: 'POST', url: `/api/clinic/bookings/${bookingId}/arrival`, cookie: author.cookie }), 'arrival');
        return eventAuthors(t, author.id, ['BOOKING_ARRIVAL']);
      },
    },
    'POST /api/clinic/bookings/:bookingId/done': {
      recorded: 'encounters.created_by_staff_id of the visit it opens, event_log.staff_id (BOOKING_EXECUTED)',
      check: async (t, author) => {
        const { bookings, encounters } = await schema();
        const { eq } = await drizzle();
        const patientId = await freshPatient(t);
        const bookingId = await bookingIn(t, await makeUnit(t), patientId);
        // It began five minutes ago: a visit is done on its day.
        const now = t.clock.now().getTime();
        await t.deps.db.update(bookings).set({ startsAt: new Date(now - 5 * 60_000), endsAt: new Date(now + 25 * 60_000) }).where(eq(bookings.id, bookingId));
        await ok2xx(t.request({ method: 'POST', url: `/api/clinic/bookings/${bookingId}/done`, cookie: author.cookie }), 'done');
        const visits = await t.deps.db.select({ createdByStaffId: encounters.createdByStaffId }).from(encounters).where(eq(encounters.patientId, patientId));
        return { staffIds: visits.map((v) => v.createdByStaffId), names: [] };
      },
    },
    'POST /api/clinic/bookings/:bookingId/no-show': inEventLog('BOOKING_NO_SHOW'),
    'PUT /api/clinic/bookings/locks/:patientId': { recorded: 'booking_locks.locked_by_staff_id' },
    'DELETE /api/clinic/bookings/locks/:patientId': changeLog('the lock is removed'),
  },
  registerTables: ['bookings'],
};
