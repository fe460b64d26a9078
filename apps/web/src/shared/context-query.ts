/**
 * The booking context a visitor may arrive with (a link from the clinic's site to a service of a
 * unit, an employee or an occupation). It travels with the user through sign-in and registration.
 */
export const CONTEXT_PARAMS = ['service', 'orgUnit', 'employee', 'occupation'] as const;

export function pickContextQuery(search: string | URLSearchParams): URLSearchParams {
  const from = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out = new URLSearchParams();
  for (const key of CONTEXT_PARAMS) {
    const value = from.get(key);
    if (value) out.set(key, value);
  }
  return out;
}

/** `path` with the context parameters of `search` appended. */
export function withContextQuery(path: string, search: string | URLSearchParams): string {
  const q = pickContextQuery(search).toString();
  return q ? `${path}?${q}` : path;
}

/** The sign-in address that brings the user back to `path + search` afterwards. */
export function loginUrlFor(pathname: string, search: string): string {
  const q = pickContextQuery(search);
  q.set('returnTo', `${pathname}${search}`);
  return `/login?${q.toString()}`;
}

/** Accepts only a path of this portal, so a crafted link cannot send the user elsewhere after sign-in. */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/login')) return null;
  return value;
}

/**
 * `path` with what a visit carries through the steps of signing in (the confirm-email and merge
 * pages): the booking context and, when safe, where sign-in was to lead (`returnTo`).
 */
export function withSignInContext(path: string, search: string | URLSearchParams, extra: Record<string, string> = {}): string {
  const from = typeof search === 'string' ? new URLSearchParams(search) : search;
  const q = new URLSearchParams(extra);
  for (const [key, value] of pickContextQuery(from)) q.set(key, value);
  const returnTo = safeReturnTo(from.get('returnTo'));
  if (returnTo) q.set('returnTo', returnTo);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** Where a finished sign-in leads: `returnTo` when safe, else /main with the booking context. */
export const afterSignIn = (search: string | URLSearchParams): string => {
  const from = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeReturnTo(from.get('returnTo')) ?? withContextQuery('/main', from);
};
