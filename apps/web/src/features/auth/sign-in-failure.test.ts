import { describe, expect, it } from 'vitest';
import { signInFailureDescription, signInOutcome } from './sign-in-failure';

const body = (errorCode: string, message = 'komunikat', details?: Record<string, string>) => ({ errorCode, message, details });

describe('signInOutcome', () => {
  it('423 is a temporary lock, whatever the body says', () => {
    expect(signInOutcome({ status: 423, body: body('ACCOUNT_LOCKED') })).toEqual({
      kind: 'message',
      messageKey: 'locked',
      openChangePassword: false,
    });
    expect(signInOutcome({ status: 423, body: null })).toMatchObject({ messageKey: 'locked' });
  });

  it('a lock with the minutes it has left says for how long', () => {
    expect(signInOutcome({ status: 423, body: body('ACCOUNT_LOCKED', 'komunikat', { lockMinutes: '15' }) })).toEqual({
      kind: 'message',
      messageKey: 'lockedFor',
      openChangePassword: false,
      count: 15,
    });
    expect(signInOutcome({ status: 423, body: body('ACCOUNT_LOCKED', 'komunikat', { lockMinutes: 'x' }) })).toMatchObject({ messageKey: 'locked' });
  });

  it('USER_BLOCKED is a block, TEMPORARY_BLOCKED a temporary one, by code or within the message', () => {
    expect(signInOutcome({ status: 403, body: body('USER_BLOCKED') })).toMatchObject({ messageKey: 'blocked', openChangePassword: false });
    expect(signInOutcome({ status: 403, body: body('TEMPORARY_BLOCKED') })).toMatchObject({ messageKey: 'temporaryBlocked' });
    expect(signInOutcome({ status: 403, body: body('FORBIDDEN', 'Reason: TEMPORARY_BLOCKED') })).toMatchObject({ messageKey: 'temporaryBlocked' });
  });

  it('MUST_CHANGE_PASSWORD (and the legacy ERR_AUTH_PASSWD_CHANGE) asks for a new password', () => {
    expect(signInOutcome({ status: 403, body: body('MUST_CHANGE_PASSWORD') })).toEqual({
      kind: 'message',
      messageKey: 'mustChangePassword',
      openChangePassword: true,
    });
    expect(signInOutcome({ status: 403, body: body('FORBIDDEN', 'ERR_AUTH_PASSWD_CHANGE') })).toMatchObject({
      messageKey: 'mustChangePassword',
      openChangePassword: true,
    });
  });

  it('PASSWORD_EXPIRED asks for a new password', () => {
    expect(signInOutcome({ status: 403, body: body('PASSWORD_EXPIRED') })).toEqual({
      kind: 'message',
      messageKey: 'passwordExpired',
      openChangePassword: true,
    });
  });

  it('MUST_CONFIRM_EMAIL leads to the confirmation page with the address', () => {
    expect(signInOutcome({ status: 400, body: body('MUST_CONFIRM_EMAIL', 'x', { email: 'a@b.pl' }) })).toEqual({
      kind: 'redirect',
      to: '/confirmemail',
      email: 'a@b.pl',
    });
    expect(signInOutcome({ status: 400, body: body('MUST_CONFIRM_EMAIL') })).toEqual({ kind: 'redirect', to: '/confirmemail', email: null });
  });

  it('MERGE_ACCOUNT leads to account merging with the address', () => {
    expect(signInOutcome({ status: 400, body: body('MERGE_ACCOUNT', 'x', { email: 'c@d.pl' }) })).toEqual({
      kind: 'redirect',
      to: '/mergeaccount',
      email: 'c@d.pl',
    });
  });

  it('any other failure with a message is a wrong login or password', () => {
    expect(signInOutcome({ status: 401, body: body('INVALID_CREDENTIALS') })).toEqual({
      kind: 'message',
      messageKey: 'invalidCredentials',
      openChangePassword: false,
    });
    expect(signInOutcome({ status: 400, body: body('VALIDATION_ERROR') })).toMatchObject({ messageKey: 'invalidCredentials' });
  });

  it('too many attempts from one address are named as such', () => {
    expect(signInOutcome({ status: 429, body: body('RATE_LIMITED') })).toEqual({ kind: 'message', messageKey: 'rateLimited', openChangePassword: false });
    expect(signInOutcome({ status: 429, body: null })).toMatchObject({ messageKey: 'rateLimited' });
  });

  it('a failure without a message (no answer, 5xx without a body) is a failed attempt', () => {
    expect(signInOutcome({ status: 0, body: null })).toEqual({ kind: 'message', messageKey: 'failed', openChangePassword: false });
    expect(signInOutcome({ status: 502, body: null })).toMatchObject({ messageKey: 'failed' });
    expect(signInOutcome({ status: 500, body: { errorCode: 'INTERNAL_ERROR', message: '' } })).toMatchObject({ messageKey: 'failed' });
  });
});

describe('signInFailureDescription', () => {
  it('names the status and the code, nothing else', () => {
    expect(signInFailureDescription({ status: 401, body: body('INVALID_CREDENTIALS') })).toBe('HTTP 401 INVALID_CREDENTIALS');
    expect(signInFailureDescription({ status: 0, body: null })).toBe('HTTP 0');
  });
});
