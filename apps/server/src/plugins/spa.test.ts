import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A stand-in for the web build: the plugin serves whatever folder WEB_DIST names.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web build is a page, not an API call', () => {
  it('serves hashed assets without a session, cached for good', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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

  it('keeps an unknown API path a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
  });
});
