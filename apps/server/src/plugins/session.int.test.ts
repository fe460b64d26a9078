import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index';
import { DEMO_ACCOUNTS } from '../demo';
import { createTestApp, type TestApp } from '../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie });

describe('session lookups remembered for a moment', () => {
  it('honours a session ended elsewhere (another server copy) within a second', async () => {
    const cookie = await t.login('anna');
    expect((await me(cookie)).statusCode).toBe(200);
    // Another copy of the server ends every session of the account: only the database knows.
    await t.deps.db.delete(sessions);
    t.clock.advance(1_001);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('forgets a session at once when this process signs it out', async () => {
    const cookie = await t.login('anna');
    expect((await me(cookie)).statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/mpi/accounts/logout', cookie });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('tells an open event stream whether its session still holds, without keeping it alive', async () => {
    await t.deps.db.delete(sessions);
    const cookie = await t.login('anna');
    const [row] = await t.deps.db.select().from(sessions);
    expect(await t.app.sessions.isLive(row.idHash)).toBe(true);
    t.clock.advance(20 * 60_000);
    expect(await t.app.sessions.isLive(row.idHash)).toBe(true);
    const [after] = await t.deps.db.select().from(sessions).where(eq(sessions.idHash, row.idHash));
    expect(after.lastSeenAt).toEqual(row.lastSeenAt);
    t.clock.advance(11 * 60_000);
    expect(await t.app.sessions.isLive(row.idHash)).toBe(false);
    const other = await t.login('anna');
    const [second] = (await t.deps.db.select().from(sessions)).filter((s) => s.idHash !== row.idHash);
    await t.request({ method: 'POST', url: '/api/mpi/accounts/logout', cookie: other });
    expect(await t.app.sessions.isLive(second.idHash)).toBe(false);
    void cookie;
    await t.deps.db.delete(sessions);
  });

  it('still checks the idle expiry on a remembered session', async () => {
    const cookie = await t.login('piotr');
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(sessions);
    expect(row).toBeDefined();
    t.clock.advance(31 * 60_000);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.idHash, row.idHash))).toEqual([]);
  });
});

describe('the Secure flag of cookies follows PUBLIC_URL, never the Host header', () => {
  const signIn = (app: TestApp, host: string) =>
    app.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: DEMO_ACCOUNTS.anna, headers: { host } });
  const cookiesOf = (res: LightMyRequestResponse) => new Map(res.cookies.map((c) => [c.name, c]));

  it('without PUBLIC_URL (demo over http): no Secure flag, whatever host the client names', async () => {
    const login = cookiesOf(await signIn(t, 'portal.example.pl'));
    expect(login.get('pp_session')?.secure).toBeUndefined();
    expect(login.get('pp_device')?.secure).toBeUndefined();
    const sso = cookiesOf(await t.request({ method: 'GET', url: '/api/mpi/epuap/sso', headers: { host: 'portal.example.pl' } }));
    expect(sso.get('pp_epuap')).toMatchObject({ sameSite: 'Lax' });
    expect(sso.get('pp_epuap')?.secure).toBeUndefined();
  });

  it('with an https PUBLIC_URL: Secure even when the Host header says localhost', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://pacjent.example.pl' });
    try {
      const login = cookiesOf(await signIn(https, 'localhost'));
      expect(login.get('pp_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(login.get('pp_device')).toMatchObject({ secure: true, httpOnly: true });
      const sso = cookiesOf(await https.request({ method: 'GET', url: '/api/mpi/epuap/sso', headers: { host: '127.0.0.1:3000' } }));
      expect(sso.get('pp_epuap')).toMatchObject({ secure: true, sameSite: 'None' });
      const logout = cookiesOf(
        await https.request({ method: 'POST', url: '/api/mpi/accounts/logout', headers: { host: 'localhost' }, cookie: `pp_session=${login.get('pp_session')!.value}` }),
      );
      expect(logout.get('pp_session')).toMatchObject({ value: '', secure: true });
    } finally {
      await https.close();
    }
  });
});
