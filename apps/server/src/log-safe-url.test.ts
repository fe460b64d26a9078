import { describe, expect, it } from 'vitest';
import { logSafeUrl } from './log-safe-url';

describe('logSafeUrl', () => {
  it('hides tokens in the query and keeps the rest', () => {
    expect(logSafeUrl('/login?ssotoken=abc&service=5')).toBe('/login?ssotoken=***&service=5');
    expect(logSafeUrl('/confirm?token=xyz&orgUnit=2')).toBe('/confirm?token=***&orgUnit=2');
    expect(logSafeUrl('/sim/epuap/login?SAMLRequest=eyJ&RelayState=service%3D5')).toBe('/sim/epuap/login?SAMLRequest=***&RelayState=service%3D5');
    expect(logSafeUrl('/api/mpi/allergies/all/5')).toBe('/api/mpi/allergies/all/5');
  });

  it('hides the e-mail confirmation code in its path', () => {
    expect(logSafeUrl('/api/mpi/accounts/confirmations/e-mail/secret123')).toBe('/api/mpi/accounts/confirmations/e-mail/***');
  });

  it('hides it also when the path is spelled another way the router still matches', () => {
    expect(logSafeUrl('/%61pi/mpi/accounts/confirmations/e-mail/secret123')).toBe('/api/mpi/accounts/confirmations/e-mail/***');
    expect(logSafeUrl('http://portal.example/api/mpi/accounts/confirmations/e-mail/secret123?x=1')).toBe('/api/mpi/accounts/confirmations/e-mail/***?x=1');
    expect(logSafeUrl('/api/mpi/accounts/confirmations/e-mail/%73ecret')).toBe('/api/mpi/accounts/confirmations/e-mail/***');
  });
});
