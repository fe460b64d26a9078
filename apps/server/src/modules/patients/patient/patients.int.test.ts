import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_PROFILE_NOT_DELETABLE } from '@portal/contracts';
import { accounts, allergies, patientLinks, patients } from '../../../db/schema/index';
import { allergyInput, clinicDayYearsAgo, ownPatientIdOf } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helper';

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
      identityStatus: 'VERIFIED',
      role: 'PATIENT',
      identity: { nationalIdentificationNumber: '85031502464', documentNumber: null, countryCode: 'PL' },
      address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Długa', houseNumber: '12/4', postalCode: '31-147' },
      attachments: [],
      insurers: ['06R'],
    });
  });

  it('GET .../patients/{id}: a record the account acts for, the same record as /me for her own; another\'s is 404 like an unknown id', async () => {
    const anna = await t.login('anna');
    const me = (await t.request({ method: 'GET', url, cookie: anna })).json();
    const byId = await t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/patients/${me.id}`, cookie: anna });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(me);
    const piotrsId = (await t.request({ method: 'GET', url, cookie: await t.login('piotr') })).json().id;
    const stranger = await t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/patients/${piotrsId}`, cookie: anna });
    const unknown = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/999999', cookie: anna });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(unknown.json());
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

describe('DELETE /api/mpi/accounts/mpi-user/patients/{id} (delete ward or child profile)', () => {
  const remove = (id: number | string, cookie?: string) => t.request({ method: 'DELETE', url: `/api/mpi/accounts/mpi-user/patients/${id}`, cookie });
  const annaId = async () => (await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'anna.kowalska@example.com')))[0].id;
  async function linked(role: 'WARD' | 'CHILD', status: 'PENDING' | 'CONFIRMED' | 'BLOCKED' | 'DELETED', birthDate: string) {
    const [record] = await t.deps.db.insert(patients).values({ name: 'Profil', lastName: 'Testowy', birthDate }).returning();
    await t.deps.db.insert(patientLinks).values({ accountId: await annaId(), patientId: record.id, role, status });
    return record.id;
  }
  const linkStatus = async (patientId: number) =>
    (await t.deps.db.select().from(patientLinks).where(and(eq(patientLinks.patientId, patientId), eq(patientLinks.accountId, await annaId()))))[0].status;

  it('ends the link to a ward: 204, the link DELETED, the record and its allergies kept, the ward out of reach', async () => {
    const cookie = await t.login('anna');
    const ward = await linked('WARD', 'CONFIRMED', '1940-02-03');
    expect((await t.request({ method: 'POST', url: `/api/mpi/allergies/${ward}`, payload: allergyInput(), cookie })).statusCode).toBe(201);

    const res = await remove(ward, cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect(await linkStatus(ward)).toBe('DELETED');
    expect(await t.deps.db.select().from(patients).where(eq(patients.id, ward))).toHaveLength(1);
    expect(await t.deps.db.select().from(allergies).where(eq(allergies.patientId, ward))).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${ward}`, cookie })).statusCode).toBe(404);
    expect((await remove(ward, cookie)).statusCode).toBe(404);
  });

  it('ends the link to a child under 18', async () => {
    const child = await linked('CHILD', 'CONFIRMED', clinicDayYearsAgo(10));
    expect((await remove(child, await t.login('anna'))).statusCode).toBe(204);
    expect(await linkStatus(child)).toBe('DELETED');
  });

  it('refuses the own record with 403 and a Polish message, changing nothing', async () => {
    const own = await ownPatientIdOf(t, 'anna.kowalska@example.com');
    const res = await remove(own, await t.login('anna'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errorCode: 'FORBIDDEN', message: OWN_PROFILE_NOT_DELETABLE });
    expect((await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie: await t.login('anna') })).statusCode).toBe(200);
  });

  it('answers a pending link, a stranger and an unknown id with the same 404, leaving a pending link as it was', async () => {
    const cookie = await t.login('anna');
    const pending = await linked('WARD', 'PENDING', '1940-02-03');
    const stranger = await ownPatientIdOf(t, 'piotr.zielinski@example.com');
    const answers = await Promise.all([pending, stranger, 2_147_000_000].map((id) => remove(id, cookie)));
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(answers[0].json());
    }
    expect(answers[0].json().errorCode).toBe('NOT_FOUND');
    expect(await linkStatus(pending)).toBe('PENDING');
  });

  it('answers 400 for a malformed id and 401 without a session', async () => {
    const malformed = await remove('abc', await t.login('anna'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorCode).toBe('VALIDATION_ERROR');
    expect((await remove(1)).statusCode).toBe(401);
  });
});
