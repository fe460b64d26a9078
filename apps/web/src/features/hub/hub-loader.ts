import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@portal/ui/api';
import { queryClient } from '../../shared/query-client';
import { loginUrlFor, withContextQuery } from '../../shared/context-query';
import { applicationSettingsQuery } from '../../shared/settings/application-settings';
import { currentAccountQuery } from '../../shared/session/current-account';
import { hubRedirect } from './hub-redirect';

/** Sends the user to the first enabled module of this build, else the account; anonymous users to sign-in. */
export function hubLoader(routeExists: (path: string) => boolean) {
  return async ({ request }: LoaderFunctionArgs) => {
    try {
      // The guard of the signed-in area runs beside this loader, not before it.
      await queryClient.ensureQueryData(currentAccountQuery);
      const settings = await queryClient.ensureQueryData(applicationSettingsQuery);
      // The visit's context (e.g. a service picked before registering) travels on to the module.
      return redirect(withContextQuery(hubRedirect(settings, routeExists), new URL(request.url).search));
    } catch (e) {
      if (isApiError(e) && e.status === 401) {
        const url = new URL(request.url);
        return redirect(loginUrlFor(url.pathname, url.search));
      }
      throw e;
    }
  };
}
