import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@portal/contracts';
import { ampaRegistrations, eventLog, patientLinks, settings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
/** The seed's application settings (the ampa and allergy modules on). */
let seeded: Record<string, boolean>;
beforeAll(async () => {
  t = await createTestApp();
  seeded = (await t.deps.db.select().from(settings).where(eq(settings.key, 'application')))[0].value as Record<string, boolean>;
});
afterAll(() => t.close());

const base = (patientId: number) => `/api/mpi/accounts/mpi-user/ampa/${patientId}`;
const call = (cookie: string, patientId: number, action: 'confirm' | 'check' | 'unregister') =>
  t.request({ method: 'GET', url: `${base(patientId)}/${action}`, cookie });
const pair = (body: { login: string; pin: string; deviceName?: string }) =>
  t.request({ method: 'POST', url: '/api/mobile/pair', payload: { deviceName: 'Telefon testowy', ...body } });
const read = (token: string, what: 'patient' | 'allergies') =>
  t.request({ method: 'GET', url: `/api/mobile/${what}`, headers: { authorization: `Bearer ${token}` } });
const setApplication = async (over: Record<string, boolean>) => {
  const value = { ...seeded, ...over };
  await t.deps.db.update(settings).set({ value }).where(eq(settings.key, 'application'));
};

/** A guardian with a confirmed ward (with one allergy), signed in. */
async function guardianWithWard() {
  const guardian = await t.make.account();
  const ward = await t.make.patient({ name: 'Helena', lastName: 'Mobilna', birthDate: '1941-05-06' });
  await t.make.link(guardian.id, ward.id, { role: 'WARD', status: 'CONFIRMED' });
  await t.make.allergy(ward.id, { description: 'Wysypka po penicylinie.' });
  return { guardian, ward, cookie: await t.as(guardian.id) };
}

describe('mobile application registration (ampa/{patientId}/confirm, check, unregister)', () => {
  it('issues a 6-digit PIN, stored only hashed; regenerating replaces it; check stays false until a device pairs', async () => {
    const { guardian, ward, cookie } = await guardianWithWard();
    const first = await call(cookie, ward.id, 'confirm');
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatch(/^\d{6}$/);
    const [row] = await t.deps.db.select().from(ampaRegistrations).where(eq(ampaRegistrations.accountId, guardian.id));
    expect(row.pinHash).not.toContain(first.json().value);
    expect(row.pinExpiresAt!.getTime() - t.clock.now().getTime()).toBeGreaterThan(14 * 60_000);
    expect(row.pinExpiresAt!.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(15 * 60_000);
    expect((await call(cookie, ward.id, 'check')).json()).toEqual({ value: false });

    const second = (await call(cookie, ward.id, 'confirm')).json().value as string;
    const rows = await t.deps.db.select().from(ampaRegistrations).where(eq(ampaRegistrations.accountId, guardian.id));
    expect(rows).toHaveLength(1);
    if (second !== first.json().value) expect((await pair({ login: guardian.username, pin: first.json().value })).json().errorCode).toBe('AMPA_PIN_INVALID');
    expect((await pair({ login: guardian.username, pin: second })).statusCode).toBe(200);
    expect((await call(cookie, ward.id, 'check')).json()).toEqual({ value: true });
  });

  it('unregister unpairs the device (its token stops at once); with nothing paired it is 400 with the §8 message', async () => {
    const { guardian, ward, cookie } = await guardianWithWard();
    const nothing = await call(cookie, ward.id, 'unregister');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({
      errorCode: 'AMPA_NOT_REGISTERED',
      message: 'Nie można wykonać operacji. Konto musi być najpierw powiązane z jednostką medyczną w aplikacji mobilnej',
    });
    // A PIN alone is not a paired device.
    await call(cookie, ward.id, 'confirm');
    expect((await call(cookie, ward.id, 'unregister')).statusCode).toBe(400);

    const pin = (await call(cookie, ward.id, 'confirm')).json().value;
    const { deviceToken } = (await pair({ login: guardian.username, pin })).json();
    expect((await read(deviceToken, 'patient')).statusCode).toBe(200);
    expect((await call(cookie, ward.id, 'unregister')).statusCode).toBe(204);
    expect((await call(cookie, ward.id, 'check')).json()).toEqual({ value: false });
    expect((await read(deviceToken, 'patient')).statusCode).toBe(401);
    expect((await call(cookie, ward.id, 'unregister')).json().errorCode).toBe('AMPA_NOT_REGISTERED');
  });

  it("a stranger's patient is 404 exactly like an unknown id; anonymous is 401", async () => {
    const { cookie } = await guardianWithWard();
    const stranger = await t.make.patient({ name: 'Obcy' });
    for (const action of ['confirm', 'check', 'unregister'] as const) {
      const strange = await call(cookie, stranger.id, action);
      const unknown = await call(cookie, 2_147_000_000, action);
      expect(strange.statusCode).toBe(404);
      expect(strange.json()).toEqual(unknown.json());
      expect((await t.request({ method: 'GET', url: `${base(stranger.id)}/${action}` })).statusCode).toBe(401);
    }
    expect(await t.deps.db.select().from(ampaRegistrations).where(eq(ampaRegistrations.patientId, stranger.id))).toHaveLength(0);
  });

  it('the whole module answers 404 while ampaModule is off', async () => {
    const { guardian, ward, cookie } = await guardianWithWard();
    const pin = (await call(cookie, ward.id, 'confirm')).json().value;
    const { deviceToken } = (await pair({ login: guardian.username, pin })).json();
    await setApplication({ ampaModule: false });
    try {
      for (const action of ['confirm', 'check', 'unregister'] as const) expect((await call(cookie, ward.id, action)).statusCode).toBe(404);
      expect((await pair({ login: guardian.username, pin: '123456' })).statusCode).toBe(404);
      expect((await read(deviceToken, 'patient')).statusCode).toBe(404);
    } finally {
      await setApplication({});
    }
    expect((await read(deviceToken, 'patient')).statusCode).toBe(200);
  });
});

describe('pairing a device (POST /api/mobile/pair) and its reads', () => {
  it("answers a device token that reads only the paired patient's data; only the token's hash is stored; the PIN is single use", async () => {
    const { guardian, ward, cookie } = await guardianWithWard();
    const own = await t.make.patient({ accountId: guardian.id, name: 'Jan', lastName: 'Opiekun' });
    await t.make.allergy(own.id, { description: 'Własna alergia opiekuna.' });
    const pin = (await call(cookie, ward.id, 'confirm')).json().value;
    const res = await pair({ login: guardian.username.toUpperCase(), pin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ patientId: ward.id, name: 'Helena', lastName: 'Mobilna' });
    const [row] = await t.deps.db.select().from(ampaRegistrations).where(eq(ampaRegistrations.patientId, ward.id));
    expect(row).toMatchObject({ deviceName: 'Telefon testowy', pinHash: null });
    expect(row.deviceTokenHash).not.toBe(body.deviceToken);

    expect((await read(body.deviceToken, 'patient')).json()).toMatchObject({ patientId: ward.id, name: 'Helena', birthDate: '1941-05-06', deviceName: 'Telefon testowy' });
    const allergies = (await read(body.deviceToken, 'allergies')).json() as Array<{ patientId: number; description: string }>;
    expect(allergies.map((a) => a.description)).toEqual(['Wysypka po penicylinie.']);
    expect(allergies.every((a) => a.patientId === ward.id)).toBe(true);

    // Single use: the same PIN pairs nothing more.
    expect((await pair({ login: guardian.username, pin })).json()).toMatchObject({ errorCode: 'AMPA_PIN_INVALID', message: errorMessages.AMPA_PIN_INVALID });
    // The token is not a session, and nothing but /api/mobile takes it.
    const other = await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${ward.id}`, headers: { authorization: `Bearer ${body.deviceToken}` } });
    expect(other.statusCode).toBe(401);
    expect((await read('nie-ten-token', 'patient')).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/mobile/patient' })).statusCode).toBe(401);
    const events = await t.deps.db.select().from(eventLog).where(eq(eventLog.accountId, guardian.id));
    expect(events.map((e) => `${e.eventType} ${e.outcome}`)).toEqual(expect.arrayContaining(['AMPA_PIN SUCCESS', 'AMPA_PAIR SUCCESS']));
  });

  it('a PIN expires after 15 minutes (the clock), and a new one works', async () => {
    const { guardian, ward, cookie } = await guardianWithWard();
    const pin = (await call(cookie, ward.id, 'confirm')).json().value;
    t.clock.advance(15 * 60_000 + 1_000);
    const res = await pair({ login: guardian.username, pin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'AMPA_PIN_INVALID', message: 'Kod PIN wygasł. Wygeneruj nowy kod PIN w Portalu Pacjenta.' });
    const cookie2 = await t.as(guardian.id);
    const fresh = (await call(cookie2, ward.id, 'confirm')).json().value;
    expect((await pair({ login: guardian.username, pin: fresh })).statusCode).toBe(200);
  });

  it('5 wrong tries void the PIN: the right one is refused afterwards', async () => {
    const { guardian, ward, cookie } = await guardianWithWard();
    const pin = (await call(cookie, ward.id, 'confirm')).json().value as string;
    const wrong = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) expect((await pair({ login: guardian.username, pin: wrong })).json().errorCode).toBe('AMPA_PIN_INVALID');
    const [row] = await t.deps.db.select().from(ampaRegistrations).where(eq(ampaRegistrations.patientId, ward.id));
    expect(row.pinAttempts).toBe(4);
    expect(row.pinHash).not.toBeNull();
    expect((await pair({ login: guardian.username, pin: wrong })).statusCode).toBe(400);
    const res = await pair({ login: guardian.username, pin });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('AMPA_PIN_INVALID');
    expect((await call(cookie, ward.id, 'check')).json()).toEqual({ value: false });
  });

  it('an unknown login answers exactly like a wrong PIN; malformed input is 400 VALIDATION_ERROR', async () => {
    const { guardian } = await guardianWithWard();
    const unknown = await pair({ login: 'nikt.taki@example.com', pin: '123456' });
    const wrong = await pair({ login: guardian.username, pin: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    const malformed = await pair({ login: guardian.username, pin: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('the token dies when the account loses the patient (link blocked, profile deleted) and comes back only with the link', async () => {
    const { guardian, ward, cookie } = await guardianWithWard();
    const pin = (await call(cookie, ward.id, 'confirm')).json().value;
    const { deviceToken } = (await pair({ login: guardian.username, pin })).json();
    expect((await read(deviceToken, 'allergies')).statusCode).toBe(200);

    await t.deps.db.update(patientLinks).set({ status: 'BLOCKED' }).where(eq(patientLinks.patientId, ward.id));
    expect((await read(deviceToken, 'patient')).statusCode).toBe(401);
    expect((await read(deviceToken, 'allergies')).statusCode).toBe(401);
    await t.deps.db.update(patientLinks).set({ status: 'CONFIRMED' }).where(eq(patientLinks.patientId, ward.id));
    expect((await read(deviceToken, 'patient')).statusCode).toBe(200);

    // The guardian deletes the ward's profile through the portal.
    expect((await t.request({ method: 'DELETE', url: `/api/mpi/accounts/mpi-user/patients/${ward.id}`, cookie })).statusCode).toBe(204);
    expect((await read(deviceToken, 'patient')).statusCode).toBe(401);
  });

  it('allergies of the paired patient answer 404 while the allergy module is off', async () => {
    const { guardian, ward, cookie } = await guardianWithWard();
    const { deviceToken } = (await pair({ login: guardian.username, pin: (await call(cookie, ward.id, 'confirm')).json().value })).json();
    await setApplication({ allergyModule: false });
    try {
      expect((await read(deviceToken, 'allergies')).statusCode).toBe(404);
      expect((await read(deviceToken, 'patient')).statusCode).toBe(200);
    } finally {
      await setApplication({});
    }
  });

  it('pairing is limited per address', async () => {
    const limited = await createTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: 4 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.request({ method: 'POST', url: '/api/mobile/pair', payload: { login: 'x@example.com', pin: '000000', deviceName: 'T' } });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
