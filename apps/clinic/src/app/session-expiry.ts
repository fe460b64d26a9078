import { onApiFailure } from '@portal/ui/api';
import type { QueryClient } from '@tanstack/react-query';
import { loginPath, LOGIN_PATH } from '../features/auth/paths';
import { consolePath } from './guards';

/**
 * A 401 on any call of a signed-in page (the session idled out after 15 minutes, reached its 10 hours,
 * or was ended elsewhere): the cache of the member's data is dropped and the sign-in page opens with a
 * notice, returning to the same page afterwards. The sign-in calls themselves answer 401 for a wrong
 * password, so they are not counted.
 */
export function sendToSignInWhenSessionEnds(queryClient: QueryClient, navigate: (to: string) => unknown) {
  return onApiFailure((error, call) => {
    if (error.status !== 401 || call.path.startsWith('/clinic/auth/')) return;
    const here = consolePath(new URL(window.location.href));
    if (here.startsWith(LOGIN_PATH)) return;
    queryClient.clear();
    void navigate(loginPath(here, true));
  });
}
