import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { linkify } from './dev-outbox-page';

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
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ channel: 'SMS', recipient: '+48601234567', subject: null, body: 'Kod potwierdzający: 123456' });
    expect(items[1]).toMatchObject({ channel: 'EMAIL', recipient: 'anna.kowalska@example.com' });
    expect(new Date(items[0].createdAt).toISOString()).toBe(items[0].createdAt);
  });

  it('filters by recipient', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev/outbox?recipient=ANNA.KOWALSKA@example.com' });
    expect(res.json().map((m: { channel: string }) => m.channel)).toEqual(['EMAIL']);
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
});
