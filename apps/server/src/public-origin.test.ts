import { describe, expect, it } from 'vitest';
import { testConfig } from './config';
import { adoptBoundPort, askingOrigin, publicBaseUrl, publicOrigin, servedOverHttps } from './public-origin';

const listeningOn = (port: number) => ({ address: () => ({ address: '127.0.0.1', family: 'IPv4', port }) });

describe('the public address links are built on', () => {
  it('is PUBLIC_URL when set (without a trailing slash), whatever the server listens on', () => {
    const config = testConfig({ PUBLIC_URL: 'https://pacjent.example.pl/portal/' });
    expect(publicBaseUrl(config, listeningOn(41234))).toBe('https://pacjent.example.pl/portal');
    expect(publicOrigin(config)).toBe('https://pacjent.example.pl');
  });

  it('is, without PUBLIC_URL, the configured host (localhost for loopback and every-interface) and the port really listened on', () => {
    expect(publicBaseUrl(testConfig({ HOST: '127.0.0.1', PORT: 0 }), listeningOn(41234))).toBe('http://localhost:41234');
    expect(publicBaseUrl(testConfig({ HOST: '0.0.0.0', PORT: 3000 }))).toBe('http://localhost:3000');
    expect(publicBaseUrl(testConfig({ HOST: '::', PORT: 3000 }), { address: () => null })).toBe('http://localhost:3000');
    expect(publicBaseUrl(testConfig({ HOST: '192.168.1.20', PORT: 8080 }))).toBe('http://192.168.1.20:8080');
    expect(publicBaseUrl(testConfig({ HOST: 'fd00::5', PORT: 8080 }))).toBe('http://[fd00::5]:8080');
  });

  it('names, once listening on a free port (PORT=0), the port bound in links built from the configuration alone (jobs)', () => {
    const config = testConfig({ HOST: '127.0.0.1', PORT: 0 });
    expect(publicBaseUrl(config)).toBe('http://localhost:0');
    adoptBoundPort(config, listeningOn(41234));
    expect(publicBaseUrl(config)).toBe('http://localhost:41234');
    const fixed = testConfig({ HOST: '127.0.0.1', PORT: 3000 });
    adoptBoundPort(fixed, listeningOn(41234));
    expect(fixed.PORT).toBe(3000);
  });

  it('says https only when PUBLIC_URL does', () => {
    expect(servedOverHttps(testConfig({ PUBLIC_URL: 'https://pacjent.example.pl' }))).toBe(true);
    expect(servedOverHttps(testConfig({ PUBLIC_URL: 'http://intranet.example:8080' }))).toBe(false);
    expect(servedOverHttps(testConfig({ PUBLIC_URL: undefined }))).toBe(false);
  });
});

describe('the origin of the page that asked (the self-assessment frame, issue 28 item 18)', () => {
  const demo = testConfig({ PUBLIC_URL: undefined, HOST: '127.0.0.1', PORT: 3000 });

  it('follows the loopback address the demo was opened at, on its own port', () => {
    expect(askingOrigin(demo, undefined, '127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(askingOrigin(demo, undefined, 'localhost:3000')).toBe('http://localhost:3000');
    expect(askingOrigin(demo, undefined, '[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('takes no other Host header, nor any with PUBLIC_URL set', () => {
    expect(askingOrigin(demo, undefined, 'evil.example:3000')).toBe('http://localhost:3000');
    expect(askingOrigin(demo, undefined, '127.0.0.1:4000')).toBe('http://localhost:3000');
    expect(askingOrigin(demo, undefined, undefined)).toBe('http://localhost:3000');
    expect(askingOrigin(testConfig({ PUBLIC_URL: 'https://pacjent.example.pl' }), undefined, '127.0.0.1:3000')).toBe('https://pacjent.example.pl');
  });
});
