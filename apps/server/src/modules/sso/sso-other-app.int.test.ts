import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('/sim/other-app: the demo stand-in for the provider\'s other application (the seeded SSO link)', () => {
  it('redeems the ssotoken cookie once and says whose session it received', async () => {
    const cookie = await t.login('anna');
    const me = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie })).json();
    const token = (await t.request({ method: 'POST', url: '/api/mpi/sso/generate', payload: { userId: me.id, sessionId: 'karta-1' }, cookie })).json().value;

    const first = await t.request({ method: 'GET', url: '/sim/other-app', headers: { cookie: `ssotoken=${encodeURIComponent(token)}` } });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Zalogowano jako <strong>anna.kowalska@example.com</strong>');
    // Single use: the same token hands nothing over again, and the portal's own session is untouched.
    const again = await t.request({ method: 'GET', url: '/sim/other-app', headers: { cookie: `ssotoken=${encodeURIComponent(token)}` } });
    expect(again.body).toContain('Nie przekazano sesji');
    expect((await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/sim/other-app' })).body).toContain('Nie przekazano sesji');
  });
});
