import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, eventLog, signInThrottles } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { hashPassword } from '../../sign-in-guard/sign-in-guard-service';

/**
 * Abuse of sign-in: the lock after failed attempts must neither reveal which logins exist nor let a
 * stranger lock the owner out (device cookies), and client event reports must not speak for accounts.
 */
let t: TestApp;
let passwordHash: string;
const PASSWORD = 'Wlasciciel#2026-x';
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

const MINUTE = 60_000;
let seq = 0;
/** A fresh account for each test, so no test's failures reach another. */
async function makeAccount(): Promise<{ id: number; username: string }> {
  seq += 1;
  const username = `wlasciciel${seq}@example.com`;
  const [row] = await t.deps.db
    .insert(accounts)
    .values({ username, email: username, emailConfirmed: true, passwordHash, name: 'Jan', lastName: 'Właściciel' })
    .returning({ id: accounts.id });
  return { id: row.id, username };
}

const login = (username: string, password: string, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username, password }, cookie });
const deviceOf = (res: LightMyRequestResponse): string => {
  const c = res.cookies.find((x) => x.name === 'pp_device');
  if (!c?.value) throw new Error(`no device cookie in ${res.statusCode} ${res.body}`);
  return `pp_device=${c.value}`;
};
const sessionOf = (res: LightMyRequestResponse) => `pp_session=${res.cookies.find((c) => c.name === 'pp_session')!.value}`;
/** A stranger's wrong attempts from other browsers (no cookies). */
async function strangerFails(username: string, times: number) {
  const answers: number[] = [];
  for (let i = 0; i < times; i++) answers.push((await login(username, `Zgaduje-${i}-haslo`)).statusCode);
  return answers;
}

describe('the lock after failed sign-ins does not reveal which logins exist', () => {
  it('locks an unknown login after 5 failures exactly like an account: same answers, same body, same Retry-After', async () => {
    const known = await makeAccount();
    const unknown = 'nikogo.takiego@example.com';
    const knownAnswers: LightMyRequestResponse[] = [];
    const unknownAnswers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 6; i++) {
      knownAnswers.push(await login(known.username, `Zle-${i}-haslo`));
      unknownAnswers.push(await login(unknown, `Zle-${i}-haslo`));
    }
    expect(knownAnswers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 423, 423]);
    expect(unknownAnswers.map((r) => r.statusCode)).toEqual(knownAnswers.map((r) => r.statusCode));
    for (let i = 0; i < 6; i++) {
      expect(unknownAnswers[i].json()).toEqual(knownAnswers[i].json());
      expect(unknownAnswers[i].headers['retry-after']).toEqual(knownAnswers[i].headers['retry-after']);
    }
    expect(knownAnswers[4].json()).toEqual({ errorCode: 'ACCOUNT_LOCKED', message: 'Konto zostało czasowo zablokowane. Spróbuj ponownie za 15 minut.', details: { lockMinutes: '15' } });
    // The unknown login's lock is logged like an account's, without an account.
    const [lock] = await t.deps.db
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.username, unknown), eq(eventLog.eventType, 'ACCOUNT_LOCK')))
      .orderBy(desc(eventLog.id))
      .limit(1);
    expect(lock).toMatchObject({ accountId: null, source: 'SERVER' });

    t.clock.advance(16 * MINUTE);
    expect((await login(unknown, 'Zle-haslo')).statusCode).toBe(401);
    expect((await login(known.username, PASSWORD)).statusCode).toBe(200);
  });

  it('counts a login case- and space-insensitively, and keeps only hashes of the logins', async () => {
    const known = await makeAccount();
    await strangerFails(known.username, 2);
    await strangerFails(`  ${known.username.toUpperCase()} `, 3);
    expect((await login(known.username, PASSWORD)).statusCode).toBe(423);
    const rows = await t.deps.db.select().from(signInThrottles);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.keyHash).not.toContain('@');
  });

  it('does the same database work for a wrong password and for an unknown login', async () => {
    const known = await makeAccount();
    // The job queue opens in the background (a query per queue it creates): open before counting, so
    // its start-up falls in no try (runDue waits for it).
    await t.deps.jobs.runDue();
    const client = (t.deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    // The fewest of three tries: the spy counts every query of the client, and other background work
    // may fall inside one try (it only ever adds), never inside all three.
    const texts: Record<string, string[]> = {};
    const count = async (username: string) => {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        spy.mockClear();
        expect((await login(username, 'Zle-haslo-2026')).statusCode).toBe(401);
        counts.push(spy.mock.calls.length);
        texts[`${username} ${i}`] = spy.mock.calls.map((c) => String(typeof c[0] === 'string' ? c[0] : (c[0] as { text?: string })?.text ?? JSON.stringify(c[0])).slice(0, 90));
      }
      return Math.min(...counts);
    };
    try {
      const knownQueries = await count(known.username);
      const unknownQueries = await count('nie.ma.takiego.konta@example.com');
      expect(knownQueries).toBeGreaterThan(0);
      expect(unknownQueries, JSON.stringify(texts, null, 1)).toBe(knownQueries);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('device cookies: a stranger cannot lock the owner out', () => {
  it('lets the owner’s browser sign in through a lock other clients caused, while a fresh client gets 423', async () => {
    const owner = await makeAccount();
    const first = await login(owner.username, PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first);
    const set = first.cookies.find((c) => c.name === 'pp_device')!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/mpi/accounts' });
    expect(set.maxAge).toBeGreaterThan(300 * 24 * 3600);

    expect(await strangerFails(owner.username, 5)).toEqual([401, 401, 401, 401, 423]);
    const fresh = await login(owner.username, PASSWORD);
    expect(fresh.statusCode).toBe(423);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);

    const trusted = await login(owner.username, PASSWORD, device);
    expect(trusted.statusCode).toBe(200);
    // The owner's success does not lift the strangers' lock.
    expect((await login(owner.username, PASSWORD)).statusCode).toBe(423);
  });

  it('counts the device’s own failures against the device alone and locks it after 5', async () => {
    const owner = await makeAccount();
    const device = deviceOf(await login(owner.username, PASSWORD));
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await login(owner.username, `Pomylka-${i}`, device)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 423]);
    expect((await login(owner.username, PASSWORD, device)).statusCode).toBe(423);
    // Other clients of the login are not locked by the device's mistakes.
    expect((await login(owner.username, PASSWORD)).statusCode).toBe(200);
  });

  it('ignores a tampered or forged device cookie and one of another account', async () => {
    const owner = await makeAccount();
    const other = await makeAccount();
    const device = deviceOf(await login(owner.username, PASSWORD));
    const otherDevice = deviceOf(await login(other.username, PASSWORD));
    await strangerFails(owner.username, 5);

    const value = device.slice('pp_device='.length);
    const [accountId, nonce, issuedAt, signature] = value.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const tampered = `pp_device=${accountId}.${nonce}.${issuedAt}.${flipped}`;
    const forged = `pp_device=${owner.id}.${'A'.repeat(22)}.${Date.now()}.${'B'.repeat(43)}`;
    const moved = `pp_device=${otherDevice.slice('pp_device='.length).replace(/^\d+\./, `${owner.id}.`)}`;
    for (const cookie of [tampered, forged, otherDevice, moved, 'pp_device=smieci']) {
      expect((await login(owner.username, PASSWORD, cookie)).statusCode, cookie).toBe(423);
    }
    expect((await login(owner.username, PASSWORD, device)).statusCode).toBe(200);
  });

  it('keeps one entry per account for a browser shared by several people', async () => {
    const a = await makeAccount();
    const b = await makeAccount();
    const afterA = deviceOf(await login(a.username, PASSWORD));
    const afterB = deviceOf(await login(b.username, PASSWORD, afterA));
    await strangerFails(a.username, 5);
    await strangerFails(b.username, 5);
    expect((await login(a.username, PASSWORD, afterB)).statusCode).toBe(200);
    expect((await login(b.username, PASSWORD, afterB)).statusCode).toBe(200);
  });

  it('withdraws the trust of cookies issued before a password change', async () => {
    const owner = await makeAccount();
    const oldDevice = deviceOf(await login(owner.username, PASSWORD));
    const other = await login(owner.username, PASSWORD);
    const newPassword = 'Zmienione#2026-haslo';
    const changed = await t.request({
      method: 'POST',
      url: '/api/mpi/accounts/password-change',
      payload: { oldPassword: PASSWORD, newPassword },
      cookie: sessionOf(other),
    });
    expect(changed.statusCode).toBe(200);
    const changedDevice = deviceOf(changed);
    await strangerFails(owner.username, 5);
    expect((await login(owner.username, newPassword, oldDevice)).statusCode).toBe(423);
    expect((await login(owner.username, newPassword, changedDevice)).statusCode).toBe(200);
  });
});

describe('client event reports', () => {
  const report = (payload: Record<string, unknown>, cookie?: string) => t.request({ method: 'POST', url: '/api/mpi/accounts/event-log', payload, cookie });

  it('takes an anonymous LOGIN_FAILURE as the client’s claim: source CLIENT, no account, even for an existing username', async () => {
    const victim = await makeAccount();
    const res = await report({ eventLogType: 'LOGIN_FAILURE', username: victim.username, description: 'x'.repeat(2000) });
    expect(res.statusCode).toBe(204);
    const [row] = await t.deps.db.select().from(eventLog).where(eq(eventLog.username, victim.username)).orderBy(desc(eventLog.id)).limit(1);
    expect(row).toMatchObject({ eventType: 'LOGIN_FAILURE', source: 'CLIENT', accountId: null });
    expect(row.description!.length).toBeLessThanOrEqual(300);
  });

  it('refuses any other event without a session (401), writing nothing', async () => {
    const victim = await makeAccount();
    for (const eventLogType of ['LOGOUT', 'PROFILE_VIEW']) {
      const res = await report({ eventLogType, username: victim.username });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('UNAUTHORIZED');
    }
    expect(await t.deps.db.select().from(eventLog).where(eq(eventLog.username, victim.username))).toHaveLength(0);
  });

  it('files a signed-in report under the session’s account and username, whatever username the client claims', async () => {
    const me = await makeAccount();
    const victim = await makeAccount();
    const cookie = sessionOf(await login(me.username, PASSWORD));
    expect((await report({ eventLogType: 'LOGOUT', username: victim.username, description: 'Wylogowanie' }, cookie)).statusCode).toBe(204);
    const [row] = await t.deps.db.select().from(eventLog).where(eq(eventLog.eventType, 'LOGOUT')).orderBy(desc(eventLog.id)).limit(1);
    expect(row).toMatchObject({ accountId: me.id, username: me.username, source: 'CLIENT' });
  });
});
