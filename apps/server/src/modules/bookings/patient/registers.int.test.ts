import { npwzIssue } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drugs, referralInstitutions, referralPractitioners } from '../../../db/schema/index';
import { seedBookingRegisters } from '../../../modules/bookings/bookings.seed';
import { createTestApp, type TestApp } from '../../../test/helper';
import { bookingPatient } from '../core/test-fixtures';

/** The seeded registers: real drug products, referring institutions and practitioners with valid practice numbers. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('booking registers seed', () => {
  it('holds a realistic register, idempotently; lookups hit and miss', async () => {
    const counts = async () => ({
      drugs: (await t.deps.db.select().from(drugs)).length,
      institutions: (await t.deps.db.select().from(referralInstitutions)).length,
      practitioners: await t.deps.db.select().from(referralPractitioners),
    });
    const before = await counts();
    expect(before.drugs).toBeGreaterThanOrEqual(110);
    expect(before.institutions).toBe(40);
    expect(before.practitioners).toHaveLength(60);
    expect(before.practitioners.every((p) => npwzIssue(p.practiceNumber, 'DOCTOR') === null)).toBe(true);
    await seedBookingRegisters(t.deps.db);
    const after = await counts();
    expect({ ...after, practitioners: after.practitioners.length }).toEqual({ ...before, practitioners: 60 });

    const me = await bookingPatient(t);
    const found = (await t.request({ method: 'GET', url: '/api/mppd/api/drugs?drugName=polpri', cookie: me.cookie })).json();
    expect(found.items[0]).toMatchObject({ name: 'Polpril', internationalName: 'Ramiprilum' });
    const npwz = before.practitioners[0]!.practiceNumber;
    expect((await t.request({ method: 'GET', url: `/api/mppd/api/referrals/practitioners/NPWZ/${npwz}`, cookie: me.cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/mppd/api/referrals/institutions/RPWDL/000000010254', cookie: me.cookie })).json().name).toBe('Szpital Uniwersytecki w Krakowie');
  });
});
