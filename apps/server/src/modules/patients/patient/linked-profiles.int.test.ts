import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDayYearsAgo } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
let guardian: Awaited<ReturnType<TestApp['make']['account']>>;
let cookie: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  guardian = await t.make.account({ name: 'Ewa', lastName: 'Opiekuńska' });
  cookie = await t.as(guardian.id);
  const profile = async (key: string, lastName: string, birthDate: string, role: 'WARD' | 'CHILD', status: 'PENDING' | 'CONFIRMED' | 'BLOCKED' | 'DELETED') => {
    const record = await t.make.patient({ name: key, lastName, birthDate });
    await t.make.link(guardian.id, record.id, { role, status });
    ids[key] = record.id;
  };
  await profile('Ojciec', 'Adamski', '1948-05-02', 'WARD', 'CONFIRMED');
  await profile('Ciotka', 'Borowa', '1950-01-01', 'WARD', 'PENDING');
  await profile('Wuj', 'Cichy', '1951-01-01', 'WARD', 'BLOCKED');
  await profile('Sąsiad', 'Dudek', '1952-01-01', 'WARD', 'DELETED');
  await profile('Zosia', 'Opiekuńska', clinicDayYearsAgo(9), 'CHILD', 'CONFIRMED');
  await profile('Adam', 'Opiekuński', clinicDayYearsAgo(18), 'CHILD', 'CONFIRMED');
});
afterAll(() => t.close());

const get = (path: string, session?: string) => t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/patients/${path}`, cookie: session });

describe('GET /api/mpi/accounts/mpi-user/patients/wards and /children', () => {
  it('lists the guardian’s wards with the spec’s status letters, deleted links left out, by surname', async () => {
    const res = await get('wards', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { name: string; status: string; active: boolean }) => [p.name, p.status, p.active])).toEqual([
      ['Ojciec', 'C', true],
      ['Ciotka', 'P', false],
      ['Wuj', 'J', false],
    ]);
    expect(res.json()[0]).toEqual({
      patientId: ids.Ojciec,
      accountId: guardian.id,
      name: 'Ojciec',
      lastName: 'Adamski',
      birthDate: '1948-05-02',
      role: 'WARD',
      status: 'C',
      active: true,
    });
  });

  it('lists the children; a child who turned 18 stays listed but no longer active', async () => {
    const res = await get('children', cookie);
    expect(res.json().map((p: { name: string; active: boolean }) => [p.name, p.active])).toEqual([
      ['Zosia', true],
      ['Adam', false],
    ]);
  });

  it('needs a session, and another account sees only its own links', async () => {
    expect((await get('wards')).statusCode).toBe(401);
    const other = await t.make.account();
    const res = await get('wards', await t.as(other.id));
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/mpi/accounts/mpi-user/patients/wardens and /parents', () => {
  it('lists who acts for the signed-in person’s own record, with the guardian accounts’ names', async () => {
    const ward = await t.make.account({ name: 'Jan', lastName: 'Podopieczny' });
    const own = await t.make.patient({ accountId: ward.id, identityStatus: 'VERIFIED', name: 'Jan', lastName: 'Podopieczny', birthDate: '1947-01-01' });
    await t.make.link(guardian.id, own.id, { role: 'WARD', status: 'CONFIRMED' });
    const session = await t.as(ward.id);
    const wardens = await get('wardens', session);
    expect(wardens.statusCode).toBe(200);
    expect(wardens.json()).toEqual([
      { patientId: own.id, accountId: guardian.id, name: 'Ewa', lastName: 'Opiekuńska', birthDate: '1947-01-01', role: 'WARD', status: 'C', active: true },
    ]);
    expect((await get('parents', session)).json()).toEqual([]);
  });

  it('answers an empty list to an account without its own record', async () => {
    expect((await get('wardens', cookie)).json()).toEqual([]);
    expect((await get('parents', cookie)).json()).toEqual([]);
  });
});

describe('PUT /api/mpi/accounts/mpi-user/patients/wardens and DELETE /parents/{id}', () => {
  async function wardWithWarden(status: 'PENDING' | 'CONFIRMED') {
    const ward = await t.make.account({ name: 'Maria', lastName: 'Podopieczna' });
    const own = await t.make.patient({ accountId: ward.id, identityStatus: 'VERIFIED', name: 'Maria', lastName: 'Podopieczna', birthDate: '1946-01-01' });
    const warden = await t.make.account({ name: 'Tomasz', lastName: 'Opiekun' });
    await t.make.link(warden.id, own.id, { role: 'WARD', status });
    return { ward, own, warden, wardCookie: await t.as(ward.id), wardenCookie: await t.as(warden.id) };
  }
  const put = (cookie: string, body: Record<string, unknown>) => t.request({ method: 'PUT', url: '/api/mpi/accounts/mpi-user/patients/wardens', payload: body, cookie });
  const wardenReaches = async (cookie: string, patientId: number) =>
    (await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${patientId}`, cookie })).statusCode === 200;

  it('the ward confirms, blocks and deletes the warden link, and the warden’s access follows at once', async () => {
    const { own, warden, wardCookie, wardenCookie } = await wardWithWarden('PENDING');
    expect(await wardenReaches(wardenCookie, own.id)).toBe(false);
    expect((await put(wardCookie, { patientId: own.id, accountId: warden.id, status: 'C' })).statusCode).toBe(204);
    expect(await wardenReaches(wardenCookie, own.id)).toBe(true);
    expect((await get('wardens', wardCookie)).json()[0]).toMatchObject({ accountId: warden.id, status: 'C', active: true });
    expect((await put(wardCookie, { patientId: own.id, accountId: warden.id, status: 'J' })).statusCode).toBe(204);
    expect(await wardenReaches(wardenCookie, own.id)).toBe(false);
    expect((await put(wardCookie, { patientId: own.id, accountId: warden.id, status: 'D' })).statusCode).toBe(204);
    expect((await get('wardens', wardCookie)).json()).toEqual([]);
    // A deleted link is gone: changing it again is not found.
    expect((await put(wardCookie, { patientId: own.id, accountId: warden.id, status: 'C' })).statusCode).toBe(404);
  });

  it('only the ward may change it: the warden acting for the record, or a stranger, gets the unknown id’s answer', async () => {
    const { own, warden, wardenCookie } = await wardWithWarden('CONFIRMED');
    const unknown = await put(wardenCookie, { patientId: 2_147_000_000, accountId: warden.id, status: 'C' });
    const asWarden = await put(wardenCookie, { patientId: own.id, accountId: warden.id, status: 'C' });
    expect(asWarden.statusCode).toBe(404);
    expect(asWarden.json()).toEqual(unknown.json());
    const stranger = await t.as((await t.make.account()).id);
    expect((await put(stranger, { patientId: own.id, accountId: warden.id, status: 'J' })).json()).toEqual(unknown.json());
  });

  it('refuses a status that is not one of the spec’s letters, and needs a session', async () => {
    const { own, warden, wardCookie } = await wardWithWarden('PENDING');
    const bad = await put(wardCookie, { patientId: own.id, accountId: warden.id, status: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    expect((await t.request({ method: 'PUT', url: '/api/mpi/accounts/mpi-user/patients/wardens', payload: {} })).statusCode).toBe(401);
  });

  it('a child’s own account removes a parent; an unknown parent is not found', async () => {
    const child = await t.make.account({ name: 'Ola', lastName: 'Córka' });
    const own = await t.make.patient({ accountId: child.id, identityStatus: 'VERIFIED', name: 'Ola', lastName: 'Córka', birthDate: '2012-01-01' });
    const parent = await t.make.account({ name: 'Marek', lastName: 'Ojciec' });
    await t.make.link(parent.id, own.id, { role: 'CHILD', status: 'CONFIRMED' });
    const childCookie = await t.as(child.id);
    const parentCookie = await t.as(parent.id);
    expect(await wardenReaches(parentCookie, own.id)).toBe(true);
    expect((await get('parents', childCookie)).json()).toHaveLength(1);
    expect((await t.request({ method: 'DELETE', url: `/api/mpi/accounts/mpi-user/patients/parents/${parent.id}`, cookie: childCookie })).statusCode).toBe(204);
    expect(await wardenReaches(parentCookie, own.id)).toBe(false);
    expect((await get('parents', childCookie)).json()).toEqual([]);
    const again = await t.request({ method: 'DELETE', url: `/api/mpi/accounts/mpi-user/patients/parents/${parent.id}`, cookie: childCookie });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Nie znaleziono rodzica.');
  });
});
