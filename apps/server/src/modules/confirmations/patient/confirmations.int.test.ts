import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@portal/contracts';
import { accounts, eventLog, outbox, type AccountRow } from '../../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../../demo';
import { createTestApp, type TestApp } from '../../../test/helper';
import { hashPassword } from '../../sign-in-guard/sign-in-guard-service';
import {
  codeValidMs,
  EMAIL_LINK_VALID_MS,
  RESET_LINK_VALID_MS,
  SEND_LIMIT_WINDOW_MS,
  sendEmailConfirmation,
  sendPhoneCode,
  settleDeliveries,
} from '../confirmations-service';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

const PASSWORD = 'Rejestracja#2026';
const NEW_PASSWORD = 'Nowe-Haslo-Kwiecien-2026';
/** Where the demo test server's links point (PUBLIC_URL unset: localhost and the configured PORT). */
const BASE = 'http://localhost:3000';

/** Every test sends from addresses of its own, so the per-IP send limit of one does not reach another. */
let ipSeq = 0;
const freshIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

/** An account waiting for its e-mail confirmation, with PASSWORD. */
const makeAccount = (over: Partial<typeof accounts.$inferInsert> = {}): Promise<AccountRow> =>
  t.make.account({ password: PASSWORD, passwordHash, emailConfirmed: false, type: 'UNAUTHORIZED', passwordChangedAt: null, ...over });
const reload = async (id: number) => (await t.deps.db.select().from(accounts).where(eq(accounts.id, id)))[0];

async function lastMessage(recipient: string) {
  const [row] = await t.deps.db
    .select()
    .from(outbox)
    .where(eq(sql`lower(${outbox.recipient})`, recipient.toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row ?? null;
}
const messageCount = async (recipient: string) =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(eq(sql`lower(${outbox.recipient})`, recipient.toLowerCase())))[0].n;

/** Waits for a mail sent after the answer (password recovery delivers in the background). */
async function waitForMessage(recipient: string, after = 0) {
  for (let i = 0; i < 100; i++) {
    if ((await messageCount(recipient)) > after) return (await lastMessage(recipient))!;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no message for ${recipient}`);
}
const tokenIn = (body: string) => /token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';

type Req = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown>; cookie?: string; ip?: string };
/** A call, then the deliveries it started after its answer (public sends look the target up after answering). */
const call = async ({ ip, ...opts }: Req) => {
  const res = await t.request({ ...opts, remoteAddress: ip ?? freshIp() });
  await settleDeliveries();
  return res;
};
/** The status and body of an answer, to compare a known target's answer with an unknown one's. */
const answerOf = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() as unknown });
const expectError = (res: LightMyRequestResponse, status: number, errorCode: string, message?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ errorCode, message: message ?? expect.any(String) });
};
const signIn = (username: string, password: string) =>
  t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username, password } });

const confirmEmail = (code: string) => call({ method: 'PUT', url: `/api/mpi/accounts/confirmations/e-mail/${code}` });
const sendCodeTo = (path: 'phone-no' | 'phone-no2' | 'phone-no/generate', phoneNumber: string, cookie?: string, ip?: string) =>
  call({ method: 'POST', url: `/api/mpi/accounts/confirmations/${path}`, payload: { phoneNumber }, cookie, ip });
const confirmCode = (phoneNumber: string, confirmationCode: string, path = 'phone-no', cookie?: string) =>
  call({ method: 'PUT', url: `/api/mpi/accounts/confirmations/${path}`, payload: { phoneNumber, confirmationCode }, cookie });
const recover = (payload: Record<string, unknown>, ip?: string) =>
  call({ method: 'POST', url: '/api/mpi/accounts/mpi-user/password-recovery', payload, ip });
const reset = (payload: Record<string, unknown>) => call({ method: 'POST', url: '/api/mpi/accounts/mpi-user/password-reset', payload });

describe('sendEmailConfirmation and PUT /api/mpi/accounts/confirmations/e-mail/{code}', () => {
  it('mails a single-use link with the redirect context, which confirms the address and answers the context', async () => {
    const account = await makeAccount();
    await sendEmailConfirmation(t.deps, {
      accountId: account.id,
      email: account.email!,
      baseUrl: BASE,
      context: { medicalServiceCode: 'KARD', organizationalUnitId: 12, employeeId: null, occupationCode: 'LEK' },
      ip: freshIp(),
    });
    const mail = (await lastMessage(account.email!))!;
    expect(mail.subject).toBe('Potwierdź adres e-mail w Portalu Pacjenta');
    expect(mail.body).toMatch(new RegExp(`${BASE}/confirm\\?token=[A-Za-z0-9_-]{43}&service=KARD&orgUnit=12&occupation=LEK`));
    expect(mail.body).toContain('24 godziny');
    expect(mail.body).toContain('zignoruj tę wiadomość');
    expect(mail.html).toContain('<a href="http://localhost:3000/confirm?token=');
    const token = tokenIn(mail.body);

    const res = await confirmEmail(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: account.email, context: { medicalServiceCode: 'KARD', organizationalUnitId: 12, occupationCode: 'LEK' } });
    expect((await reload(account.id)).emailConfirmed).toBe(true);

    expectError(await confirmEmail(token), 400, 'TOKEN_INVALID', errorMessages.TOKEN_INVALID);
  });

  it('refuses an expired link (24 hours), an unknown one and one for an address the account no longer has', async () => {
    const account = await makeAccount();
    await sendEmailConfirmation(t.deps, { accountId: account.id, email: account.email!, baseUrl: BASE, ip: freshIp() });
    const expired = tokenIn((await lastMessage(account.email!))!.body);
    t.clock.advance(EMAIL_LINK_VALID_MS + 60_000);
    expectError(await confirmEmail(expired), 400, 'TOKEN_INVALID');
    expect((await reload(account.id)).emailConfirmed).toBe(false);

    expectError(await confirmEmail('A'.repeat(43)), 400, 'TOKEN_INVALID');

    await sendEmailConfirmation(t.deps, { accountId: account.id, email: account.email!, baseUrl: BASE, ip: freshIp() });
    const stale = tokenIn((await lastMessage(account.email!))!.body);
    await t.deps.db.update(accounts).set({ email: 'inny.adres@example.com' }).where(eq(accounts.id, account.id));
    expectError(await confirmEmail(stale), 400, 'TOKEN_INVALID');
    expect((await reload(account.id)).emailConfirmed).toBe(false);
  });

  it('answers 400 with a Polish message for a malformed code', async () => {
    const res = await confirmEmail('krotki');
    expectError(res, 400, 'VALIDATION_ERROR', 'Link jest nieprawidłowy');
  });

  it('builds links from the configuration only: a forged Host or X-Forwarded-Host changes nothing', async () => {
    const forged = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' };
    const account = await makeAccount();
    const resent = await t.request({ method: 'POST', url: '/api/mpi/accounts/confirmations/e-mail', payload: { email: account.email }, headers: forged, remoteAddress: freshIp() });
    await settleDeliveries();
    expect(resent.statusCode, resent.body).toBe(200);
    const confirmation = (await lastMessage(account.email!))!;
    expect(confirmation.body).toMatch(/http:\/\/localhost:3000\/confirm\?token=/);
    expect(confirmation.html).toContain('<a href="http://localhost:3000/confirm?token=');

    const confirmed = await makeAccount({ emailConfirmed: true });
    const recovery = await t.request({ method: 'POST', url: '/api/mpi/accounts/mpi-user/password-recovery', payload: { email: confirmed.email }, headers: forged, remoteAddress: freshIp() });
    expect(recovery.statusCode, recovery.body).toBe(200);
    const mail = await waitForMessage(confirmed.email!);
    expect(mail.body).toMatch(/http:\/\/localhost:3000\/resetpassword\?token=/);
    for (const m of [confirmation, mail]) expect(`${m.body}${m.html}`).not.toContain('attacker.example');
  });
});

describe('POST /api/mpi/accounts/confirmations/e-mail (resend link)', () => {
  const resend = (email: unknown, ip?: string) => call({ method: 'POST', url: '/api/mpi/accounts/confirmations/e-mail', payload: { email }, ip });

  it('sends a new link to an unconfirmed address, keeping the context of the first one', async () => {
    const account = await makeAccount();
    await sendEmailConfirmation(t.deps, { accountId: account.id, email: account.email!, baseUrl: BASE, context: { medicalServiceCode: 'USG' }, ip: freshIp() });
    const res = await resend(account.email!.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const mail = (await lastMessage(account.email!))!;
    expect(mail.body).toMatch(/\/confirm\?token=[A-Za-z0-9_-]+&service=USG/);
    expect((await confirmEmail(tokenIn(mail.body))).json()).toMatchObject({ context: { medicalServiceCode: 'USG' } });
  });

  it('answers an unknown and a confirmed address exactly like an unconfirmed one, sending only to the unconfirmed', async () => {
    const account = await makeAccount();
    const known = await resend(account.email);
    expect(answerOf(known)).toEqual({ status: 200, body: { ok: true } });
    expect(await messageCount(account.email!)).toBe(1);
    const annaBefore = await messageCount(DEMO_ACCOUNTS.anna.username);
    expect(answerOf(await resend('nikogo.takiego@example.com'))).toEqual(answerOf(known));
    expect(answerOf(await resend(DEMO_ACCOUNTS.anna.username))).toEqual(answerOf(known));
    expect(await messageCount('nikogo.takiego@example.com')).toBe(0);
    expect(await messageCount(DEMO_ACCOUNTS.anna.username)).toBe(annaBefore);
  });

  it('refuses a malformed body with a Polish message', async () => {
    expectError(await resend('to-nie-adres'), 400, 'VALIDATION_ERROR', 'Podaj poprawny adres e-mail');
    expectError(await call({ method: 'POST', url: '/api/mpi/accounts/confirmations/e-mail', payload: {} }), 400, 'VALIDATION_ERROR', 'Podaj adres e-mail');
  });

  it('refuses the sixth send to one address within an hour with 429 SEND_LIMIT, and allows it an hour later', async () => {
    const account = await makeAccount();
    for (let i = 0; i < t.deps.config.SEND_LIMIT_PER_TARGET_PER_HOUR; i++) expect((await resend(account.email)).statusCode).toBe(200);
    const sixth = await resend(account.email);
    expectError(sixth, 429, 'SEND_LIMIT', errorMessages.SEND_LIMIT);
    expect(sixth.headers['retry-after']).toBe('3600');
    expect(await messageCount(account.email!)).toBe(t.deps.config.SEND_LIMIT_PER_TARGET_PER_HOUR);
    t.clock.advance(SEND_LIMIT_WINDOW_MS);
    expect((await resend(account.email)).statusCode).toBe(200);
  });

  it('refuses more than the per-IP limit an hour from one address, known targets or not', async () => {
    const ip = freshIp();
    for (let i = 0; i < t.deps.config.SEND_LIMIT_PER_IP_PER_HOUR; i++) expect((await resend(`ip-limit-${i}@example.com`, ip)).statusCode).toBe(200);
    expectError(await resend('ip-limit-x@example.com', ip), 429, 'SEND_LIMIT');
    const account = await makeAccount();
    expectError(await resend(account.email, ip), 429, 'SEND_LIMIT');
    expect((await resend(account.email)).statusCode).toBe(200);
  });
});

describe('POST /api/mpi/accounts/mpi-user/confirmations/e-mail and sign-in of an unconfirmed account', () => {
  it('lets an account with a confirmed phone sign in before its e-mail is confirmed and resend its own link', async () => {
    const account = await makeAccount({ phoneNumber: '+48600700800', phoneConfirmed: true, preferredChannel: 'SMS' });
    const signedIn = await signIn(account.username, PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = t.sessionCookie(signedIn);
    const url = '/api/mpi/accounts/mpi-user/confirmations/e-mail';
    expect((await call({ method: 'POST', url, payload: { email: account.email }, cookie })).statusCode).toBe(200);
    expect(tokenIn((await lastMessage(account.email!))!.body)).not.toBe('');
    expectError(await call({ method: 'POST', url, payload: { email: 'cudzy@example.com' }, cookie }), 400, 'EMAIL_NOT_FOUND_OR_CONFIRMED');
    expectError(await call({ method: 'POST', url, payload: { email: account.email } }), 401, 'UNAUTHORIZED');
  });

  it('answers MUST_CONFIRM_EMAIL while neither the e-mail nor the phone is confirmed', async () => {
    const account = await makeAccount({ phoneNumber: '+48600700801' });
    expectError(await signIn(account.username, PASSWORD), 400, 'MUST_CONFIRM_EMAIL');
    await sendPhoneCode(t.deps, { accountId: account.id, phoneNumber: '48600700801', purpose: 'PHONE_CONFIRM', ip: freshIp() });
    const code = codeIn((await lastMessage('+48600700801'))!.body);
    expect((await confirmCode('+48 600 700 801', code)).statusCode).toBe(200);
    expect((await signIn(account.username, PASSWORD)).statusCode).toBe(200);
  });
});

describe('SMS codes: POST and PUT /api/mpi/accounts/confirmations/phone-no', () => {
  it('sends a 6-digit code to an unconfirmed phone, adding the plus, and confirms it', async () => {
    const account = await makeAccount({ phoneNumber: '+48600100200' });
    const res = await sendCodeTo('phone-no', '48 600 100 200');
    expect(res.statusCode, res.body).toBe(200);
    const sms = (await lastMessage('+48600100200'))!;
    expect(sms.channel).toBe('SMS');
    expect(sms.body).toMatch(/^Portal Pacjenta: kod potwierdzenia numeru: \d{6}\. Ważny 10 min\./);

    expectError(await confirmCode('+48600100200', '000000' === codeIn(sms.body) ? '111111' : '000000'), 400, 'CODE_INVALID', 'Wystąpił błąd walidacji. Prawdopodobnie kod potwierdzenia jest błędny.');
    expect((await confirmCode('48600100200', codeIn(sms.body))).statusCode).toBe(200);
    expect((await reload(account.id)).phoneConfirmed).toBe(true);
    expectError(await confirmCode('+48600100200', codeIn(sms.body)), 400, 'CODE_INVALID');

    // Once confirmed, the number gets the same answer and no code.
    const sent = await messageCount('+48600100200');
    expect(answerOf(await sendCodeTo('phone-no', '+48600100200'))).toEqual({ status: 200, body: { ok: true } });
    expect(await messageCount('+48600100200')).toBe(sent);
  });

  it('answers an unknown number exactly like a known one, without sending; 400 only for what is not a number', async () => {
    await makeAccount({ phoneNumber: '+48600100205' });
    const known = await sendCodeTo('phone-no', '+48600100205');
    expect(await messageCount('+48600100205')).toBe(1);
    expect(answerOf(await sendCodeTo('phone-no', '+48111222333'))).toEqual(answerOf(known));
    expect(await messageCount('+48111222333')).toBe(0);
    expectError(await sendCodeTo('phone-no', 'abc'), 400, 'VALIDATION_ERROR', 'Numer telefonu może zawierać tylko cyfry');
    expectError(await confirmCode('+48600100200', '12ab'), 400, 'VALIDATION_ERROR', 'Kod potwierdzenia składa się z 6 cyfr');
  });

  it('refuses the sixth try even with the right code', async () => {
    await makeAccount({ phoneNumber: '+48600100201' });
    expect((await sendCodeTo('phone-no', '+48600100201')).statusCode).toBe(200);
    const code = codeIn((await lastMessage('+48600100201'))!.body);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expectError(await confirmCode('+48600100201', wrong), 400, 'CODE_INVALID');
    expectError(await confirmCode('+48600100201', code), 400, 'CODE_ATTEMPTS_EXCEEDED', errorMessages.CODE_ATTEMPTS_EXCEEDED);
  });

  it('binds a code to its number, to its purpose and to 10 minutes; a newer code replaces the older', async () => {
    await makeAccount({ phoneNumber: '+48600100202' });
    const other = await makeAccount({ phoneNumber: '+48600100203' });
    await sendCodeTo('phone-no', '+48600100202');
    const code = codeIn((await lastMessage('+48600100202'))!.body);
    expectError(await confirmCode('+48600100203', code), 400, 'CODE_INVALID');
    expect((await reload(other.id)).phoneConfirmed).toBe(false);
    expectError(await reset({ phoneNumber: '+48600100202', confirmationCode: code, newPassword: NEW_PASSWORD }), 400, 'CODE_INVALID');

    await sendCodeTo('phone-no', '+48600100202');
    const newer = codeIn((await lastMessage('+48600100202'))!.body);
    if (newer !== code) expectError(await confirmCode('+48600100202', code), 400, 'CODE_INVALID');
    t.clock.advance(codeValidMs(t.deps) + 1_000);
    expectError(await confirmCode('+48600100202', newer), 400, 'CODE_INVALID');
  });

  it('refuses the sixth code to one number within an hour', async () => {
    await makeAccount({ phoneNumber: '+48600100204' });
    for (let i = 0; i < t.deps.config.SEND_LIMIT_PER_TARGET_PER_HOUR; i++) expect((await sendCodeTo('phone-no', '+48600100204')).statusCode).toBe(200);
    expectError(await sendCodeTo('phone-no', '48600100204'), 429, 'SEND_LIMIT');
  });
});

describe('POST phone-no2 and phone-no/generate, PUT phone-no/confirm', () => {
  it('phone-no2 also reaches a pending phone; its code moves the number into the account', async () => {
    const account = await makeAccount({ emailConfirmed: true, phoneNumber: '+48600200300', phoneConfirmed: true, restorePhone: '+48600200301' });
    expect((await sendCodeTo('phone-no', '+48600200301')).statusCode).toBe(200);
    expect(await messageCount('+48600200301')).toBe(0);
    expect((await sendCodeTo('phone-no2', '+48600200301')).statusCode).toBe(200);
    const code = codeIn((await lastMessage('+48600200301'))!.body);
    expect((await confirmCode('+48600200301', code)).statusCode).toBe(200);
    const after = await reload(account.id);
    expect(after).toMatchObject({ phoneNumber: '+48600200301', phoneConfirmed: true, restorePhone: null });
  });

  it('phone-no2 serves an unconfirmed phone like phone-no', async () => {
    await makeAccount({ phoneNumber: '+48600200302' });
    expect((await sendCodeTo('phone-no2', '+48600200302')).statusCode).toBe(200);
    expect(codeIn((await lastMessage('+48600200302'))!.body)).toMatch(/^\d{6}$/);
    expect(answerOf(await sendCodeTo('phone-no2', '+48600200399'))).toEqual({ status: 200, body: { ok: true } });
    expect(await messageCount('+48600200399')).toBe(0);
  });

  it('generate sends a code only to the signed-in account’s own unconfirmed phone; /confirm takes only its code', async () => {
    const account = await makeAccount({ emailConfirmed: true, phoneNumber: '+48600200303' });
    const stranger = await makeAccount({ phoneNumber: '+48600200304' });
    expectError(await sendCodeTo('phone-no/generate', '+48600200303'), 401, 'UNAUTHORIZED');
    const cookie = t.sessionCookie(await signIn(account.username, PASSWORD));
    expectError(await sendCodeTo('phone-no/generate', '+48600200304', cookie), 400, 'PHONE_NOT_FOUND_OR_CONFIRMED');

    await sendCodeTo('phone-no', '+48600200304');
    const strangerCode = codeIn((await lastMessage('+48600200304'))!.body);
    expectError(await confirmCode('+48600200304', strangerCode, 'phone-no/confirm', cookie), 400, 'CODE_INVALID');
    expect((await reload(stranger.id)).phoneConfirmed).toBe(false);

    expect((await sendCodeTo('phone-no/generate', '600200303', cookie)).statusCode).toBe(400);
    expect((await sendCodeTo('phone-no/generate', '48600200303', cookie)).statusCode).toBe(200);
    const code = codeIn((await lastMessage('+48600200303'))!.body);
    expectError(await confirmCode('+48600200303', code, 'phone-no/confirm'), 401, 'UNAUTHORIZED');
    expect((await confirmCode('+48600200303', code, 'phone-no/confirm', cookie)).statusCode).toBe(200);
    expect((await reload(account.id)).phoneConfirmed).toBe(true);
  });
});

describe('GET /api/mpi/accounts/confirmations/channels/unconfirmed', () => {
  const url = '/api/mpi/accounts/confirmations/channels/unconfirmed';
  it('gives the signed-in account its number in full and a stranger the same empty answer for any username', async () => {
    const account = await makeAccount({ emailConfirmed: true, phoneNumber: '+48600300400' });
    const cookie = t.sessionCookie(await signIn(account.username, PASSWORD));
    expect((await call({ method: 'GET', url, cookie })).json()).toEqual({ phoneNumber: '+48600300400', masked: false });
    const withPhone = await call({ method: 'GET', url: `${url}?username=${encodeURIComponent(account.username)}` });
    const unknown = await call({ method: 'GET', url: `${url}?username=nikt-taki` });
    const confirmed = await call({ method: 'GET', url: `${url}?username=${encodeURIComponent(DEMO_ACCOUNTS.anna.username)}` });
    expect(answerOf(unknown)).toEqual({ status: 200, body: { phoneNumber: null, masked: true } });
    expect(answerOf(withPhone)).toEqual(answerOf(unknown));
    expect(answerOf(confirmed)).toEqual(answerOf(unknown));
    const anna = await t.login('anna');
    expect((await call({ method: 'GET', url, cookie: anna })).json()).toEqual({ phoneNumber: null, masked: false });
  });
});

describe('password recovery and reset', () => {
  it('answers a recovery for an unknown address exactly like one for a known address, in about the same time', async () => {
    const known = await makeAccount({ emailConfirmed: true });
    const timings = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let i = 0; i < 4; i++) {
      for (const [kind, email] of [
        ['known', known.email!],
        ['unknown', `nieznany${i}@example.com`],
      ] as const) {
        const start = performance.now();
        const res = await recover({ email });
        timings[kind].push(performance.now() - start);
        expect(res.statusCode).toBe(200);
        bodies.add(`${res.statusCode} ${res.body} ${res.headers['content-type']}`);
      }
    }
    expect([...bodies]).toEqual(['200 {"ok":true} application/json; charset=utf-8']);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(Math.max(15, median(timings.unknown)));
    const mail = await waitForMessage(known.email!);
    expect(mail.subject).toBe('Ustaw nowe hasło w Portalu Pacjenta');
    expect(mail.body).toContain(known.username);
    expect(mail.body).toContain('60 minut');
    expect(await messageCount('nieznany0@example.com')).toBe(0);
  });

  it('past the limit answers 429 for a known and an unknown address alike', async () => {
    const known = await makeAccount({ emailConfirmed: true });
    for (let i = 0; i < t.deps.config.SEND_LIMIT_PER_TARGET_PER_HOUR; i++) {
      expect((await recover({ email: known.email })).statusCode).toBe(200);
      expect((await recover({ email: 'nikt.limit@example.com' })).statusCode).toBe(200);
    }
    const a = await recover({ email: known.email });
    const b = await recover({ email: 'nikt.limit@example.com' });
    expectError(a, 429, 'SEND_LIMIT');
    expect(b.statusCode).toBe(429);
    expect(b.body).toBe(a.body);
  });

  it('resets by the e-mail link: new password works, every session ends, the link is single use', async () => {
    const account = await makeAccount({ emailConfirmed: true });
    const otherSession = t.sessionCookie(await signIn(account.username, PASSWORD));
    await t.deps.db.update(accounts).set({ mustChangePassword: true, passwordExpiresAt: new Date() }).where(eq(accounts.id, account.id));
    const before = await messageCount(account.email!);
    expect((await recover({ email: account.email })).statusCode).toBe(200);
    const token = tokenIn((await waitForMessage(account.email!, before)).body);
    expect((await waitForMessage(account.email!, before)).body).toContain(`${BASE}/resetpassword?token=`);

    const res = await reset({ token, newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie: otherSession })).statusCode).toBe(401);
    expect((await signIn(account.username, NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await signIn(account.username, PASSWORD), 401, 'INVALID_CREDENTIALS');
    expect(await reload(account.id)).toMatchObject({ mustChangePassword: false, passwordExpiresAt: null });
    const [event] = await t.deps.db
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.accountId, account.id), eq(eventLog.eventType, 'PASSWORD_CHANGE')))
      .orderBy(desc(eventLog.id))
      .limit(1);
    expect(event).toMatchObject({ outcome: 'SUCCESS', description: 'Reset hasła linkiem z wiadomości e-mail' });

    expectError(await reset({ token, newPassword: 'Jeszcze-Inne-Haslo-2026' }), 400, 'TOKEN_INVALID');
  });

  it('refuses a vulnerable password, keeping the link usable, and an expired link', async () => {
    const account = await makeAccount({ emailConfirmed: true });
    const before = await messageCount(account.email!);
    await recover({ email: account.email });
    const token = tokenIn((await waitForMessage(account.email!, before)).body);
    const weak = await reset({ token, newPassword: 'password1234' });
    expectError(weak, 400, 'PASSWORD_VULNERABLE_ERROR', 'Wymagana zmiana hasła, ponieważ jest podatne na ataki');
    expect((await reset({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);

    await recover({ email: account.email });
    const late = tokenIn((await waitForMessage(account.email!, before + 1)).body);
    t.clock.advance(RESET_LINK_VALID_MS + 1_000);
    expectError(await reset({ token: late, newPassword: 'Jeszcze-Inne-Haslo-2026' }), 400, 'TOKEN_INVALID');
  });

  it('recovers by a confirmed phone with an SMS code (anna), and refuses unknown or unconfirmed numbers', async () => {
    const cookie = await t.login('anna');
    expect((await recover({ phoneNumber: '48601234567' })).statusCode).toBe(200);
    const sms = (await lastMessage('+48601234567'))!;
    expect(sms.body).toContain('kod zmiany hasła');
    const code = codeIn(sms.body);
    const wrong = code === '000000' ? '000001' : '000000';
    expectError(await reset({ phoneNumber: '+48601234567', confirmationCode: wrong, newPassword: NEW_PASSWORD }), 400, 'CODE_INVALID');
    expectError(await reset({ phoneNumber: '+48601234567', code, newPassword: 'qwerty123456' }), 400, 'PASSWORD_VULNERABLE_ERROR');
    expect((await reset({ phoneNumber: '+48 601 234 567', code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie })).statusCode).toBe(401);
    expect((await signIn(DEMO_ACCOUNTS.anna.username, NEW_PASSWORD)).statusCode).toBe(200);

    // An unknown or unconfirmed number is answered exactly like Anna's, and gets no code.
    await makeAccount({ phoneNumber: '+48600500600' });
    for (const phoneNumber of ['+48111000111', '+48600500600']) {
      expect(answerOf(await recover({ phoneNumber }))).toEqual({ status: 200, body: { ok: true } });
      expect(await messageCount(phoneNumber)).toBe(0);
    }
    expectError(await recover({ phoneNumber: '12' }), 400, 'VALIDATION_ERROR');
  });

  it('voids an outstanding reset link when the password is changed while signed in', async () => {
    const account = await makeAccount({ emailConfirmed: true });
    expect((await recover({ email: account.email })).statusCode).toBe(200);
    const link = tokenIn((await lastMessage(account.email!))!.body);
    expect(link).not.toBe('');
    const cookie = t.sessionCookie(await signIn(account.username, PASSWORD));
    const changed = await call({ method: 'POST', url: '/api/mpi/accounts/password-change', payload: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }, cookie });
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await reset({ token: link, newPassword: 'Przejete-Konto-2026' }), 400, 'TOKEN_INVALID');
    expect((await signIn(account.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids an outstanding reset code when the password is reset by link, and the other way round', async () => {
    const account = await makeAccount({ emailConfirmed: true, phoneNumber: '+48600500601', phoneConfirmed: true });
    expect((await recover({ phoneNumber: '+48600500601' })).statusCode).toBe(200);
    const code = codeIn((await lastMessage('+48600500601'))!.body);
    expect((await recover({ email: account.email })).statusCode).toBe(200);
    const link = tokenIn((await lastMessage(account.email!))!.body);
    expect((await reset({ token: link, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expectError(await reset({ phoneNumber: '+48600500601', code, newPassword: 'Przejete-Konto-2026' }), 400, 'CODE_INVALID');

    expect((await recover({ email: account.email })).statusCode).toBe(200);
    const secondLink = tokenIn((await lastMessage(account.email!))!.body);
    expect((await recover({ phoneNumber: '+48600500601' })).statusCode).toBe(200);
    const secondCode = codeIn((await lastMessage('+48600500601'))!.body);
    expect((await reset({ phoneNumber: '+48600500601', code: secondCode, newPassword: 'Jeszcze-Inne-Haslo-2026' })).statusCode).toBe(200);
    expectError(await reset({ token: secondLink, newPassword: 'Przejete-Konto-2026' }), 400, 'TOKEN_INVALID');
  });

  it('refuses malformed bodies with Polish messages', async () => {
    expectError(await recover({}), 400, 'VALIDATION_ERROR', 'Podaj adres e-mail albo numer telefonu');
    expectError(await recover({ email: 'a@example.com', phoneNumber: '+48600100100' }), 400, 'VALIDATION_ERROR');
    expectError(await recover({ email: 'zly-adres' }), 400, 'VALIDATION_ERROR', 'Podaj poprawny adres e-mail');
    expectError(await reset({ newPassword: NEW_PASSWORD }), 400, 'VALIDATION_ERROR', 'Podaj link z wiadomości albo numer telefonu i kod z SMS');
    expectError(await reset({ token: 'A'.repeat(43), newPassword: 'krótkie' }), 400, 'VALIDATION_ERROR', 'Hasło musi mieć co najmniej 12 znaków');
    expectError(await reset({ token: 'A'.repeat(43), newPassword: NEW_PASSWORD }), 400, 'TOKEN_INVALID');
  });

  it('applies the breached-password list to a password change too', async () => {
    const account = await makeAccount({ emailConfirmed: true });
    const res = await call({
      method: 'POST',
      url: '/api/mpi/accounts/password-change',
      payload: { username: account.username, oldPassword: PASSWORD, newPassword: 'Password1234' },
    });
    expectError(res, 400, 'PASSWORD_VULNERABLE_ERROR');
  });
});

describe('OpenAPI', () => {
  it('documents every route of this module with its answers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    const routes: Array<[string, string]> = [
      ['put', '/api/mpi/accounts/confirmations/e-mail/{code}'],
      ['post', '/api/mpi/accounts/confirmations/e-mail'],
      ['post', '/api/mpi/accounts/mpi-user/confirmations/e-mail'],
      ['post', '/api/mpi/accounts/confirmations/phone-no'],
      ['post', '/api/mpi/accounts/confirmations/phone-no2'],
      ['post', '/api/mpi/accounts/confirmations/phone-no/generate'],
      ['put', '/api/mpi/accounts/confirmations/phone-no'],
      ['put', '/api/mpi/accounts/confirmations/phone-no/confirm'],
      ['get', '/api/mpi/accounts/confirmations/channels/unconfirmed'],
      ['post', '/api/mpi/accounts/mpi-user/password-recovery'],
      ['post', '/api/mpi/accounts/mpi-user/password-reset'],
    ];
    for (const [method, path] of routes) {
      expect(paths[path]?.[method]?.responses, `${method} ${path}`).toHaveProperty('400');
    }
  });
});
