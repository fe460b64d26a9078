import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: 5 });
});
afterAll(() => t.close());

describe('per-IP limits on public calls', () => {
  it('answers 429 RATE_LIMITED with Retry-After once an IP exceeds the sign-in limit', async () => {
    // A login of its own each time: five failures of one login would lock it (423) before the limit.
    const send = (i: number) =>
      t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username: `nikt${i}@example.com`, password: 'x' } });
    for (let i = 0; i < 5; i++) expect((await send(i)).statusCode).toBe(401);
    const res = await send(5);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ errorCode: 'RATE_LIMITED', message: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each address on its own', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/mpi/accounts/login',
      payload: { username: 'ktos.inny@example.com', password: 'x' },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(401);
  });

  it('allows client event reports a quarter of the sign-in limit', async () => {
    const report = () => t.request({ method: 'POST', url: '/api/mpi/accounts/event-log', payload: { eventLogType: 'LOGIN_FAILURE' } });
    for (let i = 0; i < Math.ceil(5 / 4); i++) expect((await report()).statusCode).toBe(204);
    expect((await report()).statusCode).toBe(429);
  });

  it('limits the unconfirmed-phone lookup to half the sign-in limit', async () => {
    const ask = () =>
      t.request({ method: 'GET', url: '/api/mpi/accounts/confirmations/channels/unconfirmed?username=anna', remoteAddress: '10.9.9.9' });
    for (let i = 0; i < Math.ceil(5 / 2); i++) expect((await ask()).statusCode).toBe(200);
    const res = await ask();
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('RATE_LIMITED');
  });
});
