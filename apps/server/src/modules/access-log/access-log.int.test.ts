import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, staffMembers } from '../../db/schema/index';
import { ownPatientIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';

/*
 * The patient's view of the read audit. Staff members are inserted directly into staff_members: the
 * staff module's factory is not on main yet.
 */

let t: TestApp;
const url = '/api/mpi/accounts/mpi-user/access-log';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function staff(roles: Array<'ADMIN' | 'REGISTRAR' | 'DOCTOR' | 'NURSE' | 'MIDWIFE'>, name: string, lastName: string) {
  const [row] = await t.deps.db.insert(staffMembers).values({ login: `${name}.${lastName}.${process.pid}`.toLowerCase(), passwordHash: 'x', name, lastName, roles }).returning();
  return { ...row, cookie: await t.asStaff(row.id) };
}

describe('GET access-log', () => {
  it('shows reads of the own record and of a ward, newest first, never a stranger’s, paged', async () => {
    const [anna] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'anna.kowalska@example.com'));
    const own = await ownPatientIdOf(t, 'anna.kowalska@example.com');
    const stranger = await ownPatientIdOf(t, 'piotr.zielinski@example.com');
    const ward = await t.make.patient({ name: 'Stefan', lastName: 'Kowalski', birthDate: '1940-03-03' });
    await t.make.link(anna.id, ward.id, { role: 'WARD', status: 'CONFIRMED' });
    const pending = await t.make.patient({ name: 'Czesław', lastName: 'Oczekujący', birthDate: '1938-03-03' });
    await t.make.link(anna.id, pending.id, { role: 'WARD', status: 'PENDING' });

    const cookie = await t.login('anna');
    expect((await t.request({ method: 'GET', url, cookie })).json()).toEqual({ items: [], pageIndex: 0, pageSize: 20, hasNextPage: false });

    const registrar = await staff(['REGISTRAR'], 'Magdalena', 'Wójcik');
    const doctor = await staff(['DOCTOR', 'ADMIN'], 'Tomasz', 'Lis');
    const open = async (cookieOf: string, patientId: number) =>
      expect((await t.request({ method: 'GET', url: `/api/clinic/patients/${patientId}`, cookie: cookieOf })).statusCode).toBe(200);
    await open(registrar.cookie, own);
    t.clock.advance(1000);
    await open(doctor.cookie, ward.id);
    t.clock.advance(1000);
    await open(registrar.cookie, stranger);
    await open(registrar.cookie, pending.id);

    const res = await t.request({ method: 'GET', url, cookie });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.items).toEqual([
      { id: expect.any(Number), at: expect.any(String), staffName: 'Tomasz Lis', staffRoles: ['DOCTOR', 'ADMIN'], what: 'PATIENT_CARD', patient: { id: ward.id, name: 'Stefan', lastName: 'Kowalski' } },
      { id: expect.any(Number), at: expect.any(String), staffName: 'Magdalena Wójcik', staffRoles: ['REGISTRAR'], what: 'PATIENT_CARD', patient: { id: own, name: 'Anna', lastName: 'Kowalska' } },
    ]);
    expect(new Date(page.items[0].at).getTime()).toBeGreaterThanOrEqual(new Date(page.items[1].at).getTime());

    const first = (await t.request({ method: 'GET', url: `${url}?pageSize=1`, cookie })).json();
    expect(first).toMatchObject({ pageSize: 1, hasNextPage: true, items: [expect.objectContaining({ staffName: 'Tomasz Lis' })] });
    const second = (await t.request({ method: 'GET', url: `${url}?pageSize=1&pageIndex=1`, cookie })).json();
    expect(second).toMatchObject({ hasNextPage: false, items: [expect.objectContaining({ staffName: 'Magdalena Wójcik' })] });
    expect((await t.request({ method: 'GET', url: `${url}?pageSize=51`, cookie })).statusCode).toBe(400);

    // The stranger sees the registrar's read of his record only.
    const piotr = (await t.request({ method: 'GET', url, cookie: await t.login('piotr') })).json();
    expect(piotr.items.map((i: { patient: { id: number } }) => i.patient.id)).toEqual([stranger]);
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
  });
});
