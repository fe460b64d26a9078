import type { Account } from '@portal/contracts';
import { loadNamespace } from '../../i18n';
import { getCurrentAccount } from '../../shared/session/account-api';
import { notificationPath } from '../../shared/session/notification-link';
import { loginWithSsoToken } from './api/login-with-sso-token';

/** The sign-in page's own steps, which a link reuses. */
export interface SignInPage {
  /** Runs a sign-in call with the page's handling of its failures and success. */
  signIn: (username: string, call: () => Promise<unknown>) => Promise<void>;
  /** Enters the signed-in area with the account, at `to` when given. */
  enter: (account: Account, to?: string | null) => Promise<void>;
}

/**
 * What /login does on arrival through a link (this module loads only then, keeping the page small):
 * - `ssotoken`: signs in once with the single-sign-on token, exactly as the form signs in with a
 *   password (same messages, redirects and destination); a used, expired or unknown token says so;
 * - `nguid` with a session already open: goes at once where the notice points. Without one the
 *   page waits for the sign-in, after which `notificationPath` decides where to go.
 */
export async function openSignInLink(search: URLSearchParams, page: SignInPage): Promise<void> {
  const token = search.get('ssotoken');
  if (token) {
    await loadNamespace('login', 'epuap');
    return page.signIn('', () => loginWithSsoToken(token));
  }
  const nguid = search.get('nguid');
  const to = nguid ? await notificationPath(nguid) : null;
  if (!to) return;
  const account = await getCurrentAccount().catch(() => null);
  if (account) await page.enter(account, to);
}
