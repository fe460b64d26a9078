import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, patientLinks, patients } from '../db/schema/index';
import { clinicDayYearsAgo } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/helper';

let t: TestApp;
let cookie: string;
let annaId: number;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login('anna');
  [{ id: annaId }] = await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'anna.kowalska@example.com'));
});
afterAll(() => t.close());

/** A record linked to Anna's account with this role and status, and whether Anna reaches its allergies. */
async function reaches(role: 'WARD' | 'CHILD', status: 'PENDING' | 'CONFIRMED' | 'BLOCKED' | 'DELETED', birthDate: string) {
  const [record] = await t.deps.db.insert(patients).values({ name: 'Zofia', lastName: 'Nowak', birthDate }).returning();
  await t.deps.db.insert(patientLinks).values({ accountId: annaId, patientId: record.id, role, status });
  // Each case signs in afresh: the session's access list is read once a second at most.
  const session = await t.login('anna');
  const res = await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${record.id}`, cookie: session });
  return res.statusCode;
}

describe('who may act for a patient', () => {
  it('a ward through a confirmed link only', async () => {
    expect(await reaches('WARD', 'CONFIRMED', '1950-01-01')).toBe(200);
    for (const status of ['PENDING', 'BLOCKED', 'DELETED'] as const) expect(await reaches('WARD', status, '1950-01-01')).toBe(404);
  });

  it('a child through a confirmed link while under 18, not from the 18th birthday on', async () => {
    expect(await reaches('CHILD', 'CONFIRMED', clinicDayYearsAgo(18, 1))).toBe(200);
    expect(await reaches('CHILD', 'CONFIRMED', clinicDayYearsAgo(18))).toBe(404);
    expect(await reaches('CHILD', 'PENDING', clinicDayYearsAgo(5))).toBe(404);
  });

  it('the session still works for the own record', async () => {
    const res = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie });
    expect(res.statusCode).toBe(200);
  });
});

describe('routes declare their patient', () => {
  const build = async (config: Record<string, unknown>, key: 'patientId' | 'accountId' = 'patientId') => {
    const { default: Fastify } = await import('fastify');
    const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
    const { z } = await import('@portal/contracts');
    const { default: patientAccessPlugin } = await import('./patient-access');
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(patientAccessPlugin, { db: null as never });
    app.get(`/api/x/:${key}`, { config, schema: { params: z.object({ [key]: z.coerce.number() }) } }, async () => ({}));
    await app.ready();
    await app.close();
  };

  it('the server refuses to start when a route has a patientId and declares nothing', async () => {
    await expect(build({})).rejects.toThrow(/patientId in the schema, but no config.patient/);
    await expect(build({ patient: 'params' })).resolves.toBeUndefined();
    await expect(build({ public: true })).resolves.toBeUndefined();
  });

  it('and when a route declares a resource but not the scope it is read through', async () => {
    const { defineResource } = await import('./patient-access');
    const resource = defineResource({ name: 'x', load: async () => null });
    await expect(build({ patient: 'params', resource })).rejects.toThrow(/a resource is read through the caller's scope/);
  });

  it('and when a route has an accountId and declares no account scope', async () => {
    await expect(build({}, 'accountId')).rejects.toThrow(/accountId in the schema, but no config.account/);
    await expect(build({ account: 'own' }, 'accountId')).resolves.toBeUndefined();
    await expect(build({ public: true }, 'accountId')).resolves.toBeUndefined();
  });
});

describe('rows an account owns', () => {
  it('a route declaring the account scope gets the signed-in account, and its condition keeps only its rows', async () => {
    const { default: Fastify } = await import('fastify');
    const { accountOf } = await import('./patient-access');
    const { default: patientAccessPlugin } = await import('./patient-access');
    const app = Fastify();
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      (request as unknown as { auth: unknown }).auth = { account: { id: annaId }, reach: new Map() };
    });
    await app.register(patientAccessPlugin, { db: null as never });
    app.get('/own', { config: { account: 'own' } }, async (request) => {
      const own = accountOf(request);
      const rows = await t.deps.db.select({ id: accounts.id }).from(accounts).where(own.where(accounts.id));
      return { id: own.id, rows: rows.map((r) => r.id) };
    });
    app.get('/undeclared', async (request) => ({ id: accountOf(request).id }));
    const own = await app.inject({ method: 'GET', url: '/own' });
    expect(own.json()).toEqual({ id: annaId, rows: [annaId] });
    expect((await app.inject({ method: 'GET', url: '/undeclared' })).statusCode).toBe(500);
    await app.close();
  });
});
