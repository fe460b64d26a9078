import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bookings, outbox, practitioners, referralInstitutions, referralPractitioners, timeSlots, units } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { bookingMail } from '../core/booking-notices';
import { sendDueReminders } from '../core/booking-reminders';
import * as repo from '../core/bookings-repository';
import { bookingPatient, enableBookings, makeSchedule, roundTheClock } from '../core/test-fixtures';

/** The server's own checks of a booking (every error code of POST /bookings), SMS confirmation, the reminder and the calendar file. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await enableBookings(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const ahead = (slots: Array<typeof timeSlots.$inferSelect>, days = 2) => slots.filter((s) => s.startsAt.getTime() > t.clock.now().getTime() + days * DAY);
const book = (cookie: string, payload: object) => t.request({ method: 'POST', url: '/api/mppd/api/bookings', payload, cookie });
const errorOf = async (cookie: string, payload: object) => {
  const res = await book(cookie, payload);
  return { status: res.statusCode, ...res.json() };
};
async function lastSmsCode(to: string): Promise<string> {
  const [sms] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)).limit(1);
  return /(\d{6})/.exec(sms!.body)![1]!;
}

describe('the rules of a service', () => {
  it('each validation code its own warning (400 BOOKING_VALIDATION), and the earliest day (TIME_SLOT_TOO_EARLY)', async () => {
    const { slots } = await makeSchedule(t, { rules: { rules: { gender: 'M', minAge: 60 } } });
    const me = await bookingPatient(t, { gender: 'FEMALE', birthDate: '1990-01-01' });
    const res = await errorOf(me.cookie, { timeSlotId: ahead(slots)[0]!.id, patientId: me.record.id });
    expect(res).toMatchObject({ status: 400, errorCode: 'BOOKING_VALIDATION' });
    expect(Object.keys(res.details)).toEqual(['101', '102']);
    const early = await makeSchedule(t, { rules: { rules: { minHoursBefore: 24 * 5 } } });
    const tooEarly = await errorOf(me.cookie, { timeSlotId: ahead(early.slots, 1.2)[0]!.id, patientId: me.record.id });
    expect(tooEarly).toMatchObject({ status: 400, errorCode: 'TIME_SLOT_TOO_EARLY' });
  });

  it('a referral: required (REFERRAL_REQUIRED), registers looked up (MISSING_…), issue date not in the future, e-referral stored', async () => {
    const { slots } = await makeSchedule(t, { rules: { referralStatus: 'R' } });
    const me = await bookingPatient(t);
    const slot = ahead(slots)[0]!;
    expect(await errorOf(me.cookie, { timeSlotId: slot.id, patientId: me.record.id })).toMatchObject({ status: 400, errorCode: 'REFERRAL_REQUIRED' });
    const manual = { issueDate: '2020-01-10', institutionCro: '000000012345', practiceNo: '1234567' };
    expect(await errorOf(me.cookie, { timeSlotId: slot.id, patientId: me.record.id, referral: manual })).toMatchObject({ status: 400, errorCode: 'MISSING_REFERRAL_PRACTITIONER_OR_INSTITUTION' });
    await t.deps.db.insert(referralInstitutions).values({ code: '000000012345', name: 'Przychodnia Pod Lipami', city: 'Kraków' }).onConflictDoNothing();
    await t.deps.db.insert(referralPractitioners).values({ practiceNumber: '1234567', name: 'Jan', lastName: 'Kierujący', degree: 'lek.' }).onConflictDoNothing();
    const future = await errorOf(me.cookie, { timeSlotId: slot.id, patientId: me.record.id, referral: { ...manual, issueDate: '2099-01-01' } });
    expect(future).toMatchObject({ status: 400, errorCode: 'VALIDATION_ERROR' });
    const made = await book(me.cookie, { timeSlotId: slot.id, patientId: me.record.id, referral: manual });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().details.referral).toMatchObject({ institutionName: 'Przychodnia Pod Lipami', practitionerName: 'lek. Jan Kierujący' });
    const eReferral = await book(me.cookie, { timeSlotId: ahead(slots)[3]!.id, patientId: me.record.id, referral: { refENumber: '1234' } });
    expect(eReferral.statusCode, eReferral.body).toBe(201);
    const badNumber = await errorOf(me.cookie, { timeSlotId: ahead(slots)[5]!.id, patientId: me.record.id, referral: { refENumber: '12345' } });
    expect(badNumber).toMatchObject({ status: 400, errorCode: 'VALIDATION_ERROR' });
  });

  it('a commercial slot needs a current price-list item (PRICE_LIST_MISSING without a list)', async () => {
    const priced = await makeSchedule(t, { service: { commercial: true }, prices: [{ name: 'Konsultacja dermatologiczna', price: '250.00' }] });
    const me = await bookingPatient(t);
    const slot = ahead(priced.slots)[0]!;
    expect(await errorOf(me.cookie, { timeSlotId: slot.id, patientId: me.record.id })).toMatchObject({ status: 400, errorCode: 'VALIDATION_ERROR' });
    const [item] = await repo.priceItemsOn(t.deps.db, priced.service.id, '2099-01-01');
    const made = await book(me.cookie, { timeSlotId: slot.id, patientId: me.record.id, payment: { priceItemId: item!.id } });
    expect(made.json().payment).toEqual({ funding: 'COMMERCIAL', price: '250.00', itemName: 'Konsultacja dermatologiczna' });
    const unpriced = await makeSchedule(t, { service: { commercial: true } });
    const other = await bookingPatient(t);
    expect(await errorOf(other.cookie, { timeSlotId: ahead(unpriced.slots)[0]!.id, patientId: other.record.id, payment: { priceItemId: item!.id } })).toMatchObject({ status: 404, errorCode: 'PRICE_LIST_MISSING' });
  });
  it('a service requiring a declaration asks for one in force, pre-booking and booking (400 DECLARATION_MISSING naming the type)', async () => {
    const { service, slots } = await makeSchedule(t, { rules: { declarationRequired: 'NURSE' } });
    const me = await bookingPatient(t);
    const slot = ahead(slots)[0]!;
    const message = 'Pacjent nie posiada deklaracji wyboru pielęgniarki POZ w tej przychodni. Złóż deklarację wyboru, aby zarezerwować tę usługę.';
    const prebooking = () => t.request({ method: 'GET', url: `/api/mppd/api/bookings/${me.record.id}/validations/prebooking?medicalServiceCode=${service.code}`, cookie: me.cookie });
    expect((await prebooking()).json()).toMatchObject({ errorCode: 'DECLARATION_MISSING', message });
    expect(await errorOf(me.cookie, { timeSlotId: slot.id, patientId: me.record.id })).toMatchObject({ status: 400, errorCode: 'DECLARATION_MISSING', message });
    // The patient chooses a POZ nurse through the declarations API: then the service may be booked.
    const [nurse] = await t.deps.db.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.practiceNumber, '451208P'));
    const [poz] = await t.deps.db.select({ id: units.id }).from(units).where(eq(units.code, 'POZ-KRK-1'));
    const declarationData = { insurerCode: '06', street: 'ul. Długa', houseNumber: '1', postalCode: '31-147', city: 'Kraków' };
    await t.request({ method: 'PUT', url: `/api/mpi/accounts/mpi-user/patients/${me.record.id}/declaration-data`, payload: declarationData, cookie: me.cookie });
    const declared = await t.request({ method: 'POST', url: '/api/declarations/mpi-user/declarations', payload: { patientId: me.record.id, type: 'NURSE', employeeId: nurse!.id, hospitalOrganizationUnitId: poz!.id }, cookie: me.cookie });
    expect(declared.statusCode, declared.body).toBe(201);
    expect((await prebooking()).json()).toEqual({ valid: true, errors: {} });
    expect((await book(me.cookie, { timeSlotId: slot.id, patientId: me.record.id })).statusCode).toBe(201);
  });
});

describe('SMS confirmation', () => {
  it('a service needing confirmation takes the code sent for the slot (BOOKING_CONFIRMATION_REQUIRED, CODE_INVALID)', async () => {
    const { slots } = await makeSchedule(t, { rules: { bookingConfReq: true } });
    const me = await bookingPatient(t);
    const slot = ahead(slots)[0]!;
    expect(await errorOf(me.cookie, { timeSlotId: slot.id, patientId: me.record.id })).toMatchObject({ status: 400, errorCode: 'BOOKING_CONFIRMATION_REQUIRED' });
    const sent = await t.request({ method: 'POST', url: '/api/mppd/api/bookings/code', payload: { timeSlotId: slot.id, patientId: me.record.id }, cookie: me.cookie });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastSmsCode(sent.json().sentTo);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await errorOf(me.cookie, { timeSlotId: slot.id, patientId: me.record.id, confirmationCode: wrong })).toMatchObject({ status: 400, errorCode: 'CODE_INVALID' });
    const made = await book(me.cookie, { timeSlotId: slot.id, patientId: me.record.id, confirmationCode: code });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ confirmed: true, actions: { confirm: false } });
  });

  it('confirms a SCHEDULED booking with its code; again is 409 BOOKING_STATUS; no confirmed phone is 400', async () => {
    const { slots } = await makeSchedule(t);
    const me = await bookingPatient(t);
    const made = (await book(me.cookie, { timeSlotId: ahead(slots)[0]!.id, patientId: me.record.id })).json();
    const url = `/api/mppd/api/bookings/PORTAL/${made.systemId}`;
    const sent = await t.request({ method: 'POST', url: `${url}/confirmation-code`, cookie: me.cookie });
    const code = await lastSmsCode(sent.json().sentTo);
    const wrong = await t.request({ method: 'PUT', url: `${url}/confirm`, payload: { code: code === '000000' ? '111111' : '000000' }, cookie: me.cookie });
    expect(wrong.json().errorCode).toBe('CODE_INVALID');
    const ok = await t.request({ method: 'PUT', url: `${url}/confirm`, payload: { code }, cookie: me.cookie });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().confirmed).toBe(true);
    const again = await t.request({ method: 'PUT', url: `${url}/confirm`, payload: { code }, cookie: me.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'BOOKING_STATUS', message: 'Rezerwacja nie może być potwierdzona - niewłaściwy status' });
    const noPhone = await bookingPatient(t, { phoneConfirmed: false });
    const refused = await t.request({ method: 'POST', url: '/api/mppd/api/bookings/code', payload: { timeSlotId: ahead(slots)[1]!.id, patientId: noPhone.record.id }, cookie: noPhone.cookie });
    expect(refused.statusCode).toBe(400);
  });
});

describe('the reminder and the calendar file', () => {
  it('reminds once of a visit within the lead time, by e-mail and SMS naming the patient', async () => {
    const { slots } = await makeSchedule(t, roundTheClock(t));
    const me = await bookingPatient(t, { name: 'Zofia' });
    await t.deps.db.update(accounts).set({ preferredChannel: 'SMS' }).where(eq(accounts.id, me.account.id));
    const patient = `Zofia ${me.record.lastName}`;
    const soon = slots.find((s) => s.startsAt.getTime() > t.clock.now().getTime() + 3_600_000 && s.startsAt.getTime() < t.clock.now().getTime() + 20 * 3_600_000)!;
    const made = (await book(me.cookie, { timeSlotId: soon.id, patientId: me.record.id })).json();
    expect(await sendDueReminders(t.deps)).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, Number(made.systemId)));
    expect(row!.reminderSentAt).not.toBeNull();
    await t.deps.jobs.runDue();
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.subject, 'Przypomnienie o wizycie'));
    const mail = mails.find((m) => m.body.includes(`/bookings/confirm/PORTAL/${made.systemId}`));
    expect(mail!.body).toContain(`Pacjent: ${patient}`);
    const [sms] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, me.account.phoneNumber!)).orderBy(desc(outbox.id)).limit(1);
    expect(sms!.body).toMatch(new RegExp(`^Portal Pacjenta: przypomnienie\\. Wizyta: ${patient}, .*/bookings/confirm/PORTAL/${made.systemId}$`));
    expect(await sendDueReminders(t.deps)).toBe(0);
  });

  it('a run stopped after marking, or a sending that fails, loses no reminder; a finished run never sends one twice', async () => {
    const { slots } = await makeSchedule(t, roundTheClock(t));
    const me = await bookingPatient(t);
    const soon = slots.find((s) => s.startsAt.getTime() > t.clock.now().getTime() + 3_600_000 && s.startsAt.getTime() < t.clock.now().getTime() + 20 * 3_600_000)!;
    const made = (await book(me.cookie, { timeSlotId: soon.id, patientId: me.record.id })).json();
    await t.deps.jobs.runDue();
    const link = `/bookings/confirm/PORTAL/${made.systemId}`;
    const reminders = async () => (await t.deps.db.select().from(outbox).where(eq(outbox.subject, 'Przypomnienie o wizycie'))).filter((m) => m.body.includes(link)).length;
    const marked = async () => (await t.deps.db.select().from(bookings).where(eq(bookings.id, Number(made.systemId))))[0]!.reminderSentAt;

    // The process dies while the run has marked the booking (the queueing of its reminder fails): nothing stays marked.
    const dying = { ...t.deps, jobs: { ...t.deps.jobs, send: () => Promise.reject(new Error('process stopped')) } };
    await expect(sendDueReminders(dying)).rejects.toThrow('process stopped');
    expect(await marked()).toBeNull();

    // The next run marks it and queues its reminder; the sending fails once (the mail server is down) and is retried.
    expect(await sendDueReminders(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await marked()).not.toBeNull();
    const send = t.deps.mail.send;
    t.deps.mail.send = () => Promise.reject(new Error('mail server down'));
    await expect(t.deps.jobs.runDue()).rejects.toThrow('mail server down');
    t.deps.mail.send = send;
    expect(await reminders()).toBe(0);
    // The retry's backoff, over at once.
    await t.deps.db.execute(sql`update pgboss.job set start_after = now() where name = 'bookings.reminder' and state = 'retry'`);
    await t.deps.jobs.runDue();
    expect(await reminders()).toBe(1);

    // Later runs send nothing more.
    expect(await sendDueReminders(t.deps)).toBe(0);
    await t.deps.jobs.runDue();
    expect(await reminders()).toBe(1);
  });

  it("the booking e-mail carries an .ics event in the clinic's details", async () => {
    const { slots } = await makeSchedule(t);
    const me = await bookingPatient(t);
    const made = (await book(me.cookie, { timeSlotId: ahead(slots)[0]!.id, patientId: me.record.id })).json();
    const [view] = await repo.findBookingViews(t.deps.db, repo.bookingById(Number(made.systemId)));
    const mail = bookingMail({ to: 'a@example.com', language: 'pl', kind: 'BOOKED', reason: null, link: 'http://localhost/login?nguid=x', booking: view!, host: 'localhost', now: t.clock.now() });
    const ics = mail.attachments![0]!.content;
    expect(mail.text).toContain(`Pacjent: Anna ${me.record.lastName}\nUsługa: `);
    expect(mail.html).toContain(`Pacjent: Anna ${me.record.lastName}`);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:Wizyta: Anna ${me.record.lastName}\\, `);
    expect(ics).toContain(`UID:PORTAL-${made.systemId}@localhost`);
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics).toContain('ul. Długa 5');
    const cancelled = bookingMail({ to: 'a@example.com', language: 'en', kind: 'CANCELLED_BY_CLINIC', reason: 'Choroba lekarza', link: 'x', booking: view!, host: 'localhost', now: t.clock.now() });
    expect(cancelled.attachments).toBeUndefined();
    expect(cancelled.text).toContain('Reason: Choroba lekarza');
    expect(cancelled.text).toContain(`Patient: Anna ${me.record.lastName}`);
  });

  it('GET /bookings/{system}/{id}/calendar: the own booking as an .ics download (the e-mail\'s event), cancelled once cancelled; a stranger\'s is 404', async () => {
    const { slots } = await makeSchedule(t);
    const me = await bookingPatient(t);
    const made = (await book(me.cookie, { timeSlotId: ahead(slots)[0]!.id, patientId: me.record.id })).json();
    const url = `/api/mppd/api/bookings/PORTAL/${made.systemId}`;
    const res = await t.request({ method: 'GET', url: `${url}/calendar`, cookie: me.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="wizyta-PORTAL-${made.systemId}.ics"`);
    const ics = res.body.replace(/\r\n /g, '');
    expect(ics).toContain(`UID:PORTAL-${made.systemId}@`);
    expect(ics).toContain(`SUMMARY:Wizyta: Anna ${me.record.lastName}\\, `);
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('ul. Długa 5');

    const stranger = await bookingPatient(t);
    const foreign = await t.request({ method: 'GET', url: `${url}/calendar`, cookie: stranger.cookie });
    expect(foreign.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/mppd/api/bookings/OTHER/${made.systemId}/calendar`, cookie: me.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${url}/calendar` })).statusCode).toBe(401);

    await t.request({ method: 'DELETE', url, cookie: me.cookie });
    const cancelled = (await t.request({ method: 'GET', url: `${url}/calendar`, cookie: me.cookie })).body;
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
  });
});
