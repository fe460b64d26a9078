import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLocks, bookings, eventLog, notifications, outbox, timeSlots } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { multipart, samples } from '../../../test/multipart';
import { holdSlot } from '../core/slots-repository';
import { bookingPatient, enableBookings, makeSchedule, slotsAhead } from '../core/test-fixtures';
import { systemPatient } from '../../../lib/checked-patient';

/** The patient's bookings through the API: make, list, one, cancel, modify, the hold, the race, attachments, printout. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await enableBookings(t);
});
afterAll(() => t.close());

/** Slots at least two days ahead (the test clock may be anywhere in a day). */
const ahead = (slots: Array<typeof timeSlots.$inferSelect>) => slotsAhead(slots, t.clock.now(), 48);

const book = (cookie: string, payload: object) => t.request({ method: 'POST', url: '/api/mppd/api/bookings', payload, cookie });

describe('making and reading a booking', () => {
  it('books a free slot (201), lists it, shows it, and tells the patient (notice BOOKINGS, e-mail)', async () => {
    const { slots, service } = await makeSchedule(t);
    const me = await bookingPatient(t);
    const slot = ahead(slots)[0]!;
    const res = await book(me.cookie, { timeSlotId: slot.id, patientId: me.record.id });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ system: 'PORTAL', status: 'SCHEDULED', dateFrom: slot.startsAt.toISOString(), service: { code: service.code }, actions: { cancel: true, edit: true } });

    const list = await t.request({ method: 'GET', url: '/api/mppd/api/bookings', cookie: me.cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((b: { systemId: string }) => b.systemId)).toContain(made.systemId);
    const one = await t.request({ method: 'GET', url: `/api/mppd/api/bookings/PORTAL/${made.systemId}`, cookie: me.cookie });
    expect(one.json().organizationUnit.address).toBe('ul. Długa 5, 30-001 Kraków');
    // The answer to the booking is built from what its making read: exactly the booking as read afterwards.
    expect(made).toEqual(one.json());

    // The announcement is the booking transaction's job: the event log, the notice and the e-mail come with it.
    expect(await t.deps.db.select().from(notifications).where(and(eq(notifications.accountId, me.account.id), eq(notifications.target, 'BOOKINGS')))).toEqual([]);
    await t.deps.jobs.runDue();
    const [notice] = await t.deps.db.select().from(notifications).where(eq(notifications.accountId, me.account.id)).orderBy(desc(notifications.createdAt));
    expect(notice).toMatchObject({ target: 'BOOKINGS', contextId: `PORTAL/${made.systemId}`, title: 'Wizyta została zarezerwowana' });
    const [event] = await t.deps.db.select().from(eventLog).where(eq(eventLog.eventType, 'BOOKING_BOOKED')).orderBy(desc(eventLog.id));
    expect(event).toMatchObject({ accountId: me.account.id, description: `Rezerwacja PORTAL/${made.systemId} pacjenta ${me.record.id} zarezerwowana` });
    const mails = await t.deps.db.select().from(outbox).where(and(eq(outbox.channel, 'EMAIL'), eq(outbox.subject, 'Wizyta została zarezerwowana')));
    expect(mails.some((m) => m.body.includes(service.name))).toBe(true);
  });

  it("another patient's booking, or another system's id, is 404; the statuses filter on the shown status", async () => {
    const { slots } = await makeSchedule(t);
    const me = await bookingPatient(t);
    const stranger = await bookingPatient(t);
    const made = (await book(me.cookie, { timeSlotId: ahead(slots)[0]!.id, patientId: me.record.id })).json();
    expect((await t.request({ method: 'GET', url: `/api/mppd/api/bookings/PORTAL/${made.systemId}`, cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/mppd/api/bookings/PORTAL/${made.systemId}`, cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/mppd/api/bookings/OTHER/${made.systemId}`, cookie: me.cookie })).statusCode).toBe(404);
    expect((await book(stranger.cookie, { timeSlotId: ahead(slots)[1]!.id, patientId: me.record.id })).statusCode).toBe(404);
    await t.deps.db.update(bookings).set({ orderStatus: 'GTRE' }).where(eq(bookings.id, Number(made.systemId)));
    const registered = await t.request({ method: 'GET', url: '/api/mppd/api/bookings?statuses=REGISTERED', cookie: me.cookie });
    expect(registered.json()).toEqual([expect.objectContaining({ systemId: made.systemId, status: 'REGISTERED', orderStatus: 'GTRE' })]);
    expect((await t.request({ method: 'GET', url: '/api/mppd/api/bookings?statuses=SCHEDULED', cookie: me.cookie })).json()).toEqual([]);
    const tooFar = await t.request({ method: 'GET', url: '/api/mppd/api/bookings?dateTo=2099-01-01', cookie: me.cookie });
    expect(tooFar.statusCode).toBe(400);
  });

  it('first-for-patient answers the active booking overlapping a period, or null', async () => {
    const { slots } = await makeSchedule(t);
    const me = await bookingPatient(t);
    const slot = ahead(slots)[0]!;
    await book(me.cookie, { timeSlotId: slot.id, patientId: me.record.id });
    const ask = (from: Date, to: Date) =>
      t.request({ method: 'GET', url: `/api/mppd/api/bookings/first-for-patient?patientId=${me.record.id}&dateFrom=${from.toISOString()}&dateTo=${to.toISOString()}`, cookie: me.cookie });
    expect((await ask(slot.startsAt, slot.endsAt)).json().booking).toMatchObject({ dateFrom: slot.startsAt.toISOString() });
    expect((await ask(slot.endsAt, new Date(slot.endsAt.getTime() + 60_000))).json()).toEqual({ booking: null });
  });
});

describe('the slot: hold, race, parallel bookings', () => {
  it('a slot held by another patient is 409 TIME_SLOT_TAKEN until the hold expires', async () => {
    const { slots } = await makeSchedule(t);
    const holder = await bookingPatient(t);
    const me = await bookingPatient(t);
    const slot = ahead(slots)[0]!;
    const now = t.clock.now();
    expect((await holdSlot(t.deps.db, slot.id, systemPatient(holder.record.id, 'test'), now, new Date(now.getTime() + 15 * 60_000))).held).toBe(true);
    const taken = await book(me.cookie, { timeSlotId: slot.id, patientId: me.record.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('TIME_SLOT_TAKEN');
    // An expired hold frees the slot by itself.
    t.clock.advance(16 * 60_000);
    expect((await book(me.cookie, { timeSlotId: slot.id, patientId: me.record.id })).statusCode).toBe(201);
  });

  it('the hold is one statement: an unknown slot, a locked patient, a slot of another; her other hold is released', async () => {
    const { slots } = await makeSchedule(t);
    const [first, second] = ahead(slots);
    const me = await bookingPatient(t);
    const other = await bookingPatient(t);
    const now = t.clock.now();
    const until = new Date(now.getTime() + 15 * 60_000);
    expect(await holdSlot(t.deps.db, 987_654_321, systemPatient(me.record.id, 'test'), now, until)).toEqual({ known: false, locked: false, held: false });
    expect(await holdSlot(t.deps.db, first!.id, systemPatient(me.record.id, 'test'), now, until)).toEqual({ known: true, locked: false, held: true });
    expect(await holdSlot(t.deps.db, first!.id, systemPatient(other.record.id, 'test'), now, until)).toEqual({ known: true, locked: false, held: false });
    // Holding the second releases her first: one hold each.
    expect((await holdSlot(t.deps.db, second!.id, systemPatient(me.record.id, 'test'), now, until)).held).toBe(true);
    const [released] = await t.deps.db.select().from(timeSlots).where(eq(timeSlots.id, first!.id));
    expect(released).toMatchObject({ heldByPatientId: null, heldUntil: null });
    await t.deps.db.insert(bookingLocks).values({ patientId: other.record.id, reason: 'Nieodwołane wizyty' });
    expect(await holdSlot(t.deps.db, first!.id, systemPatient(other.record.id, 'test'), now, until)).toEqual({ known: true, locked: true, held: false });
  });

  it('a booking stopped by a rule keeps the hold its attempt took, as the wizard would, until it expires', async () => {
    const { slots } = await makeSchedule(t, { rules: { rules: { minAge: 60 } } });
    const slot = ahead(slots)[0]!;
    const young = await bookingPatient(t, { birthDate: '2000-01-01' });
    const other = await bookingPatient(t, { birthDate: '1950-01-01' });
    const refused = await book(young.cookie, { timeSlotId: slot.id, patientId: young.record.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('BOOKING_VALIDATION');
    expect((await book(other.cookie, { timeSlotId: slot.id, patientId: other.record.id })).json().errorCode).toBe('TIME_SLOT_TAKEN');
    t.clock.advance(16 * 60_000);
    expect((await book(other.cookie, { timeSlotId: slot.id, patientId: other.record.id })).statusCode).toBe(201);
  });

  it('fifty bookings of one slot at once give exactly one booking; the others 409 TIME_SLOT_TAKEN', async () => {
    const { slots } = await makeSchedule(t);
    const slot = ahead(slots)[0]!;
    const people = await Promise.all(Array.from({ length: 10 }, () => bookingPatient(t)));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => people[i % 10]!).map((p) => book(p.cookie, { timeSlotId: slot.id, patientId: p.record.id })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => a.json().errorCode)).toEqual(Array(49).fill('TIME_SLOT_TAKEN'));
    const rows = await t.deps.db.select().from(bookings).where(eq(bookings.timeSlotId, slot.id));
    expect(rows).toHaveLength(1);
  }, 60_000);

  it("another active booking at the same time is 409 BOOKING_PARALLEL naming its service in the reader's language", async () => {
    const a = await makeSchedule(t, { service: { nameEn: 'Test consultation', nameUk: 'Тестова консультація' } });
    const b = await makeSchedule(t);
    const me = await bookingPatient(t);
    const first = ahead(a.slots)[0]!;
    const same = b.slots.find((s) => s.startsAt.getTime() === first.startsAt.getTime())!;
    expect((await book(me.cookie, { timeSlotId: first.id, patientId: me.record.id })).statusCode).toBe(201);
    const res = await book(me.cookie, { timeSlotId: same.id, patientId: me.record.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'BOOKING_PARALLEL', message: 'Pacjent ma już rezerwację w tym czasie.', details: { service: a.service.name, dateFrom: first.startsAt.toISOString() } });
    for (const [language, service] of [
      ['uk', 'Тестова консультація'],
      ['en-GB,en;q=0.9', 'Test consultation'],
    ] as const) {
      const named = await t.request({ method: 'POST', url: '/api/mppd/api/bookings', payload: { timeSlotId: same.id, patientId: me.record.id }, cookie: me.cookie, headers: { 'accept-language': language } });
      expect(named.statusCode, language).toBe(409);
      // The error's own message stays Polish, as every API error's; the service is the reader's.
      expect(named.json(), language).toMatchObject({ errorCode: 'BOOKING_PARALLEL', message: 'Pacjent ma już rezerwację w tym czasie.', details: { service } });
    }
  });
});

describe('cancel and modify', () => {
  it('cancels before the visit (slot free again); a second cancel is 409 BOOKING_NOT_CANCELLABLE', async () => {
    const { slots } = await makeSchedule(t);
    const me = await bookingPatient(t);
    const slot = ahead(slots)[0]!;
    const made = (await book(me.cookie, { timeSlotId: slot.id, patientId: me.record.id })).json();
    const res = await t.request({ method: 'DELETE', url: `/api/mppd/api/bookings/PORTAL/${made.systemId}`, cookie: me.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELED', cancelledBy: 'PATIENT', actions: { cancel: false } });
    const [free] = await t.deps.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(free!.bookingId).toBeNull();
    const again = await t.request({ method: 'DELETE', url: `/api/mppd/api/bookings/PORTAL/${made.systemId}`, cookie: me.cookie });
    expect(again.json().errorCode).toBe('BOOKING_NOT_CANCELLABLE');
  });

  it('modify books the new slot and only then frees the old; a failing modify leaves the old booking', async () => {
    const { slots } = await makeSchedule(t);
    const me = await bookingPatient(t);
    const other = await bookingPatient(t);
    const [oldSlot, newSlot, heldSlot] = ahead(slots);
    const made = (await book(me.cookie, { timeSlotId: oldSlot!.id, patientId: me.record.id })).json();
    const now = t.clock.now();
    await holdSlot(t.deps.db, heldSlot!.id, systemPatient(other.record.id, 'test'), now, new Date(now.getTime() + 15 * 60_000));
    const failed = await t.request({ method: 'PUT', url: '/api/mppd/api/bookings', payload: { hisBookingId: Number(made.systemId), timeSlotId: heldSlot!.id, patientId: me.record.id }, cookie: me.cookie });
    expect(failed.json().errorCode).toBe('TIME_SLOT_TAKEN');
    const [kept] = await t.deps.db.select().from(bookings).where(eq(bookings.id, Number(made.systemId)));
    expect(kept!.status).toBe('SCHEDULED');
    expect((await t.deps.db.select().from(timeSlots).where(eq(timeSlots.id, oldSlot!.id)))[0]!.bookingId).toBe(kept!.id);

    const res = await t.request({ method: 'PUT', url: '/api/mppd/api/bookings', payload: { hisBookingId: Number(made.systemId), timeSlotId: newSlot!.id, patientId: me.record.id }, cookie: me.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'SCHEDULED', dateFrom: newSlot!.startsAt.toISOString() });
    const [old] = await t.deps.db.select().from(bookings).where(eq(bookings.id, Number(made.systemId)));
    expect(old).toMatchObject({ status: 'CANCELED', cancelledBy: 'PATIENT' });
    expect((await t.deps.db.select().from(timeSlots).where(eq(timeSlots.id, oldSlot!.id)))[0]!.bookingId).toBeNull();
    const again = await t.request({ method: 'PUT', url: '/api/mppd/api/bookings', payload: { hisBookingId: Number(made.systemId), timeSlotId: oldSlot!.id, patientId: me.record.id }, cookie: me.cookie });
    expect(again.json().errorCode).toBe('BOOKING_READ_ONLY');
  });
});

describe('the clinic lock, attachments and the printout', () => {
  it('a patient locked by the clinic is 403 BOOKING_LOCKED', async () => {
    const { slots } = await makeSchedule(t);
    const me = await bookingPatient(t);
    await t.deps.db.insert(bookingLocks).values({ patientId: me.record.id, reason: 'Nieodwołane wizyty' });
    const res = await book(me.cookie, { timeSlotId: ahead(slots)[0]!.id, patientId: me.record.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('BOOKING_LOCKED');
  });

  it('adds attachments within the limit, removes them (then 404), and prints the booking as a PDF', async () => {
    const { slots } = await makeSchedule(t);
    const me = await bookingPatient(t);
    const made = (await book(me.cookie, { timeSlotId: ahead(slots)[0]!.id, patientId: me.record.id })).json();
    const url = `/api/mppd/api/bookings/PORTAL/${made.systemId}`;
    const upload = multipart([{ name: 'wyniki.pdf', content: samples.pdf }]);
    const added = await t.request({ method: 'POST', url: `${url}/attachments`, ...upload, cookie: me.cookie });
    expect(added.statusCode, added.body).toBe(200);
    const [file] = added.json().details.attachments;
    expect(file).toMatchObject({ fileName: 'wyniki.pdf', use: 'BOOKING_ATTACHMENT' });
    const referral = await t.request({ method: 'POST', url: `${url}/attachments?kind=REFERRAL`, ...multipart([{ name: 'skierowanie.png', content: samples.png }]), cookie: me.cookie });
    const [scan] = referral.json().details.referralAttachments;
    const download = await t.request({ method: 'GET', url: `${url}/attachments/${scan.id}/referral`, cookie: me.cookie });
    expect(download.headers['content-type']).toBe('image/png');
    expect((await t.request({ method: 'DELETE', url: `${url}/attachments/${file.id}`, cookie: me.cookie })).statusCode).toBe(204);
    expect((await t.request({ method: 'DELETE', url: `${url}/attachments/${file.id}`, cookie: me.cookie })).statusCode).toBe(404);
    const pdf = await t.request({ method: 'GET', url: `${url}/printout`, cookie: me.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('inline');
    await t.request({ method: 'DELETE', url, cookie: me.cookie });
    const readOnly = await t.request({ method: 'POST', url: `${url}/attachments`, ...multipart([{ name: 'a.pdf', content: samples.pdf }]), cookie: me.cookie });
    expect(readOnly.json().errorCode).toBe('BOOKING_READ_ONLY');
  });
});
