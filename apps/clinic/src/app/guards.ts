import { isApiError } from '@portal/ui/api';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { meQuery, type ClinicMember } from '../features/auth/api/me';
import { loginPath, PASSWORD_CHANGE_PATH } from '../features/auth/paths';

/** The router's basename: the console is served under /clinic. */
export const BASENAME = '/clinic';

/** The address inside the console (without /clinic) of a request. */
export function consolePath(url: URL): string {
  const path = url.pathname.startsWith(BASENAME) ? url.pathname.slice(BASENAME.length) || '/' : url.pathname;
  return `${path}${url.search}`;
}

/**
 * The signed-in area's loader: the member (GET /api/clinic/auth/me), or the sign-in page that returns
 * here afterwards. A member who must change the password goes to that page first, once a route answers
 * it (`hasPasswordChange`: the auth feature's page, when it exists).
 */
export const requireStaff =
  (queryClient: QueryClient, hasPasswordChange: () => boolean) =>
  async ({ request }: LoaderFunctionArgs): Promise<ClinicMember> => {
    const url = new URL(request.url);
    let me: ClinicMember;
    try {
      me = await queryClient.ensureQueryData(meQuery);
    } catch (error) {
      if (isApiError(error) && error.status === 401) throw redirect(loginPath(consolePath(url)));
      throw error;
    }
    if (me.mustChangePassword && hasPasswordChange() && consolePath(url) !== PASSWORD_CHANGE_PATH) throw redirect(PASSWORD_CHANGE_PATH);
    return me;
  };
