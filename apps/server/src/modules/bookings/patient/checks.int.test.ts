import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLocks, drugs, referralInstitutions, referralPractitioners } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { bookSlot } from '../core/booking-core';
import { bookingPatient, enableBookings, makeSchedule, slotsAhead } from '../core/test-fixtures';
import { systemPatient } from '../../../lib/checked-patient';

/** The wizard's checks, the slot hold, the drug register and the referral registers (spec part 2 §5, §7). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await enableBookings(t);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.request({ method: 'GET', url: `/api${url}`, cookie });
const hold = (cookie: string, patientId: number, timeSlotId: number, blockDuration?: number) =>
  t.request({ method: 'POST', url: '/api/mppd/api/bookings/blockTimeSlotForBooking', payload: { timeSlotId, patientId, blockDuration }, cookie });

describe('the slot hold and the booking possibility', () => {
  it('holds a slot for 15 minutes at most; another patient gets 409 until it expires; a locked patient 403', async () => {
    const s = await makeSchedule(t);
    const me = await bookingPatient(t);
    const other = await bookingPatient(t);
    const slot = slotsAhead(s.slots, t.clock.now())[0]!;
    const held = await hold(me.cookie, me.record.id, slot.id);
    expect(held.statusCode, held.body).toBe(200);
    expect(new Date(held.json().heldUntil).getTime() - t.clock.now().getTime()).toBeGreaterThan(14 * 60_000);
    expect((await hold(me.cookie, me.record.id, slot.id, 5)).statusCode).toBe(200);
    const taken = await hold(other.cookie, other.record.id, slot.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'TIME_SLOT_TAKEN' });
    expect((await hold(me.cookie, me.record.id, slot.id, 16)).statusCode).toBe(400);
    expect((await hold(other.cookie, me.record.id, slot.id)).statusCode).toBe(404);
    expect((await hold(me.cookie, me.record.id, 2_000_000_000)).statusCode).toBe(404);
    t.clock.advance(6 * 60_000);
    expect((await hold(other.cookie, other.record.id, slot.id)).statusCode).toBe(200);

    expect((await get(`/mppd/api/bookings/possibility/${me.record.id}`, me.cookie)).json()).toEqual({ possible: true, reason: null });
    await t.deps.db.insert(bookingLocks).values({ patientId: me.record.id, reason: 'Nieodwołane wizyty' });
    expect((await get(`/mppd/api/bookings/possibility/${me.record.id}`, me.cookie)).json()).toEqual({ possible: false, reason: 'Nową rezerwację może utworzyć tylko pracownik placówki.' });
    const locked = await hold(me.cookie, me.record.id, s.slots[1]!.id);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().errorCode).toBe('BOOKING_LOCKED');
  });
});

describe('pre-booking checks', () => {
  it('answers each validation code with its warning; a slot of another service is 404', async () => {
    const s = await makeSchedule(t, { rules: { rules: { gender: 'M', minHoursBefore: 24 * 60 } } });
    const other = await makeSchedule(t);
    const me = await bookingPatient(t, { gender: 'FEMALE' });
    const url = (q: string) => `/mppd/api/bookings/${me.record.id}/validations/prebooking?medicalServiceCode=${s.service.code}${q}`;
    expect((await get(url(''), me.cookie)).json()).toEqual({ valid: false, errors: { '101': 'Usługa nie jest dostępna dla pacjenta tej płci.' } });
    const withSlot = (await get(url(`&timeSlotId=${s.slots[0]!.id}&availabilityId=${s.schedule.id}`), me.cookie)).json();
    expect(Object.keys(withSlot.errors)).toEqual(['101', '201']);
    expect((await get(url(`&timeSlotId=${other.slots[0]!.id}`), me.cookie)).statusCode).toBe(404);
    expect((await get(url(`&availabilityId=${other.schedule.id}`), me.cookie)).statusCode).toBe(404);
    const ok = await makeSchedule(t);
    expect((await get(`/mppd/api/bookings/${me.record.id}/validations/prebooking?medicalServiceCode=${ok.service.code}`, me.cookie)).json()).toEqual({ valid: true, errors: {} });
  });

  it('phone-required: the service asks a phone (or an SMS confirmation) and the account has none confirmed', async () => {
    const phone = await makeSchedule(t, { rules: { phoneRequired: true } });
    const sms = await makeSchedule(t, { rules: { bookingConfReq: true } });
    const plain = await makeSchedule(t);
    const without = await bookingPatient(t, { phoneConfirmed: false });
    const confirmed = await bookingPatient(t);
    const ask = (p: { record: { id: number }; cookie: string }, code: string) => get(`/mppd/api/bookings/${p.record.id}/${code}/phone-required`, p.cookie);
    expect((await ask(without, phone.service.code)).json()).toEqual({ value: true });
    expect((await ask(without, sms.service.code)).json()).toEqual({ value: true });
    expect((await ask(without, plain.service.code)).json()).toEqual({ value: false });
    expect((await ask(confirmed, phone.service.code)).json()).toEqual({ value: false });
    expect((await ask(confirmed, 'NIE-MA')).statusCode).toBe(404);
  });

  it('create-prescriptions: a prescription visit of our system; another system or service is 404', async () => {
    const rx = await makeSchedule(t, { service: { type: 'PRESCRIPTION' } });
    const visit = await makeSchedule(t);
    const me = await bookingPatient(t);
    const ask = (system: string, code: string) => get(`/mppd/api/bookings/${me.record.id}/create-prescriptions/${system}/${code}`, me.cookie);
    expect((await ask('PORTAL', rx.service.code)).json()).toEqual({ value: true });
    expect((await ask('PORTAL', visit.service.code)).json()).toEqual({ value: false });
    expect((await ask('HIS-X', rx.service.code)).statusCode).toBe(404);
    expect((await ask('PORTAL', 'NIE-MA')).statusCode).toBe(404);
  });
});

describe('drugs', () => {
  it('searches names and international names by prefix, escaping LIKE characters, page by page', async () => {
    await t.deps.db.insert(drugs).values([
      { registerId: '900000001', name: 'Testolek', fullName: 'Testolek 5 mg', internationalName: 'Testolamidum', form: 'tabletki', dose: '5 mg', drugPackage: '30 tabl.' },
      { registerId: '900000002', name: 'Testolek Forte', fullName: 'Testolek Forte 10 mg', internationalName: 'Testolamidum', form: 'tabletki', dose: '10 mg', drugPackage: '30 tabl.' },
      { registerId: '900000003', name: 'Test%lek', internationalName: 'Innum' },
    ]);
    const me = await bookingPatient(t);
    const page = (await get('/mppd/api/drugs?drugName=testol&pageSize=1', me.cookie)).json();
    expect(page).toEqual({ items: [expect.objectContaining({ id: '900000001', name: 'Testolek', dose: '5 mg' })], hasMore: true });
    expect((await get('/mppd/api/drugs?drugName=testol&pageSize=1&pageIndex=1', me.cookie)).json()).toMatchObject({ items: [{ id: '900000002' }], hasMore: false });
    expect((await get('/mppd/api/drugs?drugName=test%25&pageSize=10', me.cookie)).json().items.map((d: { id: string }) => d.id)).toEqual(['900000003']);
    expect((await get('/mppd/api/drugs?drugName=testolam&isInternationalName=true', me.cookie)).json().items).toHaveLength(2);
    expect((await get('/mppd/api/drugs?drugName=te', me.cookie)).statusCode).toBe(400);
    expect((await get('/mppd/api/drugs?drugName=testol')).statusCode).toBe(401);
  });

  it("frequently taken drugs come from the patient's earlier prescription visits, most frequent first", async () => {
    await t.deps.db.insert(drugs).values([
      { registerId: '910000001', name: 'Rzadkolek' },
      { registerId: '910000002', name: 'Częstolek' },
    ]);
    const s = await makeSchedule(t, { service: { type: 'PRESCRIPTION' } });
    const me = await bookingPatient(t);
    const prescription = (ids: string[]) => ({ reason: 'Kontynuacja leczenia', drugs: ids.map((id) => ({ id, name: id, fullName: null, dose: null, form: null, drugPackage: null })) });
    await t.deps.db.transaction(async (tx) => {
      await bookSlot(t.deps, tx, { slot: s.slots[0]!, patientId: systemPatient(me.record.id, 'test'), accountId: me.account.id, staffId: null, prescription: prescription(['910000001', '910000002']) });
      await bookSlot(t.deps, tx, { slot: s.slots[1]!, patientId: systemPatient(me.record.id, 'test'), accountId: me.account.id, staffId: null, prescription: prescription(['910000002', 'NIEZNANY']) });
    });
    const res = await get(`/mppd/api/bookings/${me.record.id}/PORTAL/frequently-taken-drugs`, me.cookie);
    expect(res.json().map((d: { id: string }) => d.id)).toEqual(['910000002', '910000001']);
    expect((await get(`/mppd/api/bookings/${me.record.id}/HIS-X/frequently-taken-drugs`, me.cookie)).statusCode).toBe(404);
    const stranger = await bookingPatient(t);
    expect((await get(`/mppd/api/bookings/${me.record.id}/PORTAL/frequently-taken-drugs`, stranger.cookie)).statusCode).toBe(404);
  });
});

describe('referral registers and settings', () => {
  it('looks institutions and practitioners up; unknown ones are 404', async () => {
    await t.deps.db.insert(referralInstitutions).values({ system: 'RPWDL', code: '000000999001', name: 'Przychodnia Testowa', city: 'Kraków' }).onConflictDoNothing();
    await t.deps.db.insert(referralPractitioners).values({ system: 'NPWZ', practiceNumber: '9999996', name: 'Jan', lastName: 'Kierujący', degree: 'lek.' }).onConflictDoNothing();
    const me = await bookingPatient(t);
    expect((await get('/mppd/api/referrals/institutions/RPWDL/000000999001', me.cookie)).json()).toEqual({ system: 'RPWDL', code: '000000999001', name: 'Przychodnia Testowa', city: 'Kraków' });
    expect((await get('/mppd/api/referrals/institutions/RPWDL/000000999002', me.cookie)).statusCode).toBe(404);
    expect((await get('/mppd/api/referrals/practitioners/NPWZ/9999996', me.cookie)).json()).toMatchObject({ practiceNumber: '9999996', lastName: 'Kierujący' });
    expect((await get('/mppd/api/referrals/practitioners/NPWZ/9999997', me.cookie)).statusCode).toBe(404);
    expect((await get('/mppd/api/referrals/practitioners/NPWZ/9999996')).statusCode).toBe(401);
    expect((await get('/mpi/accounts/mpi-user/referral-settings', me.cookie)).json()).toEqual({ eReferralEnabled: true, manualReferralEnabled: true, attachmentsEnabled: true });
  });
});
