import { SSO_TOKEN_TTL_MS, type Account, type SsoGenerateRequest } from '@portal/contracts';
import type { Deps } from '../../deps';
import { AppError, NotFound } from '../../errors';
import { hashToken, newToken } from '../../lib/secrets';
import { signInWithoutPassword, type RequestContext, type SessionPort } from '../accounts/sign-in-service';
import { recordEvent } from '../event-log/event-log-service';
import { accountContact } from '../contacts/contacts-service';
import * as repo from './sso-repository';

type SsoDeps = Pick<Deps, 'db' | 'clock' | 'config'>;


/**
 * POST /mpi/sso/generate: a one-time sign-in token for the signed-in account, for another
 * application of the provider (it opens /login?ssotoken=…). 256 random bits, stored hashed, usable
 * once within 2 minutes. `userId` must be the caller's own account: any other id is answered like an
 * unknown one (404), so the call reveals nothing about other accounts. The token is bound to the
 * caller's session: sign-out, session expiry and every password change or reset (which end the
 * account's sessions) void it.
 */
export async function generateToken(
  deps: SsoDeps,
  input: SsoGenerateRequest,
  caller: { accountId: number; sessionIdHash: string },
): Promise<{ value: string }> {
  const { accountId } = caller;
  if (input.userId !== accountId) throw NotFound('Nie znaleziono użytkownika.');
  const token = newToken();
  const now = deps.clock.now();
  await repo.insertToken(deps.db, {
    tokenHash: hashToken(token),
    accountId,
    sessionRef: input.sessionId,
    sessionIdHash: caller.sessionIdHash,
    expiresAt: new Date(now.getTime() + SSO_TOKEN_TTL_MS),
    now,
  });
  return { value: token };
}

/**
 * GET /mpi/sso/sso-settings: the domain of the `ssotoken` cookie (SSO_COOKIE_DOMAIN). Null when not
 * configured: the cookie then has no Domain attribute and stays with the portal's own host.
 */
export const ssoSettings = (deps: Pick<Deps, 'config'>): { value: string | null } => ({ value: deps.config.SSO_COOKIE_DOMAIN ?? null });

/**
 * POST /mpi/accounts/login/sso-token: sign-in with a token of /mpi/sso/generate. An unknown, used or
 * expired token is 401 SSO_TOKEN_INVALID (and a LOGIN_FAILURE event); a valid one is used up and the
 * account signs in under the rules of a sign-in without a password (accounts sign-in-service).
 */
export async function signInWithToken(deps: SsoDeps, token: string, ctx: RequestContext & { sessions: SessionPort }): Promise<Account> {
  const accountId = await repo.useToken(deps.db, hashToken(token), deps.clock.now());
  if (accountId == null) {
    await recordEvent(deps, { eventType: 'LOGIN_FAILURE', outcome: 'FAILURE', description: 'SSO_TOKEN_INVALID', ip: ctx.ip });
    throw new AppError('SSO_TOKEN_INVALID');
  }
  return signInWithoutPassword(deps, accountId, { ...ctx, method: 'SSO_TOKEN' });
}

/**
 * The demo's "other application" of the provider (/sim/other-app): it redeems the `ssotoken` cookie
 * the portal left, as a real application of the provider would on its own server, and learns whose
 * session was handed over. The token is used up; the portal's own session is untouched. Null for an
 * unknown, used or expired token.
 */
export async function redeemForOtherApp(deps: SsoDeps, token: string): Promise<{ username: string } | null> {
  const accountId = await repo.useToken(deps.db, hashToken(token), deps.clock.now());
  if (accountId == null) return null;
  const account = await accountContact(deps, accountId);
  if (!account) return null;
  await recordEvent(deps, { eventType: 'SSO_HANDOVER', outcome: 'SUCCESS', accountId, username: account.username, description: 'Token SSO przekazany aplikacji demonstracyjnej /sim/other-app' });
  return { username: account.username };
}
