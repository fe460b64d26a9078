import { addDays } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, encounters, outbox, staffReads, timeSlots } from '../../../db/schema/index';
import { clinicToday } from '../../../lib/clinic-time';
import { clinicMember } from '../../../test/clinic-members';
import { createTestApp, type TestApp } from '../../../test/helper';
import { bookingPatient, enableBookings, makeBookingPractitioner, makeBookingService, makeBookingUnit, makeSchedule } from '../core/test-fixtures';

/** The console's bookings: schedules (validation, overlap, regeneration), exceptions, rules, prices, calendar, phone bookings and their lifecycle, the lock. */

let t: TestApp;
let desk: { id: number; cookie: string };
let doctor: { id: number; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  await enableBookings(t);
  desk = await clinicMember(t, ['REGISTRAR']);
  doctor = await clinicMember(t, ['DOCTOR']);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = desk.cookie) => t.request({ method, url: `/api/clinic/bookings${url}`, payload, cookie });
const today = () => clinicToday(t.clock.now());
const startsNow = (id: number) => {
  const now = t.clock.now().getTime();
  return t.deps.db
    .update(bookings)
    .set({ startsAt: new Date(now - 5 * 60_000), endsAt: new Date(now + 25 * 60_000) })
    .where(eq(bookings.id, id));
};
const weekly = (start = '08:00', end = '12:00') => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

async function newScheduleBody(over: Record<string, unknown> = {}) {
  const service = await makeBookingService(t);
  const unit = await makeBookingUnit(t);
  const practitioner = await makeBookingPractitioner(t);
  return { practitionerId: practitioner.id, unitId: unit.id, serviceId: service.id, validFrom: today(), validTo: addDays(today(), 14), weekly: weekly(), slotMinutes: 30, breaks: [], funding: 'NFZ', availability: 'B', ...over };
}

describe('schedules', () => {
  it('creates a schedule with its slots, lists and reads it, and answers 409 SCHEDULE_OVERLAP to an overlapping one', async () => {
    const body = await newScheduleBody({ breaks: [{ start: '10:00', end: '10:30' }] });
    const res = await api('POST', '/schedules', body);
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved.slotsAdded).toBeGreaterThan(50);
    expect(saved.schedule).toMatchObject({ funding: 'NFZ', availability: 'B', active: true, slotMinutes: 30 });
    const slots = await t.deps.db.select().from(timeSlots).where(eq(timeSlots.scheduleId, saved.schedule.id));
    expect(slots.every((s) => s.availability === 'B')).toBe(true);
    const list = (await api('GET', `/schedules?practitionerId=${body.practitionerId}`, undefined, doctor.cookie)).json();
    expect(list.map((s: { id: number }) => s.id)).toEqual([saved.schedule.id]);
    expect((await api('GET', `/schedules/${saved.schedule.id}`)).json().practitioner.name).toContain('Grafikowa');
    const other = await makeBookingService(t);
    const overlap = await api('POST', '/schedules', { ...body, serviceId: other.id, weekly: [{ weekday: 3, start: '11:00', end: '13:00' }] });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().errorCode).toBe('SCHEDULE_OVERLAP');
    const afterwards = await api('POST', '/schedules', { ...body, serviceId: other.id, weekly: [{ weekday: 3, start: '12:00', end: '14:00' }] });
    expect(afterwards.statusCode, afterwards.body).toBe(201);
    const later = await api('POST', '/schedules', { ...body, serviceId: other.id, validFrom: addDays(today(), 15), validTo: null });
    expect(later.statusCode).toBe(201);
  });

  it('validates the hours with Polish field messages, and a commercial schedule needs a commercial service or a price list', async () => {
    const body = await newScheduleBody();
    const bad = await api('POST', '/schedules', { ...body, weekly: [{ weekday: 1, start: '12:00', end: '08:00' }, { weekday: 2, start: '8:00', end: '09:00' }], validTo: addDays(today(), -1) });
    expect(bad.statusCode).toBe(400);
    const messages = JSON.stringify(bad.json());
    expect(messages).toContain('Koniec musi być późniejszy niż początek');
    expect(messages).toContain('Podaj godzinę w formacie GG:MM');
    expect(messages).toContain('Data końcowa nie może być wcześniejsza niż początkowa');
    const short = await api('POST', '/schedules', { ...body, weekly: [{ weekday: 1, start: '08:00', end: '08:20' }] });
    expect(JSON.stringify(short.json())).toContain('Godziny muszą pomieścić co najmniej jedną wizytę');
    const commercial = await api('POST', '/schedules', { ...body, funding: 'COMMERCIAL' });
    expect(commercial.statusCode).toBe(400);
    expect(commercial.json().message).toBe('Grafik komercyjny wymaga świadczenia komercyjnego lub cennika');
    expect((await api('POST', `/services/${body.serviceId}/prices`, { name: 'Konsultacja', price: '250,5', validFrom: today() })).json().price).toBe('250.50');
    expect((await api('POST', '/schedules', { ...body, funding: 'COMMERCIAL' })).statusCode).toBe(201);
  });

  it('regenerates on a change without touching booked slots, answering the booked visits left outside the new hours', async () => {
    const { schedule, slots } = await makeSchedule(t, { weekly: weekly('08:00', '12:00'), slotMinutes: 30 });
    const { record } = await bookingPatient(t);
    const late = slots.find((s) => s.startsAt > new Date(t.clock.now().getTime() + 86_400_000) && s.startsAt.getUTCMinutes() === 30)!;
    const booked = await api('POST', '', { patientId: record.id, timeSlotId: late.id });
    expect(booked.statusCode, booked.body).toBe(201);
    const body = { practitionerId: schedule.practitionerId, unitId: schedule.unitId, serviceId: schedule.serviceId, validFrom: schedule.validFrom, validTo: schedule.validTo, weekly: weekly('08:00', '12:00'), slotMinutes: 60, breaks: [], funding: 'NFZ', availability: 'P' };
    const res = await api('PUT', `/schedules/${schedule.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().conflicts.map((c: { bookingId: number }) => c.bookingId)).toEqual([booked.json().id]);
    const kept = (await t.deps.db.select().from(timeSlots).where(eq(timeSlots.id, late.id)))[0]!;
    expect(kept.bookingId).toBe(booked.json().id);
    const free = await t.deps.db.select().from(timeSlots).where(and(eq(timeSlots.scheduleId, schedule.id)));
    expect(free.filter((s) => s.bookingId === null && s.startsAt > t.clock.now()).every((s) => s.startsAt.getUTCMinutes() === 0 && s.availability === 'P')).toBe(true);
    const off = await api('POST', `/schedules/${schedule.id}/deactivate`);
    expect(off.json().schedule.active).toBe(false);
    const left = await t.deps.db.select().from(timeSlots).where(eq(timeSlots.scheduleId, schedule.id));
    expect(left.filter((s) => s.startsAt > t.clock.now()).map((s) => s.id)).toEqual([late.id]);
    expect((await api('POST', `/schedules/${schedule.id}/activate`)).json().slotsAdded).toBeGreaterThan(0);
    expect((await api('GET', '/schedules/999999')).statusCode).toBe(404);
  });
});

describe('exceptions', () => {
  it('a clinic holiday and a one-off change regenerate the schedules they touch; a booked visit on the day off is a conflict', async () => {
    const { schedule, slots } = await makeSchedule(t, { weekly: weekly('08:00', '10:00'), slotMinutes: 30, validTo: null });
    const day = addDays(today(), 3);
    const onDay = slots.filter((s) => clinicToday(s.startsAt) === day);
    expect(onDay.length).toBe(4);
    const { record } = await bookingPatient(t);
    const booked = (await api('POST', '', { patientId: record.id, timeSlotId: onDay[0]!.id })).json();
    const closed = await api('POST', '/exceptions', { practitionerId: schedule.practitionerId, dateFrom: day, dateTo: day, kind: 'CLOSED', reason: 'Urlop' });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json().conflicts.map((c: { bookingId: number }) => c.bookingId)).toEqual([booked.id]);
    const remaining = (await t.deps.db.select().from(timeSlots).where(eq(timeSlots.scheduleId, schedule.id))).filter((s) => clinicToday(s.startsAt) === day);
    expect(remaining.map((s) => s.id)).toEqual([onDay[0]!.id]);
    const other = addDays(today(), 4);
    const hours = await api('POST', '/exceptions', { scheduleId: schedule.id, dateFrom: other, dateTo: other, kind: 'HOURS', startTime: '12:00', endTime: '13:00' });
    expect(hours.statusCode).toBe(201);
    const changed = (await t.deps.db.select().from(timeSlots).where(eq(timeSlots.scheduleId, schedule.id))).filter((s) => clinicToday(s.startsAt) === other);
    expect(changed).toHaveLength(2);
    expect((await api('GET', `/exceptions?scheduleId=${schedule.id}`)).json()).toHaveLength(1);
    const removed = await api('DELETE', `/exceptions/${closed.json().exception.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.deps.db.select().from(timeSlots).where(eq(timeSlots.scheduleId, schedule.id))).filter((s) => clinicToday(s.startsAt) === day)).toHaveLength(4);
    const invalid = await api('POST', '/exceptions', { dateFrom: day, dateTo: day, kind: 'HOURS', startTime: null, endTime: null });
    expect(JSON.stringify(invalid.json())).toContain('Podaj godziny przyjęć dnia ze zmienionymi godzinami');
    expect((await api('DELETE', '/exceptions/999999')).statusCode).toBe(404);
  });
});

describe('service booking settings and price lists', () => {
  it('answers the defaults, saves the rules, keeps a price list', async () => {
    const service = await makeBookingService(t, { commercial: true });
    const defaults = (await api('GET', `/services/${service.id}/settings`)).json();
    expect(defaults).toMatchObject({ referralStatus: 'N', anyPractitioner: true, rules: { gender: null, maxAge: null } });
    const saved = await api('PUT', `/services/${service.id}/settings`, { ...defaults, referralStatus: 'R', bookingConfReq: true, rules: { ...defaults.rules, gender: 'F', maxAge: 17 } });
    expect(saved.json()).toMatchObject({ referralStatus: 'R', bookingConfReq: true, rules: { gender: 'F', maxAge: 17 } });
    const wrong = await api('PUT', `/services/${service.id}/settings`, { ...defaults, rules: { minAge: 30, maxAge: 20 } });
    expect(JSON.stringify(wrong.json())).toContain('Wiek maksymalny nie może być mniejszy niż minimalny');
    const item = (await api('POST', `/services/${service.id}/prices`, { name: 'Dermatoskopia', price: '180', validFrom: today() })).json();
    expect(item).toMatchObject({ name: 'Dermatoskopia', price: '180.00' });
    expect((await api('PUT', `/services/${service.id}/prices/${item.id}`, { name: 'Dermatoskopia', price: '190.00', validFrom: today() })).json().price).toBe('190.00');
    expect((await api('POST', `/services/${service.id}/prices`, { name: 'X', price: 'abc', validFrom: today() })).statusCode).toBe(400);
    expect((await api('GET', `/services/${service.id}/prices`)).json()).toHaveLength(1);
    expect((await api('DELETE', `/services/${service.id}/prices/${item.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/services/${service.id}/prices/${item.id}`)).statusCode).toBe(404);
    expect((await api('GET', '/services/999999/settings')).statusCode).toBe(404);
  });
});

describe('the desk: calendar, phone booking and its lifecycle', () => {
  it('books by phone (rules checked, override allowed, N slots too), shows it in the calendar and on the patient list, and on her own list', async () => {
    const { slots, practitionerId } = await makeSchedule(t, { availability: 'N', rules: { rules: { gender: 'M' } } });
    const patient = await bookingPatient(t);
    const slot = slots[3]!;
    const warned = await api('POST', '', { patientId: patient.record.id, timeSlotId: slot.id });
    expect(warned.statusCode).toBe(400);
    expect(warned.json()).toMatchObject({ errorCode: 'BOOKING_VALIDATION', details: { '101': expect.any(String) } });
    const made = await api('POST', '', { patientId: patient.record.id, timeSlotId: slot.id, overrideWarnings: true });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ bookedByClinic: true, confirmed: true, status: 'SCHEDULED', patient: { id: patient.record.id } });
    expect((await api('POST', '', { patientId: patient.record.id, timeSlotId: slot.id, overrideWarnings: true })).json().errorCode).toBe('TIME_SLOT_TAKEN');
    const cal = (await api('GET', `/calendar?practitionerId=${practitionerId}&date=${clinicToday(slot.startsAt)}&view=week`, undefined, doctor.cookie)).json();
    const shown = cal.slots.find((s: { id: number }) => s.id === slot.id);
    expect(shown).toMatchObject({ state: 'BOOKED', booking: { id: made.json().id, patient: { lastName: patient.record.lastName } } });
    expect(cal.slots.some((s: { state: string }) => s.state === 'FREE')).toBe(true);
    const list = (await api('GET', `?patientId=${patient.record.id}`)).json();
    expect(list.map((b: { id: number }) => b.id)).toEqual([made.json().id]);
    expect((await api('GET', '?patientId=999999')).statusCode).toBe(404);
    const own = await t.request({ method: 'GET', url: '/api/mppd/api/bookings', cookie: patient.cookie });
    expect(own.statusCode, own.body).toBe(200);
    expect(JSON.stringify(own.json())).toContain(String(made.json().id));
  });

  it('writes one CALENDAR row per booked patient the calendar shows, with the member, shown in her access log', async () => {
    const { slots, practitionerId } = await makeSchedule(t);
    const first = await bookingPatient(t);
    const second = await bookingPatient(t);
    expect((await api('POST', '', { patientId: first.record.id, timeSlotId: slots[1]!.id })).statusCode).toBe(201);
    expect((await api('POST', '', { patientId: second.record.id, timeSlotId: slots[2]!.id })).statusCode).toBe(201);
    expect((await api('POST', '', { patientId: first.record.id, timeSlotId: slots[3]!.id, overrideWarnings: true })).statusCode).toBe(201);
    const viewer = await clinicMember(t, ['NURSE']);
    const cal = await api('GET', `/calendar?practitionerId=${practitionerId}&date=${clinicToday(slots[1]!.startsAt)}&view=week`, undefined, viewer.cookie);
    expect(cal.statusCode, cal.body).toBe(200);
    const reads = await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, viewer.id));
    expect(reads.map((r) => r.patientId).sort()).toEqual([first.record.id, second.record.id].sort());
    expect(reads.every((r) => r.what === 'CALENDAR')).toBe(true);
    const log = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/access-log', cookie: first.cookie })).json();
    expect(log.items).toContainEqual(expect.objectContaining({ what: 'CALENDAR', staffRoles: ['NURSE'], patient: expect.objectContaining({ id: first.record.id }) }));
    // A calendar without bookings names nobody.
    const empty = await makeSchedule(t);
    const before = reads.length;
    expect((await api('GET', `/calendar?practitionerId=${empty.practitionerId}&date=${clinicToday(empty.slots[1]!.startsAt)}`, undefined, viewer.cookie)).statusCode).toBe(200);
    expect(await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, viewer.id))).toHaveLength(before);
  });

  it("answers 404 to a phone booking of a slot in a unit outside a unit-limited member, as to an unknown slot, and records the member who books", async () => {
    const ours = await makeSchedule(t);
    const theirs = await makeSchedule(t);
    const member = await clinicMember(t, ['REGISTRAR'], [ours.schedule.unitId]);
    const patient = await bookingPatient(t);
    const book = (timeSlotId: number) => api('POST', '', { patientId: patient.record.id, timeSlotId, overrideWarnings: true }, member.cookie);
    const foreign = await book(theirs.slots[2]!.id);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(foreign.json()).toEqual((await book(2_000_000_000)).json());
    expect((await t.deps.db.select().from(bookings).where(eq(bookings.timeSlotId, theirs.slots[2]!.id)))).toEqual([]);
    const own = await book(ours.slots[2]!.id);
    expect(own.statusCode, own.body).toBe(201);
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, own.json().id));
    expect(row.bookedByStaffId).toBe(member.id);
  });

  it('answers 409 BOOKING_PARALLEL for an overlapping booking unless overridden', async () => {
    const a = await makeSchedule(t);
    const b = await makeSchedule(t);
    const patient = await bookingPatient(t);
    expect((await api('POST', '', { patientId: patient.record.id, timeSlotId: a.slots[2]!.id })).statusCode).toBe(201);
    const parallel = await api('POST', '', { patientId: patient.record.id, timeSlotId: b.slots[2]!.id });
    expect(parallel.json().errorCode).toBe('BOOKING_PARALLEL');
    expect((await api('POST', '', { patientId: patient.record.id, timeSlotId: b.slots[2]!.id, overrideWarnings: true })).statusCode).toBe(201);
  });

  it('cancels with a reason (required): the slot is free again and the patient gets the reason by e-mail', async () => {
    const { slots } = await makeSchedule(t);
    const patient = await bookingPatient(t);
    const made = (await api('POST', '', { patientId: patient.record.id, timeSlotId: slots[5]!.id })).json();
    expect((await api('POST', `/${made.id}/cancel`, { reason: '' })).statusCode).toBe(400);
    const res = await api('POST', `/${made.id}/cancel`, { reason: 'Choroba lekarza' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELED', cancelledBy: 'CLINIC', cancelReason: 'Choroba lekarza' });
    expect((await t.deps.db.select().from(timeSlots).where(eq(timeSlots.id, slots[5]!.id)))[0]!.bookingId).toBeNull();
    await t.deps.jobs.runDue();
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, patient.account.email!));
    expect(mails.some((m) => JSON.stringify(m).includes('Choroba lekarza'))).toBe(true);
    expect((await api('POST', `/${made.id}/cancel`, { reason: 'Znowu' })).statusCode).toBe(409);
    expect((await api('POST', '/999999/cancel', { reason: 'x' })).statusCode).toBe(404);
  });

  it('registers the arrival (shown REGISTERED), marks the visit done (a visit opens in the register, once) or a no-show', async () => {
    const { slots } = await makeSchedule(t);
    const patient = await bookingPatient(t);
    // A slot of a later day: today's slots (before noon, clinic time) may be done today.
    const today = clinicToday(t.clock.now());
    const later = slots.find((s) => clinicToday(s.startsAt) > today)!;
    const first = (await api('POST', '', { patientId: patient.record.id, timeSlotId: later.id })).json();
    const future = await api('POST', `/${first.id}/done`, undefined, doctor.cookie);
    expect(future.json().message).toBe('Wizytę można oznaczyć jako odbytą dopiero w dniu wizyty.');
    // The visit is under way: moved to now in the database (a session would not survive moving the clock a day).
    await startsNow(first.id);
    const queue = async () => ((await t.request({ method: 'GET', url: '/api/clinic/dashboard', cookie: desk.cookie })).json().queues as Array<{ key: string; count: number }>).find((q) => q.key === 'BOOKINGS_TO_REGISTER')!.count;
    const waiting = await queue();
    expect(waiting).toBeGreaterThanOrEqual(1);
    const arrived = await api('POST', `/${first.id}/arrival`);
    expect(await queue()).toBe(waiting - 1);
    expect(arrived.json()).toMatchObject({ status: 'SCHEDULED', shownStatus: 'REGISTERED' });
    expect((await api('POST', `/${first.id}/arrival`)).statusCode).toBe(409);
    const done = await api('POST', `/${first.id}/done`, undefined, doctor.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('EXECUTED');
    const visits = await t.deps.db.select().from(encounters).where(eq(encounters.bookingRef, `PORTAL/${first.id}`));
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ status: 'OPEN', publishedAt: null, patientId: patient.record.id });
    expect(done.json().encounterId).toBe(visits[0]!.id);
    expect((await api('POST', `/${first.id}/done`)).statusCode).toBe(409);
    const second = (await api('POST', '', { patientId: patient.record.id, timeSlotId: slots[slots.length - 1]!.id })).json();
    expect((await api('POST', `/${second.id}/no-show`)).statusCode).toBe(409);
    expect((await api('POST', `/${second.id}/done`)).statusCode).toBe(409);
    await startsNow(second.id);
    const missed = await api('POST', `/${second.id}/no-show`);
    expect(missed.json()).toMatchObject({ status: 'CANCELED', noShow: true, cancelReason: 'Nieobecność pacjenta' });
    expect((await t.deps.db.select().from(bookings).where(eq(bookings.id, second.id)))[0]!.noShow).toBe(true);
  });

  it("locks and unlocks a patient's online booking; the portal refuses her a hold meanwhile", async () => {
    const { slots } = await makeSchedule(t);
    const patient = await bookingPatient(t);
    expect((await api('GET', `/locks/${patient.record.id}`)).json()).toMatchObject({ locked: false });
    const locked = await api('PUT', `/locks/${patient.record.id}`, { reason: 'Nieodwołane wizyty' });
    expect(locked.json()).toMatchObject({ locked: true, reason: 'Nieodwołane wizyty' });
    const hold = await t.request({ method: 'POST', url: '/api/mppd/api/bookings/blockTimeSlotForBooking', payload: { timeSlotId: slots[1]!.id, patientId: patient.record.id }, cookie: patient.cookie });
    expect(hold.statusCode).toBe(403);
    expect((await api('POST', '', { patientId: patient.record.id, timeSlotId: slots[1]!.id })).statusCode).toBe(201);
    expect((await api('DELETE', `/locks/${patient.record.id}`)).json().locked).toBe(false);
    expect((await api('GET', '/locks/999999')).statusCode).toBe(404);
  });

  it("reading a patient's booking lock writes one BOOKING_LOCK row, shown in her access log", async () => {
    const patient = await bookingPatient(t);
    const nurse = await clinicMember(t, ['NURSE']);
    expect((await api('GET', `/locks/${patient.record.id}`, undefined, nurse.cookie)).json()).toMatchObject({ locked: false });
    const reads = await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, nurse.id));
    expect(reads.map((r) => [r.patientId, r.what])).toEqual([[patient.record.id, 'BOOKING_LOCK']]);
    const log = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/access-log', cookie: patient.cookie })).json();
    expect(log.items).toContainEqual(expect.objectContaining({ what: 'BOOKING_LOCK', staffRoles: ['NURSE'], patient: expect.objectContaining({ id: patient.record.id }) }));
  });
});
