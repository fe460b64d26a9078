import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outbox } from '../../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../../demo';
import { createTestApp, type TestApp } from '../../../test/helper';
import { settleDeliveries } from '../../confirmations/confirmations-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANNA_EMAIL = DEMO_ACCOUNTS.anna.username;
const ANNA_PHONE = '+48601234567';
const setLanguage = (language: unknown, cookie?: string) =>
  t.request({ method: 'PUT', url: '/api/mpi/accounts/mpi-user/language', payload: { language }, cookie });
const languageOf = async (username: string) => (await t.deps.db.select().from(accounts).where(eq(accounts.username, username)))[0].language;
async function lastMessageTo(recipient: string) {
  const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  return row;
}
const recover = async (payload: Record<string, string>, ip: string) => {
  const res = await t.request({ method: 'POST', url: '/api/mpi/accounts/mpi-user/password-recovery', payload, remoteAddress: ip });
  await settleDeliveries();
  return res;
};

describe('PUT /api/mpi/accounts/mpi-user/language', () => {
  it('needs a session and one of the interface languages', async () => {
    expect((await setLanguage('en')).statusCode).toBe(401);
    const cookie = await t.login('piotr');
    const wrong = await setLanguage('de', cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('VALIDATION_ERROR');
    expect(await languageOf(DEMO_ACCOUNTS.piotr.username)).toBe('pl');
  });

  it("the account's messages go out in the language switched to", async () => {
    expect(await languageOf(ANNA_EMAIL)).toBe('pl');
    const cookie = await t.login('anna');
    expect((await setLanguage('uk', cookie)).statusCode).toBe(204);
    expect(await languageOf(ANNA_EMAIL)).toBe('uk');
    // The account answer carries it, so a sign-in on another device speaks it too.
    expect((await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie })).json().language).toBe('uk');

    expect((await recover({ email: ANNA_EMAIL }, '10.30.0.1')).statusCode).toBe(200);
    const mail = await lastMessageTo(ANNA_EMAIL);
    expect(mail.subject).toBe('Встановіть новий пароль у Portal Pacjenta');
    expect(mail.body).toContain('Посилання дійсне протягом 60 хв');
    expect(mail.html).toContain('<html lang="uk">');

    expect((await recover({ phoneNumber: ANNA_PHONE }, '10.30.0.2')).statusCode).toBe(200);
    expect((await lastMessageTo(ANNA_PHONE)).body).toMatch(/^Portal Pacjenta: код зміни пароля: \d{6}\. Дійсний 10 хв\./);

    expect((await setLanguage('en', cookie)).statusCode).toBe(204);
    expect((await recover({ email: ANNA_EMAIL }, '10.30.0.3')).statusCode).toBe(200);
    expect((await lastMessageTo(ANNA_EMAIL)).subject).toBe('Set a new password in Portal Pacjenta');
  });
});
