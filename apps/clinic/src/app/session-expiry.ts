import { api, onApiFailure } from '@portal/ui/api';
import type { QueryClient } from '@tanstack/react-query';
import { loginPath, LOGIN_PATH } from '../features/auth/paths';
import { consolePath } from './guards';

/**
 * A 401 on any call of a signed-in page (the session idled out after 15 minutes, reached its 10 hours,
 * or was ended elsewhere): the cache of the member's data is dropped and the sign-in page opens with a
 * notice, returning to the same page afterwards. The sign-in calls themselves answer 401 for a wrong
 * password, so they are not counted.
 *
 * A 401 can also be the late answer to a call sent with a session this browser has since replaced (a
 * password change ends the old session and gives a fresh one): so the session is asked once (GET
 * /clinic/auth/me) before the member is sent away, and while it answers, the pages just read their
 * data again. Several 401s at once share that one question.
 */
export function sendToSignInWhenSessionEnds(queryClient: QueryClient, navigate: (to: string) => unknown) {
  let asking: Promise<void> | null = null;
  return onApiFailure((error, call) => {
    if (error.status !== 401 || call.path.startsWith('/clinic/auth/')) return;
    if (consolePath(new URL(window.location.href)).startsWith(LOGIN_PATH)) return;
    asking ??= api('/clinic/auth/me')
      .then(
        () => void queryClient.invalidateQueries(),
        () => {
          const here = consolePath(new URL(window.location.href));
          if (here.startsWith(LOGIN_PATH)) return;
          queryClient.clear();
          void navigate(loginPath(here, true));
        },
      )
      .finally(() => (asking = null));
  });
}
