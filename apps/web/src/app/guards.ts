import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../shared/api/client';
import { loginUrlFor } from '../shared/context-query';

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

/** Unknown addresses: the hub when signed in, sign-in otherwise. */
export async function redirectUnknown() {
  const { queryClient, currentAccountQuery } = await loadSession();
  try {
    await queryClient.ensureQueryData(currentAccountQuery);
    return redirect('/main');
  } catch {
    return redirect('/login');
  }
}
