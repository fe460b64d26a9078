import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';

/*
 * GETs that change something (`config: { writes: true }`, plugins/security.ts) are refused cross-site
 * like the unsafe methods: a link or an image on another site carries the SameSite=Lax session cookie
 * to a GET. The list is read from the app's own route table, so a new writing GET joins this test.
 */

let t: TestApp;
let anna: string;
let annaAccountId: number;
let annaPatientId: number;
beforeAll(async () => {
  t = await createTestApp();
  anna = await t.login('anna');
  annaAccountId = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie: anna })).json().id;
  annaPatientId = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie: anna })).json().id;
});
afterAll(() => t.close());

/** Each writing GET with the ids Anna may use. */
const examples = (): Record<string, string> => ({
  '/api/mpi/accounts/mpi-user/ampa/:patientId/confirm': `/api/mpi/accounts/mpi-user/ampa/${annaPatientId}/confirm`,
  '/api/mpi/accounts/mpi-user/ampa/:patientId/unregister': `/api/mpi/accounts/mpi-user/ampa/${annaPatientId}/unregister`,
  '/api/mpi/accounts/authorize/:id': `/api/mpi/accounts/authorize/${annaAccountId}`,
  '/api/mpi/accounts/mpi-user/notifications/:guid': '/api/mpi/accounts/mpi-user/notifications/3f1c9a52-7d4e-4b8a-9c1e-5a2b6d8e0f11',
  // The teleconsultation's signalling sockets: a cross-site page must not open a call in her name.
  '/api/telehealth/ws': '/api/telehealth/ws?room=r&token=t',
  '/api/clinic/telehealth/ws': '/api/clinic/telehealth/ws?room=r&token=t',
});

describe('GETs that write', () => {
  it('are exactly the known ones', () => {
    const gets = t.app.writingGets.filter((r) => r.startsWith('GET ')).map((r) => r.slice(4));
    expect(gets.sort()).toEqual(Object.keys(examples()).sort());
  });

  it.each(Object.keys(examples()))('%s refuses a cross-site request and takes a same-origin one', async (route) => {
    const url = examples()[route];
    const call = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: { cookie: anna, ...headers } });
    const crossSites: Record<string, string>[] = [{}, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }];
    for (const crossSite of crossSites) {
      const res = await call(crossSite);
      expect(res.statusCode, JSON.stringify(crossSite)).toBe(403);
      expect(res.json().errorCode).toBe('ORIGIN_REJECTED');
    }
    expect((await t.app.inject({ method: 'HEAD', url, headers: { cookie: anna, 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);
    const sameOrigins: Record<string, string>[] = [{ 'x-portal-client': '1' }, { 'sec-fetch-site': 'same-origin' }];
    for (const sameOrigin of sameOrigins) {
      const res = await call(sameOrigin);
      expect(res.statusCode, `${JSON.stringify(sameOrigin)}: ${res.body}`).toBeLessThan(500);
      expect(res.statusCode).not.toBe(403);
    }
  });

  it('a cross-site link changes nothing: the PIN and the paired device stay', async () => {
    const base = `/api/mpi/accounts/mpi-user/ampa/${annaPatientId}`;
    const pin = (await t.request({ method: 'GET', url: `${base}/confirm`, cookie: anna })).json().value;
    expect(pin).toMatch(/^\d{6}$/);
    expect((await t.app.inject({ method: 'GET', url: `${base}/confirm`, headers: { cookie: anna, 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);
    const login = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie: anna })).json().username;
    const paired = await t.request({ method: 'POST', url: '/api/mobile/pair', payload: { login, pin, deviceName: 'Telefon' } });
    expect(paired.statusCode, paired.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${base}/unregister`, headers: { cookie: anna, 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `${base}/check`, cookie: anna })).json()).toEqual({ value: true });
  });
});
