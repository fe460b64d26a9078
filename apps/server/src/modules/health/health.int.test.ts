import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import { outageCause } from '../../lib/outage';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers without a session and names the database', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: t.deps.dbKind });
  });
  it('sends the security headers on every answer', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id'] ?? res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers an unknown API path with the JSON 404 shape', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorCode: 'NOT_FOUND', message: expect.any(String) });
  });
  it('refuses a state-changing call from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mpi/accounts/login',
      headers: { origin: 'https://evil.example' },
      payload: { username: 'anna.kowalska@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('ORIGIN_REJECTED');
  });
  it('publishes the OpenAPI document with every route and its schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    const expected: Array<[string, string]> = [
      ['get', '/api/health'],
      ['get', '/api/health/live'],
      ['get', '/api/health/ready'],
      ['post', '/api/mpi/accounts/login'],
      ['post', '/api/mpi/accounts/logout'],
      ['get', '/api/mpi/accounts/mpi-user'],
      ['post', '/api/mpi/accounts/password-change'],
      ['post', '/api/mpi/accounts/event-log'],
      ['get', '/api/mpi/accounts/mpi-user/patients/me'],
      ['get', '/api/mpi/accounts/mpi-user/application-settings'],
      ['get', '/api/mpi/accounts/login-settings'],
      ['get', '/api/mpi/accounts/registration-settings'],
      ['get', '/api/mpi/accounts/mpi-user/patient-account-settings'],
      ['get', '/api/mpi/accounts/mpi-user/sms-confirmation-settings'],
      ['get', '/api/mpi/accounts/system-installation'],
      ['get', '/api/mpi/accounts/identification-settings'],
      ['get', '/api/mpi/identification'],
      ['get', '/api/mpi/accounts/mpi-user/file-settings'],
      ['get', '/api/mpi/accounts/message-component-settings'],
      ['get', '/api/mpi/accounts/help-settings/e-patient'],
      ['get', '/api/mpi/accounts/register-account-desc'],
      ['get', '/api/mppd/api/links'],
      ['get', '/api/mpi/allergies/all/{patientId}'],
      ['get', '/api/mpi/allergies/{patientId}/{allergyId}'],
      ['post', '/api/mpi/allergies/dict'],
      ['post', '/api/mpi/allergies/{patientId}'],
      ['patch', '/api/mpi/allergies/{patientId}/{allergyId}'],
      ['delete', '/api/mpi/allergies/{patientId}/{allergyId}'],
      ['get', '/api/dev/outbox'],
    ];
    for (const [method, path] of expected) {
      expect(paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(Object.keys(paths[path][method].responses ?? {}), `${method.toUpperCase()} ${path} responses`).not.toEqual([]);
    }
  });
});

/** A database every query of which fails with `err` (as node-postgres and drizzle would throw it), until `healed`. */
function failingDb(db: Db, err: () => Error): { db: Db; heal(): void } {
  let healed = false;
  const fail = () => {
    throw err();
  };
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      if (!healed && (prop === 'execute' || prop === 'select' || prop === 'insert' || prop === 'update' || prop === 'delete' || prop === 'transaction' || prop === 'query')) return fail;
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  return { db: proxy, heal: () => void (healed = true) };
}

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
/** drizzle's wrapping of a failed query: the database's error is the cause. */
const failedQuery = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('outages of the database', () => {
  it('recognises a lost or refused connection, a shutdown and a full disk; not an ordinary error', () => {
    expect(outageCause(failedQuery(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')))).toBe('DATABASE_UNREACHABLE');
    expect(outageCause(new AggregateError([pgError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')]))).toBe('DATABASE_UNREACHABLE');
    expect(outageCause(failedQuery(new Error('Connection terminated unexpectedly')))).toBe('DATABASE_UNREACHABLE');
    expect(outageCause(pgError('57P01', 'terminating connection due to administrator command'))).toBe('DATABASE_UNREACHABLE');
    expect(outageCause(pgError('08006', 'connection failure'))).toBe('DATABASE_UNREACHABLE');
    expect(outageCause(failedQuery(pgError('53100', 'could not extend file: No space left on device')))).toBe('DISK_FULL');
    expect(outageCause(pgError('ENOSPC', 'ENOSPC: no space left on device, write'))).toBe('DISK_FULL');
    expect(outageCause(pgError('23505', 'duplicate key'))).toBeNull();
    expect(outageCause(new Error('boom'))).toBeNull();
  });

  for (const [what, err, logged] of [
    ['unreachable', () => failedQuery(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')), 'the database does not answer'],
    ['out of disk', () => failedQuery(pgError('53100', 'could not extend file "base/5/16384": No space left on device')), 'the disk is full'],
  ] as const) {
    it(`with the database ${what}: every request 503 SERVICE_UNAVAILABLE, logged once, live stays 200; logged again when it is back`, async () => {
      const lines: string[] = [];
      const broken = failingDb(t.deps.db, err);
      const app = await buildApp({ ...t.deps, db: broken.db, config: { ...t.deps.config, LOG_LEVEL: 'info' } }, { logStream: { write: (line) => void lines.push(line) } });
      try {
        for (const url of ['/api/health', '/api/health/ready', '/api/mpi/accounts/login-settings', '/api/health/ready']) {
          const res = await app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(503);
          expect(res.json()).toEqual({ errorCode: 'SERVICE_UNAVAILABLE', message: 'Portal jest chwilowo niedostępny. Spróbuj ponownie za kilka minut.' });
          expect(res.headers['retry-after']).toBe('30');
        }
        const live = await app.inject({ method: 'GET', url: '/api/health/live' });
        expect(live.statusCode).toBe(200);
        expect(live.json()).toMatchObject({ status: 'ok' });

        // Demo mode logs requests as short text lines; the rest is pino's JSON.
        const json = () => lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { level: number; msg: string });
        const entries = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { level: number; msg: string; stack?: string; err?: unknown; outage?: string });
        const errors = entries.filter((e) => e.level >= 50);
        expect(errors).toHaveLength(1);
        expect(errors[0].msg).toContain(logged);
        expect(errors[0].err).toBeUndefined();
        expect(JSON.stringify(errors[0])).not.toContain('    at ');

        broken.heal();
        expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
        expect(json().filter((e) => e.msg.includes('outage over'))).toHaveLength(1);
        expect((await app.inject({ method: 'GET', url: '/api/mpi/accounts/login-settings' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  }
});
