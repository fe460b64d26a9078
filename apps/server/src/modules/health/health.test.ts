import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
