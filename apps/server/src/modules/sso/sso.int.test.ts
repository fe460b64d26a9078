import crypto from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../config';
import { accounts, eventLog, outbox, ssoTokens } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../demo';
import { createTestApp, type TestApp } from '../../test/helper';
import { ssoSettings } from './sso-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const generate = (payload: Record<string, unknown>, cookie?: string) => t.request({ method: 'POST', url: '/api/mpi/sso/generate', payload, cookie });
const useToken = (token: string) => t.request({ method: 'POST', url: '/api/mpi/accounts/login/sso-token', payload: { token } });
const idOf = async (who: keyof typeof DEMO_ACCOUNTS) => {
  const [row] = await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, DEMO_ACCOUNTS[who].username));
  return row.id;
};

async function tokenFor(who: keyof typeof DEMO_ACCOUNTS = 'anna'): Promise<string> {
  const res = await generate({ userId: await idOf(who), sessionId: 'portal-tab-1' }, await t.login(who));
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

async function latestEvent(eventType: string) {
  const [row] = await t.deps.db.select().from(eventLog).where(eq(eventLog.eventType, eventType)).orderBy(desc(eventLog.id)).limit(1);
  return row;
}

describe('POST /api/mpi/sso/generate', () => {
  it('answers a random token for the signed-in account and stores only its hash, with the session reference', async () => {
    const annaId = await idOf('anna');
    const res = await generate({ userId: annaId, sessionId: 'portal-tab-1' }, await t.login('anna'));
    expect(res.statusCode).toBe(200);
    const token: string = res.json().value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.deps.db.select().from(ssoTokens).orderBy(desc(ssoTokens.id)).limit(1);
    expect(row.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('base64url'));
    expect(row).toMatchObject({ accountId: annaId, sessionRef: 'portal-tab-1', usedAt: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(2 * 60_000);
    expect(await tokenFor('anna')).not.toBe(token);
  });

  it('answers another account’s id exactly like an unknown one (404)', async () => {
    const cookie = await t.login('anna');
    const other = await generate({ userId: await idOf('piotr'), sessionId: 's' }, cookie);
    const unknown = await generate({ userId: 999_999, sessionId: 's' }, cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    expect(other.json().errorCode).toBe('NOT_FOUND');
  });

  it('needs a session and a valid body', async () => {
    expect((await generate({ userId: 1, sessionId: 's' })).statusCode).toBe(401);
    const res = await generate({ userId: 'x' }, await t.login('anna'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/mpi/accounts/login/sso-token', () => {
  it('signs in once with a fresh token', async () => {
    const token = await tokenFor('piotr');
    const res = await useToken(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(DEMO_ACCOUNTS.piotr.username);
    const me = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie: t.sessionCookie(res) });
    expect(me.statusCode).toBe(200);
    expect(await latestEvent('LOGIN_SUCCESS')).toMatchObject({ username: DEMO_ACCOUNTS.piotr.username, description: 'SSO_TOKEN' });

    const again = await useToken(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().errorCode).toBe('SSO_TOKEN_INVALID');
    expect(again.json().message).toMatch(/Link logowania jest nieprawidłowy/);
  });

  it('refuses an expired token', async () => {
    const token = await tokenFor('anna');
    t.clock.advance(2 * 60_000 + 1_000);
    const res = await useToken(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('SSO_TOKEN_INVALID');
  });

  it('refuses an unknown token and logs the failure', async () => {
    const res = await useToken('nieistniejacy-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('SSO_TOKEN_INVALID');
    expect(res.cookies.find((c) => c.name === 'pp_session')).toBeUndefined();
    expect(await latestEvent('LOGIN_FAILURE')).toMatchObject({ accountId: null, description: 'SSO_TOKEN_INVALID' });
  });

  it('applies the sign-in rules: an account blocked since the token was made is refused', async () => {
    const token = await tokenFor('anna');
    const annaId = await idOf('anna');
    await t.deps.db.update(accounts).set({ status: 'BLOCKED' }).where(eq(accounts.id, annaId));
    try {
      const res = await useToken(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('USER_BLOCKED');
    } finally {
      await t.deps.db.update(accounts).set({ status: 'ACTIVE' }).where(eq(accounts.id, annaId));
    }
  });

  it('refuses an empty token with VALIDATION_ERROR', async () => {
    const res = await t.request({ method: 'POST', url: '/api/mpi/accounts/login/sso-token', payload: { token: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('a token lives no longer than the session it was minted in', () => {
  const PASSWORD = 'Jednorazowe#2026-sso';
  /** An account of the test's own (its password changes), signed in, with a fresh token. */
  async function mint(): Promise<{ token: string; cookie: string; email: string }> {
    const account = await t.make.account({ password: PASSWORD, lastName: 'Jednorazowy', type: 'UNAUTHORIZED', passwordChangedAt: null });
    const email = account.username;
    const cookie = await t.signIn(account);
    const res = await generate({ userId: account.id, sessionId: 'tab' }, cookie);
    expect(res.statusCode).toBe(200);
    return { token: res.json().value, cookie, email };
  }
  const expectRefused = async (token: string) => {
    const res = await useToken(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('SSO_TOKEN_INVALID');
  };

  it('refuses a token after the sign-out of its session', async () => {
    const { token, cookie } = await mint();
    expect((await t.request({ method: 'POST', url: '/api/mpi/accounts/logout', cookie })).statusCode).toBe(204);
    await expectRefused(token);
  });

  it('refuses a token after a password change', async () => {
    const { token, cookie } = await mint();
    const res = await t.request({
      method: 'POST',
      url: '/api/mpi/accounts/password-change',
      payload: { oldPassword: PASSWORD, newPassword: 'Zmienione#2026-sso' },
      cookie,
    });
    expect(res.statusCode).toBe(200);
    await expectRefused(token);
  });

  it('refuses a token after a password reset', async () => {
    const { token, email } = await mint();
    const recovery = await t.request({ method: 'POST', url: '/api/mpi/accounts/mpi-user/password-recovery', payload: { email } });
    expect(recovery.statusCode).toBe(200);
    let body = '';
    for (let i = 0; i < 100 && !body; i++) {
      const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
      if (mail) body = mail.body;
      else await new Promise((r) => setTimeout(r, 20));
    }
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
    expect(resetToken).toBeTruthy();
    const reset = await t.request({
      method: 'POST',
      url: '/api/mpi/accounts/mpi-user/password-reset',
      payload: { token: resetToken, newPassword: 'Odzyskane#2026-sso' },
    });
    expect(reset.statusCode).toBe(200);
    await expectRefused(token);
  });

  it('refuses a token whose session has expired even before it is swept', async () => {
    const { token, cookie } = await mint();
    const [row] = await t.deps.db.select().from(ssoTokens).orderBy(desc(ssoTokens.id)).limit(1);
    expect(row.sessionIdHash).toBe(crypto.createHash('sha256').update(cookie.slice('pp_session='.length)).digest('base64url'));
    await t.deps.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where id_hash = ${row.sessionIdHash}`);
    await expectRefused(token);
  });
});

describe('GET /api/mpi/sso/sso-settings', () => {
  it('answers null (the portal’s own host) when no cookie domain is configured, without a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/mpi/sso/sso-settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ value: null });
  });

  it('answers the configured domain', () => {
    expect(ssoSettings({ config: testConfig({ SSO_COOKIE_DOMAIN: '.przychodnia.pl' }) })).toEqual({ value: '.przychodnia.pl' });
  });

  it('takes only a domain name as SSO_COOKIE_DOMAIN', () => {
    expect(loadConfig({ SSO_COOKIE_DOMAIN: '.przychodnia.pl' }).SSO_COOKIE_DOMAIN).toBe('.przychodnia.pl');
    expect(loadConfig({ SSO_COOKIE_DOMAIN: '' }).SSO_COOKIE_DOMAIN).toBeUndefined();
    expect(() => loadConfig({ SSO_COOKIE_DOMAIN: 'przychodnia.pl; secure' })).toThrow(/SSO_COOKIE_DOMAIN/);
  });
});
