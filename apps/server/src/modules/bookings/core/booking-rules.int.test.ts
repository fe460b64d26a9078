import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { patients } from '../../../db/schema/index';
import { bookSlot } from './booking-core';
import { bookingIssues, serviceBookingRules, validationDetails } from './booking-rules-service';
import { bookingPatient, makeSchedule } from './test-fixtures';
import { createTestApp, type TestApp } from '../../../test/helper';
import { systemPatient } from '../../../lib/checked-patient';

/** The service's booking rules checked against the patient, the account and the slot (codes 101–206). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('booking rules', () => {
  it('defaults when the service has no rules row', async () => {
    const { service } = await makeSchedule(t);
    expect(await serviceBookingRules(t.deps, service.id)).toMatchObject({ referralStatus: 'N', bookingConfReq: false, anyPractitioner: true, rules: {} });
    const me = await bookingPatient(t);
    expect(await bookingIssues(t.deps, { patientId: me.record.id, serviceId: service.id, accountId: me.account.id })).toEqual([]);
  });

  it('gives each configured rule its own code from the patient, account and slot facts', async () => {
    const { service, slots } = await makeSchedule(t, {
      rules: { rules: { gender: 'M', minAge: 50, insurerRequired: true, phoneConfirmedRequired: true, minHoursBefore: 24 * 40, maxDaysBefore: 0, firstVisit: 'FORBIDDEN' } },
    });
    const me = await bookingPatient(t, { gender: 'FEMALE', birthDate: '1990-01-01', phoneConfirmed: false });
    const slot = slots.at(-1)!;
    const codes = await bookingIssues(t.deps, { patientId: me.record.id, serviceId: service.id, accountId: me.account.id, slot });
    expect(codes).toEqual(['101', '102', '104', '105', '201', '202', '203']);
    // Without a slot the interval rules are not asked.
    expect(await bookingIssues(t.deps, { patientId: me.record.id, serviceId: service.id, accountId: me.account.id })).toEqual(['101', '102', '104', '105', '203']);
    // A patient whose payer is known (the NFZ branch) passes 104.
    await t.deps.db.update(patients).set({ insurers: ['06R'] }).where(eq(patients.id, me.record.id));
    expect(await bookingIssues(t.deps, { patientId: me.record.id, serviceId: service.id, accountId: me.account.id })).toEqual(['101', '102', '105', '203']);
    expect(validationDetails(['101', '999'])).toEqual({ '101': 'Usługa nie jest dostępna dla pacjenta tej płci.', '999': 'Inny błąd walidacji' });
  });

  it('counts earlier and active bookings: 103, 204, 205, 206 (a modification excludes the replaced booking)', async () => {
    const { service, slots } = await makeSchedule(t, { rules: { rules: { maxAge: 17, firstVisit: 'REQUIRED', maxActivePerService: 1, maxActiveAuthorized: 1 } } });
    const me = await bookingPatient(t, { birthDate: '1980-01-01' });
    const ask = (excludeBookingId?: number) => bookingIssues(t.deps, { patientId: me.record.id, serviceId: service.id, accountId: me.account.id, excludeBookingId });
    expect(await ask()).toEqual(['103']);
    const booking = await t.deps.db.transaction((tx) => bookSlot(t.deps, tx, { slot: slots[0]!, patientId: systemPatient(me.record.id, 'test'), accountId: me.account.id, staffId: null }));
    expect(await ask()).toEqual(['103', '204', '205', '206']);
    expect(await ask(booking.id)).toEqual(['103']);
  });

  it('an unknown patient is 404', async () => {
    const { service } = await makeSchedule(t);
    await expect(bookingIssues(t.deps, { patientId: 999_999, serviceId: service.id, accountId: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
