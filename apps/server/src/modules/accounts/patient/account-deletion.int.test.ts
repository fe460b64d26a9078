import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, allergies, ampaRegistrations, eventLog, outbox, patientLinks, patients, ssoTokens } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ TEST_CAPTCHA_ANSWER: 47_219, REGISTRATION_RATE_LIMIT_PER_MINUTE: 10_000 })));
afterAll(() => t.close());

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
/** A valid PESEL of someone born in the 20th century. */
function pesel(birthDate: string, serial: number, female: boolean): string {
  const [y, m, d] = birthDate.split('-').map(Number);
  const sex = (serial % 5) * 2 + (female ? 0 : 1);
  const ten = `${String(y % 100).padStart(2, '0')}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}${String(serial).padStart(3, '0')}${sex}`;
  const sum = [...ten].reduce((acc, c, i) => acc + Number(c) * WEIGHTS[i], 0);
  return `${ten}${(10 - (sum % 10)) % 10}`;
}
let serial = 300;

const deleteAccount = (cookie: string | undefined, password: string) =>
  t.request({ method: 'DELETE', url: '/api/mpi/accounts/mpi-user', payload: { password }, ...(cookie ? { cookie } : {}) });

/** An account with its own verified record, a confirmed ward with an allergy, a paired mobile app for the ward. */
async function accountWithEverything(language: 'pl' | 'en' | 'uk' = 'pl') {
  const birthDate = '1970-04-12';
  const nationalId = pesel(birthDate, ++serial, true);
  const account = await t.make.account({ name: 'Ewa', lastName: 'Usuwana', language });
  const own = await t.make.patient({ accountId: account.id, name: 'Ewa', lastName: 'Usuwana', birthDate, gender: 'FEMALE', nationalId });
  await t.make.allergy(own.id, { description: 'Własne uczulenie.' });
  const ward = await t.make.patient({ name: 'Zenon', lastName: 'Podopieczny', birthDate: '1939-01-01' });
  await t.make.link(account.id, ward.id, { role: 'WARD', status: 'CONFIRMED' });
  await t.make.allergy(ward.id, { description: 'Uczulenie podopiecznego.' });
  const cookie = await t.signIn({ username: account.username, password: account.password });
  const pin = (await t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/ampa/${ward.id}/confirm`, cookie })).json().value;
  const pairing = await t.request({ method: 'POST', url: '/api/mobile/pair', payload: { login: account.username, pin, deviceName: 'Telefon Ewy' } });
  return { account, own, ward, nationalId, cookie, deviceToken: pairing.json().deviceToken as string };
}

describe('DELETE /api/mpi/accounts/mpi-user', () => {
  it('a wrong password is 400 PASSWORD_INCORRECT, counted as a failed sign-in, and changes nothing', async () => {
    const { account, cookie } = await accountWithEverything();
    const res = await deleteAccount(cookie, 'nie-to-haslo');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'PASSWORD_INCORRECT', message: 'Podane hasło jest niepoprawne.', errors: [{ path: 'password' }] });
    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row.status).toBe('ACTIVE');
    expect((await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie })).statusCode).toBe(200);
    const [failure] = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.accountId, account.id), eq(eventLog.eventType, 'LOGIN_FAILURE')));
    expect(failure).toBeDefined();
  });

  it('a missing password is 400 VALIDATION_ERROR; without a session 401', async () => {
    const { cookie } = await accountWithEverything();
    expect((await deleteAccount(cookie, '')).json().errorCode).toBe('VALIDATION_ERROR');
    expect((await deleteAccount(undefined, 'cokolwiek')).statusCode).toBe(401);
  });

  it('deletes the account: every session ends, the cookie is cleared, links and mobile devices go, the records and medical data stay, an e-mail and the event log say so', async () => {
    const { account, own, ward, cookie, deviceToken } = await accountWithEverything('en');
    const otherSession = await t.as(account.id);
    expect((await t.request({ method: 'GET', url: '/api/mobile/patient', headers: { authorization: `Bearer ${deviceToken}` } })).statusCode).toBe(200);

    const res = await deleteAccount(cookie, account.password);
    expect(res.statusCode).toBe(204);
    expect(t.sessionCookieOrNull(res)).toBeNull();
    expect(res.cookies.find((c) => c.name === 'pp_session')).toMatchObject({ value: '' });

    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row.status).toBe('DELETED');
    for (const c of [cookie, otherSession]) expect((await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie: c })).statusCode).toBe(401);
    const signIn = await t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username: account.username, password: account.password } });
    expect(signIn.statusCode).toBe(401);

    const links = await t.deps.db.select().from(patientLinks).where(eq(patientLinks.accountId, account.id));
    expect(links.map((l) => l.status)).toEqual(['DELETED']);
    expect(await t.deps.db.select().from(ampaRegistrations).where(eq(ampaRegistrations.accountId, account.id))).toHaveLength(0);
    expect((await t.request({ method: 'GET', url: '/api/mobile/patient', headers: { authorization: `Bearer ${deviceToken}` } })).statusCode).toBe(401);
    expect(await t.deps.db.select().from(ssoTokens).where(eq(ssoTokens.accountId, account.id))).toHaveLength(0);

    // The law: the records and what the clinic recorded stay.
    const [ownAfter] = await t.deps.db.select().from(patients).where(eq(patients.id, own.id));
    expect(ownAfter).toMatchObject({ accountId: account.id, name: 'Ewa' });
    expect(await t.deps.db.select().from(patients).where(eq(patients.id, ward.id))).toHaveLength(1);
    expect(await t.deps.db.select().from(allergies).where(eq(allergies.patientId, own.id))).toHaveLength(1);
    expect(await t.deps.db.select().from(allergies).where(eq(allergies.patientId, ward.id))).toHaveLength(1);

    const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, account.email!)).orderBy(desc(outbox.id)).limit(1);
    expect(mail.subject).toBe('Your Portal Pacjenta account has been deleted');
    expect(mail.body).toContain(account.username);
    expect(mail.body).toContain('medical records');
    const [event] = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.accountId, account.id), eq(eventLog.eventType, 'ACCOUNT_DELETE')));
    expect(event).toMatchObject({ outcome: 'SUCCESS' });
    expect(event.description).toContain('zakończone powiązania: 1');
  });

  it('the Polish e-mail for a Polish account', async () => {
    const { account, cookie } = await accountWithEverything('pl');
    expect((await deleteAccount(cookie, account.password)).statusCode).toBe(204);
    const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, account.email!)).orderBy(desc(outbox.id)).limit(1);
    expect(mail.subject).toBe('Konto w Portalu Pacjenta zostało usunięte');
    expect(mail.body).toContain('Dokumentacja medyczna i dane pacjenta pozostają w przychodni');
  });

  it("registering again with the own record's PESEL restores the deleted account (REVERTED)", async () => {
    const { account, own, nationalId, cookie } = await accountWithEverything();
    expect((await deleteAccount(cookie, account.password)).statusCode).toBe(204);
    const ip = '10.77.0.1';
    const token = (await t.request({ method: 'GET', url: '/api/mpi/accounts/registration/challenge', remoteAddress: ip })).json().challengeToken;
    t.clock.advance(6_000);
    const email = `powrot.${account.id}@example.com`;
    const res = await t.request({
      method: 'POST',
      url: '/api/mpi/accounts',
      remoteAddress: ip,
      payload: {
        account: {
          contactData: { email, phoneNumber: '+48 501 777 100', preferredCommunicationChannel: 'EMAIL' },
          credentials: { username: '', password: 'Nowe-Haslo#2026x' },
          name: 'Ewa',
          lastName: 'Usuwana',
          middleName: null,
          settings: { marketingMessagesConsent: false },
        },
        patient: {
          name: 'Ewa',
          lastName: 'Usuwana',
          middleName: null,
          birthDate: '1970-04-12',
          gender: 'FEMALE',
          identity: { nationalIdentificationNumber: nationalId, documentNumber: null, countryCode: 'PL' },
          address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Długa', houseNumber: '1', postalCode: '31-001' },
          attachments: [],
          foreigner: false,
        },
        patientRole: null,
        redirectContext: null,
        registerConsentsAccepted: true,
        challengeToken: token,
        captchaAnswer: '47219',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe('REVERTED');
    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toMatchObject({ status: 'ACTIVE', email });
    const [record] = await t.deps.db.select().from(patients).where(eq(patients.id, own.id));
    expect(record.accountId).toBe(account.id);
  });
});
