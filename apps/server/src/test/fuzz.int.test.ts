import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../db/schema/index';
import { clinicMember } from './clinic-members';
import { createTestApp, type TestApp } from './helper';
import { fuzz, operationsOf, type OpenApiDocument } from './fuzz';

/**
 * The fuzz run of every operation of the OpenAPI document (see fuzz.ts). In the unit suite: a few
 * hundred requests with a fixed seed, so a failure reproduces. `npm run test:fuzz` runs longer:
 * FUZZ_RUNS requests (default 5000) from FUZZ_SEED (default: a new one, printed).
 */
const long = process.env.FUZZ_LONG === '1';
const runs = Number(process.env.FUZZ_RUNS ?? (long ? 5_000 : 300));
const seed = Number(process.env.FUZZ_SEED ?? (long ? Date.now() % 2 ** 31 : 20_240_601));

let t: TestApp;
beforeAll(async () => {
  // Limits far above what the run sends: the fuzz is after answers, not after the limits (tested on their own).
  t = await createTestApp({
    SIGN_IN_RATE_LIMIT_PER_MINUTE: 1_000_000,
    REGISTRATION_RATE_LIMIT_PER_MINUTE: 1_000_000,
    SEND_LIMIT_PER_IP_PER_HOUR: 1_000_000,
    SEND_LIMIT_PER_TARGET_PER_HOUR: 1_000_000,
  });
});
afterAll(() => t.close());

describe('fuzzing the API from its OpenAPI document', () => {
  it('covers every operation of the document', () => {
    const ops = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
    expect(ops.length).toBeGreaterThan(40);
    expect(ops.filter((o) => o.api).every((o) => o.responses.default)).toBe(true);
  });

  it(
    `answers ${runs} generated and hostile requests (seed ${seed}) without a 5xx or a broken schema`,
    async () => {
      if (long) console.log(`fuzz: ${runs} requests, FUZZ_SEED=${seed}`);
      await fuzz(t, { runs, seed, onRequest: long ? (n) => n % 500 === 0 && console.log(`fuzz: ${n} requests`) : undefined });
    },
    Math.max(60_000, runs * 500),
  );
});

/**
 * Deterministic edges every route meets, beside the random run: ids at and beyond the database's
 * integer range in every path and query parameter (an id outside 1..2147483647 is refused by the
 * schema: 400), and text that is not well-formed Unicode (a lone UTF-16 surrogate) in every body and
 * query (400, as NUL). Signed in as a patient, so the patient's routes reach their schemas; never a 5xx.
 */
describe('ids at the integer edges and lone surrogates', () => {
  const outside = ['0', '-1', '2147483648', '1e20'];
  const edges = [...outside, '2147483647'];
  const numeric = (p: { schema?: unknown }) => ['integer', 'number'].includes((p.schema as { type?: string } | undefined)?.type ?? '');
  /** Ids by name (a page number or a date in milliseconds is not one): numbers, or text ids of another system. */
  const idLike = (p: { name: string }) => /^id$|Id$/.test(p.name);
  /** A path with every parameter filled: the one under test with `value`, the others with 1 or their first allowed value. */
  const fill = (path: string, params: { name: string; in: string; schema?: unknown }[], name: string | null, value: string) =>
    params
      .filter((p) => p.in === 'path')
      .reduce((at, p) => at.replace(`{${p.name}}`, p.name === name ? value : String((p.schema as { enum?: unknown[] } | undefined)?.enum?.[0] ?? 1)), path);

  it.each(['a patient', 'a clinic member of every role'])('an id at the integer edges, as %s: out of range is 400 at the schema, never a 5xx', async (who) => {
    const cookie = who === 'a patient' ? await t.login('anna') : (await clinicMember(t, ['ADMIN', 'REGISTRAR', 'DOCTOR', 'NURSE', 'MIDWIFE'])).cookie;
    // A partner's staff member holds PARTNER alone: her routes are tried as her (the others refuse her at the role check).
    const [partner] = await t.deps.db.select({ id: partners.id }).from(partners).limit(1);
    const partnerCookie = who === 'a patient' ? cookie : await t.asStaff((await t.make.staff({ roles: ['PARTNER'], partnerId: partner!.id })).id);
    const rolesOf = new Map(t.app.staffRoutes.map((r) => [`${r.method} ${r.url}`, r.roles]));
    const cookieFor = (op: { method: string; path: string }) => {
      const roles = rolesOf.get(`${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`);
      return Array.isArray(roles) && roles.length > 0 && roles.every((r) => r === 'PARTNER') ? partnerCookie : cookie;
    };
    const ops = operationsOf(t.app.swagger() as unknown as OpenApiDocument).filter((o) => o.api && o.path.startsWith('/api/clinic/') === (who !== 'a patient'));
    const failures: string[] = [];
    let tried = 0;
    let refused = 0;
    for (const op of ops) {
      for (const p of op.params.filter((x) => (x.in === 'path' || x.in === 'query') && idLike(x))) {
        for (const value of edges) {
          const path = fill(op.path, op.params, p.in === 'path' ? p.name : null, value);
          const url = p.in === 'query' ? `${path}?${p.name}=${encodeURIComponent(value)}` : path;
          const res = await t.request({ method: op.method as 'GET', url, cookie: cookieFor(op), ...(op.body ? { payload: {} } : {}) });
          tried++;
          if (res.statusCode === 400) refused++;
          const refusedEarlier = res.statusCode === 401 || (res.statusCode === 404 && res.json().errorCode === 'NOT_FOUND' && !numeric(p));
          if (res.statusCode >= 500) failures.push(`${op.method} ${url}: ${res.statusCode} ${res.body}`);
          else if (outside.includes(value) && res.statusCode !== 400 && !refusedEarlier)
            failures.push(`${op.method} ${url}: ${res.statusCode}, expected 400`);
        }
      }
    }
    expect(tried).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(20);
  }, 120_000);

  it.each(['a patient', 'a clinic member of every role'])('a lone surrogate in any body or query, as %s, is 400, never a 5xx', async (who) => {
    const cookie = who === 'a patient' ? await t.login('anna') : (await clinicMember(t, ['ADMIN', 'REGISTRAR', 'DOCTOR', 'NURSE', 'MIDWIFE'])).cookie;
    const ops = operationsOf(t.app.swagger() as unknown as OpenApiDocument).filter((o) => o.api && o.path.startsWith('/api/clinic/') === (who !== 'a patient'));
    const failures: string[] = [];
    let refused = 0;
    for (const op of ops) {
      const path = fill(op.path, op.params, null, '1');
      const query = op.params.filter((p) => p.in === 'query').map((p) => `${p.name}=%ED%A0%80`);
      const res = await t.request({ method: op.method as 'GET', url: query.length ? `${path}?${query.join('&')}` : path, cookie });
      if (res.statusCode >= 500) failures.push(`${op.method} ${path} (query): ${res.statusCode} ${res.body}`);
      if (op.body) {
        const body = await t.request({
          method: op.method as 'POST',
          url: path,
          cookie,
          headers: { 'content-type': 'application/json' },
          payload: '{"a":"\\ud800","text":"x\\udfff","settings":{"b":"\\ud83d"}}',
        });
        if (body.statusCode === 400) refused++;
        if (body.statusCode >= 500) failures.push(`${op.method} ${path} (body): ${body.statusCode} ${body.body}`);
        else if (![400, 401, 403, 404, 413, 415].includes(body.statusCode)) failures.push(`${op.method} ${path} (body): ${body.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // The bodies reached the input check (not only the guards before it).
    expect(refused).toBeGreaterThan(10);
  }, 120_000);
});
