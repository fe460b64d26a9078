import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, patientLinks } from '../db/schema/index';
import { bodies, idFactories, queries, resourceFactories } from './access-examples';
import { clinicDayYearsAgo, ownPatientIdOf } from './fixtures';
import { createTestApp, type TestApp } from './helper';
import { scopeOfAccount } from '../plugins/patient-access';

/** Route params as the route's schema parses them (ids are numbers). */
const coerce = (params: Record<string, string>) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v]));

/**
 * The access matrix: every route that declares a patient (plugins/patient-access) is called for the
 * patient themself, a guardian through a confirmed ward link, through a pending, a blocked and a deleted
 * link, a parent of a child under 18 and of a child who turned 18, a stranger, anonymously, with an
 * unknown id and with a malformed id. Allowed relations get anything but 404; every other case gets
 * exactly the unknown id's answer.
 *
 * It runs per module, one test file per group below (`access-matrix.<group>.int.test.ts`), so the
 * groups spread over the test workers and each module's routes are charged to it in the time table.
 * A module that declares patient routes must be in a group: `staff-role-matrix.int.test.ts` checks it.
 */
export const ACCESS_MATRIX_GROUPS = {
  // drug-interactions: four routes, too few to pay for a database of their own (its allergy flags read the allergies).
  allergies: ['allergies', 'drug-interactions'],
  bookings: ['bookings', 'questionnaires'],
  'medical-record': ['medical-record', 'test-results', 'document-requests'],
  declarations: ['declarations'],
  patients: ['patients', 'accounts', 'authorisation', 'files', 'ampa', 'adverse-events', 'self-assessment'],
  consents: ['consents'],
  measurements: ['measurements'],
  // medical-cases and telehealth: their routes beside the teleconsultations held in their cases and calls, on one database.
  teleconsultation: ['teleconsultation', 'medical-cases', 'telehealth'],
} as const satisfies Record<string, readonly string[]>;

let t: TestApp;
let anna: string;
let annaAccount: number;
const cases: Record<string, number> = {};
const ALLOWED = ['self', 'ward', 'child'];
const DENIED = ['ward pending', 'ward blocked', 'ward deleted', 'child turned 18', 'stranger'];
const UNKNOWN_ID = 2_147_000_000;
/** The patients of Anna's confirmed links, restored after each route: a route may end the link it was reached through (DELETE patients/:patientId). */
const confirmedLinks: number[] = [];

/** Where a module keeps its examples for this matrix. */
const examplesOf = (module: string | undefined) => `modules/${module}/${module}.access-examples.ts`;

/** The route's url with its ids filled: `patientId` as given, every other id made for that patient. */
async function urlFor(url: string, module: string | undefined, patientId: string | number, ownerId: number): Promise<string> {
  let filled = url.replace(':patientId', String(patientId));
  for (const [, name] of url.matchAll(/:(\w+)/g)) {
    if (name === 'patientId') continue;
    // A route whose id names something of its own (":id" of a visit, of a result...) has its factory under "<url>#<name>".
    const make = idFactories[`${url}#${name}`] ?? idFactories[name];
    if (!make) throw new Error(`${examplesOf(module)}: no id factory for ":${name}" (${url}; or "${url}#${name}")`);
    filled = filled.replace(`:${name}`, await make(t, ownerId));
  }
  return filled;
}

/** The matrix for the routes of one group of modules (a test file each). */
export function describeAccessMatrix(group: keyof typeof ACCESS_MATRIX_GROUPS) {
  const names: readonly string[] = ACCESS_MATRIX_GROUPS[group];
  /** The size of the group's walks, reported after its file. */
  const walked = { routes: 0, cases: 0, resourceRoutes: 0, resourceCases: 0 };
  describe(`access matrix of every route that declares a patient: ${names.join(', ')}`, () => {
    beforeAll(async () => {
      t = await createTestApp();
      [{ id: annaAccount }] = await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'anna.kowalska@example.com'));
      cases.self = await ownPatientIdOf(t, 'anna.kowalska@example.com');
      cases.stranger = await ownPatientIdOf(t, 'piotr.zielinski@example.com');
      const linked = async (role: 'WARD' | 'CHILD', status: 'PENDING' | 'CONFIRMED' | 'BLOCKED' | 'DELETED', birthDate: string) => {
        const record = await t.make.patient({ name: 'Podopieczny', birthDate });
        await t.make.link(annaAccount, record.id, { role, status });
        if (status === 'CONFIRMED') confirmedLinks.push(record.id);
        return record.id;
      };
      cases.ward = await linked('WARD', 'CONFIRMED', '1940-02-03');
      cases['ward pending'] = await linked('WARD', 'PENDING', '1940-02-03');
      cases['ward blocked'] = await linked('WARD', 'BLOCKED', '1940-02-03');
      cases['ward deleted'] = await linked('WARD', 'DELETED', '1940-02-03');
      cases.child = await linked('CHILD', 'CONFIRMED', clinicDayYearsAgo(18, 1));
      cases['child turned 18'] = await linked('CHILD', 'CONFIRMED', clinicDayYearsAgo(18));
      anna = await t.login('anna');
    });
    afterAll(() => {
      console.log(`access matrix, ${group}: ${walked.routes} routes naming a patient × relations = ${walked.cases} cases; resource walk: ${walked.resourceRoutes} routes with a resource = ${walked.resourceCases} cases`);
      return t.close();
    });

    it('answers allowed relations, and everyone else exactly as an unknown id', async () => {
      const routes = t.app.patientRoutes.filter((r) => r.source === 'params' && names.includes(r.module ?? ''));
      expect(routes.length, `${group}: no patient route to walk`).toBeGreaterThan(0);
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? bodies[key] : undefined;
        if (['POST', 'PUT', 'PATCH'].includes(route.method) && !body) throw new Error(`${examplesOf(route.module)}: no valid body for ${key}`);
        const call = async (patientId: string | number, ownerId: number, cookie?: string) =>
          t.request({ method: route.method as 'GET', url: `${await urlFor(route.url, route.module, patientId, ownerId)}${queries[key] ? `?${queries[key]()}` : ''}`, payload: body?.() as object, cookie });

        // The unknown id's answer, with the other ids made for Anna's own record.
        const unknown = await call(UNKNOWN_ID, cases.self, anna);
        expect(unknown.statusCode, `${key} unknown id`).toBe(404);
        for (const name of ALLOWED) {
          const res = await call(cases[name], cases[name], anna);
          expect(res.statusCode, `${key} as ${name}: ${res.body}`).not.toBe(404);
          expect(res.statusCode, `${key} as ${name}: ${res.body}`).toBeLessThan(500);
        }
        for (const name of DENIED) {
          const res = await call(cases[name], cases[name], anna);
          expect({ status: res.statusCode, body: res.json() }, `${key} as ${name}`).toEqual({ status: unknown.statusCode, body: unknown.json() });
        }
        const anonymous = await call(cases.self, cases.self);
        expect(anonymous.statusCode, `${key} anonymously`).toBe(401);
        const malformed = await call('abc', cases.self, anna);
        expect(malformed.statusCode, `${key} with a malformed id`).toBe(400);
        walked.routes += 1;
        walked.cases += 1 + ALLOWED.length + DENIED.length + 2;
        await t.deps.db.update(patientLinks).set({ status: 'CONFIRMED' }).where(and(eq(patientLinks.accountId, annaAccount), inArray(patientLinks.patientId, confirmedLinks)));
        t.app.sessions.forgetReach(annaAccount);
      }
    }, 180_000); // every id-bearing route × nine relations, on a shared 2-core machine

    it('a route addressing a row by its own id declares the loader that reads it through the scope', () => {
      // The questionnaire engine's routes name a booking or a visit, which the module keeping it resolves
      // (descriptors' questionnaireSubjects) and the engine checks with the access rule (reachableBy).
      const byId = t.app.patientRoutes.filter((r) => r.source === 'scope' && names.includes(r.module ?? '') && r.module !== 'questionnaires' && /:\w+/.test(r.url));
      expect(byId.filter((r) => !r.resource).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    });

    it("reads a resource addressed by its own id only through the caller's patients: a stranger's row is an unknown one", async () => {
      const routes = t.app.patientRoutes.filter((r) => r.resource && names.includes(r.module ?? ''));
      let calls = 0;
      // Each call from its own address: a route's per-address limit (the SMS code's) must not answer for the rule.
      const from = () => `10.77.${Math.floor(++calls / 250)}.${calls % 250}`;
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const make = resourceFactories[route.resource!];
        if (!make) throw new Error(`${examplesOf(route.module)}: no resource factory for "${route.resource}" (${key})`);
        const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? bodies[key] : undefined;
        // The route's params: the resource's own from its factory, any other (an attachment's id) an unknown one.
        const urlOf = (params: Record<string, string>) => `${route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? String(UNKNOWN_ID))}${queries[key] ? `?${queries[key]()}` : ''}`;
        const call = (params: Record<string, string>, cookie?: string) =>
          t.request({ method: route.method as 'GET', url: urlOf(params), payload: body?.() as object, cookie, remoteAddress: from() });
        const loader = t.app.patientResources.get(route.resource!)!;
        const annaScope = await scopeOfAccount(t.deps.db, annaAccount);
        const own = await make(t, cases.self, annaAccount);
        const unknown = await call(Object.fromEntries(Object.keys(own).map((k) => [k, k === 'system' ? own[k]! : String(UNKNOWN_ID)])), anna);
        expect(unknown.statusCode, `${key} unknown id`).toBe(404);
        for (const name of ALLOWED) {
          const params = await make(t, cases[name], annaAccount);
          // The loader reads the row through Anna's scope; what the route then answers is its own rule's.
          expect(await loader.load(t.deps.db, annaScope, coerce(params) as never), `${key}: ${name}'s row through the scope`).not.toBeNull();
          const res = await call(params, anna);
          expect(res.statusCode, `${key} as ${name}: ${res.body}`).toBeLessThan(500);
        }
        for (const name of DENIED) {
          const params = await make(t, cases[name], annaAccount);
          expect(await loader.load(t.deps.db, annaScope, coerce(params) as never), `${key}: ${name}'s row through the scope`).toBeNull();
          const res = await call(params, anna);
          expect({ status: res.statusCode, body: res.json() }, `${key} as ${name}`).toEqual({ status: unknown.statusCode, body: unknown.json() });
        }
        expect((await call(own)).statusCode, `${key} anonymously`).toBe(401);
        walked.resourceRoutes += 1;
        walked.resourceCases += 1 + ALLOWED.length + DENIED.length + 1;
        await t.deps.db.update(patientLinks).set({ status: 'CONFIRMED' }).where(and(eq(patientLinks.accountId, annaAccount), inArray(patientLinks.patientId, confirmedLinks)));
        t.app.sessions.forgetReach(annaAccount);
      }
    }, 180_000);
  });
}
