import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMES_LOCKED_MESSAGE, PHONE_CONTACT_OWN_RECORD_ONLY, type Account } from '@portal/contracts';
import { accounts, eventLog, outbox, settings } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { settleDeliveries } from '../../confirmations/confirmations-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ME = '/api/mpi/accounts/mpi-user';
const PHONE_CONTACT = `${ME}/phone-contact`;

/** Every call from an address of its own, so the per-IP send limit of one test never reaches another. */
let ipSeq = 0;
const freshIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
let seq = 0;
const unique = (prefix: string) => `${prefix}.${process.pid}.${++seq}@example.com`;
/** A fresh Polish mobile number (valid for its country). */
const freshPhone = () => `+4860${String(1_000_000 + ((process.pid * 7 + ++seq * 7919) % 8_999_999)).padStart(7, '0')}`;

type Method = 'GET' | 'PUT' | 'POST';
const call = async (method: Method, url: string, cookie: string | undefined, payload?: object) => {
  const res = await t.request({ method, url, cookie, payload, remoteAddress: freshIp() });
  await settleDeliveries();
  return res;
};
const expectError = (res: LightMyRequestResponse, status: number, errorCode: string, message?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ errorCode, message: message ?? expect.any(String) });
};
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
const tokenIn = (body: string) => /token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';

/** A signed-in account of its own with a login that is not its e-mail, and its own verified record. */
async function person(over: Partial<typeof accounts.$inferInsert> = {}) {
  const email = unique('kontakt');
  const account = await t.make.account({ username: `login.${process.pid}.${++seq}`, email, phoneNumber: freshPhone(), phoneConfirmed: true, ...over });
  const record = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED', name: account.name, lastName: account.lastName });
  return { account, record, cookie: await t.as(account.id) };
}

/** The full account as GET answers it, with `change` applied: what the account tab sends back. */
async function fullAccount(cookie: string, change: (a: Account) => void = () => {}) {
  const res = await call('GET', ME, cookie);
  expect(res.statusCode).toBe(200);
  const account = res.json() as Account;
  change(account);
  return account;
}

/** Runs `fn` with a settings group patched over what is stored, then restores it. */
async function withSettings(key: string, patch: Record<string, unknown>, fn: () => Promise<void>) {
  const [before] = await t.deps.db.select().from(settings).where(eq(settings.key, key));
  const value = { ...((before?.value as object) ?? {}), ...patch };
  await t.deps.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  try {
    await fn();
  } finally {
    if (before) await t.deps.db.update(settings).set({ value: before.value }).where(eq(settings.key, key));
    else await t.deps.db.delete(settings).where(eq(settings.key, key));
  }
}

describe('the contact routes need a session', () => {
  it('answers 401 to every one of them anonymously', async () => {
    for (const [method, url, payload] of [
      ['PUT', ME, { name: 'Jan', lastName: 'Testowy', middleName: null, contactData: { email: null, phoneNumber: null, preferredCommunicationChannel: 'EMAIL' }, settings: { marketingMessagesConsent: false } }],
      ['PUT', PHONE_CONTACT, { phoneNumber: '48601234567', patientId: 1 }],
      ['GET', `${ME}/phone`],
      ['GET', `${ME}/phone-exists`],
      ['GET', `${ME}/is-authorized`],
    ] as Array<[Method, string, object?]>) {
      expectError(await call(method, url, undefined, payload), 401, 'UNAUTHORIZED');
    }
  });
});

describe('GET phone, phone-exists, is-authorized', () => {
  it('answer { value } from the account: its phone, whether it is confirmed, whether the account is AUTHORIZED', async () => {
    const confirmed = await person();
    expect((await call('GET', `${ME}/phone`, confirmed.cookie)).json()).toEqual({ value: confirmed.account.phoneNumber });
    expect((await call('GET', `${ME}/phone-exists`, confirmed.cookie)).json()).toEqual({ value: true });
    expect((await call('GET', `${ME}/is-authorized`, confirmed.cookie)).json()).toEqual({ value: true });

    const unconfirmed = await person({ phoneConfirmed: false, type: 'UNAUTHORIZED' });
    expect((await call('GET', `${ME}/phone`, unconfirmed.cookie)).json()).toEqual({ value: unconfirmed.account.phoneNumber });
    expect((await call('GET', `${ME}/phone-exists`, unconfirmed.cookie)).json()).toEqual({ value: false });
    expect((await call('GET', `${ME}/is-authorized`, unconfirmed.cookie)).json()).toEqual({ value: false });

    const none = await person({ phoneNumber: null, phoneConfirmed: false });
    expect((await call('GET', `${ME}/phone`, none.cookie)).json()).toEqual({ value: null });
    expect((await call('GET', `${ME}/phone-exists`, none.cookie)).json()).toEqual({ value: false });
  });
});

describe('PUT mpi-user: a new e-mail waits for its link', () => {
  it('keeps the old address working until the link sent to the new one is used', async () => {
    const { account, cookie } = await person();
    const newEmail = unique('nowy');
    const res = await call('PUT', ME, cookie, await fullAccount(cookie, (a) => (a.contactData.email = newEmail)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ emailConfirmed: true, contactData: { email: account.email, restoreEmail: newEmail } });

    // The old address still signs in; the new one does not yet.
    expect((await t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username: account.email, password: account.password } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username: newEmail, password: account.password } })).statusCode).toBe(401);
    // Nothing went to the old address; the link went to the new one.
    expect(await lastMessage(account.email!)).toBeNull();
    const mail = await lastMessage(newEmail);
    expect(mail?.channel).toBe('EMAIL');
    // It speaks of a change of address, not of a new account.
    expect(mail?.subject).toBe('Potwierdź zmianę adresu e-mail w Portalu Pacjenta');
    expect(mail?.body).toContain('Otrzymaliśmy prośbę o zmianę adresu e-mail konta');
    expect(mail?.body).not.toContain('zakład');
    const token = tokenIn(mail!.body);
    expect(token).not.toBe('');

    const confirmed = await call('PUT', `/api/mpi/accounts/confirmations/e-mail/${token}`, undefined);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: newEmail });
    expect(await reload(account.id)).toMatchObject({ email: newEmail, emailConfirmed: true, restoreEmail: null });
    expect((await t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username: newEmail, password: account.password } })).statusCode).toBe(200);
    // The link is single use.
    expectError(await call('PUT', `/api/mpi/accounts/confirmations/e-mail/${token}`, undefined), 400, 'TOKEN_INVALID');

    const [event] = await t.deps.db
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.accountId, account.id), eq(eventLog.eventType, 'ACCOUNT_UPDATED')));
    expect(event).toMatchObject({ outcome: 'INFO', source: 'SERVER' });
    expect(event.description).toContain('nowy e-mail czeka na potwierdzenie');
  });

  it('resends the link for the pending address, and refuses an address the account does not wait for', async () => {
    const { account, cookie } = await person();
    const newEmail = unique('ponownie');
    expect((await call('PUT', ME, cookie, await fullAccount(cookie, (a) => (a.contactData.email = newEmail)))).statusCode).toBe(200);
    const first = tokenIn((await lastMessage(newEmail))!.body);

    const resent = await call('POST', `${ME}/confirmations/e-mail`, cookie, { email: newEmail.toUpperCase() });
    expect(resent.statusCode, resent.body).toBe(200);
    const resentMail = (await lastMessage(newEmail))!;
    expect(resentMail.subject).toBe('Potwierdź zmianę adresu e-mail w Portalu Pacjenta');
    const second = tokenIn(resentMail.body);
    expect(second).not.toBe(first);
    // The confirmed current address and a stranger's address are refused alike.
    expectError(await call('POST', `${ME}/confirmations/e-mail`, cookie, { email: account.email }), 400, 'EMAIL_NOT_FOUND_OR_CONFIRMED', 'Taki adres e-mail nie istnieje lub został już potwierdzony');
    expectError(await call('POST', `${ME}/confirmations/e-mail`, cookie, { email: unique('obcy') }), 400, 'EMAIL_NOT_FOUND_OR_CONFIRMED');

    expect((await call('PUT', `/api/mpi/accounts/confirmations/e-mail/${second}`, undefined)).statusCode).toBe(200);
    expect(await reload(account.id)).toMatchObject({ email: newEmail, restoreEmail: null });
  });

  it('gives back the current address: the pending change is cancelled and its link no longer confirms', async () => {
    const { account, cookie } = await person();
    const newEmail = unique('anulowany');
    expect((await call('PUT', ME, cookie, await fullAccount(cookie, (a) => (a.contactData.email = newEmail)))).statusCode).toBe(200);
    const token = tokenIn((await lastMessage(newEmail))!.body);
    const back = await call('PUT', ME, cookie, await fullAccount(cookie, (a) => (a.contactData.email = account.email!.toUpperCase())));
    expect(back.json()).toMatchObject({ contactData: { email: account.email, restoreEmail: null } });
    expectError(await call('PUT', `/api/mpi/accounts/confirmations/e-mail/${token}`, undefined), 400, 'TOKEN_INVALID');
    expect(await reload(account.id)).toMatchObject({ email: account.email });
  });

  it("answers 400 EMAIL_IN_USE for another account's e-mail, pending e-mail or login, and saves nothing", async () => {
    const other = await person();
    const pendingElsewhere = unique('oczekujacy');
    expect((await call('PUT', ME, other.cookie, await fullAccount(other.cookie, (a) => (a.contactData.email = pendingElsewhere)))).statusCode).toBe(200);
    const { account, cookie } = await person();
    for (const taken of [other.account.email!, pendingElsewhere.toUpperCase()]) {
      expectError(await call('PUT', ME, cookie, await fullAccount(cookie, (a) => (a.contactData.email = taken))), 400, 'EMAIL_IN_USE', 'Podany e-mail jest już w użyciu');
    }
    // A login that is an e-mail address is an address in use as well.
    const loginHolder = await t.make.account({ username: unique('login'), email: null });
    expectError(await call('PUT', ME, cookie, await fullAccount(cookie, (a) => (a.contactData.email = loginHolder.username))), 400, 'EMAIL_IN_USE');
    expect(await reload(account.id)).toMatchObject({ email: account.email, restoreEmail: null });
  });

  it('refuses a malformed or, when required, an empty e-mail with 400 VALIDATION_ERROR', async () => {
    const { cookie } = await person();
    const bad = await call('PUT', ME, cookie, await fullAccount(cookie, (a) => (a.contactData.email = 'nie-adres')));
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: 'contactData.email' })]);
    const empty = await call('PUT', ME, cookie, await fullAccount(cookie, (a) => (a.contactData.email = null)));
    expectError(empty, 400, 'VALIDATION_ERROR', 'Podaj adres e-mail');
    expect(empty.json().errors).toEqual([{ path: 'contactData.email', message: 'Podaj adres e-mail' }]);
  });
});

describe('PUT mpi-user: names, channel and consent', () => {
  it('changes the names of an account whose identity is not confirmed, with the channel and the consent', async () => {
    const { account, cookie } = await person({ type: 'UNAUTHORIZED', preferredChannel: 'EMAIL' });
    const res = await call(
      'PUT',
      ME,
      cookie,
      await fullAccount(cookie, (a) => {
        a.name = 'Janina';
        a.middleName = 'Maria';
        a.lastName = 'Nowak-Kowalska';
        a.contactData.preferredCommunicationChannel = 'SMS';
        a.settings.marketingMessagesConsent = true;
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Janina',
      middleName: 'Maria',
      lastName: 'Nowak-Kowalska',
      contactData: { preferredCommunicationChannel: 'SMS' },
      settings: { marketingMessagesConsent: true },
    });
    expect(await reload(account.id)).toMatchObject({ name: 'Janina', preferredChannel: 'SMS', marketingConsent: true });
  });

  it('refuses a names change once the identity is confirmed, or when the clinic turned name changes off', async () => {
    const authorized = await person({ type: 'AUTHORIZED' });
    const res = await call('PUT', ME, authorized.cookie, await fullAccount(authorized.cookie, (a) => (a.lastName = 'Inna')));
    expectError(res, 400, 'VALIDATION_ERROR', NAMES_LOCKED_MESSAGE);
    expect(res.json().errors).toEqual([{ path: 'lastName', message: NAMES_LOCKED_MESSAGE }]);
    // The same names with other changes are fine.
    expect((await call('PUT', ME, authorized.cookie, await fullAccount(authorized.cookie, (a) => (a.settings.marketingMessagesConsent = true)))).statusCode).toBe(200);

    const open = await person({ type: 'UNAUTHORIZED' });
    await withSettings('patient-account', { patientNamesDisabled: true }, async () => {
      expectError(await call('PUT', ME, open.cookie, await fullAccount(open.cookie, (a) => (a.name = 'Inny'))), 400, 'VALIDATION_ERROR', NAMES_LOCKED_MESSAGE);
    });
    expect((await reload(open.account.id)).name).toBe(open.account.name);
  });

  it('keeps EMAIL as the channel without a phone', async () => {
    const { cookie } = await person({ phoneNumber: null, phoneConfirmed: false });
    await withSettings('registration', { phoneIsRequired: false }, async () => {
      const res = await call('PUT', ME, cookie, await fullAccount(cookie, (a) => (a.contactData.preferredCommunicationChannel = 'SMS')));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().contactData.preferredCommunicationChannel).toBe('EMAIL');
    });
  });

  it('answers the account unchanged, with no event, when nothing changed', async () => {
    const { account, cookie } = await person();
    const res = await call('PUT', ME, cookie, await fullAccount(cookie));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await fullAccount(cookie));
    const events = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.accountId, account.id), eq(eventLog.eventType, 'ACCOUNT_UPDATED')));
    expect(events).toHaveLength(0);
  });
});

describe('the phone: phone-contact, PUT mpi-user and the SMS code', () => {
  it('holds a new number in restorePhone until its SMS code is entered, then moves it into the account', async () => {
    const { account, record, cookie } = await person();
    const newPhone = freshPhone();
    const res = await call('PUT', PHONE_CONTACT, cookie, { phoneNumber: newPhone.slice(1), patientId: record.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phoneConfirmed: true, contactData: { phoneNumber: account.phoneNumber, restorePhone: newPhone } });
    // The old number is still the account's.
    expect((await call('GET', `${ME}/phone`, cookie)).json()).toEqual({ value: account.phoneNumber });

    const sms = await lastMessage(newPhone);
    expect(sms?.channel).toBe('SMS');
    expectError(
      await call('PUT', '/api/mpi/accounts/confirmations/phone-no', undefined, { phoneNumber: newPhone, confirmationCode: codeIn(sms!.body) === '000000' ? '111111' : '000000' }),
      400,
      'CODE_INVALID',
      'Wystąpił błąd walidacji. Prawdopodobnie kod potwierdzenia jest błędny.',
    );
    const confirmed = await call('PUT', '/api/mpi/accounts/confirmations/phone-no', undefined, { phoneNumber: newPhone, confirmationCode: codeIn(sms!.body) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await reload(account.id)).toMatchObject({ phoneNumber: newPhone, phoneConfirmed: true, restorePhone: null });
    expect((await call('GET', `${ME}/phone`, cookie)).json()).toEqual({ value: newPhone });
  });

  it('answers 400 PHONE_UNCHANGED for the current number, however it is typed', async () => {
    const { account, record, cookie } = await person();
    const typed = `${account.phoneNumber!.slice(1, 3)} ${account.phoneNumber!.slice(3)}`;
    expectError(await call('PUT', PHONE_CONTACT, cookie, { phoneNumber: typed, patientId: record.id }), 400, 'PHONE_UNCHANGED', 'Podany numer telefonu jest numerem aktualnym');
    expect(await reload(account.id)).toMatchObject({ restorePhone: null });
  });

  it("answers 400 PHONE_ALREADY_IN_USE for a number another live account has confirmed (phone-contact and PUT mpi-user)", async () => {
    const holder = await person();
    const { account, record, cookie } = await person();
    expectError(await call('PUT', PHONE_CONTACT, cookie, { phoneNumber: holder.account.phoneNumber!, patientId: record.id }), 400, 'PHONE_ALREADY_IN_USE', 'Numer telefonu jest używany w innym koncie');
    expect(await reload(account.id)).toMatchObject({ restorePhone: null });
  });

  it('refuses a malformed number with 400 VALIDATION_ERROR', async () => {
    const { record, cookie } = await person();
    expectError(await call('PUT', PHONE_CONTACT, cookie, { phoneNumber: '12', patientId: record.id }), 400, 'VALIDATION_ERROR');
    expectError(await call('PUT', PHONE_CONTACT, cookie, { phoneNumber: '48601abc', patientId: record.id }), 400, 'VALIDATION_ERROR');
  });

  it("takes only the caller's own record: a ward's is 403, a stranger's 404 as an unknown id", async () => {
    const { cookie, account } = await person();
    const ward = await t.make.patient({ name: 'Podopieczny' });
    await t.make.link(account.id, ward.id, { role: 'WARD', status: 'CONFIRMED' });
    const wardCookie = await t.as(account.id);
    expectError(await call('PUT', PHONE_CONTACT, wardCookie, { phoneNumber: freshPhone(), patientId: ward.id }), 403, 'FORBIDDEN', PHONE_CONTACT_OWN_RECORD_ONLY);
    const stranger = await person();
    const strangers = await call('PUT', PHONE_CONTACT, cookie, { phoneNumber: freshPhone(), patientId: stranger.record.id });
    const unknown = await call('PUT', PHONE_CONTACT, cookie, { phoneNumber: freshPhone(), patientId: 2_147_000_000 });
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json()).toEqual(unknown.json());
    expect(await reload(account.id)).toMatchObject({ restorePhone: null });
  });

  it('answers 429 SEND_LIMIT past the send limit of a number, and saves nothing then', async () => {
    const { account, record, cookie } = await person();
    const newPhone = freshPhone();
    for (let i = 0; i < t.deps.config.SEND_LIMIT_PER_TARGET_PER_HOUR; i++) {
      expect((await call('PUT', PHONE_CONTACT, cookie, { phoneNumber: newPhone, patientId: record.id })).statusCode).toBe(200);
    }
    expectError(await call('PUT', PHONE_CONTACT, cookie, { phoneNumber: newPhone, patientId: record.id }), 429, 'SEND_LIMIT');
    expect(await reload(account.id)).toMatchObject({ restorePhone: newPhone });

    // PUT mpi-user applies the same limits: a number past them is refused and the pending one stays.
    const another = freshPhone();
    for (let i = 0; i < t.deps.config.SEND_LIMIT_PER_TARGET_PER_HOUR; i++) {
      expect((await call('POST', '/api/mpi/accounts/confirmations/phone-no2', undefined, { phoneNumber: another })).statusCode).toBe(200);
    }
    expectError(await call('PUT', ME, cookie, await fullAccount(cookie, (a) => (a.contactData.phoneNumber = another))), 429, 'SEND_LIMIT');
    expect(await reload(account.id)).toMatchObject({ phoneNumber: account.phoneNumber, restorePhone: newPhone });
  });

  it('PUT mpi-user with a new number sends the code as phone-contact does; the current number cancels it', async () => {
    const { account, cookie } = await person();
    const newPhone = freshPhone();
    const res = await call('PUT', ME, cookie, await fullAccount(cookie, (a) => (a.contactData.phoneNumber = newPhone)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contactData).toMatchObject({ phoneNumber: account.phoneNumber, restorePhone: newPhone });
    const sms = await lastMessage(newPhone);
    expect(codeIn(sms!.body)).toMatch(/^\d{6}$/);

    // The signed-in confirmation takes the code as well.
    const confirmed = await call('PUT', '/api/mpi/accounts/confirmations/phone-no/confirm', cookie, { phoneNumber: newPhone, confirmationCode: codeIn(sms!.body) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await reload(account.id)).toMatchObject({ phoneNumber: newPhone, restorePhone: null, phoneConfirmed: true });

    const pending = freshPhone();
    await call('PUT', ME, cookie, await fullAccount(cookie, (a) => (a.contactData.phoneNumber = pending)));
    expect((await reload(account.id)).restorePhone).toBe(pending);
    const back = await call('PUT', ME, cookie, await fullAccount(cookie, (a) => (a.contactData.phoneNumber = newPhone)));
    expect(back.json().contactData).toMatchObject({ phoneNumber: newPhone, restorePhone: null });
  });

  it('with phone confirmation off, a new number replaces the phone at once, unconfirmed', async () => {
    const { account, record, cookie } = await person();
    const newPhone = freshPhone();
    await withSettings('registration', { phoneConfirmationEnabled: false }, async () => {
      const res = await call('PUT', PHONE_CONTACT, cookie, { phoneNumber: newPhone, patientId: record.id });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(await reload(account.id)).toMatchObject({ phoneNumber: newPhone, phoneConfirmed: false, restorePhone: null });
    expect(await lastMessage(newPhone)).toBeNull();
  });
});
