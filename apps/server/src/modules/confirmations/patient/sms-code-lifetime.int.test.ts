import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outbox, settings } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { hashPassword } from '../../sign-in-guard/sign-in-guard-service';
import { sendPhoneCode } from '../confirmations-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_CODE_VALID_MINUTES: 3 });
});
afterAll(() => t.close());

const PHONE = '+48600300400';

describe('one SMS code lifetime, from configuration', () => {
  it('the settings answer, the SMS text and the expiry all say SMS_CODE_VALID_MINUTES', async () => {
    // An installation that stored the old group keeps its other fields; its lifetime is not read.
    await t.deps.db
      .update(settings)
      .set({ value: { phoneConfirmationEnabled: true, codeLength: 6, codeValidityMinutes: 15 } })
      .where(eq(settings.key, 'sms-confirmation'));
    const cookie = await t.login('anna');
    const answer = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/sms-confirmation-settings', cookie });
    expect(answer.json()).toEqual({ phoneConfirmationEnabled: true, codeLength: 6, codeValidityMinutes: 3 });

    const [account] = await t.deps.db
      .insert(accounts)
      .values({ username: 'czas.kodu@example.com', passwordHash: await hashPassword('Czas-Kodu#2026'), name: 'Jan', lastName: 'Kod', phoneNumber: PHONE })
      .returning();
    const sendAndRead = async () => {
      await sendPhoneCode(t.deps, { accountId: account.id, phoneNumber: PHONE, purpose: 'PHONE_CONFIRM', ip: '10.9.0.1' });
      const [sms] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, PHONE)).orderBy(desc(outbox.id)).limit(1);
      expect(sms.body).toContain('Ważny 3 min.');
      return /\b(\d{6})\b/.exec(sms.body)![1];
    };
    const confirm = (confirmationCode: string) =>
      t.request({ method: 'PUT', url: '/api/mpi/accounts/confirmations/phone-no', payload: { phoneNumber: PHONE, confirmationCode } });

    const late = await sendAndRead();
    t.clock.advance(3 * 60_000 + 1_000);
    expect((await confirm(late)).json().errorCode).toBe('CODE_INVALID');

    const inTime = await sendAndRead();
    t.clock.advance(3 * 60_000 - 1_000);
    expect((await confirm(inTime)).statusCode).toBe(200);
  });
});
