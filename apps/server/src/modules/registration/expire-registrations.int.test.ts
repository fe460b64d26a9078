import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, allergies, files, patientLinks, patients } from '../../db/schema/index';
import { recordEvent } from '../event-log/event-log-service';
import { createTestApp, type TestApp } from '../../test/helper';
import { multipart, samples } from '../../test/multipart';

let t: TestApp;
let seq = 0;
const nextIp = () => `10.66.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`;
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_ANSWER: 47_219, REGISTRATION_RATE_LIMIT_PER_MINUTE: 10_000, UNCONFIRMED_REGISTRATION_DAYS: 7 });
});
afterAll(() => t.close());

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
/** A valid PESEL of a woman born on 17 May of `year` (1900–1999), with a serial. */
function pesel(year: number, serial: number): string {
  const ten = `${String(year % 100).padStart(2, '0')}0517${String(serial).padStart(3, '0')}${(serial % 5) * 2}`;
  const sum = [...ten].reduce((acc, c, i) => acc + Number(c) * WEIGHTS[i], 0);
  return `${ten}${(10 - (sum % 10)) % 10}`;
}

/**
 * Registers through the API (for oneself, or a ward), with document scans when given: answers the
 * account and the record the registration made.
 */
async function register(opts: { role?: 'WARD'; scans?: boolean; year?: number } = {}) {
  const n = ++seq;
  const ip = nextIp();
  const challenge = await t.request({ method: 'GET', url: '/api/mpi/accounts/registration/challenge', remoteAddress: ip });
  const token = challenge.json().challengeToken as string;
  let attachments: Array<{ fileId: number }> = [];
  if (opts.scans) {
    const { payload, headers } = multipart([{ name: 'dowod.pdf', content: samples.pdf }]);
    const up = await t.request({ method: 'POST', url: '/api/mpi/accounts/registration/attachments', payload, headers: { ...headers, 'x-registration-challenge': token }, remoteAddress: ip });
    expect(up.statusCode).toBe(200);
    attachments = up.json().files.map((f: { id: number }) => ({ fileId: f.id }));
  }
  t.clock.advance(6_000);
  const year = opts.year ?? 1990;
  const email = `wygasa.${n}@example.com`;
  const res = await t.request({
    method: 'POST',
    url: '/api/mpi/accounts',
    remoteAddress: ip,
    payload: {
      account: {
        contactData: { email, phoneNumber: `+48 502 ${String(100 + n).padStart(3, '0')} 300`, preferredCommunicationChannel: 'SMS' },
        credentials: { username: '', password: 'Zielony-Parasol#2026' },
        name: 'Ewa',
        lastName: 'Zając',
        middleName: null,
        settings: { marketingMessagesConsent: false },
      },
      patient: {
        name: opts.role ? 'Józef' : 'Ewa',
        lastName: 'Zając',
        middleName: null,
        birthDate: `${year}-05-17`,
        gender: 'FEMALE',
        identity: { nationalIdentificationNumber: pesel(year, 300 + n), documentNumber: null, countryCode: 'PL' },
        address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Wiślna', houseNumber: '5', postalCode: '31-007' },
        attachments,
        foreigner: false,
      },
      patientRole: opts.role ?? null,
      redirectContext: null,
      registerConsentsAccepted: true,
      challengeToken: token,
      captchaAnswer: '47219',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [account] = await t.deps.db.select().from(accounts).where(eq(accounts.email, email));
  const [record] = opts.role
    ? await t.deps.db.select({ id: patients.id }).from(patientLinks).innerJoin(patients, eq(patients.id, patientLinks.patientId)).where(eq(patientLinks.accountId, account.id))
    : await t.deps.db.select({ id: patients.id }).from(patients).where(eq(patients.accountId, account.id));
  return { accountId: account.id, patientId: record.id };
}

const accountExists = async (id: number) => (await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id))).length === 1;
const recordOf = async (id: number) => (await t.deps.db.select().from(patients).where(eq(patients.id, id)))[0];
const filesOf = (patientId: number) => t.deps.db.select().from(files).where(eq(files.patientId, patientId));

async function runExpiry() {
  await t.deps.jobs.send('registration.expire-unconfirmed', {});
  expect(await t.deps.jobs.runDue()).toBe(1);
}

describe('expiring unconfirmed registrations', () => {
  it('is scheduled daily', async () => {
    const { expireRegistrationsJob } = await import('./expire-registrations');
    expect(expireRegistrationsJob.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
  });

  it('removes an account never confirmed after the configured days, with its unverified record and the scans, bytes too', async () => {
    const withScans = await register({ scans: true });
    const [scan] = await filesOf(withScans.patientId);
    const bytes = path.join(t.deps.config.FILES_DIR!, scan.sha256.slice(0, 2), scan.sha256);
    await expect(fs.stat(bytes)).resolves.toBeTruthy();
    expect((await recordOf(withScans.patientId)).identityStatus).toBe('REQUESTED');

    t.clock.advance(6 * DAY);
    await runExpiry();
    expect(await accountExists(withScans.accountId)).toBe(true);

    t.clock.advance(DAY + 60_000);
    await runExpiry();
    expect(await accountExists(withScans.accountId)).toBe(false);
    expect(await recordOf(withScans.patientId)).toBeUndefined();
    expect(await filesOf(withScans.patientId)).toHaveLength(0);
    await expect(fs.stat(bytes)).rejects.toThrow();
  });

  it('keeps a VERIFIED record (the PESEL checked), without the account', async () => {
    const verified = await register();
    expect((await recordOf(verified.patientId)).identityStatus).toBe('VERIFIED');
    t.clock.advance(8 * DAY);
    await runExpiry();
    expect(await accountExists(verified.accountId)).toBe(false);
    expect(await recordOf(verified.patientId)).toMatchObject({ id: verified.patientId, accountId: null });
  });

  it("a ward's record with a clinical row stays; the guardian's account and link go", async () => {
    const ward = await register({ role: 'WARD', scans: true, year: 1940 });
    expect((await recordOf(ward.patientId)).identityStatus).toBe('REQUESTED');
    await t.deps.db
      .insert(allergies)
      .values({ patientId: ward.patientId, typeCode: 'P', typeName: 'Pokarmowe', name: 'Seler', isActive: true, cured: false, categories: ['food'] });
    const other = await register({ role: 'WARD', scans: true, year: 1941 });
    t.clock.advance(8 * DAY);
    await runExpiry();
    expect(await accountExists(ward.accountId)).toBe(false);
    expect(await t.deps.db.select().from(patientLinks).where(eq(patientLinks.accountId, ward.accountId))).toHaveLength(0);
    expect(await recordOf(ward.patientId)).toBeDefined();
    // Nothing of a kept record is half removed: its scans stay with it.
    expect(await filesOf(ward.patientId)).toHaveLength(1);
    // A ward record with nothing else in it goes with its registration.
    expect(await accountExists(other.accountId)).toBe(false);
    expect(await recordOf(other.patientId)).toBeUndefined();
  });

  it('leaves confirmed, partly confirmed and used accounts, young ones, and accounts not made by registration', async () => {
    const emailConfirmed = await register({ scans: true });
    const phoneConfirmed = await register({ scans: true });
    const signedIn = await register({ scans: true });
    await t.deps.db.update(accounts).set({ emailConfirmed: true }).where(eq(accounts.id, emailConfirmed.accountId));
    await t.deps.db.update(accounts).set({ phoneConfirmed: true }).where(eq(accounts.id, phoneConfirmed.accountId));
    await recordEvent(t.deps, { eventType: 'LOGIN_SUCCESS', outcome: 'SUCCESS', accountId: signedIn.accountId, username: null, ip: null });
    t.clock.advance(8 * DAY);
    const young = await register({ scans: true });
    const before = await t.deps.db.select({ id: accounts.id }).from(accounts);
    await runExpiry();
    for (const kept of [emailConfirmed, phoneConfirmed, signedIn, young]) {
      expect(await accountExists(kept.accountId)).toBe(true);
      expect(await recordOf(kept.patientId)).toMatchObject({ accountId: kept.accountId });
      expect(await filesOf(kept.patientId)).toHaveLength(1);
    }
    // The seeded accounts (made by the clinic, not by registration) are all there.
    expect(await t.deps.db.select({ id: accounts.id }).from(accounts)).toHaveLength(before.length);
    expect(await t.deps.db.select().from(accounts).where(and(eq(accounts.username, 'anna.kowalska@example.com')))).toHaveLength(1);
  });
});
