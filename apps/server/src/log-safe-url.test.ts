import { describe, expect, it } from 'vitest';
import { logSafeUrl } from './log-safe-url';

describe('logSafeUrl', () => {
  it('hides tokens in the query and keeps the rest', () => {
    expect(logSafeUrl('/login?ssotoken=abc&pageIndex=5')).toBe('/login?ssotoken=***&pageIndex=5');
    expect(logSafeUrl('/confirm?token=xyz&status=ACTIVE')).toBe('/confirm?token=***&status=ACTIVE');
    expect(logSafeUrl('/sim/epuap/login?SAMLRequest=eyJ&RelayState=service%3D5')).toBe('/sim/epuap/login?SAMLRequest=***&RelayState=***');
    expect(logSafeUrl('/api/mpi/allergies/all/5')).toBe('/api/mpi/allergies/all/5');
  });

  it('hides the e-mail confirmation code in its path', () => {
    expect(logSafeUrl('/api/mpi/accounts/confirmations/e-mail/secret123')).toBe('/api/mpi/accounts/confirmations/e-mail/***');
  });

  it('hides it also when the path is spelled another way the router still matches', () => {
    expect(logSafeUrl('/%61pi/mpi/accounts/confirmations/e-mail/secret123')).toBe('/api/mpi/accounts/confirmations/e-mail/***');
    expect(logSafeUrl('http://portal.example/api/mpi/accounts/confirmations/e-mail/secret123?x=1')).toBe('/api/mpi/accounts/confirmations/e-mail/***?x=***');
    expect(logSafeUrl('/api/mpi/accounts/confirmations/e-mail/%73ecret')).toBe('/api/mpi/accounts/confirmations/e-mail/***');
  });

  it('masks every query value but paging, sorting, dates and states: a PESEL, a name, an e-mail never reach the log', () => {
    expect(logSafeUrl('/api/clinic/patients?q=85031502464&pageIndex=0&pageSize=20')).toBe('/api/clinic/patients?q=***&pageIndex=0&pageSize=20');
    expect(logSafeUrl('/api/mpi/accounts/login/prepare?name=Anna&surname=Nowak')).toBe('/api/mpi/accounts/login/prepare?name=***&surname=***');
    expect(logSafeUrl('/api/x?username=anna%40example.com&sort=date&from=2026-01-01&to=2026-02-01')).toBe('/api/x?username=***&sort=date&from=2026-01-01&to=2026-02-01');
    expect(logSafeUrl('/api/x?status=85031502464&sort=a%40b.pl')).toBe('/api/x?status=***&sort=***');
    expect(logSafeUrl('/api/x?85031502464&a@b.pl=1&page')).toBe('/api/x?***&***&page');
    expect(logSafeUrl('/api/x?q=')).toBe('/api/x?q=');
  });

  it('masks path parts that are e-mail addresses or PESEL-like numbers, not ids', () => {
    expect(logSafeUrl('/api/clinic/patients/by-pesel/85031502464')).toBe('/api/clinic/patients/by-pesel/***');
    expect(logSafeUrl('/api/x/anna%40example.com/y')).toBe('/api/x/***/y');
    expect(logSafeUrl('/api/x/anna@example.com')).toBe('/api/x/***');
    expect(logSafeUrl('/api/mpi/allergies/2147483647/12')).toBe('/api/mpi/allergies/2147483647/12');
  });
});
