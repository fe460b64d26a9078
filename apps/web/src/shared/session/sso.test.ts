import { afterEach, describe, expect, it, vi } from 'vitest';
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
    const calls: Array<{ url: string; method: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
        const body = url.endsWith('/generate') ? { value: 'TOKEN-1' } : { value: '.przychodnia.pl' };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));

    await shareSignIn(42);

    expect(calls).toContainEqual({ url: '/api/mpi/sso/generate', method: 'POST', body: { userId: 42, sessionId: tabSessionRef() } });
    expect(calls).toContainEqual({ url: '/api/mpi/sso/sso-settings', method: 'GET', body: null });
    expect(written).toEqual(['ssotoken=TOKEN-1; Path=/; Max-Age=120; Secure; SameSite=Lax; Domain=.przychodnia.pl']);
  });

  it('keeps one session reference per tab', () => {
    expect(tabSessionRef()).toBe(tabSessionRef());
  });
});
