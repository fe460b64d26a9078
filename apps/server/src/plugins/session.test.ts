import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index';
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
