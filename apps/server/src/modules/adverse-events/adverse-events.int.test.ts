import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('adverse events and the top-bar links', () => {
  it('GET /api/mpi/adverseevents/url answers the configured form (seed: URPL on e-zdrowie); 401 without a session; 404 with the module off', async () => {
    const cookie = await t.login('anna');
    const res = await t.request({ method: 'GET', url: '/api/mpi/adverseevents/url', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ value: 'https://smz.ezdrowie.gov.pl/' });
    expect((await t.request({ method: 'GET', url: '/api/mpi/adverseevents/url' })).statusCode).toBe(401);

    const [before] = await t.deps.db.select().from(settings).where(eq(settings.key, 'application'));
    await t.deps.db.update(settings).set({ value: { ...(before.value as object), adverseEventsModule: false } }).where(eq(settings.key, 'application'));
    try {
      expect((await t.request({ method: 'GET', url: '/api/mpi/adverseevents/url', cookie })).statusCode).toBe(404);
    } finally {
      await t.deps.db.update(settings).set({ value: before.value }).where(eq(settings.key, 'application'));
    }
    // Another address set by the installation is what the call answers.
    await t.deps.db.update(settings).set({ value: { url: 'https://zgloszenia.example/nop' } }).where(eq(settings.key, 'adverse-events'));
    expect((await t.request({ method: 'GET', url: '/api/mpi/adverseevents/url', cookie })).json()).toEqual({ value: 'https://zgloszenia.example/nop' });
  });

  it('GET /api/mppd/api/links says which link hands the session over (sso)', async () => {
    const links = (await t.request({ method: 'GET', url: '/api/mppd/api/links' })).json() as Array<{ url: string; sso: boolean }>;
    expect(links.filter((l) => l.sso).map((l) => l.url)).toEqual(['/sim/other-app']);
    expect(links.filter((l) => !l.sso).length).toBeGreaterThan(0);
  });
});
