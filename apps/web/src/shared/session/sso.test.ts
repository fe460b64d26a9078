import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../test/api-stub';
import { shareSignIn, ssoCookie, tabSessionRef } from './sso';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ssoCookie', () => {
  it('is Secure, SameSite=Lax, lives as long as the token and names the domain when there is one', () => {
    expect(ssoCookie('a+b/c', '.przychodnia.pl')).toBe('ssotoken=a%2Bb%2Fc; Path=/; Max-Age=120; Secure; SameSite=Lax; Domain=.przychodnia.pl');
    expect(ssoCookie('abc', null)).toBe('ssotoken=abc; Path=/; Max-Age=120; Secure; SameSite=Lax');
  });
});

describe('shareSignIn', () => {
  it('asks for a token for the account and this tab, and writes the cookie for the configured domain', async () => {
    const api = stubApi({ 'POST /api/mpi/sso/generate': ok({ value: 'TOKEN-1' }), 'GET /api/mpi/sso/sso-settings': ok({ value: '.przychodnia.pl' }) });
    const calls = () => api.calls.map((c) => ({ url: c.path, method: c.method, body: c.body ?? null }));
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));

    await shareSignIn(42);

    expect(calls()).toContainEqual({ url: '/api/mpi/sso/generate', method: 'POST', body: { userId: 42, sessionId: tabSessionRef() } });
    expect(calls()).toContainEqual({ url: '/api/mpi/sso/sso-settings', method: 'GET', body: null });
    expect(written).toEqual(['ssotoken=TOKEN-1; Path=/; Max-Age=120; Secure; SameSite=Lax; Domain=.przychodnia.pl']);
  });

  it('keeps one session reference per tab', () => {
    expect(tabSessionRef()).toBe(tabSessionRef());
  });
});
