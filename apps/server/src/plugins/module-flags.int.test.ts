import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../db/schema/index';
import { settingsDefaults } from '../modules/settings/settings-defaults';
import { createTestApp, type TestApp } from '../test/helper';

let t: TestApp;
let anna: string;
let annaPatientId: number;

beforeAll(async () => {
  t = await createTestApp();
  anna = await t.login('anna');
  annaPatientId = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie: anna })).json().id;
});
afterAll(() => t.close());

const setAllergyModule = (on: boolean) =>
  t.deps.db
    .update(settings)
    .set({ value: { ...settingsDefaults.application, allergyModule: on } })
    .where(eq(settings.key, 'application'));

/** Status, body and headers, without what differs between any two answers. */
const shape = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
  const { date: _date, 'content-length': _length, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
};

describe('module flags', () => {
  it('serves a switched-on module', async () => {
    await setAllergyModule(true);
    const res = await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${annaPatientId}`, cookie: anna });
    expect(res.statusCode).toBe(200);
  });

  it('answers every route of a switched-off module exactly like a path that does not exist, at once', async () => {
    await setAllergyModule(false);
    const cases = [
      { method: 'GET' as const, url: `/api/mpi/allergies/all/${annaPatientId}`, cookie: anna },
      { method: 'GET' as const, url: `/api/mpi/allergies/all/${annaPatientId}` },
      { method: 'POST' as const, url: '/api/mpi/allergies/dict', payload: { dictionary: 'RODZAJ_ALERGII' }, cookie: anna },
      { method: 'DELETE' as const, url: `/api/mpi/allergies/${annaPatientId}/1`, cookie: anna },
    ];
    for (const c of cases) {
      const res = await t.request(c);
      const miss = await t.request({ ...c, url: c.url.replace('/allergies/', '/no-such-module/') });
      expect(res.statusCode).toBe(404);
      expect(shape(res)).toEqual(shape(miss));
      // Without our client header (a cross-site call) it is still the miss, not the origin refusal.
      const bare = await t.app.inject({ method: c.method, url: c.url, payload: c.payload });
      const bareMiss = await t.app.inject({ method: c.method, url: c.url.replace('/allergies/', '/no-such-module/'), payload: c.payload });
      expect(shape(bare)).toEqual(shape(bareMiss));
    }
    await setAllergyModule(true);
    const back = await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${annaPatientId}`, cookie: anna });
    expect(back.statusCode).toBe(200);
  });

  it('leaves modules without a flag alone', async () => {
    await setAllergyModule(false);
    const res = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie: anna });
    expect(res.statusCode).toBe(200);
    await setAllergyModule(true);
  });
});

describe('module flags kept in memory (SETTINGS_CACHE_MS)', () => {
  it('reads the switches once per period, and a change applies when it ends', async () => {
    const cached = await createTestApp({ SETTINGS_CACHE_MS: 300 });
    try {
      const cookie = await cached.login('anna');
      const own = (await cached.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie })).json().id;
      const list = () => cached.request({ method: 'GET', url: `/api/mpi/allergies/all/${own}`, cookie });
      const off = () =>
        cached.deps.db.update(settings).set({ value: { ...settingsDefaults.application, allergyModule: false } }).where(eq(settings.key, 'application'));
      expect((await list()).statusCode).toBe(200);
      const changedAt = performance.now();
      await off();
      const during = await list();
      // Still within the period the switches were read for: the module still answers.
      if (performance.now() - changedAt < 250) expect(during.statusCode).toBe(200);
      await expect.poll(async () => (await list()).statusCode, { interval: 50, timeout: 3000 }).toBe(404);
    } finally {
      await cached.close();
    }
  });
});
