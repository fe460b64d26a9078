import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers } from '../../../db/schema/index';
import { DEMO_STAFF } from '../../../demo';
import { createTestApp, type TestApp } from '../../../test/helper';
import { codeAt, passwordStep, signInStaff, staffCookieOf, staffEvents } from '../../../test/staff-kit';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const ME = '/api/clinic/auth/me';
const codeStep = (challenge: string, body: { code?: string; recoveryCode?: string }) =>
  t.request({ method: 'POST', url: '/api/clinic/auth/code', payload: { challenge, ...body } });

describe('staff sign-in: the password step', () => {
  it('answers one 401 for an unknown login, a wrong password and an inactive member', async () => {
    const member = await t.make.staff();
    const inactive = await t.make.staff();
    await t.deps.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.id, inactive.id));
    const answers = await Promise.all([
      passwordStep(t, 'nikt-taki', 'Cokolwiek#2026'),
      passwordStep(t, member.login, 'Zle-Haslo#2026'),
      passwordStep(t, inactive.login, inactive.password),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errorCode: 'INVALID_CREDENTIALS', message: 'Niepoprawny login i/lub hasło.' });
    }
    expect(await staffEvents(t, member.id)).toEqual([{ type: 'STAFF_LOGIN_FAILURE', description: 'password', accountId: null }]);
    expect(await staffEvents(t, inactive.id)).toEqual([{ type: 'STAFF_LOGIN_FAILURE', description: 'password', accountId: null }]);
  });

  it('asks an enrolled member for a code, the login in any case, and opens no session yet', async () => {
    const member = await t.make.staff();
    const res = await passwordStep(t, `  ${member.login.toUpperCase()} `, member.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ next: 'CODE', challenge: expect.any(String) });
    expect(staffCookieOf(res)).toBeNull();
  });

  it('signs a seeded demo member in with the code of its fixed secret', async () => {
    const cookie = await signInStaff(t, DEMO_STAFF.rejestracja);
    const me = await t.request({ method: 'GET', url: ME, cookie });
    expect(me.json()).toMatchObject({ login: 'rejestracja', name: 'Magdalena', lastName: 'Wójcik', roles: ['REGISTRAR'], units: [], mustChangePassword: false });
  });
});

describe('staff sign-in: the code step', () => {
  it('opens a session with the current code: cookie HttpOnly, SameSite=Strict, Path=/api/clinic; events', async () => {
    const member = await t.make.staff({ roles: ['DOCTOR', 'NURSE'] });
    const { challenge } = (await passwordStep(t, member.login, member.password)).json();
    const res = await codeStep(challenge, { code: await codeAt(t, member.totpSecret) });
    expect(res.statusCode, res.body).toBe(204);
    const cookie = res.cookies.find((c) => c.name === 'pp_clinic')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/clinic' });
    const me = await t.request({ method: 'GET', url: ME, cookie: staffCookieOf(res)! });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: member.id,
      login: member.login,
      name: 'Halina',
      lastName: 'Testowa',
      roles: ['DOCTOR', 'NURSE'],
      units: [],
      practitionerId: null,
      partner: null,
      recoveryCodesLeft: 0,
      mustChangePassword: false,
    });
    expect(await staffEvents(t, member.id)).toEqual([{ type: 'STAFF_LOGIN', description: 'code', accountId: null }]);
    const [row] = await t.deps.db.select().from(staffMembers).where(eq(staffMembers.id, member.id));
    expect(row.lastSignInAt).not.toBeNull();
  });

  it('accepts the code of the step before or after, not two steps away', async () => {
    const member = await t.make.staff();
    const { challenge } = (await passwordStep(t, member.login, member.password)).json();
    const far = await codeStep(challenge, { code: await codeAt(t, member.totpSecret, -2) });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({ errorCode: 'SECOND_FACTOR_INVALID', message: 'Nieprawidłowy kod. Sprawdź godzinę w telefonie i wpisz aktualny kod z aplikacji.' });
    expect((await codeStep(challenge, { code: await codeAt(t, member.totpSecret, -1) })).statusCode).toBe(204);
  });

  it('refuses a code used once already within its window, and a code of an earlier step after it', async () => {
    const member = await t.make.staff();
    const code = await codeAt(t, member.totpSecret);
    const first = (await passwordStep(t, member.login, member.password)).json().challenge;
    expect((await codeStep(first, { code })).statusCode).toBe(204);
    const second = (await passwordStep(t, member.login, member.password)).json().challenge;
    const reused = await codeStep(second, { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorCode).toBe('SECOND_FACTOR_INVALID');
    expect((await codeStep(second, { code: await codeAt(t, member.totpSecret, -1) })).statusCode).toBe(400);
    t.clock.advance(30_000);
    expect((await codeStep(second, { code: await codeAt(t, member.totpSecret) })).statusCode).toBe(204);
    expect((await staffEvents(t, member.id)).map((e) => `${e.type}:${e.description}`)).toEqual([
      'STAFF_LOGIN:code',
      'STAFF_LOGIN_FAILURE:code',
      'STAFF_LOGIN_FAILURE:code',
      'STAFF_LOGIN:code',
    ]);
  });

  it('refuses a challenge that expired, was tampered with, or outlived a password change', async () => {
    const member = await t.make.staff();
    const { challenge } = (await passwordStep(t, member.login, member.password)).json();
    const tampered = challenge.replace(/^v1\.\d+/, `v1.${member.id + 1}`);
    const bad = await codeStep(tampered, { code: await codeAt(t, member.totpSecret) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errorCode: 'STAFF_CHALLENGE_EXPIRED', message: 'Logowanie trwało zbyt długo. Zaloguj się ponownie.' });

    t.clock.advance(5 * 60_000 + 1_000);
    expect((await codeStep(challenge, { code: await codeAt(t, member.totpSecret) })).json().errorCode).toBe('STAFF_CHALLENGE_EXPIRED');

    const fresh = (await passwordStep(t, member.login, member.password)).json().challenge;
    await t.deps.db.update(staffMembers).set({ passwordHash: 'zmienione' }).where(eq(staffMembers.id, member.id));
    expect((await codeStep(fresh, { code: await codeAt(t, member.totpSecret) })).json().errorCode).toBe('STAFF_CHALLENGE_EXPIRED');
  });

  it('answers 400 on a malformed body, never 5xx', async () => {
    const member = await t.make.staff();
    const { challenge } = (await passwordStep(t, member.login, member.password)).json();
    for (const payload of [{ challenge }, { challenge, code: '12345' }, { challenge, code: '123456', recoveryCode: 'abcd-efgh' }, { challenge: 'x', code: 'abcdef' }]) {
      const res = await t.request({ method: 'POST', url: '/api/clinic/auth/code', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('the lock after repeated failures', () => {
  it('locks the login after LOGIN_MAX_FAILURES failed passwords and codes alike (423), and lifts after LOGIN_LOCK_MINUTES', async () => {
    const { LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES } = t.deps.config;
    const member = await t.make.staff();
    for (let i = 1; i < LOGIN_MAX_FAILURES - 1; i++) expect((await passwordStep(t, member.login, 'Zle-Haslo#2026')).statusCode).toBe(401);
    const { challenge } = (await passwordStep(t, member.login, member.password)).json();
    expect((await codeStep(challenge, { code: '000000' === (await codeAt(t, member.totpSecret)) ? '111111' : '000000' })).statusCode).toBe(400);
    const last = await passwordStep(t, member.login, 'Zle-Haslo#2026');
    expect(last.statusCode).toBe(423);
    expect(last.json().errorCode).toBe('ACCOUNT_LOCKED');
    expect(last.headers['retry-after']).toBe(String(LOGIN_LOCK_MINUTES * 60));

    const whileLocked = await passwordStep(t, member.login, member.password);
    expect(whileLocked.statusCode).toBe(423);
    expect(whileLocked.json().message).toBe(`Konto zostało czasowo zablokowane. Spróbuj ponownie za ${LOGIN_LOCK_MINUTES} minut.`);
    expect((await codeStep(challenge, { code: await codeAt(t, member.totpSecret) })).statusCode).toBe(423);
    expect((await staffEvents(t, member.id)).map((e) => e.description)).toEqual([
      ...Array(LOGIN_MAX_FAILURES - 2).fill('password'),
      'code',
      'password',
      'locked',
      'locked',
    ]);

    t.clock.advance(LOGIN_LOCK_MINUTES * 60_000 + 1_000);
    await signInStaff(t, member);
  });

  it('locks an unknown login exactly like a known one', async () => {
    for (let i = 1; i < t.deps.config.LOGIN_MAX_FAILURES; i++) expect((await passwordStep(t, 'nie.istnieje', 'Zle-Haslo#2026')).statusCode).toBe(401);
    expect((await passwordStep(t, 'nie.istnieje', 'Zle-Haslo#2026')).statusCode).toBe(423);
  });
});

describe('recovery codes', () => {
  it('are ten, each works once, and a new set voids the old one', async () => {
    const member = await t.make.staff();
    const cookie = await signInStaff(t, member);
    t.clock.advance(30_000);
    const renewed = await t.request({ method: 'POST', url: '/api/clinic/auth/recovery-codes', cookie, payload: { code: await codeAt(t, member.totpSecret) } });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const codes: string[] = renewed.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/);

    const useOnce = async (recoveryCode: string) => {
      const { challenge } = (await passwordStep(t, member.login, member.password)).json();
      return codeStep(challenge, { recoveryCode });
    };
    expect((await useOnce(codes[0].toUpperCase().replace('-', ' '))).statusCode).toBe(204);
    const again = await useOnce(codes[0]);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('SECOND_FACTOR_INVALID');
    expect((await t.request({ method: 'GET', url: ME, cookie })).json().recoveryCodesLeft).toBe(9);

    t.clock.advance(30_000);
    const next = await t.request({ method: 'POST', url: '/api/clinic/auth/recovery-codes', cookie, payload: { code: await codeAt(t, member.totpSecret) } });
    expect(next.statusCode, next.body).toBe(200);
    expect((await useOnce(codes[1])).statusCode).toBe(400);
    expect((await useOnce(next.json().recoveryCodes[0])).statusCode).toBe(204);
    expect((await staffEvents(t, member.id)).map((e) => e.type)).toEqual(
      expect.arrayContaining(['STAFF_RECOVERY_CODES_RENEWED', 'STAFF_RECOVERY_CODE_USED', 'STAFF_LOGIN_FAILURE']),
    );
    expect((await staffEvents(t, member.id)).filter((e) => e.type === 'STAFF_LOGIN_FAILURE').map((e) => e.description)).toEqual(['recovery-code', 'recovery-code']);
  });

  it('renew only with a current code of the app', async () => {
    const member = await t.make.staff();
    const cookie = await t.asStaff(member.id);
    const res = await t.request({ method: 'POST', url: '/api/clinic/auth/recovery-codes', cookie, payload: { code: await codeAt(t, member.totpSecret, -3) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('SECOND_FACTOR_INVALID');
  });
});

describe('sessions', () => {
  it('end after 15 idle minutes, not while used', async () => {
    const member = await t.make.staff();
    const cookie = await signInStaff(t, member);
    t.clock.advance(14 * 60_000);
    expect((await t.request({ method: 'GET', url: ME, cookie })).statusCode).toBe(200);
    t.clock.advance(14 * 60_000);
    expect((await t.request({ method: 'GET', url: ME, cookie })).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1_000);
    expect((await t.request({ method: 'GET', url: ME, cookie })).statusCode).toBe(401);
  });

  it('end 10 hours after the sign-in however busy', async () => {
    const member = await t.make.staff();
    const cookie = await signInStaff(t, member);
    for (let minutes = 0; minutes < 10 * 60 - 10; minutes += 10) {
      t.clock.advance(10 * 60_000);
      expect((await t.request({ method: 'GET', url: ME, cookie })).statusCode, `after ${minutes + 10} minutes`).toBe(200);
    }
    t.clock.advance(10 * 60_000);
    expect((await t.request({ method: 'GET', url: ME, cookie })).statusCode).toBe(401);
  });

  it('sign-out ends the session, clears the cookie and is logged', async () => {
    const member = await t.make.staff();
    const cookie = await signInStaff(t, member);
    const out = await t.request({ method: 'POST', url: '/api/clinic/auth/sign-out', cookie });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'pp_clinic')).toMatchObject({ value: '', path: '/api/clinic' });
    expect((await t.request({ method: 'GET', url: ME, cookie })).statusCode).toBe(401);
    expect((await staffEvents(t, member.id)).map((e) => e.type)).toEqual(['STAFF_LOGIN', 'STAFF_LOGOUT']);
    expect((await t.request({ method: 'POST', url: '/api/clinic/auth/sign-out' })).statusCode).toBe(401);
  });
});

describe('enrolment of the second factor', () => {
  it('QR code, confirmation with the first code, ten recovery codes and a session; CODE next time', async () => {
    const admin = await t.asStaff((await t.make.staff({ roles: ['ADMIN'] })).id);
    const created = await t.request({
      method: 'POST',
      url: '/api/clinic/staff',
      cookie: admin,
      payload: { login: 'nowa.osoba', name: 'Nowa', lastName: 'Osoba', roles: ['NURSE'], unitIds: [], temporaryPassword: 'Tymczasowe#Haslo2026' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const staffId: number = created.json().id;

    const first = await passwordStep(t, 'nowa.osoba', 'Tymczasowe#Haslo2026');
    expect(first.json().next).toBe('ENROL');
    const { challenge } = first.json();
    expect((await codeStep(challenge, { code: '123456' })).json().errorCode).toBe('STAFF_CHALLENGE_EXPIRED');
    const noQrYet = await t.request({ method: 'POST', url: '/api/clinic/auth/enrolment/confirm', payload: { challenge, code: '123456' } });
    expect(noQrYet.statusCode).toBe(409);

    await t.request({ method: 'POST', url: '/api/clinic/auth/enrolment', payload: { challenge } });
    const enrolment = await t.request({ method: 'POST', url: '/api/clinic/auth/enrolment', payload: { challenge } });
    expect(enrolment.statusCode, enrolment.body).toBe(200);
    const { secret, otpauthUrl, qrSvg } = enrolment.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Portal%20Pacjenta%20%E2%80%93%20klinika:nowa.osoba?secret=${secret}&issuer=Przychodnia%20Zdrowie%20Plus%20sp.%20z%20o.o.&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const [row] = await t.deps.db.select().from(staffMembers).where(eq(staffMembers.id, staffId));
    expect(row.totpSecret).toMatch(/^v1:/);
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpEnrolledAt).toBeNull();

    const epoch = () => Math.floor(t.clock.now().getTime() / 1000);
    const wrong = await t.request({ method: 'POST', url: '/api/clinic/auth/enrolment/confirm', payload: { challenge, code: await generate({ secret, epoch: epoch() - 120 }) } });
    expect(wrong.json().errorCode).toBe('SECOND_FACTOR_INVALID');
    const confirmed = await t.request({ method: 'POST', url: '/api/clinic/auth/enrolment/confirm', payload: { challenge, code: await generate({ secret, epoch: epoch() }) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const cookie = staffCookieOf(confirmed)!;
    const me = await t.request({ method: 'GET', url: ME, cookie });
    expect(me.json()).toMatchObject({ login: 'nowa.osoba', roles: ['NURSE'], recoveryCodesLeft: 10, mustChangePassword: true });

    const again = await t.request({ method: 'POST', url: '/api/clinic/auth/enrolment', payload: { challenge } });
    expect(again.json().errorCode).toBe('STAFF_CHALLENGE_EXPIRED');
    const next = await passwordStep(t, 'nowa.osoba', 'Tymczasowe#Haslo2026');
    expect(next.json().next).toBe('CODE');
    const enrolled = await t.request({ method: 'POST', url: '/api/clinic/auth/enrolment', payload: { challenge: next.json().challenge } });
    expect(enrolled.statusCode).toBe(409);
    expect((await staffEvents(t, staffId)).map((e) => `${e.type}:${e.description?.startsWith('Role') ? 'Role' : e.description}`)).toEqual([
      'STAFF_CREATED:Role',
      'STAFF_LOGIN_FAILURE:code',
      'STAFF_ENROLLED:null',
      'STAFF_LOGIN:enrolment',
    ]);
  });
});

describe("the member's own password", () => {
  it('changes with the current one, ends the other sessions and the must-change flag', async () => {
    const member = await t.make.staff();
    await t.deps.db.update(staffMembers).set({ mustChangePassword: true }).where(eq(staffMembers.id, member.id));
    const other = await t.asStaff(member.id);
    const cookie = await t.asStaff(member.id);
    const put = (payload: object) => t.request({ method: 'PUT', url: '/api/clinic/auth/password', cookie, payload });

    const wrong = await put({ oldPassword: 'Zle-Haslo#2026', newPassword: 'Nowe-Dobre#Haslo2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'PASSWORD_INCORRECT', errors: [{ path: 'oldPassword' }] });
    expect((await put({ oldPassword: member.password, newPassword: member.password })).json().errorCode).toBe('PASSWORD_POLICY');
    expect((await put({ oldPassword: member.password, newPassword: 'krotkie' })).json().errorCode).toBe('VALIDATION_ERROR');

    const changed = await put({ oldPassword: member.password, newPassword: 'Nowe-Dobre#Haslo2026' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().mustChangePassword).toBe(false);
    const fresh = staffCookieOf(changed)!;
    expect((await t.request({ method: 'GET', url: ME, cookie: fresh })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: ME, cookie: other })).statusCode).toBe(401);
    expect((await passwordStep(t, member.login, member.password)).statusCode).toBe(401);
    expect((await passwordStep(t, member.login, 'Nowe-Dobre#Haslo2026')).statusCode).toBe(200);
    expect((await staffEvents(t, member.id)).map((e) => e.type)).toEqual(['STAFF_PASSWORD_CHANGED', 'STAFF_LOGIN_FAILURE']);
  });
});

describe('the rate limit per address', () => {
  let limited: TestApp;
  beforeAll(async () => (limited = await createTestApp({ STAFF_SIGN_IN_RATE_LIMIT_PER_MINUTE: 3 })));
  afterAll(() => limited.close());

  it('answers 429 past STAFF_SIGN_IN_RATE_LIMIT_PER_MINUTE sign-in attempts a minute', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await passwordStep(limited, `ktos.${i}`, 'Zle-Haslo#2026')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await passwordStep(limited, DEMO_STAFF.admin.login, DEMO_STAFF.admin.password);
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('RATE_LIMITED');
  });
});
