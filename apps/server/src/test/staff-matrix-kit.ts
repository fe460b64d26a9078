import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyStaffRoleValues, staffRoleValues, type StaffRoleName } from '@portal/contracts';
import { createTestApp, type TestApp } from './helper';
import { authoredWrites, staffBodiesFor, staffIdFactories, staffResourceRows, unitScopedWrites, type WriteCall } from './staff-access-examples';
import { makeUnit } from './staff-kit';
import { partners, settings } from '../db/schema/index';
import { modules } from '../modules/index';

/**
 * The role matrix: every clinic route (plugins/staff-access) anonymously is 401; for a member with
 * each single role it is 403 when the role is not among the route's, and neither 401 nor 403 when it
 * is; a route that names a unit answers 404 to a member limited to other units. New routes of any
 * module are picked up from `app.staffRoutes`; their ids and bodies come from the module's
 * `<m>.staff-access-examples.ts` (merged by staff-access-examples.ts).
 * Every console write is listed there too: who may, in which unit, recorded as whom (issue 27).
 *
 * The walks over routes run per group of modules, one file each (`staff-role-matrix.<group>.int.test.ts`),
 * so they spread over the test workers and each module pays for its own routes in the time table;
 * `staff-role-matrix.int.test.ts` keeps what concerns the whole console (the tables' completeness,
 * public routes, a patient's lists) and checks that every module is in a group. `minWrites` is how many
 * of the group's writes at least succeed with the examples' bodies: a walk where none gets through
 * would prove nothing about the change log.
 */
export const STAFF_MATRIX_GROUPS = {
  bookings: { modules: ['bookings'], minWrites: 10 },
  messages: { modules: ['messages'], minWrites: 4 },
  'medical-record': { modules: ['medical-record', 'test-results', 'document-requests'], minWrites: 8 },
  declarations: { modules: ['declarations'], minWrites: 5 },
  questionnaires: { modules: ['questionnaires'], minWrites: 5 },
  // measurements: reads only (a patient's diary, a visit's attached measurements), too few to pay for a database of their own.
  // drug-interactions: the administrator's editions of the drug register (five routes), a patient's taken drugs and the register search (four).
  console: { modules: ['settings', 'staff', 'organisation', 'patients', 'access-log', 'consents', 'measurements', 'drug-interactions'], minWrites: 12 },
  // Teleconsultations (issue 32): the clinician's list, queue, availability, take, end; notes to a case; the call's
  // recording and archive. A fresh member is no consultant: only her availability gets through.
  teleconsultation: { modules: ['teleconsultation', 'medical-cases', 'telehealth'], minWrites: 1 },
} as const satisfies Record<string, { modules: readonly string[]; minWrites: number }>;
export type StaffMatrixGroup = keyof typeof STAFF_MATRIX_GROUPS;


export let t: TestApp;
const memberOf = {} as Record<StaffRoleName, number>;
/** A fresh member of one role limited to the own unit: her session cookie. */
const limitedMember = async (role: StaffRoleName) => t.asStaff((await t.make.staff({ roles: [role], unitIds: [ownUnit] })).id);
export let ownUnit: number;
export let otherUnit: number;
let bodies: Record<string, () => unknown>;
/** The size of a group's walks, reported after its file. */
const unitMatrix = { routes: 0, cases: 0, unitWrites: 0, written: 0, writes: 0 };
/** The app every matrix file walks: every module switched on, a member of each single role, two units. */
export function useStaffMatrixApp() {
beforeAll(async () => {
  t = await createTestApp();
  // Every module's switch of the application settings on: a switched-off module's routes are 404 to everyone.
  const [application] = await t.deps.db.select().from(settings).where(eq(settings.key, 'application'));
  const switches = modules.flatMap((m) => (typeof m.flag === 'string' ? [[m.flag, true]] : []));
  await t.deps.db
    .update(settings)
    .set({ value: { ...(application.value as object), ...Object.fromEntries(switches) } })
    .where(eq(settings.key, 'application'));
  bodies = await staffBodiesFor(t);
  for (const role of staffRoleValues) memberOf[role] = (await t.make.staff({ roles: [role] })).id;
  // A partner's staff member (role PARTNER), of the demo's first partner: every clinic route but hers is 403 to her.
  const [partner] = await t.deps.db.select({ id: partners.id }).from(partners).orderBy(partners.id).limit(1);
  memberOf.PARTNER = (await t.make.staff({ roles: ['PARTNER'], partnerId: partner.id })).id;
  ownUnit = await makeUnit(t, 'Jednostka własna');
  otherUnit = await makeUnit(t, 'Jednostka cudza');
});
afterAll(async () => {
  await t.close();
});
}

const WITH_BODY = ['POST', 'PUT', 'PATCH'];

/** The route called with fresh ids (or the given ones), its body from the examples (with the given ids merged where the route reads them from the body or the query). */
export type ClinicRoute = TestApp['app']['staffRoutes'][number];

export async function call(route: ClinicRoute, cookie: string | undefined, given: Record<string, number> = {}) {
  const key = `${route.method} ${route.url}`;
  let url = route.url;
  for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
    const make = staffIdFactories[name];
    if (!make && given[name] === undefined) throw new Error(`no id factory for ":${name}" (${route.url}): add it to staffIdFactories in modules/${route.module}/${route.module}.staff-access-examples.ts`);
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

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
export const keyOf = (r: ClinicRoute) => `${r.method} ${r.url}`;
/** The console's writes (of the whole app, or of the given routes). */
export const writesOf = (routes: readonly ClinicRoute[]) => routes.filter((r) => WRITES.includes(r.method));
const send = (method: string, call: WriteCall, cookie: string) =>
  t.request({ method: method as 'POST', url: call.url, cookie, ...(call.form ? call.form : { payload: call.payload }) });

/** The walks over one group's clinic routes (a test file each): roles, units, and each write's author. */
export function describeStaffMatrix(group: StaffMatrixGroup) {
  const { modules: names, minWrites }: { modules: readonly string[]; minWrites: number } = STAFF_MATRIX_GROUPS[group];
  const groupRoutes = () => t.app.staffRoutes.filter((r) => names.includes(r.module ?? ''));
  const writes = () => writesOf(groupRoutes());
  useStaffMatrixApp();
  afterAll(() => {
    const routes = groupRoutes().length;
    console.log(`role matrix, ${group}: ${routes} clinic routes × ${staffRoleValues.length} roles; resource walk: ${unitMatrix.routes} routes with a staff resource × ${staffRoleValues.length} roles = ${unitMatrix.cases} cases; writes naming another unit: ${unitMatrix.unitWrites}; writes: ${unitMatrix.written} of ${unitMatrix.writes} succeeded (at least ${minWrites})`);
  });

describe(`role matrix of the clinic routes of ${names.join(', ')}`, () => {
  it('has routes to walk', () => {
    expect(groupRoutes().length).toBeGreaterThan(0);
  });

  it('answers 401 without a session, 403 to a role outside the route, and lets every listed role through', async () => {
    for (const route of groupRoutes()) {
      if (route.roles === 'public') continue;
      const key = `${route.method} ${route.url}`;
      const anonymous = await call(route, undefined);
      expect(anonymous.statusCode, `${key} anonymously`).toBe(401);
      for (const role of everyStaffRoleValues) {
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
    for (const route of groupRoutes()) {
      if (route.roles === 'public' || !route.unit) continue;
      const member = await t.make.staff({ roles: [route.roles[0]], unitIds: [ownUnit] });
      const res = await call(route, await t.asStaff(member.id), { unitId: otherUnit });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(404);
    }
  });

  // Visits, documents, results, the waiting list, bookings and document requests addressed by their own
  // id (issue 27, issue 29 item 3) declare a staff resource, whose loader reads the row through the
  // member's units before the handler. Every such route, for every role, as a member limited to one unit:
  // a role outside the route is 403 (the role check comes first); for a role of the route, another unit's
  // row is 404 exactly like an unknown id, and her own unit's row gets past the loader.
  it('reads the row a route addresses by its id through the member\'s units, for every role: her unit\'s row, another unit\'s (404 as unknown), an unknown id', async () => {
    const scoped = groupRoutes().filter((r) => r.roles !== 'public' && r.resource);
    let cases = 0;
    for (const route of scoped) {
      if (route.roles === 'public') continue;
      const key = keyOf(route);
      const rows = staffResourceRows[route.resource!];
      expect(rows, `${key}: no rows for the staff resource "${route.resource}" in staffResourceRows of modules/${route.module}/${route.module}.staff-access-examples.ts`).toBeDefined();
      expect(route.url, `${key}: the resource ${route.resource} is addressed by :${rows.param}`).toContain(`:${rows.param}`);
      const patient = (await t.make.patient()).id;
      // A route that also declares its unit (a schedule's change) names her own: the row decides the answer.
      const unit: Record<string, number> = route.unit ? { unitId: ownUnit } : {};
      // Her own unit's row, fresh for each role (a write may change it), with the other ids the route names.
      const ownRow = async () => {
        const id = await rows.make(t, ownUnit, patient);
        const others = [...route.url.matchAll(/:(\w+)/g)].length > 1 && rows.companions ? await rows.companions(t, id) : {};
        return { ...unit, ...others, [rows.param]: id };
      };
      let unchanged: Promise<Record<string, number>> | null = null;
      const foreign = route.unitless ? null : await rows.make(t, otherUnit, patient);
      for (const role of staffRoleValues) {
        const cookie = await limitedMember(role);
        if (!route.roles.includes(role)) {
          const refused = await call(route, cookie, await (unchanged ??= ownRow()));
          expect(refused.statusCode, `${key} as ${role} of her unit: ${refused.body}`).toBe(403);
          cases += 1;
          continue;
        }
        const unknown = await call(route, cookie, { ...unit, [rows.param]: 2_000_000_000 });
        expect(unknown.statusCode, `${key} as ${role}, an unknown id: ${unknown.body}`).toBe(404);
        if (foreign !== null) {
          const theirs = await call(route, cookie, { ...unit, [rows.param]: foreign });
          expect(theirs.statusCode, `${key} as ${role}, another unit's row: ${theirs.body}`).toBe(404);
          expect(theirs.json(), `${key} as ${role}, another unit's row against an unknown id`).toEqual(unknown.json());
          cases += 1;
        }
        // Her own unit's row gets past the loader: any answer but the unknown row's (a route may still say 404 for its own reason, e.g. no imaging study).
        const mine = await call(route, cookie, await ownRow());
        expect(mine.body, `${key} as ${role}, her unit's row: ${mine.statusCode}`).not.toBe(unknown.body);
        expect([401, 403], `${key} as ${role}, her unit's row: ${mine.body}`).not.toContain(mine.statusCode);
        cases += 2;
      }
    }
    unitMatrix.routes = scoped.length;
    unitMatrix.cases = cases;
  }, 600_000);

});

describe(`console writes of ${names.join(', ')}: who may, in which unit, recorded as whom (issue 27)`, () => {
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
    unitMatrix.unitWrites = cases;
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
    Object.assign(unitMatrix, { written, writes: written + refused });
    expect(written, `${group}: writes that succeeded with the examples' bodies`).toBeGreaterThanOrEqual(minWrites);
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
  }, 180_000);
});
}
