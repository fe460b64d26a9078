/** The console's sign-in page (under the router's basename /clinic). */
export const LOGIN_PATH = '/login';
/**
 * Where a member who must change the password is sent (`me.mustChangePassword`); the page is the auth
 * feature's. The guard sends there only once a route answers this path (app/guards.ts).
 */
export const PASSWORD_CHANGE_PATH = '/change-password';

/** An address inside the console that a sign-in may return to (never another site). */
export const isConsolePath = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !value.startsWith(LOGIN_PATH);

/** The sign-in page, returning to `next` afterwards; `expired` says why the member is there. */
export function loginPath(next?: string, expired = false): string {
  const query = new URLSearchParams();
  if (isConsolePath(next) && next !== '/') query.set('next', next);
  if (expired) query.set('expired', '1');
  const s = query.toString();
  return s ? `${LOGIN_PATH}?${s}` : LOGIN_PATH;
}
