import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers, staffRecoveryCodes } from '../../../db/schema/index';
import { DEMO_STAFF } from '../../../demo';
import { createTestApp, type TestApp } from '../../../test/helper';
import { codeAt, makeUnit, passwordStep, signInStaff, staffEvents, toStepStart } from '../../../test/staff-kit';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['make']['staff']>>;
let adminCookie: string;
let unitA: number;
let unitB: number;
beforeAll(async () => {
  t = await createTestApp();
  unitA = await makeUnit(t, 'Przychodnia A');
  unitB = await makeUnit(t, 'Poradnia B');
  admin = await t.make.staff({ roles: ['ADMIN'], lastName: 'Administratorska' });
  adminCookie = await t.asStaff(admin.id);
});
afterAll(() => t.close());

const newMember = (over: Record<string, unknown> = {}) => ({
  login: `osoba.${Math.random().toString(36).slice(2, 10)}`,
  name: 'Zofia',
  lastName: 'Nowicka',
  email: 'z.nowicka@example.com',
  roles: ['REGISTRAR'],
  unitIds: [],
  temporaryPassword: 'Tymczasowe#Haslo2026',
  ...over,
});
const create = (payload: object, cookie = adminCookie) => t.request({ method: 'POST', url: '/api/clinic/staff', cookie, payload });
const update = (id: number, payload: object, cookie = adminCookie) => t.request({ method: 'PUT', url: `/api/clinic/staff/${id}`, cookie, payload });
const action = (id: number, what: string, cookie = adminCookie, payload?: object) =>
  t.request({ method: 'POST', url: `/api/clinic/staff/${id}/${what}`, cookie, payload });
const editable = (m: { name: string; lastName: string; email: string | null; roles: string[]; units: Array<{ id: number }>; practitionerId: number | null }) => ({
  name: m.name,
  lastName: m.lastName,
  email: m.email,
  roles: m.roles,
  unitIds: m.units.map((u) => u.id),
  practitionerId: m.practitionerId,
});

describe('creating a member', () => {
  it('makes a member with a temporary password to change and no second factor yet; event', async () => {
    const res = await create(newMember({ login: 'Zofia.N', roles: ['REGISTRAR', 'NURSE'], unitIds: [unitB, unitA] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      login: 'Zofia.N',
      name: 'Zofia',
      lastName: 'Nowicka',
      email: 'z.nowicka@example.com',
      roles: ['REGISTRAR', 'NURSE'],
      units: [
        { id: unitA, name: 'Przychodnia A' },
        { id: unitB, name: 'Poradnia B' },
      ],
      practitionerId: null,
      partner: null,
      active: true,
      secondFactorEnrolled: false,
      mustChangePassword: true,
      lastSignInAt: null,
      createdAt: expect.any(String),
    });
    expect((await t.request({ method: 'GET', url: `/api/clinic/staff/${res.json().id}`, cookie: adminCookie })).json()).toEqual(res.json());
    expect(await staffEvents(t, res.json().id)).toEqual([
      { type: 'STAFF_CREATED', description: `Role: REGISTRAR, NURSE; przez ${admin.login} (#${admin.id})`, accountId: null },
    ]);
  });

  it('refuses a login taken in any case (409), a breached password, unknown units and practitioners, bad fields', async () => {
    const taken = await create(newMember({ login: 'ADMIN' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ errorCode: 'CONFLICT', message: 'Login „ADMIN” jest już zajęty. Wybierz inny.' });
    expect((await create(newMember({ temporaryPassword: 'password1234' }))).json().errorCode).toBe('PASSWORD_VULNERABLE_ERROR');
    const unknownUnit = await create(newMember({ unitIds: [unitA, 2_000_000] }));
    expect(unknownUnit.statusCode).toBe(400);
    expect(unknownUnit.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'unitIds.1', message: 'Nie ma takiej jednostki.' }] });
    expect((await create(newMember({ practitionerId: 2_000_000 }))).json()).toMatchObject({ errors: [{ path: 'practitionerId' }] });
    for (const bad of [{ roles: [] }, { roles: ['ADMIN', 'ADMIN'] }, { roles: ['JANITOR'] }, { login: 'ź' }, { login: 'ab' }, { email: 'nie-email' }, { temporaryPassword: 'krotkie' }, { name: '' }]) {
      const res = await create(newMember(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });
});

describe('the list', () => {
  it('pages by last name, name, id and finds by a prefix of the login, name or last name', async () => {
    const page = await t.request({ method: 'GET', url: '/api/clinic/staff?pageSize=3', cookie: adminCookie });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ pageIndex: 0, pageSize: 3, hasNextPage: true });
    const all = await t.request({ method: 'GET', url: '/api/clinic/staff?pageSize=100', cookie: adminCookie });
    const names = all.json().items.map((m: { lastName: string; name: string }) => `${m.lastName} ${m.name}`);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.json().items.map((m: { login: string }) => m.login)).toEqual(expect.arrayContaining(Object.values(DEMO_STAFF).map((m) => m.login)));

    const find = async (q: string) =>
      (await t.request({ method: 'GET', url: `/api/clinic/staff?q=${encodeURIComponent(q)}`, cookie: adminCookie })).json().items.map((m: { login: string }) => m.login);
    expect(await find('rejestr')).toEqual(['rejestracja']);
    expect(await find('MAGDA')).toEqual(['rejestracja']);
    expect(await find('wój')).toEqual(['rejestracja']);
    expect(await find('%')).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/clinic/staff?pageSize=1000', cookie: adminCookie })).statusCode).toBe(400);
  });
});

describe('changes', () => {
  it('updates the fields; a change of roles or units ends the sessions, a change of the name does not', async () => {
    const member = await t.make.staff({ roles: ['NURSE'] });
    const session = await t.asStaff(member.id);
    const me = () => t.request({ method: 'GET', url: '/api/clinic/auth/me', cookie: session });
    const current = (await t.request({ method: 'GET', url: `/api/clinic/staff/${member.id}`, cookie: adminCookie })).json();

    const renamed = await update(member.id, { ...editable(current), name: 'Helena', email: null });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Helena', email: null });
    expect((await me()).statusCode).toBe(200);

    const moved = await update(member.id, { ...editable(renamed.json()), roles: ['NURSE', 'MIDWIFE'], unitIds: [unitA] });
    expect(moved.json()).toMatchObject({ roles: ['NURSE', 'MIDWIFE'], units: [{ id: unitA, name: 'Przychodnia A' }] });
    expect((await me()).statusCode).toBe(401);
    expect((await staffEvents(t, member.id)).map((e) => e.description)).toEqual([
      `przez ${admin.login} (#${admin.id})`,
      `Role: NURSE, MIDWIFE; jednostki: ${unitA}; przez ${admin.login} (#${admin.id})`,
    ]);
  });

  it('an administrator cannot remove her own ADMIN role nor deactivate herself (409)', async () => {
    const self = (await t.request({ method: 'GET', url: `/api/clinic/staff/${admin.id}`, cookie: adminCookie })).json();
    const demoted = await update(admin.id, { ...editable(self), roles: ['REGISTRAR'] });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().message).toBe('Nie możesz odebrać sobie roli administratora. Poproś o to innego administratora.');
    const off = await action(admin.id, 'deactivate');
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Nie możesz dezaktywować własnego konta.');
    // Her own roles changed: her sessions end too, this one included.
    expect((await update(admin.id, { ...editable(self), roles: ['ADMIN', 'REGISTRAR'] })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/clinic/auth/me', cookie: adminCookie })).statusCode).toBe(401);
    adminCookie = await t.asStaff(admin.id);
  });

  it('deactivation ends the sessions and the sign-in; activation brings the sign-in back', async () => {
    const member = await t.make.staff();
    const session = await t.asStaff(member.id);
    const off = await action(member.id, 'deactivate');
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/clinic/auth/me', cookie: session })).statusCode).toBe(401);
    expect((await passwordStep(t, member.login, member.password)).statusCode).toBe(401);
    expect((await action(member.id, 'activate')).json().active).toBe(true);
    await signInStaff(t, member);
    expect((await staffEvents(t, member.id)).map((e) => e.type)).toEqual(['STAFF_DEACTIVATED', 'STAFF_LOGIN_FAILURE', 'STAFF_ACTIVATED', 'STAFF_LOGIN']);
  });

  it('a reset of the second factor clears the secret and the codes and ends the sessions: the next sign-in enrols', async () => {
    const member = await t.make.staff();
    const session = await signInStaff(t, member);
    t.clock.advance(30_000);
    await t.request({ method: 'POST', url: '/api/clinic/auth/recovery-codes', cookie: session, payload: { code: await codeAt(t, member.totpSecret) } });
    const { challenge } = (await passwordStep(t, member.login, member.password)).json();
    const reset = await action(member.id, 'reset-second-factor');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().secondFactorEnrolled).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/clinic/auth/me', cookie: session })).statusCode).toBe(401);
    expect(await t.deps.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id))).toEqual([]);
    const [row] = await t.deps.db.select().from(staffMembers).where(eq(staffMembers.id, member.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null });
    t.clock.advance(30_000);
    const old = await t.request({ method: 'POST', url: '/api/clinic/auth/code', payload: { challenge, code: await codeAt(t, member.totpSecret) } });
    expect(old.json().errorCode).toBe('STAFF_CHALLENGE_EXPIRED');
    expect((await passwordStep(t, member.login, member.password)).json().next).toBe('ENROL');
    expect((await staffEvents(t, member.id)).map((e) => e.type)).toContain('STAFF_SECOND_FACTOR_RESET');
  });

  it('a temporary password replaces the old one, must be changed, ends the sessions and lifts the lock', async () => {
    const member = await t.make.staff();
    const session = await t.asStaff(member.id);
    for (let i = 0; i < t.deps.config.LOGIN_MAX_FAILURES; i++) await passwordStep(t, member.login, 'Zle-Haslo#2026');
    expect((await passwordStep(t, member.login, member.password)).statusCode).toBe(423);
    const res = await action(member.id, 'password', adminCookie, { temporaryPassword: 'Nowe-Tymczasowe#2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mustChangePassword).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/clinic/auth/me', cookie: session })).statusCode).toBe(401);
    expect((await passwordStep(t, member.login, member.password)).statusCode).toBe(401);
    const signedIn = await signInStaff(t, { ...member, password: 'Nowe-Tymczasowe#2026' });
    expect((await t.request({ method: 'GET', url: '/api/clinic/auth/me', cookie: signedIn })).json().mustChangePassword).toBe(true);
    expect((await staffEvents(t, member.id)).filter((e) => e.type === 'STAFF_PASSWORD_CHANGED').map((e) => e.description)).toEqual([
      `hasło tymczasowe; przez ${admin.login} (#${admin.id})`,
    ]);
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    expect((await t.request({ method: 'GET', url: '/api/clinic/staff/2000000000', cookie: adminCookie })).statusCode).toBe(404);
    expect((await action(2_000_000_000, 'activate')).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/clinic/staff/abc', cookie: adminCookie })).statusCode).toBe(400);
  });
});

describe('an administrator limited to units', () => {
  it('manages only members whose units are all hers, and assigns only her units', async () => {
    const limited = await t.make.staff({ roles: ['ADMIN'], unitIds: [unitA] });
    const cookie = await t.asStaff(limited.id);
    const inA = await t.make.staff({ unitIds: [unitA], lastName: 'Wjednostce' });
    const inAB = await t.make.staff({ unitIds: [unitA, unitB] });
    const everywhere = await t.make.staff();

    const listed = (await t.request({ method: 'GET', url: '/api/clinic/staff?pageSize=100', cookie })).json().items.map((m: { id: number }) => m.id);
    expect(listed).toEqual(expect.arrayContaining([limited.id, inA.id]));
    expect(listed).not.toContain(inAB.id);
    expect(listed).not.toContain(everywhere.id);
    expect(listed).not.toContain(admin.id);

    for (const other of [inAB, everywhere, admin]) {
      expect((await t.request({ method: 'GET', url: `/api/clinic/staff/${other.id}`, cookie })).statusCode).toBe(404);
      expect((await action(other.id, 'deactivate', cookie)).statusCode).toBe(404);
      expect((await action(other.id, 'reset-second-factor', cookie)).statusCode).toBe(404);
    }
    const mine = (await t.request({ method: 'GET', url: `/api/clinic/staff/${inA.id}`, cookie })).json();
    expect((await update(inA.id, { ...editable(mine), unitIds: [unitA, unitB] }, cookie)).json()).toMatchObject({ errors: [{ path: 'unitIds.1', message: 'Nie ma takiej jednostki.' }] });
    expect((await update(inA.id, { ...editable(mine), unitIds: [] }, cookie)).json()).toMatchObject({ errors: [{ path: 'unitIds' }] });
    expect((await update(inA.id, { ...editable(mine), roles: ['DOCTOR'] }, cookie)).statusCode).toBe(200);
    expect((await create(newMember({ unitIds: [] }), cookie)).statusCode).toBe(400);
    expect((await create(newMember({ unitIds: [unitB] }), cookie)).statusCode).toBe(400);
    expect((await create(newMember({ unitIds: [unitA] }), cookie)).statusCode).toBe(201);
  });
});

describe('the dashboard', () => {
  it('answers the queues the member’s roles see (none registered yet by other modules is fine)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/clinic/dashboard', cookie: await t.asStaff((await t.make.staff({ roles: ['MIDWIFE'] })).id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queues: expect.any(Array) });
  });
});

describe('/dev/totp (demo mode)', () => {
  it('shows the current code of each demo member, which signs in', async () => {
    toStepStart(t);
    const page = await t.request({ method: 'GET', url: '/dev/totp' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<meta http-equiv="refresh" content="5">');
    for (const member of Object.values(DEMO_STAFF)) {
      expect(page.body).toContain(`data-testid="totp-${member.login}" data-ready="true">${await codeAt(t, member.totpSecret)}<`);
    }
    // A member with a secret of her own is not shown.
    const own = await t.make.staff();
    expect((await t.request({ method: 'GET', url: '/dev/totp' })).body).not.toContain(own.login);
    const outbox = await t.request({ method: 'GET', url: '/dev/outbox' });
    expect(outbox.body).toContain('<a href="/dev/totp">');

    const code = page.body.match(/data-testid="totp-admin" data-ready="true">(\d{6})</)![1];
    const { challenge } = (await passwordStep(t, DEMO_STAFF.admin.login, DEMO_STAFF.admin.password)).json();
    expect((await t.request({ method: 'POST', url: '/api/clinic/auth/code', payload: { challenge, code } })).statusCode).toBe(204);

    // That code is spent: the page now shows the next step's code, which the ±1 window accepts at once.
    const again = await t.request({ method: 'GET', url: '/dev/totp' });
    const next = again.body.match(/data-testid="totp-admin" data-ready="true">(\d{6})</)![1];
    expect(next).toBe(await codeAt(t, DEMO_STAFF.admin.totpSecret, 1));
    const second = (await passwordStep(t, DEMO_STAFF.admin.login, DEMO_STAFF.admin.password)).json();
    expect((await t.request({ method: 'POST', url: '/api/clinic/auth/code', payload: { challenge: second.challenge, code } })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/clinic/auth/code', payload: { challenge: second.challenge, code: next } })).statusCode).toBe(204);
    // Both spent: the code after them is shown as not ready until the clock reaches its predecessor.
    expect((await t.request({ method: 'GET', url: '/dev/totp' })).body).toContain('data-testid="totp-admin" data-ready="false">');
  });
});
