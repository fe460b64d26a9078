import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie });
const allergiesOf = (patientId: number, cookie: string) => t.request({ method: 'GET', url: `/api/mpi/allergies/all/${patientId}`, cookie });

describe('the test kit', () => {
  it('makes an account that signs in with its password, and opens a session for it without one', async () => {
    const account = await t.make.account({ name: 'Ola' });
    const signedIn = await t.signIn(account);
    expect((await me(signedIn)).json()).toMatchObject({ id: account.id, username: account.username, name: 'Ola' });
    const opened = await t.as(account.id);
    expect(opened).not.toBe(signedIn);
    expect((await me(opened)).json()).toMatchObject({ id: account.id });
    await expect(t.signIn({ username: account.username, password: 'Inne-Haslo#2026' })).rejects.toThrow(/401/);
  });

  it('opens a merge-only session when asked', async () => {
    const account = await t.make.account();
    const res = await me(await t.as(account.id, 'MERGE'));
    expect(res.json().errorCode).toBe('MERGE_ACCOUNT');
  });

  it('makes records, links and allergies that the access rule sees as the real ones', async () => {
    const guardian = await t.make.account();
    const own = await t.make.patient({ accountId: guardian.id });
    const ward = await t.make.patient({ name: 'Podopieczna' });
    const pending = await t.make.patient();
    await t.make.link(guardian.id, ward.id);
    await t.make.link(guardian.id, pending.id, { status: 'PENDING' });
    const allergy = await t.make.allergy(ward.id, { description: 'Z fabryki.' });
    expect(allergy).toMatchObject({ patientId: ward.id, description: 'Z fabryki.' });

    const cookie = await t.as(guardian.id);
    expect((await allergiesOf(own.id, cookie)).json()).toEqual([]);
    expect((await allergiesOf(ward.id, cookie)).json()).toEqual([allergy]);
    expect((await allergiesOf(pending.id, cookie)).statusCode).toBe(404);
    await expect(t.make.allergy(pending.id)).rejects.toThrow(/nobody reaches/);
  });

  it('reads the session cookie a response set', async () => {
    const res = await t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username: 'anna.kowalska@example.com', password: 'Pacjentka#2026' } });
    expect(t.sessionCookie(res)).toMatch(/^pp_session=.+/);
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(t.sessionCookieOrNull(health)).toBeNull();
    expect(() => t.sessionCookie(health)).toThrow(/no session cookie/);
  });
});
