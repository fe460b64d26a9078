import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outbox, verifications, type AccountRow } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { hashPassword } from '../../sign-in-guard/sign-in-guard-service';
import { sendEmailConfirmation, settleDeliveries } from '../confirmations-service';

/*
 * confirmEmail and resetPassword are one transaction each: a step that fails half-way (here a
 * trigger that refuses one write) leaves the link unused and everything else as it was.
 */

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(PASSWORD);
  await t.deps.db.execute(sql`create function test_refuse() returns trigger language plpgsql as $$ begin raise exception 'test: this step fails'; end $$`);
});
afterAll(() => t.close());

const PASSWORD = 'Rejestracja#2026';
const NEW_PASSWORD = 'Nowe-Haslo-Kwiecien-2026';
let seq = 0;
async function makeAccount(over: Partial<typeof accounts.$inferInsert> = {}): Promise<AccountRow> {
  seq += 1;
  const [row] = await t.deps.db
    .insert(accounts)
    .values({ username: `tx${seq}@example.com`, email: `tx${seq}@example.com`, passwordHash, name: 'Jan', lastName: 'Testowy', ...over })
    .returning();
  return row;
}
const reload = async (id: number) => (await t.deps.db.select().from(accounts).where(eq(accounts.id, id)))[0];
async function lastTokenTo(email: string): Promise<string> {
  const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
  return /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1];
}
const openSecrets = async (accountId: number, purpose: 'EMAIL_CONFIRM' | 'PASSWORD_RESET') =>
  (
    await t.deps.db
      .select({ id: verifications.id, usedAt: verifications.usedAt })
      .from(verifications)
      .where(and(eq(verifications.accountId, accountId), eq(verifications.purpose, purpose)))
  ).filter((v) => v.usedAt == null).length;

/** Makes one write fail until the returned function is called. */
async function refuse(trigger: string, on: string, when: string): Promise<() => Promise<void>> {
  await t.deps.db.execute(sql.raw(`create trigger ${trigger} before ${on} for each row when (${when}) execute function test_refuse()`));
  return async () => {
    await t.deps.db.execute(sql.raw(`drop trigger ${trigger} on ${on.split(' on ')[1]}`));
  };
}

describe('PUT confirmations/e-mail/{code} is one transaction', () => {
  it('leaves the link unused and the address unconfirmed when confirming the address fails, and the link works afterwards', async () => {
    const account = await makeAccount();
    await sendEmailConfirmation(t.deps, { accountId: account.id, email: account.email!, baseUrl: 'http://localhost:3000', ip: '10.9.0.1' });
    const token = await lastTokenTo(account.email!);
    const restore = await refuse('refuse_confirm', 'update on accounts', `new.id = ${account.id} and new.email_confirmed and not old.email_confirmed`);
    const failed = await t.request({ method: 'PUT', url: `/api/mpi/accounts/confirmations/e-mail/${token}` });
    await restore();
    expect(failed.statusCode).toBe(500);
    expect((await reload(account.id)).emailConfirmed).toBe(false);
    expect(await openSecrets(account.id, 'EMAIL_CONFIRM')).toBe(1);

    const res = await t.request({ method: 'PUT', url: `/api/mpi/accounts/confirmations/e-mail/${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await reload(account.id)).emailConfirmed).toBe(true);
    expect(await openSecrets(account.id, 'EMAIL_CONFIRM')).toBe(0);
  });
});

describe('POST mpi-user/password-reset is one transaction', () => {
  it('keeps the old password, the sessions and the link when ending the sessions fails, and the link works afterwards', async () => {
    const account = await makeAccount({ emailConfirmed: true });
    const signIn = (password: string) => t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username: account.username, password } });
    const session = await signIn(PASSWORD);
    const cookie = `pp_session=${session.cookies.find((c) => c.name === 'pp_session')!.value}`;
    expect((await t.request({ method: 'POST', url: '/api/mpi/accounts/mpi-user/password-recovery', payload: { email: account.email } })).statusCode).toBe(200);
    await settleDeliveries();
    const token = await lastTokenTo(account.email!);
    const before = await reload(account.id);

    // Ending the sessions is the last step: everything before it must be undone with it.
    const restore = await refuse('refuse_close', 'delete on sessions', `old.account_id = ${account.id}`);
    const failed = await t.request({ method: 'POST', url: '/api/mpi/accounts/mpi-user/password-reset', payload: { token, newPassword: NEW_PASSWORD } });
    await restore();
    expect(failed.statusCode).toBe(500);
    expect((await reload(account.id)).passwordHash).toBe(before.passwordHash);
    expect(await openSecrets(account.id, 'PASSWORD_RESET')).toBe(1);
    expect((await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie })).statusCode).toBe(200);

    const res = await t.request({ method: 'POST', url: '/api/mpi/accounts/mpi-user/password-reset', payload: { token, newPassword: NEW_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie })).statusCode).toBe(401);
    expect(await openSecrets(account.id, 'PASSWORD_RESET')).toBe(0);
  });
});
