/** What the sign-in page does with a failed sign-in (spec part 1 §4 "Sign-in" and §8 "Sign-in errors"). */
export type SignInMessageKey =
  | 'locked'
  | 'blocked'
  | 'mustChangePassword'
  | 'passwordExpired'
  | 'invalidCredentials'
  | 'failed'
  | 'rateLimited'
  | 'accountLoadFailed'
  | 'ssoTokenInvalid';

export type SignInOutcome =
  | { kind: 'message'; messageKey: SignInMessageKey; openChangePassword: boolean }
  | { kind: 'redirect'; to: '/confirmemail' | '/mergeaccount'; email: string | null };

/** The parts of a failed call the decision needs: the HTTP status (0: no answer) and the error body. */
export interface FailedCall {
  status: number;
  body: { errorCode?: string; message?: string; details?: Record<string, string> } | null;
}

const mentions = (body: FailedCall['body'], ...codes: string[]) =>
  codes.some((code) => body?.errorCode === code || (body?.message ?? '').includes(code));

const message = (messageKey: SignInMessageKey, openChangePassword = false): SignInOutcome => ({
  kind: 'message',
  messageKey,
  openChangePassword,
});

export function signInOutcome({ status, body }: FailedCall): SignInOutcome {
  if (status === 423) return message('locked');
  if (mentions(body, 'USER_BLOCKED', 'TEMPORARY_BLOCKED')) return message('blocked');
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

/** The LOGIN_FAILURE event's description: what went wrong, without the password or personal data. */
export function signInFailureDescription({ status, body }: FailedCall): string {
  return body?.errorCode ? `HTTP ${status} ${body.errorCode}` : `HTTP ${status}`;
}
