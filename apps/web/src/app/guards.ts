import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@portal/ui/api';
import { loginUrlFor } from '../shared/context-query';
import { routeExists } from './modules';

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

/**
 * Unknown addresses: the hub when signed in; sign-in otherwise — with a way back for a page this build
 * has, since a module's pages join the router only once the signed-in account's flags are read
 * (app/modules).
 */
export async function redirectUnknown({ request }: LoaderFunctionArgs) {
  const { queryClient, currentAccountQuery } = await loadSession();
  try {
    await queryClient.ensureQueryData(currentAccountQuery);
    return redirect('/main');
  } catch {
    const url = new URL(request.url);
    return redirect(routeExists(url.pathname) ? loginUrlFor(url.pathname, url.search) : '/login');
  }
}
