import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { requireAuth } from './session';

let t: TestApp;
let port: number;
let anna: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
  anna = await t.login('anna');
});
afterAll(() => t.close());

/**
 * One request over a real socket, as written (absolute-form request targets are not possible with
 * inject). The socket stays open for writing until the server answers and closes it (`Connection:
 * close`): a client that half-closes first may see the connection dropped while a route still waits
 * on the database.
 */
function raw(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const split = data.indexOf('\r\n\r\n');
      resolve({ status: Number(data.split(' ')[1]), headers: data.slice(0, split), body: data.slice(split + 4) });
    });
  });
}

/** Signed-in-only reads; every one must refuse an anonymous caller however its URL is spelled. */
const privateReads = [
  '/mpi/accounts/mpi-user',
  '/mpi/accounts/mpi-user/patients/me',
  '/mpi/allergies/all/1',
  '/mpi/allergies/1/1',
  '/mpi/accounts/mpi-user/notifications/3f1c9a52-7d4e-4b8a-9c1e-5a2b6d8e0f11',
  '/mpi/accounts/mpi-user/application-settings',
];

describe('guards decide on the matched route, not on the raw URL', () => {
  it.each(privateReads)('refuses an anonymous %s with an encoded letter in /api', async (path) => {
    const res = await t.request({ method: 'GET', url: `/%61pi${path}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('UNAUTHORIZED');
  });

  it.each(privateReads)('refuses an anonymous %s in absolute form (GET http://host/api/...)', async (path) => {
    // With our client's header, as the portal sends it: opening a notification marks it (a writing GET,
    // refused cross-site before the session is read; see writing-gets.int.test.ts).
    const res = await raw(`GET http://127.0.0.1:${port}/api${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nx-portal-client: 1\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).errorCode).toBe('UNAUTHORIZED');
  });

  it('refuses an anonymous HEAD of a signed-in-only route', async () => {
    const res = await t.request({ method: 'HEAD', url: '/api/mpi/accounts/mpi-user' });
    expect(res.statusCode).toBe(401);
  });

  it('still serves a signed-in caller under an encoded spelling', async () => {
    const res = await t.request({ method: 'GET', url: '/%61pi/mpi/accounts/mpi-user', cookie: anna });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Anna');
  });

  it('applies the same-origin check to /%61pi/... writes', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/%61pi/mpi/allergies/1/1',
      headers: { cookie: anna, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('ORIGIN_REJECTED');
  });

  it('applies the same-origin check to absolute-form writes', async () => {
    const body = JSON.stringify({ username: 'anna', password: 'x' });
    const res = await raw(
      `POST http://127.0.0.1:${port}/api/mpi/accounts/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).errorCode).toBe('ORIGIN_REJECTED');
  });

  it('keeps public routes and the API document open', async () => {
    expect((await t.request({ method: 'GET', url: '/api/mpi/accounts/login-settings' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
  });

  it('requireAuth refuses a request without a session instead of handing over null', () => {
    expect(() => requireAuth({ auth: null } as never)).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }));
  });
});

describe('API answers are not stored by browsers or proxies', () => {
  it.each([
    ['a signed-in read', { method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie: 'x' }],
    ['an anonymous refusal', { method: 'GET', url: '/api/mpi/accounts/mpi-user' }],
    ['a validation error', { method: 'POST', url: '/api/mpi/accounts/login', payload: {} }],
    ['an unknown API path', { method: 'GET', url: '/api/no-such-thing' }],
  ] as const)('%s carries Cache-Control: no-store', async (_label, opts) => {
    const res = await t.request({ ...opts, cookie: 'cookie' in opts ? anna : undefined });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the identification revalidated by its ETag (no-cache, 304)', async () => {
    const first = await t.request({ method: 'GET', url: '/api/mpi/identification' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.request({ method: 'GET', url: '/api/mpi/identification', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('lets the browser keep public settings only to revalidate them, so a clinic change shows on the next read', async () => {
    const res = await t.request({ method: 'GET', url: '/api/mpi/accounts/login-settings' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });
});

describe('malformed URLs', () => {
  it.each(['/api/%E0%A4%A', '/%', '/api/mpi/allergies/all/%E0%A4%A'])('answers %s with the one error shape, without echoing it', async (url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorCode: 'BAD_REQUEST', message: expect.any(String) });
    expect(res.body).not.toContain('%');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a malformed URL over a real socket the same way', async () => {
    const res = await raw(`GET /api/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ errorCode: 'BAD_REQUEST', message: expect.any(String) });
  });
});
