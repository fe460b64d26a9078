import { SSO_COOKIE_NAME, SSO_TOKEN_TTL_MS } from '@portal/contracts';
import { api } from '@portal/ui/api';

/*
 * Single sign-on towards the provider's other applications (spec part 1 §7): the signed-in portal
 * asks for a one-time token and leaves it in the `ssotoken` cookie for the domain the server names;
 * the other application reads it and opens /login?ssotoken=… of the portal, which signs in with it.
 */

/** POST /api/mpi/sso/generate — a one-time token (2 minutes) for the signed-in account. */
export const generateSsoToken = (userId: number, sessionId: string) =>
  api<{ value: string }>('/mpi/sso/generate', { method: 'POST', body: { userId, sessionId } });

/** GET /api/mpi/sso/sso-settings — the cookie's domain; null: the portal's own host only. */
export const getSsoSettings = () => api<{ value: string | null }>('/mpi/sso/sso-settings');

/** The `ssotoken` cookie: Secure, SameSite=Lax, for the domain when there is one, gone when the token expires. */
export function ssoCookie(token: string, domain: string | null): string {
  const parts = [`${SSO_COOKIE_NAME}=${encodeURIComponent(token)}`, 'Path=/', `Max-Age=${SSO_TOKEN_TTL_MS / 1000}`, 'Secure', 'SameSite=Lax'];
  if (domain) parts.push(`Domain=${domain}`);
  return parts.join('; ');
}

const TAB_KEY = 'portal.ssoSessionRef';

/** A reference of this browser tab's session, sent with the token for the server's audit trail. */
export function tabSessionRef(): string {
  try {
    const known = sessionStorage.getItem(TAB_KEY);
    if (known) return known;
    const fresh = crypto.randomUUID();
    sessionStorage.setItem(TAB_KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}

/** Leaves a one-time sign-in token for the provider's other applications in the `ssotoken` cookie. */
export async function shareSignIn(userId: number): Promise<void> {
  const [{ value: token }, { value: domain }] = await Promise.all([generateSsoToken(userId, tabSessionRef()), getSsoSettings()]);
  document.cookie = ssoCookie(token, domain);
}
