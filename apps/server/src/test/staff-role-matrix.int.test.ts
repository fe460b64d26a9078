import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoleValues, type StaffRoleName } from '@portal/contracts';
import { createTestApp, type TestApp } from './helper';
import { authoredWrites, registerTables, staffBodies, staffIdFactories, unitRowFactories, unitScopedLists, unitScopedWrites, type WriteCall } from './staff-access-examples';
import { makeUnit } from './staff-kit';
import { organisationBodies } from './organisation-examples';
import { settings } from '../db/schema/index';
import { modules } from '../modules/index';

/**
 * One test for every clinic route (plugins/staff-access): anonymously it is 401; for a member with
 * each single role it is 403 when the role is not among the route's, and neither 401 nor 403 when it
 * is; a route that names a unit answers 404 to a member limited to other units. New routes of any
 * module are picked up from `app.staffRoutes`; their ids and bodies come from staff-access-examples.
 * Every console write is listed there too: who may, in which unit, recorded as whom (issue 27).
 */

let t: TestApp;
const memberOf = {} as Record<StaffRoleName, number>;
let ownUnit: number;
let otherUnit: number;
let bodies: Record<string, () => unknown>;
/** The size of the unit walk, reported after the run. */
const unitMatrix = { routes: 0, cases: 0 };
beforeAll(async () => {
  t = await createTestApp();
  // Every module's switch of the application settings on: a switched-off module's routes are 404 to everyone.
  const [application] = await t.deps.db.select().from(settings).where(eq(settings.key, 'application'));
  const switches = modules.flatMap((m) => (typeof m.flag === 'string' ? [[m.flag, true]] : []));
  await t.deps.db
    .update(settings)
    .set({ value: { ...(application.value as object), ...Object.fromEntries(switches) } })
    .where(eq(settings.key, 'application'));
  bodies = { ...(await organisationBodies(t)), ...staffBodies };
  for (const role of staffRoleValues) memberOf[role] = (await t.make.staff({ roles: [role] })).id;
  ownUnit = await makeUnit(t, 'Jednostka własna');
  otherUnit = await makeUnit(t, 'Jednostka cudza');
});
afterAll(async () => {
  if (unitMatrix.routes) console.log(`staff matrix: ${t.app.staffRoutes.length} clinic routes × ${staffRoleValues.length} roles; unit walk: ${unitMatrix.routes} routes × 2 unit cases = ${unitMatrix.cases}`);
  await t.close();
});

const WITH_BODY = ['POST', 'PUT', 'PATCH'];

/** The route called with fresh ids (or the given ones), its body from the examples (with the given ids merged where the route reads them from the body or the query). */
type ClinicRoute = TestApp['app']['staffRoutes'][number];

async function call(route: ClinicRoute, cookie: string | undefined, given: Record<string, number> = {}) {
  const key = `${route.method} ${route.url}`;
  let url = route.url;
  for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
    const make = staffIdFactories[name];
    if (!make && given[name] === undefined) throw new Error(`test/staff-access-examples.ts: no id factory for ":${name}" (${route.url})`);
    url = url.replace(`:${name}`, given[name] !== undefined ? String(given[name]) : await make(t));
  }
  const query = new URLSearchParams();
  let body = WITH_BODY.includes(route.method) ? ((bodies[key]?.() as Record<string, unknown> | undefined) ?? {}) : undefined;
  for (const [name, source] of [
    ['unitId', route.unit],
    ['patientId', route.patient],
  ] as const) {
    if (!source || source === 'params') continue;
    const value = given[name] ?? Number(await staffIdFactories[name](t));
    if (source === 'query') query.set(name, String(value));
    else body = { ...body, [name]: value };
  }
  const qs = query.toString();
  return t.request({ method: route.method as 'GET', url: qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url, payload: body as object, cookie });
}

describe('role matrix of every clinic route', () => {
  it('covers at least the staff module routes', () => {
    expect(t.app.staffRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/clinic/auth/sign-in',
        'GET /api/clinic/auth/me',
        'GET /api/clinic/dashboard',
        'GET /api/clinic/staff',
        'POST /api/clinic/staff/:staffId/reset-second-factor',
      ]),
    );
  });

  it('answers 401 without a session, 403 to a role outside the route, and lets every listed role through', async () => {
    for (const route of t.app.staffRoutes) {
      if (route.roles === 'public') continue;
      const key = `${route.method} ${route.url}`;
      const anonymous = await call(route, undefined);
      expect(anonymous.statusCode, `${key} anonymously`).toBe(401);
      for (const role of staffRoleValues) {
        const res = await call(route, await t.asStaff(memberOf[role]));
        if (route.roles.includes(role)) {
          expect([401, 403], `${key} as ${role}: ${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
          expect(res.statusCode, `${key} as ${role}: ${res.body}`).toBeLessThan(500);
        } else {
          expect(res.statusCode, `${key} as ${role}: ${res.body}`).toBe(403);
          expect(res.json().errorCode).toBe('FORBIDDEN');
        }
      }
    }
    // Every clinic route × every role, with fresh rows per call: longer than the default 30 s on a busy machine.
  }, 180_000);

  // Joined by the routes that declare `unit` (the organisation module's, and later modules').
  it('answers 404 for a unit outside a unit-limited member, as for an unknown unit', async () => {
    for (const route of t.app.staffRoutes) {
      if (route.roles === 'public' || !route.unit) continue;
      const member = await t.make.staff({ roles: [route.roles[0]], unitIds: [ownUnit] });
      const res = await call(route, await t.asStaff(member.id), { unitId: otherUnit });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(404);
    }
  });

  // Visits, documents, results, the waiting list and bookings addressed by their own id (issue 27): a
  // member limited to one unit finds another unit's row exactly as an unknown one (404), reading or writing,
  // and her own unit's row past the scope.
  it('answers 404 for a row of another unit to a unit-limited member on every route naming a visit, document, result, queue place or booking', async () => {
    const scoped = t.app.staffRoutes.filter((r) => r.roles !== 'public' && Object.keys(unitRowFactories).some((name) => r.url.includes(`:${name}`)));
    expect(scoped.length).toBeGreaterThanOrEqual(20);
    let cases = 0;
    for (const route of scoped) {
      if (route.roles === 'public') continue;
      const name = Object.keys(unitRowFactories).find((n) => route.url.includes(`:${n}`))!;
      const member = await t.make.staff({ roles: [route.roles[0]], unitIds: [ownUnit] });
      const cookie = await t.asStaff(member.id);
      const patient = (await t.make.patient()).id;
      const foreign = await call(route, cookie, { [name]: await unitRowFactories[name](t, otherUnit, patient) });
      expect(foreign.statusCode, `${route.method} ${route.url}, another unit's row: ${foreign.body}`).toBe(404);
      const unknown = await call(route, cookie, { [name]: 2_000_000_000 });
      expect(foreign.json()).toEqual(unknown.json());
      // Her own unit's row gets past the scope: any answer but the unknown row's (a route may still say 404 for its own reason, e.g. no imaging study).
      const own = await call(route, cookie, { [name]: await unitRowFactories[name](t, ownUnit, patient) });
      expect(own.body, `${route.method} ${route.url}, her unit's row: ${own.statusCode}`).not.toBe(unknown.body);
      cases += 2;
    }
    unitMatrix.routes = scoped.length;
    unitMatrix.cases = cases;
  }, 300_000);

  it("leaves another unit's rows out of a patient's lists for a unit-limited member", async () => {
    const member = await t.make.staff({ roles: ['DOCTOR', 'REGISTRAR'], unitIds: [ownUnit] });
    const cookie = await t.asStaff(member.id);
    for (const list of unitScopedLists) {
      const patient = (await t.make.patient()).id;
      const mine = await unitRowFactories[list.rows](t, ownUnit, patient);
      const theirs = await unitRowFactories[list.rows](t, otherUnit, patient);
      const res = await t.request({ method: 'GET', url: list.url(patient), cookie });
      expect(res.statusCode, `${list.url(patient)}: ${res.body}`).toBe(200);
      expect(list.ids(res.json()), list.url(patient)).toContain(mine);
      expect(list.ids(res.json()), list.url(patient)).not.toContain(theirs);
    }
  }, 120_000);

  it('answers a public route without a session', async () => {
    const publicRoutes = t.app.staffRoutes.filter((r) => r.roles === 'public');
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of publicRoutes) {
      const res = await call(route, undefined);
      expect([401, 403], `${route.method} ${route.url}: ${res.body}`).not.toContain(res.statusCode);
    }
  });
});

describe('console writes: who may, in which unit, recorded as whom (issue 27)', () => {
  const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
  const writes = () => t.app.staffRoutes.filter((r) => WRITES.includes(r.method));
  const keyOf = (r: ClinicRoute) => `${r.method} ${r.url}`;
  const send = (method: string, call: WriteCall, cookie: string) =>
    t.request({ method: method as 'POST', url: call.url, cookie, ...(call.form ? call.form : { payload: call.payload }) });

  it('lists every console write with the roles that may, its unit scope and where its author is recorded', () => {
    const routes = writes();
    expect(routes.length).toBeGreaterThan(80);
    expect(Object.keys(unitScopedWrites).sort(), 'unitScopedWrites against the routes').toEqual(routes.map(keyOf).sort());
    expect(Object.keys(authoredWrites).sort(), 'authoredWrites against the routes').toEqual(routes.map(keyOf).sort());
    const rowIds = Object.keys(unitRowFactories);
    for (const route of routes) {
      const key = keyOf(route);
      const { roles, scope } = unitScopedWrites[key];
      expect(roles === 'public' ? 'public' : [...roles].sort(), `${key}: roles`).toEqual(route.roles === 'public' ? 'public' : [...route.roles].sort());
      if (scope.by === 'row') expect(rowIds.some((id) => route.url.includes(`:${id}`)), `${key}: names a unit's row`).toBe(true);
      if (scope.by === 'declared') expect(route.unit, `${key}: declares its unit`).toBeDefined();
      if (scope.by === 'none') expect(route.unit, `${key}: declares a unit but is listed as none`).toBeUndefined();
      const authored = authoredWrites[key];
      if (authored.recorded && registerTables.some((table) => authored.recorded!.startsWith(`${table}.`) || authored.recorded!.includes(` ${table}.`))) {
        expect('check' in authored && authored.check, `${key}: writes the clinical register and needs an author check`).toBeTruthy();
      }
    }
  });

  it("answers a unit-limited member's write naming another unit's unit, slot, visit or schedule as one naming an unknown id", async () => {
    let cases = 0;
    for (const route of writes()) {
      const key = keyOf(route);
      const { scope } = unitScopedWrites[key];
      if (route.roles === 'public' || (scope.by !== 'calls' && scope.by !== 'everyUnit')) continue;
      const member = await t.make.staff({ roles: [route.roles[0]], unitIds: [ownUnit] });
      const cookie = await t.asStaff(member.id);
      if (scope.by === 'everyUnit') {
        const res = await call(route, cookie);
        expect(res.statusCode, `${key}: ${res.body}`).toBe(403);
        cases += 1;
        continue;
      }
      for (const write of scope.calls) {
        const patient = (await t.make.patient()).id;
        const { foreign, unknown } = await write.make(t, { own: ownUnit, other: otherUnit }, patient);
        const refused = await send(route.method, foreign, cookie);
        expect(refused.statusCode, `${key}, another unit's ${write.names}: ${refused.body}`).toBe(write.status);
        expect(refused.json(), `${key}, another unit's ${write.names} against an unknown one`).toEqual((await send(route.method, unknown, cookie)).json());
        cases += 1;
      }
    }
    expect(cases).toBeGreaterThanOrEqual(10);
  }, 180_000);

  it('leaves a STAFF_CHANGE event naming the member and the route after every successful console write, and none after a refused one', async () => {
    const { eventLog } = await import('../db/schema/index');
    const { and } = await import('drizzle-orm');
    let written = 0;
    let refused = 0;
    for (const route of writes()) {
      const key = keyOf(route);
      if (route.roles === 'public' || route.url.startsWith('/api/clinic/auth/')) continue;
      const member = await t.make.staff({ roles: [route.roles[0]], name: 'Zmieniająca', lastName: `Dziennikowa${written + refused}` });
      const res = await call(route, await t.asStaff(member.id));
      const events = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.staffId, member.id), eq(eventLog.eventType, 'STAFF_CHANGE')));
      if (res.statusCode < 400) {
        written += 1;
        expect(events.map((e) => e.description?.startsWith(`${key}`) && e.description.endsWith(`przez Zmieniająca Dziennikowa${written + refused - 1}`)), `${key}: ${res.statusCode}`).toEqual([true]);
      } else {
        refused += 1;
        expect(events, `${key} refused (${res.statusCode}) yet logged`).toEqual([]);
      }
    }
    expect(written).toBeGreaterThanOrEqual(35);
    expect(refused).toBeGreaterThan(0);
  }, 180_000);

  it('records the member who writes, where the table says, after every checked write', async () => {
    let checked = 0;
    for (const route of writes()) {
      const key = keyOf(route);
      const authored = authoredWrites[key];
      if (route.roles === 'public' || !('check' in authored) || !authored.check) continue;
      checked += 1;
      const lastName = `Matrycowa${checked}`;
      const member = await t.make.staff({ roles: [route.roles[0]], name: 'Autorka', lastName });
      const recorded = await authored.check(t, { id: member.id, cookie: await t.asStaff(member.id) });
      expect(recorded.staffIds.length, `${key}: recorded no author`).toBeGreaterThan(0);
      expect(recorded.staffIds, `${key}: ${authored.recorded}`).toEqual(recorded.staffIds.map(() => member.id));
      expect(recorded.names, `${key}: names kept with the author`).toEqual(recorded.names.map(() => `Autorka ${lastName}`));
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  }, 180_000);
});
