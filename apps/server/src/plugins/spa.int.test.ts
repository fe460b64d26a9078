import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';

let t: TestApp;
let dist: string;
let clinicDist: string;
beforeAll(async () => {
  // Stand-ins for the two builds: the plugin serves whatever folders WEB_DIST and CLINIC_DIST name.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  // The copies the build writes beside each asset (vite-plugin-compression2).
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync('console.log(1)'));
  clinicDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-clinic-dist-'));
  fs.mkdirSync(path.join(clinicDist, 'assets'));
  fs.writeFileSync(path.join(clinicDist, 'index.html'), '<!doctype html><title>Konsola</title>');
  fs.writeFileSync(path.join(clinicDist, 'assets', 'clinic-3c4d.js'), 'console.log(2)');
  t = await createTestApp({ WEB_DIST: dist, CLINIC_DIST: clinicDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(clinicDist, { recursive: true, force: true });
});

describe('the web build is a page, not an API call', () => {
  it('serves hashed assets without a session, cached for good', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the Brotli copy to a browser that accepts it, with the same type, cache and Vary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('sends the plain file to a client that asks for no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js', headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe('console.log(1)');
    }
  });

  it('answers a route of the web app with index.html, revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Portal</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset 404, not the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-0000.js?v=1' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>Portal</title>');
    expect(res.json().errorCode).toBe('NOT_FOUND');
  });

  it('treats a folder, a path out of the build or a hidden file as a missing file', async () => {
    fs.writeFileSync(path.join(dist, '.env'), 'SECRET=1');
    fs.writeFileSync(path.join(dist, 'assets', '.env'), 'SECRET=1');
    for (const url of ['/assets/', '/assets/.env']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorCode, url).toBe('NOT_FOUND');
    }
    for (const url of ['/assets', '/.env', '/assets/%2e%2e/index.html', '/..%2f..%2fetc%2fpasswd', '/assets/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Portal</title>');
      expect(res.body, url).not.toMatch(/SECRET|root:/);
    }
  });

  it('serves a file the build wrote after the server started (a new build beside a running server)', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'later-9f9f.js'), 'console.log(3)');
    const res = await t.app.inject({ method: 'GET', url: '/assets/later-9f9f.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(3)');
  });

  it('keeps an unknown API path a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
  });
});

describe('the clinic console is served under /clinic/, apart from the patient portal', () => {
  it('serves its hashed assets cached for good, and not at the patient app\'s /assets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/clinic/assets/clinic-3c4d.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/clinic-3c4d.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/clinic/assets/app-1a2b.js' })).statusCode).toBe(404);
  });

  it('answers /clinic and every address under it with its own index.html, revalidated', async () => {
    for (const url of ['/clinic', '/clinic/', '/clinic/login?next=%2Fidentities', '/clinic/identities/12']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Konsola</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('leaves the patient portal\'s fallback for every other address', async () => {
    for (const url of ['/clinical', '/account/clinic', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<title>Portal</title>');
    }
  });

  it('answers a missing clinic asset with a JSON 404, not the console page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/clinic/assets/clinic-0000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
  });
});
