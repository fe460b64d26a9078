import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = '/api/mpi/accounts/mpi-user/patients/me';

describe('GET /api/mpi/accounts/mpi-user/patients/me', () => {
  it("answers the account's own patient record", async () => {
    const res = await t.request({ method: 'GET', url, cookie: await t.login('anna') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Anna',
      lastName: 'Kowalska',
      middleName: null,
      birthDate: '1985-03-15',
      gender: 'FEMALE',
      authorized: true,
      role: 'PATIENT',
      identity: { nationalIdentificationNumber: '85031502464', documentNumber: null, countryCode: 'PL' },
      address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Długa', houseNumber: '12/4', postalCode: '31-147' },
      attachments: [],
      insurers: [],
    });
  });

  it('answers each account with its own record only', async () => {
    const anna = (await t.request({ method: 'GET', url, cookie: await t.login('anna') })).json();
    const piotr = (await t.request({ method: 'GET', url, cookie: await t.login('piotr') })).json();
    expect(piotr.name).toBe('Piotr');
    expect(piotr.id).not.toBe(anna.id);
  });

  it('answers 404 NOT_FOUND for an account without a patient record', async () => {
    const res = await t.request({ method: 'GET', url, cookie: await t.login('mergeOld') });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
  });

  it('answers 401 without a session', async () => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('UNAUTHORIZED');
  });
});
