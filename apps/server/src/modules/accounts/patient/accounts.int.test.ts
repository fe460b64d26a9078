import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, eventLog } from '../../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../../demo';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
type Who = keyof typeof DEMO_ACCOUNTS;

const login = (username: string, password: string, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username, password }, cookie });
const loginAs = (who: Who) => login(DEMO_ACCOUNTS[who].username, DEMO_ACCOUNTS[who].password);
const me = (cookie?: string) => t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie });
const changePassword = (payload: Record<string, unknown>, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/mpi/accounts/password-change', payload, cookie });
const clientEvent = (payload: Record<string, unknown>, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/mpi/accounts/event-log', payload, cookie });

async function accountId(who: Who): Promise<number> {
  const [row] = await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, DEMO_ACCOUNTS[who].username));
  return row.id;
}

async function latestEvent(filter: { accountId?: number; username?: string; eventType?: string }) {
  const conds = [
    filter.accountId != null ? eq(eventLog.accountId, filter.accountId) : undefined,
    filter.username != null ? eq(eventLog.username, filter.username) : undefined,
    filter.eventType != null ? eq(eventLog.eventType, filter.eventType) : undefined,
  ].filter((c) => c !== undefined);
  const [row] = await t.deps.db
    .select()
    .from(eventLog)
    .where(and(...conds))
    .orderBy(desc(eventLog.id))
    .limit(1);
  return row;
}

describe('POST /api/mpi/accounts/login', () => {
  it('signs in, answers the account and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const res = await loginAs('anna');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: DEMO_ACCOUNTS.anna.username,
      type: 'AUTHORIZED',
      name: 'Anna',
      lastName: 'Kowalska',
      emailConfirmed: true,
      contactData: { email: DEMO_ACCOUNTS.anna.username, phoneNumber: '+48601234567' },
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/pp_session=/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    const event = await latestEvent({ accountId: await accountId('anna'), eventType: 'LOGIN_SUCCESS' });
    expect(event).toMatchObject({ outcome: 'SUCCESS', source: 'SERVER' });
  });

  it('matches the username case-insensitively', async () => {
    const res = await login(DEMO_ACCOUNTS.anna.username.toUpperCase(), DEMO_ACCOUNTS.anna.password);
    expect(res.statusCode).toBe(200);
    const old = await login('K.MAZUR', DEMO_ACCOUNTS.mergeOld.password);
    expect(old.statusCode).toBe(200);
    expect(old.json().username).toBe('k.mazur');
  });

  it('gives a new session id on every sign-in and ends the one the browser had', async () => {
    const first = t.sessionCookie(await loginAs('anna'));
    const again = await login(DEMO_ACCOUNTS.anna.username, DEMO_ACCOUNTS.anna.password, first);
    const second = t.sessionCookie(again);
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('answers INVALID_CREDENTIALS for an unknown user and logs the failure', async () => {
    const res = await login('nikt.taki@example.com', 'Cokolwiek#2026');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errorCode: 'INVALID_CREDENTIALS', message: 'Niepoprawny login i/lub hasło.' });
    expect(res.cookies.find((c) => c.name === 'pp_session')).toBeUndefined();
    const event = await latestEvent({ username: 'nikt.taki@example.com' });
    expect(event).toMatchObject({ eventType: 'LOGIN_FAILURE', outcome: 'FAILURE', description: 'INVALID_CREDENTIALS', accountId: null });
  });

  it('answers INVALID_CREDENTIALS for a wrong password', async () => {
    const res = await login(DEMO_ACCOUNTS.anna.username, 'Zle-haslo-2026');
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a deleted account like an unknown one', async () => {
    const id = await accountId('mergeOld');
    await t.deps.db.update(accounts).set({ status: 'DELETED' }).where(eq(accounts.id, id));
    try {
      const res = await loginAs('mergeOld');
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('INVALID_CREDENTIALS');
    } finally {
      await t.deps.db.update(accounts).set({ status: 'ACTIVE' }).where(eq(accounts.id, id));
    }
  });

  it.each([
    ['blocked', 403, 'USER_BLOCKED'],
    ['temporaryBlocked', 403, 'TEMPORARY_BLOCKED'],
    ['mustChange', 403, 'MUST_CHANGE_PASSWORD'],
    ['expired', 403, 'PASSWORD_EXPIRED'],
  ] as const)('answers %s with %i %s, opens no session and logs the failure', async (who, status, code) => {
    const res = await loginAs(who);
    expect(res.statusCode).toBe(status);
    expect(res.json().errorCode).toBe(code);
    expect(res.cookies.find((c) => c.name === 'pp_session')).toBeUndefined();
    const event = await latestEvent({ accountId: await accountId(who) });
    expect(event).toMatchObject({ eventType: 'LOGIN_FAILURE', outcome: 'FAILURE', source: 'SERVER', description: code });
  });

  it('tells a block by the clinic from a temporary one in the spec\'s words, the temporary one saying it is temporary', async () => {
    expect((await loginAs('blocked')).json().message).toBe('Konto zablokowane. Skontaktuj się z administratorem systemu.');
    expect((await loginAs('temporaryBlocked')).json().message).toBe(
      'Konto zablokowane. Skontaktuj się z administratorem systemu. Blokada jest czasowa.',
    );
  });

  it('does not reveal the state of a blocked account to a wrong password', async () => {
    const res = await login(DEMO_ACCOUNTS.blocked.username, 'Zle-haslo-2026');
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('INVALID_CREDENTIALS');
  });

  it('answers MUST_CONFIRM_EMAIL with the e-mail to confirm', async () => {
    const res = await loginAs('unconfirmed');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'MUST_CONFIRM_EMAIL', details: { email: DEMO_ACCOUNTS.unconfirmed.username } });
  });

  it('answers MERGE_ACCOUNT with the e-mail and username of the account', async () => {
    const res = await loginAs('merge');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'MERGE_ACCOUNT',
      details: { email: DEMO_ACCOUNTS.merge.username, username: DEMO_ACCOUNTS.merge.username },
    });
  });

  it('refuses an empty body with VALIDATION_ERROR', async () => {
    const res = await t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('sign-in lock', () => {
  const { username, password } = DEMO_ACCOUNTS.piotr;
  const wrong = () => login(username, 'Zle-haslo-2026');

  it('locks after 5 failures within 15 minutes, refuses even the right password, and lifts after the lock time', async () => {
    for (let i = 0; i < 4; i++) expect((await wrong()).statusCode).toBe(401);
    const fifth = await wrong();
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ errorCode: 'ACCOUNT_LOCKED', message: 'Konto zostało czasowo zablokowane. Spróbuj ponownie za 15 minut.', details: { lockMinutes: '15' } });
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    const id = await accountId('piotr');
    expect(await latestEvent({ accountId: id, eventType: 'ACCOUNT_LOCK' })).toMatchObject({ source: 'SERVER' });

    const right = await login(username, password);
    expect(right.statusCode).toBe(423);
    expect(await latestEvent({ accountId: id })).toMatchObject({ eventType: 'LOGIN_FAILURE', description: 'ACCOUNT_LOCKED' });

    // The message counts down the minutes left.
    t.clock.advance(13 * MINUTE + 30_000);
    expect((await login(username, password)).json()).toMatchObject({ message: 'Konto zostało czasowo zablokowane. Spróbuj ponownie za 2 minuty.', details: { lockMinutes: '2' } });
    t.clock.advance(MINUTE);
    expect((await login(username, password)).json().message).toBe('Konto zostało czasowo zablokowane. Spróbuj ponownie za 1 minutę.');

    t.clock.advance(2 * MINUTE);
    const after = await login(username, password);
    expect(after.statusCode).toBe(200);
  });

  it('counts only the failures inside the window', async () => {
    for (let i = 0; i < 3; i++) expect((await wrong()).statusCode).toBe(401);
    t.clock.advance(16 * MINUTE);
    for (let i = 0; i < 3; i++) expect((await wrong()).statusCode).toBe(401);
    expect((await login(username, password)).statusCode).toBe(200);
  });

  it('starts counting afresh after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) expect((await wrong()).statusCode).toBe(401);
    expect((await login(username, password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await wrong()).statusCode).toBe(401);
    expect((await login(username, password)).statusCode).toBe(200);
  });

  it('never counts failures reported by the client', async () => {
    const cookie = t.sessionCookie(await login(username, password));
    for (let i = 0; i < 3; i++) expect((await wrong()).statusCode).toBe(401);
    for (let i = 0; i < 6; i++) {
      const res = await clientEvent({ eventLogType: 'LOGIN_FAILURE', username, description: 'Niepoprawny login i/lub hasło.' }, cookie);
      expect(res.statusCode).toBe(204);
    }
    expect((await wrong()).statusCode).toBe(401);
    expect((await login(username, password)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/mpi/accounts/mpi-user answers the signed-in account', async () => {
    const cookie = await t.login('anna');
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: DEMO_ACCOUNTS.anna.username, contactData: { phoneNumber: '+48601234567' } });
  });

  it('answers 401 UNAUTHORIZED without a session or with a forged one', async () => {
    for (const cookie of [undefined, 'pp_session=forged-value']) {
      const res = await me(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('UNAUTHORIZED');
    }
  });

  it('expires after 30 minutes without a request', async () => {
    const cookie = await t.login('anna');
    t.clock.advance(29 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(31 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('expires 12 hours after sign-in however active it is', async () => {
    const cookie = await t.login('anna');
    for (let i = 0; i < 28; i++) {
      t.clock.advance(25 * MINUTE);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(25 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('POST /api/mpi/accounts/logout ends the session and logs LOGOUT', async () => {
    const cookie = await t.login('anna');
    const res = await t.request({ method: 'POST', url: '/api/mpi/accounts/logout', cookie });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = res.cookies.find((c) => c.name === 'pp_session');
    expect(cleared?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await latestEvent({ accountId: await accountId('anna') })).toMatchObject({ eventType: 'LOGOUT', source: 'SERVER' });
  });

  it('one failed sign-in and one sign-out each write exactly one event (the web no longer reports them again)', async () => {
    const id = await accountId('anna');
    const count = async (eventType: string) =>
      (await t.deps.db.select().from(eventLog).where(and(eq(eventLog.accountId, id), eq(eventLog.eventType, eventType)))).length;
    const [failuresBefore, logoutsBefore] = [await count('LOGIN_FAILURE'), await count('LOGOUT')];
    expect((await login(DEMO_ACCOUNTS.anna.username, 'Zle-haslo-raz')).statusCode).toBe(401);
    expect(await count('LOGIN_FAILURE')).toBe(failuresBefore + 1);
    const cookie = await t.login('anna');
    expect((await t.request({ method: 'POST', url: '/api/mpi/accounts/logout', cookie })).statusCode).toBe(204);
    expect(await count('LOGOUT')).toBe(logoutsBefore + 1);
  });

  it('answers a logout without a session with 204 and logs nothing', async () => {
    const before = await latestEvent({});
    const res = await t.request({ method: 'POST', url: '/api/mpi/accounts/logout' });
    expect(res.statusCode).toBe(204);
    expect((await latestEvent({})).id).toBe(before.id);
  });
});

describe('POST /api/mpi/accounts/password-change', () => {
  const newPassword = 'NoweHaslo#2026-abc';

  it('after MUST_CHANGE_PASSWORD changes the password without a session and signs the user in', async () => {
    const { username, password } = DEMO_ACCOUNTS.mustChange;
    expect((await loginAs('mustChange')).json().errorCode).toBe('MUST_CHANGE_PASSWORD');

    const noUsername = await changePassword({ oldPassword: password, newPassword });
    expect(noUsername.statusCode).toBe(400);
    expect(noUsername.json().errorCode).toBe('VALIDATION_ERROR');

    const wrongOld = await changePassword({ username, oldPassword: 'Zle-haslo-2026', newPassword });
    expect(wrongOld.statusCode).toBe(401);
    expect(wrongOld.json().errorCode).toBe('INVALID_CREDENTIALS');

    const same = await changePassword({ username, oldPassword: password, newPassword: password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ errorCode: 'PASSWORD_POLICY', message: 'Nowe hasło musi się różnić od obecnego.' });

    const tooShort = await changePassword({ username, oldPassword: password, newPassword: 'krotkie' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errorCode).toBe('VALIDATION_ERROR');

    const res = await changePassword({ username, oldPassword: password, newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(username);
    const cookie = t.sessionCookie(res);
    expect((await me(cookie)).statusCode).toBe(200);

    const id = await accountId('mustChange');
    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.id, id));
    expect(row).toMatchObject({ mustChangePassword: false, passwordExpiresAt: null });
    expect(row.passwordChangedAt).toBeInstanceOf(Date);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await latestEvent({ accountId: id, eventType: 'PASSWORD_CHANGE' })).toMatchObject({ outcome: 'SUCCESS' });

    expect((await login(username, password)).statusCode).toBe(401);
    expect((await login(username, newPassword)).statusCode).toBe(200);
  });

  it('after PASSWORD_EXPIRED changes the password and the next sign-in succeeds', async () => {
    const { username, password } = DEMO_ACCOUNTS.expired;
    expect((await loginAs('expired')).json().errorCode).toBe('PASSWORD_EXPIRED');
    const res = await changePassword({ username: username.toUpperCase(), oldPassword: password, newPassword });
    expect(res.statusCode).toBe(200);
    expect((await login(username, newPassword)).statusCode).toBe(200);
  });

  it('refuses blocked accounts with their 403 and an unknown user with INVALID_CREDENTIALS', async () => {
    const blocked = await changePassword({ username: DEMO_ACCOUNTS.blocked.username, oldPassword: DEMO_ACCOUNTS.blocked.password, newPassword });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errorCode).toBe('USER_BLOCKED');
    const temporary = await changePassword({
      username: DEMO_ACCOUNTS.temporaryBlocked.username,
      oldPassword: DEMO_ACCOUNTS.temporaryBlocked.password,
      newPassword,
    });
    expect(temporary.statusCode).toBe(403);
    expect(temporary.json().errorCode).toBe('TEMPORARY_BLOCKED');
    const unknown = await changePassword({ username: 'nikt.taki@example.com', oldPassword: 'Cokolwiek#2026', newPassword });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().errorCode).toBe('INVALID_CREDENTIALS');
  });

  it('refuses an account that must first confirm its e-mail', async () => {
    const res = await changePassword({
      username: DEMO_ACCOUNTS.unconfirmed.username,
      oldPassword: DEMO_ACCOUNTS.unconfirmed.password,
      newPassword,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'MUST_CONFIRM_EMAIL', details: { email: DEMO_ACCOUNTS.unconfirmed.username } });
  });

  it('counts a wrong old password toward the lock', async () => {
    const { username, password } = DEMO_ACCOUNTS.unconfirmed;
    for (let i = 0; i < 4; i++) {
      expect((await changePassword({ username, oldPassword: 'Zle-haslo-2026', newPassword })).statusCode).toBe(401);
    }
    expect((await changePassword({ username, oldPassword: 'Zle-haslo-2026', newPassword })).statusCode).toBe(423);
    expect((await login(username, password)).statusCode).toBe(423);
    t.clock.advance(16 * MINUTE);
    expect((await login(username, password)).json().errorCode).toBe('MUST_CONFIRM_EMAIL');
  });

  it('with a session changes that account, ends its other sessions and opens a fresh one', async () => {
    const { username, password } = DEMO_ACCOUNTS.mergeOld;
    const a = t.sessionCookie(await login(username, password));
    const b = t.sessionCookie(await login(username, password));
    const res = await changePassword({ oldPassword: password, newPassword }, a);
    expect(res.statusCode).toBe(200);
    const fresh = t.sessionCookie(res);
    expect(fresh).not.toBe(a);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await login(username, newPassword)).statusCode).toBe(200);
  });
});

describe('POST /api/mpi/accounts/event-log', () => {
  it('stores a client event with source CLIENT and the session account', async () => {
    const cookie = await t.login('anna');
    const res = await clientEvent({ eventLogType: 'LOGOUT', username: DEMO_ACCOUNTS.anna.username, description: 'Wylogowanie' }, cookie);
    expect(res.statusCode).toBe(204);
    expect(await latestEvent({ accountId: await accountId('anna') })).toMatchObject({
      eventType: 'LOGOUT',
      source: 'CLIENT',
      outcome: 'INFO',
      description: 'Wylogowanie',
    });
  });

  it('accepts an event without a session', async () => {
    const res = await clientEvent({ eventLogType: 'LOGIN_FAILURE', username: 'ktos@example.com', description: null });
    expect(res.statusCode).toBe(204);
    expect(await latestEvent({ username: 'ktos@example.com' })).toMatchObject({
      eventType: 'LOGIN_FAILURE',
      source: 'CLIENT',
      outcome: 'FAILURE',
      accountId: null,
    });
  });

  it.each(['LOGIN_SUCCESS', 'ACCOUNT_LOCK', 'PASSWORD_CHANGE'])('refuses a forged %s', async (eventLogType) => {
    const res = await clientEvent({ eventLogType, username: DEMO_ACCOUNTS.anna.username });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
    expect(res.json().message).toMatch(/serwer/);
  });

  it.each(['ACCOUNT_DELETE', 'LINK_CHANGE', 'PROFILE_VIEW'])('refuses a signed-in report of the server-side event %s', async (eventLogType) => {
    const res = await clientEvent({ eventLogType }, await t.login('anna'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it.each(['login', 'AB', 'X-Y', `A${'B'.repeat(64)}`])('refuses the malformed type %s', async (eventLogType) => {
    const res = await clientEvent({ eventLogType });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
  });
});
