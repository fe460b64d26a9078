import { addDays } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules, timeSlots } from '../../../db/schema/index';
import { clinicToday } from '../../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../../test/helper';
import { bookSlot } from '../core/booking-core';
import type { SlotRow } from '../core/slots-repository';
import { generateSlots } from '../core/slots-service';
import { bookingPatient, enableBookings, makeSchedule, slotsAhead } from '../core/test-fixtures';
import { systemPatient } from '../../../lib/checked-patient';

/** The wizard's catalogue, units, free slots, price lists and availability settings (spec part 2 §5, §7). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await enableBookings(t);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.request({ method: 'GET', url: `/api${url}`, cookie });
const today = () => clinicToday(t.clock.now());
const book = (slot: SlotRow, patientId: number, accountId: number) => t.deps.db.transaction((tx) => bookSlot(t.deps, tx, { slot, patientId: systemPatient(patientId, 'test'), accountId, staffId: null }));

describe('catalogue', () => {
  it('visitors see B schedules, patients B and P, nobody N, inactive or expired ones; one entry per schedule with its service facts', async () => {
    const b = await makeSchedule(t, { availability: 'B', rules: { anyPractitioner: false, rules: { minHoursBefore: 48 } }, service: { type: 'PRESCRIPTION' } });
    const p = await makeSchedule(t, { serviceId: b.service.id, availability: 'P' });
    const n = await makeSchedule(t, { serviceId: b.service.id, availability: 'N' });
    const off = await makeSchedule(t, { serviceId: b.service.id });
    await t.deps.db.update(schedules).set({ active: false }).where(eq(schedules.id, off.schedule.id));
    const expired = await makeSchedule(t, { serviceId: b.service.id, validFrom: addDays(today(), -30), validTo: addDays(today(), -1) });
    const ours = (list: Array<{ availabilityId: number }>) =>
      list.filter((e) => [b, p, n, off, expired].some((s) => s.schedule.id === e.availabilityId)).map((e) => e.availabilityId);

    const visitor = await get('/mppd/api/catalog/for-booking');
    expect(visitor.statusCode).toBe(200);
    expect(ours(visitor.json())).toEqual([b.schedule.id]);
    const entry = visitor.json().find((e: { availabilityId: number }) => e.availabilityId === b.schedule.id);
    expect(entry).toMatchObject({
      medicalService: { code: b.service.code, typeId: 'PRESCRIPTION', typeName: 'Recepta', minBookDate: clinicToday(new Date(t.clock.now().getTime() + 48 * 3_600_000)), commercialService: false, priceFrom: null, prescriptionVisit: true },
      hospitalOrganizationUnit: { id: b.unitId },
      practitioner: { employeeId: b.practitionerId, occupationCode: 'DOCTOR' },
      availabilityInModuleStatus: 'B',
      anyPractitioner: false,
      employeeStatusVisible: true,
    });

    const me = await bookingPatient(t);
    const patient = await get(`/mppd/api/catalog/for-patient/${me.record.id}/for-booking`, me.cookie);
    expect(ours(patient.json()).sort()).toEqual([b.schedule.id, p.schedule.id].sort());
    const stranger = await bookingPatient(t);
    expect((await get(`/mppd/api/catalog/for-patient/${me.record.id}/for-booking`, stranger.cookie)).statusCode).toBe(404);
  });

  it('a commercial entry starts at its lowest current price', async () => {
    const c = await makeSchedule(t, {
      service: { commercial: true },
      prices: [
        { name: 'Konsultacja dermatologiczna', price: '250.00' },
        { name: 'Dermatoskopia', price: '180.00' },
        { name: 'Stary cennik', price: '90.00', validFrom: addDays(today(), -60), validTo: addDays(today(), -1) },
      ],
    });
    const entry = (await get('/mppd/api/catalog/for-booking')).json().find((e: { availabilityId: number }) => e.availabilityId === c.schedule.id);
    expect(entry.medicalService).toMatchObject({ commercialService: true, priceFrom: '180.00' });
  });

  it('units: active units with portal schedules only', async () => {
    const portal = await makeSchedule(t, { availability: 'P' });
    const clinicOnly = await makeSchedule(t, { availability: 'N' });
    const ids = (await get('/mppd/api/catalogs/units')).json().map((u: { id: number }) => u.id);
    expect(ids).toContain(portal.unitId);
    expect(ids).not.toContain(clinicOnly.unitId);
  });
});

describe("catalogue in the reader's language", () => {
  it('names the service type in the language the interface asks for (Accept-Language)', async () => {
    const b = await makeSchedule(t, { availability: 'B', service: { type: 'TELECONSULTATION' } });
    const typeIn = async (language: string) => {
      const res = await t.request({ method: 'GET', url: '/api/mppd/api/catalog/for-booking', headers: { 'accept-language': language } });
      return res.json().find((e: { availabilityId: number }) => e.availabilityId === b.schedule.id).medicalService.typeName;
    };
    expect(await typeIn('en')).toBe('Teleconsultation');
    expect(await typeIn('uk')).toBe('Телеконсультація');
    expect(await typeIn('pl')).toBe('Teleporada');
  });
});

describe('free time slots', () => {
  it('excludes booked slots and those others hold, includes her own hold; an expired hold is free again', async () => {
    const s = await makeSchedule(t, { validFrom: addDays(today(), 1), validTo: addDays(today(), 2) });
    const me = await bookingPatient(t);
    const other = await bookingPatient(t);
    const url = (patientId?: number) =>
      `/mppd/api/time-slots/?medicalServiceCode=${s.service.code}&dateFrom=${today()}&dateTo=${addDays(today(), 7)}${patientId ? `&patientId=${patientId}` : ''}`;
    const all = (await get(url(), me.cookie)).json();
    expect(all.slots).toHaveLength(16);
    expect(all.hasMore).toBe(false);
    expect(all.slots[0]).toMatchObject({ system: 'PORTAL', payment: 'NFZ', availabilityId: s.schedule.id, medicalServiceCode: s.service.code, heldForPatient: false });
    expect(all.slots[0].practitioner.displayName).toMatch(/^lek\. Ewa Grafikowa/);
    const [first, second] = slotsAhead(s.slots, t.clock.now());
    await book(first!, other.record.id, other.account.id);
    const hold = (cookie: string, patientId: number, timeSlotId: number) =>
      t.request({ method: 'POST', url: '/api/mppd/api/bookings/blockTimeSlotForBooking', payload: { timeSlotId, patientId }, cookie });
    expect((await hold(other.cookie, other.record.id, second!.id)).statusCode).toBe(200);
    const seen = (await get(url(me.record.id), me.cookie)).json().slots.map((x: { id: number }) => x.id);
    expect(seen).not.toContain(first!.id);
    expect(seen).not.toContain(second!.id);
    const theirs = (await get(url(other.record.id), other.cookie)).json().slots;
    expect(theirs.find((x: { id: number }) => x.id === second!.id)).toMatchObject({ heldForPatient: true });
    expect((await get(url(other.record.id), me.cookie)).statusCode).toBe(404);
    t.clock.advance(16 * 60_000);
    expect((await get(url(me.record.id), me.cookie)).json().slots.map((x: { id: number }) => x.id)).toContain(second!.id);
  });

  it('starts at the service minBookDate; filters; 400 for a too long or reversed range; 404 for an unknown service; 401 anonymously', async () => {
    const s = await makeSchedule(t, { rules: { rules: { minHoursBefore: 72 } } });
    const other = await makeSchedule(t, { serviceId: s.service.id });
    const me = await bookingPatient(t);
    const base = `/mppd/api/time-slots/?medicalServiceCode=${s.service.code}&dateFrom=${today()}&dateTo=${addDays(today(), 10)}`;
    const slots = (await get(base, me.cookie)).json().slots as Array<{ dateFrom: string; practitioner: { employeeId: number }; organizationUnit: { id: number } }>;
    const earliest = new Date(Date.parse(`${clinicToday(new Date(t.clock.now().getTime() + 72 * 3_600_000))}T00:00:00+02:00`) - 3_600_000);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((x) => new Date(x.dateFrom) >= earliest)).toBe(true);
    const byPractitioner = (await get(`${base}&employeeId=${other.practitionerId}`, me.cookie)).json().slots;
    expect(byPractitioner.length).toBeGreaterThan(0);
    expect(byPractitioner.every((x: { practitioner: { employeeId: number } }) => x.practitioner.employeeId === other.practitionerId)).toBe(true);
    expect((await get(`${base}&organizationUnitId=${s.unitId}`, me.cookie)).json().slots.every((x: { organizationUnit: { id: number } }) => x.organizationUnit.id === s.unitId)).toBe(true);
    expect((await get(`${base}&availabilityId=${other.schedule.id}`, me.cookie)).json().slots.every((x: { availabilityId: number }) => x.availabilityId === other.schedule.id)).toBe(true);
    expect((await get(`${base}&occupationCode=NURSE`, me.cookie)).json().slots).toEqual([]);

    const long = await get(`/mppd/api/time-slots/?medicalServiceCode=${s.service.code}&dateFrom=${today()}&dateTo=${addDays(today(), 62)}`, me.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().errorCode).toBe('VALIDATION_ERROR');
    expect((await get(`/mppd/api/time-slots/?medicalServiceCode=${s.service.code}&dateFrom=${addDays(today(), 3)}&dateTo=${today()}`, me.cookie)).statusCode).toBe(400);
    expect((await get(`/mppd/api/time-slots/?medicalServiceCode=${s.service.code}&dateFrom=${addDays(today(), 7400)}&dateTo=${addDays(today(), 7401)}`, me.cookie)).statusCode).toBe(400);
    expect((await get(`/mppd/api/time-slots/?medicalServiceCode=NIE-MA&dateFrom=${today()}&dateTo=${today()}`, me.cookie)).statusCode).toBe(404);
    expect((await get(base)).statusCode).toBe(401);
  });

  it('free-days: the days of the range with a free slot and the earliest free day, past dateTo too; filters, 400, 404 as time-slots', async () => {
    const s = await makeSchedule(t, { validFrom: addDays(today(), 8), validTo: addDays(today(), 9) });
    const me = await bookingPatient(t);
    const url = (from: string, to: string, extra = '') => `/mppd/api/time-slots/free-days?medicalServiceCode=${s.service.code}&dateFrom=${from}&dateTo=${to}${extra}`;
    const slotDays = [...new Set(s.slots.map((x) => clinicToday(x.startsAt)))].sort();
    expect(slotDays).toEqual([addDays(today(), 8), addDays(today(), 9)]);
    const early = (await get(url(today(), addDays(today(), 6)), me.cookie)).json();
    expect(early).toEqual({ days: [], firstFreeDay: slotDays[0] });
    const month = (await get(url(addDays(today(), 7), addDays(today(), 20)), me.cookie)).json();
    expect(month.days).toEqual(slotDays);
    expect(month.firstFreeDay).toBe(slotDays[0]);
    // Booking every slot of the first day moves the earliest day on.
    for (const slot of s.slots.filter((x) => clinicToday(x.startsAt) === slotDays[0])) await book(slot, me.record.id, me.account.id);
    const after = (await get(url(today(), addDays(today(), 30)), me.cookie)).json();
    expect(after.days).toEqual(slotDays.slice(1));
    expect(after.firstFreeDay).toBe(slotDays[1] ?? null);
    expect((await get(url(today(), addDays(today(), 30), '&occupationCode=NURSE'), me.cookie)).json()).toEqual({ days: [], firstFreeDay: null });
    expect((await get(url(today(), addDays(today(), 62)), me.cookie)).statusCode).toBe(400);
    expect((await get(`/mppd/api/time-slots/free-days?medicalServiceCode=NIE-MA&dateFrom=${today()}&dateTo=${today()}`, me.cookie)).statusCode).toBe(404);
    expect((await get(url(today(), today(), `&patientId=${(await bookingPatient(t)).record.id}`), me.cookie)).statusCode).toBe(404);
    expect((await get(url(today(), today()))).statusCode).toBe(401);
  });

  it('answers at most 500 slots and says more exist', async () => {
    const s = await makeSchedule(t, { slotMinutes: 5, weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '06:00', end: '22:00' })), validFrom: addDays(today(), 1), validTo: addDays(today(), 3) });
    const me = await bookingPatient(t);
    const res = (await get(`/mppd/api/time-slots/?medicalServiceCode=${s.service.code}&dateFrom=${today()}&dateTo=${addDays(today(), 5)}`, me.cookie)).json();
    expect(res.slots).toHaveLength(500);
    expect(res.hasMore).toBe(true);
  });

  it('the generator regenerates a changed schedule without touching booked slots', async () => {
    const s = await makeSchedule(t, { validFrom: addDays(today(), 1), validTo: addDays(today(), 2) });
    const me = await bookingPatient(t);
    const booked = await book(s.slots[1]!, me.record.id, me.account.id);
    await t.deps.db.update(schedules).set({ weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '14:00', end: '15:00' })) }).where(eq(schedules.id, s.schedule.id));
    await generateSlots(t.deps, s.schedule.id);
    const rows = await t.deps.db.select().from(timeSlots).where(eq(timeSlots.scheduleId, s.schedule.id));
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.id === s.slots[1]!.id)).toMatchObject({ bookingId: booked.id });
  });
});

describe('price lists and availability settings', () => {
  it('a commercial slot has the price list of its day; none or an NFZ slot: 404 PRICE_LIST_MISSING; an unknown slot: 404 NOT_FOUND', async () => {
    const c = await makeSchedule(t, { funding: 'COMMERCIAL', prices: [{ name: 'Konsultacja okulistyczna', price: '200.00' }, { name: 'Badanie dna oka', price: '120.00' }] });
    const bare = await makeSchedule(t, { funding: 'COMMERCIAL' });
    const nfz = await makeSchedule(t);
    const me = await bookingPatient(t);
    const comm = (slotId: number, code: string) => get(`/mppd/api/time-slot-comm/?medicalServiceCode=${code}&timeSlotId=${slotId}&patientId=${me.record.id}`, me.cookie);
    const list = await comm(c.slots[0]!.id, c.service.code);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ timeSlotId: c.slots[0]!.id, currency: 'PLN', items: [{ name: 'Konsultacja okulistyczna', price: '200.00' }, { name: 'Badanie dna oka', price: '120.00' }] });
    expect((await comm(bare.slots[0]!.id, bare.service.code)).json()).toMatchObject({ errorCode: 'PRICE_LIST_MISSING', message: 'Brak aktualnego cennika dla podanego zakresu' });
    expect((await comm(nfz.slots[0]!.id, nfz.service.code)).json().errorCode).toBe('PRICE_LIST_MISSING');
    expect((await comm(2_000_000_000, nfz.service.code)).json().errorCode).toBe('NOT_FOUND');
  });

  it('what the service asks, by slot or by schedule; defaults without rules', async () => {
    const r = await makeSchedule(t, { rules: { referralStatus: 'R', bookingConfReq: true, addMeasurements: true } });
    const plain = await makeSchedule(t);
    const n = await makeSchedule(t, { availability: 'N' });
    const me = await bookingPatient(t);
    expect((await get(`/mppd/api/availability-settings/?timeSlotId=${r.slots[0]!.id}`, me.cookie)).json()).toEqual({ referralStatus: 'R', bookingRestrictions: { bookingConfReq: true, addMeasurements: true } });
    expect((await get(`/mppd/api/availability-settings/?availabilityId=${plain.schedule.id}`, me.cookie)).json()).toEqual({ referralStatus: 'N', bookingRestrictions: { bookingConfReq: false, addMeasurements: false } });
    expect((await get(`/mppd/api/availability-settings/?availabilityId=${n.schedule.id}`, me.cookie)).statusCode).toBe(404);
    expect((await get('/mppd/api/availability-settings/', me.cookie)).statusCode).toBe(400);
  });
});
