import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers } from '../../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../../demo';
import { createTestApp, type TestApp } from '../../../test/helper';
import { codeAt } from '../../../test/staff-kit';
import { hashPassword } from '../../sign-in-guard/sign-in-guard-service';
import { addressBucket, grown, LOGIN_WIDE_FAILURES } from '../core/staff-sign-in-throttle';

/*
 * Issue 27, item 4: failing on purpose must not keep the desk out. The desk's browser carries the
 * console's device cookie after its sign-in; strangers are counted by login and address, with growing
 * locks and waits, and a login-wide ceiling for browsers without the cookie.
 */

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const DESK = '198.51.100.2';
const ATTACKER = '203.0.113.7';
const DEVICE = 'pp_clinic_device';
const WRONG = 'Zle-Haslo#2026';

type Member = Awaited<ReturnType<TestApp['make']['staff']>>;

const passwordStep = (app: TestApp, login: string, password: string, remoteAddress: string, device?: string) =>
  app.request({ method: 'POST', url: '/api/clinic/auth/sign-in', payload: { login, password }, remoteAddress, cookie: device ? `${DEVICE}=${device}` : undefined });

/** Both steps from the address; the device cookie the browser holds afterwards (the one it had, or the new one). */
async function fullSignIn(member: Member, remoteAddress: string, device?: string) {
  const first = await passwordStep(t, member.login, member.password, remoteAddress, device);
  if (first.statusCode !== 200) return { status: first.statusCode, device, body: first.json() as { errorCode: string } };
  const second = await t.request({
    method: 'POST',
    url: '/api/clinic/auth/code',
    payload: { challenge: first.json().challenge, code: await codeAt(t, member.totpSecret) },
    remoteAddress,
    cookie: device ? `${DEVICE}=${device}` : undefined,
  });
  t.clock.advance(30_000); // the next sign-in's code is a new one
  const set = second.cookies.find((c) => c.name === DEVICE);
  return { status: second.statusCode, device: set?.value ?? device, cookie: set, body: second.statusCode === 204 ? null : second.json() };
}

async function failTimes(app: TestApp, login: string, times: number, remoteAddress: string, device?: string) {
  const answers: number[] = [];
  for (let i = 0; i < times; i++) answers.push((await passwordStep(app, login, WRONG, remoteAddress, device)).statusCode);
  return answers;
}

describe('the console device cookie', () => {
  it('is set only once a sign-in completes: HttpOnly, SameSite=Strict, only for /api/clinic/auth', async () => {
    const member = await t.make.staff();
    const first = await passwordStep(t, member.login, member.password, DESK);
    expect(first.cookies.find((c) => c.name === DEVICE)).toBeUndefined();
    const done = await fullSignIn(member, DESK);
    expect(done.status).toBe(204);
    expect(done.cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/clinic/auth' });
    expect(done.cookie!.maxAge).toBe(90 * 24 * 3600);
  });

  it('lets the desk in while a stranger has locked the login, and a browser elsewhere is not stopped by that lock', async () => {
    const member = await t.make.staff();
    const { device } = await fullSignIn(member, DESK);
    expect(await failTimes(t, member.login, t.deps.config.LOGIN_MAX_FAILURES, ATTACKER)).toEqual([401, 401, 401, 401, 423]);
    expect((await passwordStep(t, member.login, member.password, ATTACKER)).statusCode).toBe(423);
    // The desk, with its cookie, at its own address or any other.
    expect((await fullSignIn(member, DESK, device)).status).toBe(204);
    expect((await fullSignIn(member, ATTACKER, device)).status).toBe(204);
    // A colleague's browser without the cookie at a third address.
    expect((await fullSignIn(member, '192.0.2.9')).status).toBe(204);
  });

  it("counts the device's own failures against it alone", async () => {
    const member = await t.make.staff();
    const { device } = await fullSignIn(member, DESK);
    expect(await failTimes(t, member.login, t.deps.config.LOGIN_MAX_FAILURES, DESK, device)).toEqual([401, 401, 401, 401, 423]);
    expect((await passwordStep(t, member.login, member.password, DESK, device)).statusCode).toBe(423);
    // Neither the login nor the address was charged.
    expect((await fullSignIn(member, DESK)).status).toBe(204);
  });

  it('gives no way past a lock when tampered with, when it is a patient device cookie, or after a new password', async () => {
    const member = await t.make.staff();
    const { device } = await fullSignIn(member, DESK);
    await failTimes(t, member.login, t.deps.config.LOGIN_MAX_FAILURES, DESK);
    const tampered = device!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await passwordStep(t, member.login, member.password, DESK, tampered)).statusCode).toBe(423);
    // A patient's pp_device entry, offered as the console's: its signature binds no staff member.
    const patient = await t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: DEMO_ACCOUNTS.anna, remoteAddress: DESK });
    const patientDevice = patient.cookies.find((c) => c.name === 'pp_device')!.value;
    expect((await passwordStep(t, member.login, member.password, DESK, patientDevice)).statusCode).toBe(423);
    // The genuine cookie passes, until the member's password changes.
    expect((await passwordStep(t, member.login, member.password, DESK, device)).statusCode).toBe(200);
    const newPassword = 'Nowe-Haslo#2026-x';
    await t.deps.db.update(staffMembers).set({ passwordHash: await hashPassword(newPassword) }).where(eq(staffMembers.id, member.id));
    await failTimes(t, member.login, t.deps.config.LOGIN_MAX_FAILURES, ATTACKER);
    expect((await passwordStep(t, member.login, newPassword, DESK, device)).statusCode).toBe(200); // a new password lifted the desk's old lock …
    await failTimes(t, member.login, t.deps.config.LOGIN_MAX_FAILURES, DESK);
    expect((await passwordStep(t, member.login, newPassword, DESK, device)).statusCode).toBe(423); // … and withdrew the cookie's trust
  });
});

describe('strangers', () => {
  it('lock a login at their address for longer each time: 15, then 30 minutes (Retry-After)', async () => {
    const member = await t.make.staff();
    const lockMinutes = t.deps.config.LOGIN_LOCK_MINUTES;
    await failTimes(t, member.login, t.deps.config.LOGIN_MAX_FAILURES - 1, ATTACKER);
    const first = await passwordStep(t, member.login, WRONG, ATTACKER);
    expect(first.statusCode).toBe(423);
    expect(Number(first.headers['retry-after'])).toBe(lockMinutes * 60);
    t.clock.advance(lockMinutes * 60_000 + 1_000);
    await failTimes(t, member.login, t.deps.config.LOGIN_MAX_FAILURES - 1, ATTACKER);
    const second = await passwordStep(t, member.login, WRONG, ATTACKER);
    expect(second.statusCode).toBe(423);
    expect(Number(second.headers['retry-after'])).toBe(2 * lockMinutes * 60);
    expect(second.json()).toMatchObject({ errorCode: 'ACCOUNT_LOCKED', details: { lockMinutes: String(2 * lockMinutes) } });
  });

  it('from many addresses lock the login for browsers without the cookie, never for the desk', async () => {
    const member = await t.make.staff();
    const { device } = await fullSignIn(member, DESK);
    for (let i = 0; i < LOGIN_WIDE_FAILURES; i++) expect((await passwordStep(t, member.login, WRONG, `203.0.113.${100 + i}`)).statusCode).toBe(i + 1 < LOGIN_WIDE_FAILURES ? 401 : 423);
    expect((await passwordStep(t, member.login, member.password, '192.0.2.77')).statusCode).toBe(423);
    expect((await fullSignIn(member, DESK, device)).status).toBe(204);
  });

  it('treat an unknown login exactly like a member’s', async () => {
    const member = await t.make.staff();
    const known = await failTimes(t, member.login, t.deps.config.LOGIN_MAX_FAILURES + 1, ATTACKER);
    const unknown = await failTimes(t, 'nie.ma.takiego', t.deps.config.LOGIN_MAX_FAILURES + 1, ATTACKER);
    expect(unknown).toEqual(known);
  });
});

describe('an address that fails too often', () => {
  let limited: TestApp;
  beforeAll(async () => (limited = await createTestApp({ STAFF_SIGN_IN_ADDRESS_MAX_FAILURES: 4 })));
  afterAll(() => limited.close());

  it('waits a minute, then two, whatever logins it tries (429 with Retry-After); an IPv6 /64 is one address', async () => {
    const logins = ['a.kowalska', 'b.nowak', 'c.wisniewska', 'd.lewandowski'];
    const from = async (ip: string) => {
      const answers: number[] = [];
      for (const login of logins) answers.push((await passwordStep(limited, login, WRONG, ip)).statusCode);
      return answers;
    };
    expect(await from('2001:db8:1:2::a')).toEqual([401, 401, 401, 429]);
    const waiting = await passwordStep(limited, 'e.zielinska', WRONG, '2001:db8:1:2:ffff::b');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ errorCode: 'RATE_LIMITED', message: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.' });
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another /64 is another address.
    expect((await passwordStep(limited, 'e.zielinska', WRONG, '2001:db8:1:3::a')).statusCode).toBe(401);
    limited.clock.advance(61_000);
    const again = await from('2001:db8:1:2::c');
    expect(again).toEqual([401, 401, 401, 429]);
    expect(Number((await passwordStep(limited, 'f.wojcik', WRONG, '2001:db8:1:2::c')).headers['retry-after'])).toBeGreaterThan(60);
  });
});

describe('the rules', () => {
  it('group IPv6 by /64 and keep IPv4 (mapped or not) whole', () => {
    expect(addressBucket('2001:DB8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressBucket('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('192.0.2.1')).toBe('192.0.2.1');
  });

  it('double each lock or wait up to its cap', () => {
    expect([1, 2, 3, 4].map((level) => grown(15, level, 100))).toEqual([15, 30, 60, 100]);
    expect(grown(60_000, 1_000, 3_600_000)).toBe(3_600_000);
  });
});
