import { afterEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../shared/query-client';
import { ok, stubApi } from '../test/api-stub';
import { demoAccount } from '../test/fixtures';
import { redirectUnknown, requireAccount } from './guards';

/** The loader's answer for a visit to `url`: where its redirect leads (path and query). */
async function redirectOf(loader: (args: LoaderFunctionArgs) => Promise<unknown>, url: string): Promise<string | null> {
  try {
    const res = await loader({ request: new Request(new URL(url, 'http://portal.test')), params: {}, context: undefined } as LoaderFunctionArgs);
    return res instanceof Response ? res.headers.get('Location') : null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

/** What the unknown-address loader gives its page for a visit to `url`. */
const loaderData = (url: string) =>
  redirectUnknown({ request: new Request(new URL(url, 'http://portal.test')), params: {}, context: undefined } as LoaderFunctionArgs);

afterEach(() => queryClient.clear());

describe('unknown addresses (redirectUnknown)', () => {
  it('show "page not found" with sign-in as the way home when nobody is signed in', async () => {
    stubApi();
    expect(await redirectOf(redirectUnknown, '/nie-ma-takiej-strony?service=12')).toBeNull();
    expect(await loaderData('/nie-ma-takiej-strony?service=12')).toEqual({ home: '/login' });
  });

  it('of a module page not joined yet go to sign-in with the way back, the context kept', async () => {
    stubApi();
    expect(await redirectOf(redirectUnknown, '/allergies?service=12&orgUnit=3')).toBe(
      `/login?service=12&orgUnit=3&returnTo=${encodeURIComponent('/allergies?service=12&orgUnit=3')}`,
    );
  });

  it('show "page not found" with the hub as the way home when signed in', async () => {
    stubApi({ 'GET /api/mpi/accounts/mpi-user': ok(demoAccount) });
    expect(await loaderData('/nie-ma-takiej-strony')).toEqual({ home: '/main' });
  });
});

describe('the signed-in area (requireAccount)', () => {
  it('sends a visitor to sign-in with the asked page and its query as the way back', async () => {
    stubApi();
    expect(await redirectOf(requireAccount, '/account?service=12')).toBe(`/login?service=12&returnTo=${encodeURIComponent('/account?service=12')}`);
  });

  it('lets the signed-in account in', async () => {
    stubApi({ 'GET /api/mpi/accounts/mpi-user': ok(demoAccount) });
    expect(await redirectOf(requireAccount, '/account')).toBeNull();
  });
});
