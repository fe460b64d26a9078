import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import { createTestApp, type TestApp } from '../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The same deps with the logger on at info, writing into `lines`. */
async function appLogging(over: Partial<Config>): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const app = await buildApp({ ...t.deps, config: { ...t.deps.config, LOG_LEVEL: 'info', ...over } }, { logStream: { write: (line) => void lines.push(line) } });
  return { app, lines };
}

describe('request logs', () => {
  it('demo mode: one short line per request (method, URL without secrets, status, ms), no JSON', async () => {
    const { app, lines } = await appLogging({ PORTAL_MODE: 'demo' });
    try {
      await app.inject({ method: 'GET', url: '/api/mpi/accounts/login-settings' });
      await app.inject({ method: 'GET', url: '/api/nothing?ssotoken=secret-value&x=1' });
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^GET \/api\/mpi\/accounts\/login-settings 200 \d+ ms\n$/);
      expect(lines[1]).toMatch(/^GET \/api\/nothing\?ssotoken=\*\*\*&x=\*\*\* 404 \d+ ms\n$/);
      expect(lines.join('')).not.toContain('secret-value');
      await app.inject({ method: 'GET', url: '/api/clinic/patients?q=85031502464&pageIndex=0' });
      await app.inject({ method: 'GET', url: '/api/mpi/accounts/login/prepare?name=Anna&surname=Nowak' });
      await app.inject({ method: 'GET', url: '/api/nothing/anna%40example.com?username=anna%40example.com' });
      expect(lines[2]).toMatch(/^GET \/api\/clinic\/patients\?q=\*\*\*&pageIndex=0 \d{3} \d+ ms\n$/);
      expect(lines.join('')).not.toMatch(/85031502464|Anna|Nowak|example\.com/);
    } finally {
      await app.close();
    }
  });

  it('production keeps pino JSON', async () => {
    const { app, lines } = await appLogging({ PORTAL_MODE: 'production' });
    try {
      await app.inject({ method: 'GET', url: '/api/mpi/accounts/login-settings' });
      await app.inject({ method: 'GET', url: '/api/clinic/patients?q=85031502464&pageIndex=0' });
      await app.inject({ method: 'GET', url: '/api/nothing/anna%40example.com?username=anna%40example.com&surname=Nowak' });
      expect(lines.join('')).not.toMatch(/85031502464|Nowak|example\.com/);
      expect(lines.join('')).toContain('/api/clinic/patients?q=***&pageIndex=0');
      lines.splice(2);
      const entries = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number } });
      expect(entries.map((e) => e.msg)).toEqual(['incoming request', 'request completed']);
      expect(entries[1].res?.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
