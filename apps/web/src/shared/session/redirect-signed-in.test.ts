import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { authRoutes } from '../../features/auth/routes';
import { registrationRoutes } from '../../features/registration/routes';
import { apiError, ok, stubApi } from '../../test/api-stub';
import { demoAccount } from '../../test/fixtures';

const account = demoAccount;

/** The server: the account answers 200 when signed in, 401 otherwise; the registration settings fail (the pages cope). */
function serve(signedIn: boolean) {
  stubApi({
    'GET /api/mpi/accounts/mpi-user': signedIn ? ok(account) : apiError(401, 'UNAUTHORIZED'),
    'GET /api/mpi/accounts/registration-settings': apiError(404, 'NOT_FOUND'),
  });
}

const routes: RouteObject[] = [...authRoutes, ...registrationRoutes, { path: '/main', element: null }, { path: '/allergies', element: null }];

/** Where a visit to `entry` ends once its loaders ran. */
async function land(entry: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}


describe('pages for visitors who are not signed in', () => {
  const pages = ['/login', '/registration', '/registrationward', '/registrationchild', '/mergeaccount'];

  it('send a signed-in visitor to /main, keeping the booking context', async () => {
    serve(true);
    for (const page of pages) {
      expect(await land(page)).toBe('/main');
      expect(await land(`${page}?service=12&orgUnit=3&email=x%40example.com`)).toBe('/main?service=12&orgUnit=3');
    }
  });

  it('send a signed-in visitor on to where sign-in was to lead', async () => {
    serve(true);
    expect(await land('/login?returnTo=%2Fallergies')).toBe('/allergies');
    // Never off the portal.
    expect(await land('/login?returnTo=%2F%2Fevil.example')).toBe('/main');
  });

  it('leave a link into the portal (?nguid, ?ssotoken) to the sign-in page, signed in or not', async () => {
    serve(true);
    expect(await land('/login?nguid=abc')).toBe('/login?nguid=abc');
    expect(await land('/login?ssotoken=xyz')).toBe('/login?ssotoken=xyz');
  });

  it('open for a visitor who is not signed in (or whose session may only merge)', async () => {
    serve(false);
    for (const page of pages) expect(await land(`${page}?service=12`)).toBe(`${page}?service=12`);
  });
});
