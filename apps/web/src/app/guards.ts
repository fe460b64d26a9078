import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@portal/ui/api';
import { loginUrlFor } from '../shared/context-query';
import { routeExists } from './modules';
import type { NotFoundData } from './not-found';

// The query library loads with the signed-in area, not with the sign-in page.
const loadSession = () =>
  Promise.all([import('../shared/query-client'), import('../shared/session/current-account')]).then(([q, a]) => ({
    queryClient: q.queryClient,
    currentAccountQuery: a.currentAccountQuery,
  }));

/** Loader of the signed-in area: the account, or sign-in with a way back to the asked page. */
export async function requireAccount({ request }: LoaderFunctionArgs) {
  const { queryClient, currentAccountQuery } = await loadSession();
  try {
    return await queryClient.ensureQueryData(currentAccountQuery);
  } catch (e) {
    if (isApiError(e) && e.status === 401) {
      const url = new URL(request.url);
      throw redirect(loginUrlFor(url.pathname, url.search));
    }
    throw e;
  }
}

/** The portal's own address (/): the hub when signed in, else sign-in. */
export async function redirectRoot(): Promise<Response> {
  const { queryClient, currentAccountQuery } = await loadSession();
  try {
    await queryClient.ensureQueryData(currentAccountQuery);
    return redirect('/main');
  } catch {
    return redirect('/login');
  }
}

/**
 * Unknown addresses: a page this build has (a module's pages join the router only once the signed-in
 * account's flags are read, app/modules) goes to sign-in with the way back; any other address shows
 * the "page not found" page, whose way home is the hub when signed in and sign-in otherwise.
 */
export async function redirectUnknown({ request }: LoaderFunctionArgs): Promise<Response | NotFoundData> {
  const { queryClient, currentAccountQuery } = await loadSession();
  try {
    await queryClient.ensureQueryData(currentAccountQuery);
    return { home: '/main' };
  } catch {
    const url = new URL(request.url);
    return routeExists(url.pathname) ? redirect(loginUrlFor(url.pathname, url.search)) : { home: '/login' };
  }
}
