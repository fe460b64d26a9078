import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '@portal/contracts';
import { patients, staffMembers, staffMemberUnits, staffReads, units } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/helper';
import { DEMO_PERSONS } from '../demo';

let t: TestApp;
let app: FastifyInstance;
let annaPatientId: number;
let janPatientId: number;
let unitA: number;
let unitB: number;

/** A member made by hand (the staff module's own factory is not what this plugin test is about). */
async function member(roles: Array<(typeof staffMembers.$inferInsert)['roles'][number]>, unitIds: number[] = []) {
  const [row] = await t.deps.db
    .insert(staffMembers)
    .values({ login: `m${Math.random().toString(36).slice(2, 10)}`, passwordHash: 'x', name: 'Ewa', lastName: 'Test', roles })
    .returning({ id: staffMembers.id });
  for (const unitId of unitIds) await t.deps.db.insert(staffMemberUnits).values({ staffId: row.id, unitId });
  return { id: row.id, cookie: await t.asStaff(row.id) };
}

async function unit(code: string) {
  const [row] = await t.deps.db
    .insert(units)
    .values({ name: `Jednostka ${code}`, code, city: 'Kraków', street: 'ul. Pawia', houseNumber: '9', postalCode: '31-154' })
    .returning({ id: units.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [{ id: annaPatientId }] = await t.deps.db.select({ id: patients.id }).from(patients).where(eq(patients.nationalId, DEMO_PERSONS.anna.nationalId));
  janPatientId = (await t.make.patient()).id;
  // A broken audit table for the reads declared with the codes below: the insert fails (as a full disk or a lost connection would).
  await t.deps.db.execute(sql`
    create function test_staff_reads_broken() returns trigger language plpgsql as $$
    begin
      if new.what in ('BROKEN_READ', 'BROKEN_LIST') then raise exception 'audit table broken'; end if;
      return new;
    end $$`);
  await t.deps.db.execute(sql`create trigger test_staff_reads_broken before insert on staff_reads for each row execute function test_staff_reads_broken()`);
  unitA = await unit('TEST-A');
  unitB = await unit('TEST-B');
  // Routes of a test module, registered the way a module's clinic routes are (under /api/clinic).
  const { staffListsPatients, staffOf, staffPatientOf } = await import('./staff-access');
  const Fastify = (await import('fastify')).default;
  const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
  const { default: cookie } = await import('@fastify/cookie');
  const { default: errors } = await import('./errors');
  const { default: staffAccess } = await import('./staff-access');
  app = Fastify({ genReqId: () => crypto.randomUUID() });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errors, { db: t.deps.db });
  await app.register(cookie);
  await app.register(staffAccess, { deps: t.deps });
  const byPatient = { params: z.object({ patientId: z.coerce.number().int() }) };
  app.get('/api/clinic/open', { config: { staff: { public: true } } }, async (request) => ({ member: request.staff?.member.id ?? null }));
  app.get('/api/clinic/registrar', { config: { staff: { roles: ['REGISTRAR', 'ADMIN'] } } }, async (request) => ({ member: staffOf(request).member.id }));
  app.get('/api/clinic/own', { config: { staff: { roles: ['REGISTRAR'], beforePasswordChange: true } } }, async (request) => ({ member: staffOf(request).member.id }));
  app.get('/api/clinic/patients/:patientId', { schema: byPatient, config: { staff: { roles: ['REGISTRAR'], patient: 'params', audit: 'PATIENT_CARD' } } }, async (request) => ({
    id: staffPatientOf(request).id,
  }));
  app.get('/api/clinic/patients/:patientId/broken', { schema: byPatient, config: { staff: { roles: ['REGISTRAR'], patient: 'params', audit: 'PATIENT_CARD' } } }, async () => {
    throw new Error('fails after the patient was found');
  });
  app.get('/api/clinic/patients/:patientId/secret', { schema: byPatient, config: { staff: { roles: ['REGISTRAR'], patient: 'params', audit: 'BROKEN_READ' } } }, async () => ({
    diagnosis: 'SECRET-DIAGNOSIS',
  }));
  // A list of patients: the query names whom the handler answers.
  const listQuery = { querystring: z.object({ ids: z.string().default('') }) };
  const listed = (request: { query: unknown }) => (request.query as { ids: string }).ids.split(',').filter(Boolean).map(Number);
  app.get('/api/clinic/list', { schema: listQuery, config: { staff: { roles: ['REGISTRAR'], auditList: 'TEST_LIST' } } }, async (request) => {
    staffListsPatients(request, listed(request));
    return { names: 'SECRET-NAMES' };
  });
  app.get('/api/clinic/list-broken', { schema: listQuery, config: { staff: { roles: ['REGISTRAR'], auditList: 'BROKEN_LIST' } } }, async (request) => {
    staffListsPatients(request, listed(request));
    return { names: 'SECRET-NAMES' };
  });
  app.get('/api/clinic/list-forgets', { config: { staff: { roles: ['REGISTRAR'], auditList: 'TEST_LIST' } } }, async () => ({ names: 'SECRET-NAMES' }));
  app.get(
    '/api/clinic/units/:unitId',
    { schema: { params: z.object({ unitId: z.coerce.number().int() }) }, config: { staff: { roles: ['ADMIN'], unit: 'params' } } },
    async (request) => ({ units: staffOf(request).units.all ? 'all' : staffOf(request).units.ids }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const readsOf = async (patientId: number) => t.deps.db.select().from(staffReads).where(eq(staffReads.patientId, patientId));

describe('clinic routes declare who may call them', () => {
  const build = async (url: string, config: Record<string, unknown>) => {
    const Fastify = (await import('fastify')).default;
    const { default: cookie } = await import('@fastify/cookie');
    const { default: staffAccess } = await import('./staff-access');
    const bare = Fastify();
    await bare.register(cookie);
    await bare.register(staffAccess, { deps: t.deps });
    bare.get(url, { config }, async () => ({}));
    await bare.ready();
    await bare.close();
  };

  it('the server refuses to start on a clinic route that declares nothing, or a staff rule outside /api/clinic', async () => {
    await expect(build('/api/clinic/x', {})).rejects.toThrow(/must declare config.staff/);
    await expect(build('/api/clinic/x', { public: true })).rejects.toThrow(/must declare config.staff/);
    await expect(build('/api/clinic/x', { staff: { roles: [] } })).rejects.toThrow(/roles is empty/);
    await expect(build('/api/clinic/x', { staff: { roles: ['ADMIN'], audit: 'X' } })).rejects.toThrow(/audit needs config.staff.patient/);
    await expect(build('/api/x', { staff: { roles: ['ADMIN'] } })).rejects.toThrow(/outside \/api\/clinic/);
    await expect(build('/api/clinic/x', { staff: { roles: ['ADMIN'] } })).resolves.toBeUndefined();
  });

  it('every route of the portal under /api/clinic declares its staff rule (the real app builds)', async () => {
    const { buildApp } = await import('../app');
    const real = await buildApp(t.deps);
    for (const route of real.staffRoutes) expect(route.url.startsWith('/api/clinic')).toBe(true);
    await real.close();
  });
});

describe('roles, units and sessions', () => {
  it('no staff session: 401; a patient session is no staff session', async () => {
    expect((await get('/api/clinic/registrar')).statusCode).toBe(401);
    const patientCookie = await t.login('anna');
    expect((await get('/api/clinic/registrar', patientCookie)).statusCode).toBe(401);
    expect((await get('/api/clinic/open')).json()).toEqual({ member: null });
  });

  it('a member without one of the roles: 403; with one: the handler runs', async () => {
    const nurse = await member(['NURSE']);
    const registrar = await member(['REGISTRAR']);
    const both = await member(['NURSE', 'ADMIN']);
    expect((await get('/api/clinic/registrar', nurse.cookie)).statusCode).toBe(403);
    expect((await get('/api/clinic/registrar', registrar.cookie)).json()).toEqual({ member: registrar.id });
    expect((await get('/api/clinic/registrar', both.cookie)).statusCode).toBe(200);
  });

  it('a member limited to units: 404 for another unit, exactly as an unknown one', async () => {
    const limited = await member(['ADMIN'], [unitA]);
    const everywhere = await member(['ADMIN']);
    expect((await get(`/api/clinic/units/${unitA}`, limited.cookie)).json()).toEqual({ units: [unitA] });
    const other = await get(`/api/clinic/units/${unitB}`, limited.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('NOT_FOUND');
    expect((await get(`/api/clinic/units/${unitB}`, everywhere.cookie)).json()).toEqual({ units: 'all' });
  });

  it('a member with a temporary password reaches only the routes open before the password change', async () => {
    const registrar = await member(['REGISTRAR']);
    await t.deps.db.update(staffMembers).set({ mustChangePassword: true }).where(eq(staffMembers.id, registrar.id));
    const cookie = await t.asStaff(registrar.id);
    const refused = await get('/api/clinic/registrar', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'MUST_CHANGE_PASSWORD', message: 'Zmień hasło tymczasowe, zanim zaczniesz pracę w konsoli.' });
    expect((await get('/api/clinic/own', cookie)).json()).toEqual({ member: registrar.id });
  });

  it('a deactivated member has no session any more', async () => {
    const registrar = await member(['REGISTRAR']);
    expect((await get('/api/clinic/registrar', registrar.cookie)).statusCode).toBe(200);
    await t.deps.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.id, registrar.id));
    await app.staffSessions.closeAll(registrar.id);
    expect((await get('/api/clinic/registrar', registrar.cookie)).statusCode).toBe(401);
  });
});

describe('the read audit', () => {
  it('a successful read of a patient writes one row with the member, what and the request id', async () => {
    const registrar = await member(['REGISTRAR']);
    const before = (await readsOf(annaPatientId)).length;
    const res = await get(`/api/clinic/patients/${annaPatientId}`, registrar.cookie);
    expect(res.json()).toEqual({ id: annaPatientId });
    const rows = await readsOf(annaPatientId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ staffId: registrar.id, what: 'PATIENT_CARD' });
    expect(rows.at(-1)?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an unknown patient is 404 and a failed read, a refused role or no session write nothing', async () => {
    const registrar = await member(['REGISTRAR']);
    const nurse = await member(['NURSE']);
    const before = (await readsOf(annaPatientId)).length;
    expect((await get('/api/clinic/patients/999999', registrar.cookie)).statusCode).toBe(404);
    expect((await get(`/api/clinic/patients/${annaPatientId}/broken`, registrar.cookie)).statusCode).toBe(500);
    expect((await get(`/api/clinic/patients/${annaPatientId}`, nurse.cookie)).statusCode).toBe(403);
    expect((await get(`/api/clinic/patients/${annaPatientId}`)).statusCode).toBe(401);
    expect(await readsOf(annaPatientId)).toHaveLength(before);
  });

  it('is append-only: the database refuses to change or delete a row', async () => {
    const registrar = await member(['REGISTRAR']);
    await get(`/api/clinic/patients/${annaPatientId}`, registrar.cookie);
    const [row] = await readsOf(annaPatientId);
    await expect(t.deps.db.execute(sql`update staff_reads set what = 'NOTHING' where id = ${row.id}`)).rejects.toThrow();
    await expect(t.deps.db.execute(sql`delete from staff_reads where id = ${row.id}`)).rejects.toThrow();
    expect((await readsOf(annaPatientId))[0].what).toBe('PATIENT_CARD');
  });
});

describe('a read that cannot be audited is not answered', () => {
  it('a single patient read whose audit row fails: 500 without the data', async () => {
    const registrar = await member(['REGISTRAR']);
    const before = (await readsOf(annaPatientId)).length;
    const res = await get(`/api/clinic/patients/${annaPatientId}/secret`, registrar.cookie);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('SECRET-DIAGNOSIS');
    expect(await readsOf(annaPatientId)).toHaveLength(before);
  });

  it('a list whose audit rows fail: 500 without the data, and no patient of it is recorded (all or none)', async () => {
    const registrar = await member(['REGISTRAR']);
    const before = { anna: (await readsOf(annaPatientId)).length, jan: (await readsOf(janPatientId)).length };
    const res = await get(`/api/clinic/list-broken?ids=${annaPatientId},${janPatientId}`, registrar.cookie);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('SECRET-NAMES');
    expect(await readsOf(annaPatientId)).toHaveLength(before.anna);
    expect(await readsOf(janPatientId)).toHaveLength(before.jan);
  });

  it('a list naming a patient the audit cannot record (no such record): 500 without the data, and nobody recorded', async () => {
    const registrar = await member(['REGISTRAR']);
    const before = (await readsOf(annaPatientId)).length;
    const res = await get(`/api/clinic/list?ids=${annaPatientId},999999`, registrar.cookie);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('SECRET-NAMES');
    expect(await readsOf(annaPatientId)).toHaveLength(before);
  });

  it('a list route whose handler names nobody is not answered', async () => {
    const registrar = await member(['REGISTRAR']);
    const res = await get('/api/clinic/list-forgets', registrar.cookie);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('SECRET-NAMES');
  });

  it('a list that can be audited: one row per patient it names, with the member, what and the request id; an empty list writes none', async () => {
    const registrar = await member(['REGISTRAR']);
    const res = await get(`/api/clinic/list?ids=${annaPatientId},${janPatientId},${annaPatientId}`, registrar.cookie);
    expect(res.json()).toEqual({ names: 'SECRET-NAMES' });
    const rows = (await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, registrar.id))).filter((r) => r.what === 'TEST_LIST');
    expect(rows.map((r) => r.patientId).sort()).toEqual([annaPatientId, janPatientId].sort());
    expect(new Set(rows.map((r) => r.requestId)).size).toBe(1);
    expect((await get('/api/clinic/list', registrar.cookie)).statusCode).toBe(200);
    expect(await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, registrar.id))).toHaveLength(2);
  });
});
