import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { linkify } from './dev-outbox-page';
import { demoStaffCodes } from '../staff/staff-service';

describe('demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.mail.send({
      to: 'anna.kowalska@example.com',
      subject: 'Potwierdź adres <e-mail>',
      text: 'Kliknij: https://portal.example/confirm?token=abc&service=1\nZłośliwy <script>alert(1)</script> i javascript:alert(2)',
    });
    await t.deps.sms.send({ to: '+48601234567', text: 'Kod potwierdzający: 123456' });
  });
  afterAll(() => t.close());

  it('GET /api/dev/outbox lists e-mails and SMS messages newest first without a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const items = res.json();
    // The two sent here, after the seed's programme invitation to Anna.
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({ channel: 'SMS', recipient: '+48601234567', subject: null, body: 'Kod potwierdzający: 123456' });
    expect(items[1]).toMatchObject({ channel: 'EMAIL', recipient: 'anna.kowalska@example.com' });
    expect(new Date(items[0].createdAt).toISOString()).toBe(items[0].createdAt);
  });

  it('filters by recipient', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev/outbox?recipient=ANNA.KOWALSKA@example.com' });
    expect(res.json().map((m: { channel: string }) => m.channel)).toEqual(['EMAIL', 'EMAIL']);
    const phone = await t.request({ method: 'GET', url: '/api/dev/outbox?recipient=601234567' });
    expect(phone.json().map((m: { channel: string }) => m.channel)).toEqual(['SMS']);
    const none = await t.request({ method: 'GET', url: '/api/dev/outbox?recipient=nikt@example.com' });
    expect(none.json()).toEqual([]);
  });

  it('GET /dev/outbox shows an escaped Polish page with clickable links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('Skrzynka nadawcza');
    expect(html).toContain('Potwierdź adres &lt;e-mail&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="https://portal.example/confirm?token=abc&amp;service=1"');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('Kod potwierdzający: 123456');
    expect(html).toContain('+48601234567');
  });

  it('GET /dev/outbox escapes the filter it echoes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?recipient=%22%3E%3Cimg%20src%3Dx%3E' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('&quot;&gt;&lt;img src=x&gt;');
  });
});

/** Every demo-only path, as a remote attacker would call it. */
const DEMO_PATHS: InjectOptions[] = [
  { method: 'GET', url: '/api/dev/outbox' },
  { method: 'GET', url: '/api/dev/outbox?recipient=anna' },
  { method: 'GET', url: '/dev/outbox' },
  { method: 'GET', url: '/dev/totp' },
  { method: 'GET', url: '/sim/epuap/login?SAMLRequest=x' },
  { method: 'POST', url: '/sim/epuap/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'SAMLRequest=x&choice=85031502464' },
  { method: 'GET', url: '/sim/epuap/logout' },
  { method: 'GET', url: '/sim/epuap/post.js' },
];
const REMOTE = '203.0.113.7';
/** What a client can tell of an answer: status, content type and body (dates and request ids aside). */
const seen = (res: LightMyRequestResponse) => ({ status: res.statusCode, type: res.headers['content-type'], body: res.body });

describe('demo-only pages and calls answer only this machine', () => {
  let demo: TestApp;
  let proxied: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
    proxied = await createTestApp({ TRUST_PROXY: true });
    production = await createTestApp({ PORTAL_MODE: 'production' });
    await demo.deps.mail.send({ to: 'anna.kowalska@example.com', subject: 'Reset', text: 'https://portal.example/resetpassword?token=sekret' });
  });
  afterAll(async () => {
    await demo.close();
    await proxied.close();
    await production.close();
  });

  it('serves them to a loopback client (IPv4, IPv6, by name)', async () => {
    for (const [remoteAddress, host] of [
      ['127.0.0.1', 'localhost:3000'],
      ['::1', '[::1]:3000'],
      ['::ffff:127.0.0.1', '127.0.0.1:3000'],
    ]) {
      const res = await demo.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers: { host } });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.body).toContain('sekret');
    }
    expect((await demo.app.inject({ method: 'GET', url: '/sim/epuap/logout' })).statusCode).toBe(200);
  });

  it('answers a client on another machine exactly as production answers a path that does not exist', async () => {
    for (const request of DEMO_PATHS) {
      const remote = await demo.app.inject({ ...request, remoteAddress: REMOTE });
      const missing = await production.app.inject({ ...request, remoteAddress: REMOTE });
      expect(seen(remote), `${request.method} ${request.url}`).toEqual(seen(missing));
      // A page path gets the SPA (or, unbuilt, its 503 notice) as production does; nothing of the demo's.
      for (const demoText of ['sekret', 'Skrzynka nadawcza', 'Profil Zaufany', 'saml-post', 'data-testid="totp-']) expect(remote.body).not.toContain(demoText);
    }
    const api = await demo.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: REMOTE });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('counts every forwarded address: a proxy on this machine does not make its clients local, a forged header does not make a remote one local', async () => {
    const cases: Array<{ app: () => TestApp; remoteAddress: string; headers: Record<string, string>; local: boolean }> = [
      // A reverse proxy or tunnel on this machine forwarding a remote client (TRUST_PROXY set or not).
      { app: () => proxied, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': REMOTE }, local: false },
      { app: () => demo, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': REMOTE }, local: false },
      { app: () => proxied, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `127.0.0.1, ${REMOTE}` }, local: false },
      { app: () => demo, remoteAddress: '127.0.0.1', headers: { forwarded: `for=${REMOTE}` }, local: false },
      { app: () => demo, remoteAddress: '127.0.0.1', headers: { 'x-real-ip': REMOTE }, local: false },
      // A remote client claiming to be local.
      { app: () => proxied, remoteAddress: REMOTE, headers: { 'x-forwarded-for': '127.0.0.1' }, local: false },
      { app: () => demo, remoteAddress: REMOTE, headers: { 'x-forwarded-for': '127.0.0.1' }, local: false },
      // A proxy on this machine forwarding a client on this machine.
      { app: () => proxied, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' }, local: true },
    ];
    for (const c of cases) {
      const res = await c.app().app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: c.remoteAddress, headers: c.headers });
      expect(res.statusCode, JSON.stringify(c)).toBe(c.local ? 200 : 404);
    }
  });

  it('refuses a loopback request under another host name (DNS rebinding)', async () => {
    for (const host of ['attacker.example:3000', 'attacker.example', '127.0.0.1.nip.io:3000']) {
      const res = await demo.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host } });
      expect(res.statusCode, host).toBe(404);
      const page = await demo.app.inject({ method: 'GET', url: '/sim/epuap/logout', headers: { host } });
      expect(page.body).not.toContain('Wyloguj');
    }
  });

  it('serves everyone with DEMO_EXPOSED=true', async () => {
    const exposed = await createTestApp({ DEMO_EXPOSED: true });
    try {
      const res = await exposed.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: REMOTE, headers: { host: 'demo.example:3000' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await exposed.close();
    }
  });
});

describe('linkify', () => {
  it('cannot be broken out of by quotes or brackets in an address', () => {
    expect(linkify('https://a.example/x"onmouseover="alert(1)')).toBe(
      '<a href="https://a.example/x" rel="noopener noreferrer">https://a.example/x</a>&quot;onmouseover=&quot;alert(1)',
    );
    expect(linkify('http://a.example/<b>')).toBe('<a href="http://a.example/" rel="noopener noreferrer">http://a.example/</a>&lt;b&gt;');
    expect(linkify('Link: https://a.example/p?a=1&b=2.')).toBe(
      'Link: <a href="https://a.example/p?a=1&amp;b=2" rel="noopener noreferrer">https://a.example/p?a=1&amp;b=2</a>.',
    );
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORTAL_MODE: 'production' });
    await t.deps.mail.send({ to: 'anna.kowalska@example.com', subject: 'Tajne', text: 'Kod 999999' });
  });
  afterAll(() => t.close());

  it('has no outbox API (404)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
  });

  it('has no outbox page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.body).not.toContain('Skrzynka nadawcza');
    expect(res.body).not.toContain('999999');
  });

  it('has no page of the staff sign-in codes, and the staff service refuses to give them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/totp' });
    expect(res.body).not.toContain('data-testid="totp-');
    await expect(demoStaffCodes(t.deps)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
