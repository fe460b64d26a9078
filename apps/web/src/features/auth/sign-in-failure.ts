/** What the sign-in page does with a failed sign-in (spec part 1 §4 "Sign-in" and §8 "Sign-in errors"). */
export type SignInMessageKey =
  | 'locked'
  | 'lockedFor'
  | 'blocked'
  | 'temporaryBlocked'
  | 'mustChangePassword'
  | 'passwordExpired'
  | 'invalidCredentials'
  | 'failed'
  | 'rateLimited'
  | 'accountLoadFailed'
  | 'ssoTokenInvalid';

export type SignInOutcome =
  | { kind: 'message'; messageKey: SignInMessageKey; openChangePassword: boolean; count?: number }
  | { kind: 'redirect'; to: '/confirmemail' | '/mergeaccount'; email: string | null };

/** The parts of a failed call the decision needs: the HTTP status (0: no answer) and the error body. */
export interface FailedCall {
  status: number;
  body: { errorCode?: string; message?: string; details?: Record<string, string> } | null;
}

const mentions = (body: FailedCall['body'], ...codes: string[]) =>
  codes.some((code) => body?.errorCode === code || (body?.message ?? '').includes(code));

const message = (messageKey: SignInMessageKey, openChangePassword = false): Extract<SignInOutcome, { kind: 'message' }> => ({
  kind: 'message',
  messageKey,
  openChangePassword,
});

/** The minutes a lock has left, as our server tells them (details.lockMinutes); null from another server. */
function lockMinutes(body: FailedCall['body']): number | null {
  const minutes = Number(body?.details?.lockMinutes);
  return Number.isInteger(minutes) && minutes > 0 ? minutes : null;
}

export function signInOutcome({ status, body }: FailedCall): SignInOutcome {
  if (status === 423) {
    const minutes = lockMinutes(body);
    return minutes ? { ...message('lockedFor'), count: minutes } : message('locked');
  }
  if (mentions(body, 'USER_BLOCKED')) return message('blocked');
  if (mentions(body, 'TEMPORARY_BLOCKED')) return message('temporaryBlocked');
  if (mentions(body, 'MUST_CHANGE_PASSWORD', 'ERR_AUTH_PASSWD_CHANGE')) return message('mustChangePassword', true);
  if (mentions(body, 'PASSWORD_EXPIRED')) return message('passwordExpired', true);
  if (body?.errorCode === 'MUST_CONFIRM_EMAIL') return { kind: 'redirect', to: '/confirmemail', email: body.details?.email ?? null };
  if (body?.errorCode === 'MERGE_ACCOUNT') return { kind: 'redirect', to: '/mergeaccount', email: body.details?.email ?? null };
  // Our server's per-address limit of attempts; "wrong password" would send the user guessing again.
  if (status === 429) return message('rateLimited');
  // Its text comes with the token sign-in's code (features/auth/sign-in-links.ts).
  if (body?.errorCode === 'SSO_TOKEN_INVALID') return message('ssoTokenInvalid');
  if (body?.message) return message('invalidCredentials');
  return message('failed');
}

/**
 * The refusals the server writes a LOGIN_FAILURE event for itself (accounts and sso services): the
 * client reports only the other failures — no answer, a server error, a rate limit — so each failed
 * sign-in is logged once.
 */
const LOGGED_BY_SERVER = new Set([
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'USER_BLOCKED',
  'TEMPORARY_BLOCKED',
  'MUST_CHANGE_PASSWORD',
  'PASSWORD_EXPIRED',
  'MUST_CONFIRM_EMAIL',
  'MERGE_ACCOUNT',
  'SSO_TOKEN_INVALID',
]);
export const failureLoggedByServer = ({ body }: FailedCall) => LOGGED_BY_SERVER.has(body?.errorCode ?? '');

/** The LOGIN_FAILURE event's description: what went wrong, without the password or personal data. */
export function signInFailureDescription({ status, body }: FailedCall): string {
  return body?.errorCode ? `HTTP ${status} ${body.errorCode}` : `HTTP ${status}`;
}
