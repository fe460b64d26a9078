import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARD_LINK_BLOCKED, WARD_LINK_CONSENT_REQUIRED, WARD_LINK_PROOF_INVALID } from '@portal/contracts';
import { eventLog, notifications, outbox } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { FOUND_PROOF_VALID_MS } from './links-service';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ IDENTITY_FINDER_PER_ACCOUNT_PER_HOUR: 6, IDENTITY_FINDER_PER_IP_PER_MINUTE: 1_000 })));
afterAll(() => t.close());

let made = 0;
/** A PESEL-like number of this file's own (the finder compares it as it is stored). */
const nextPesel = () => `4${String(Date.now() % 1e6).padStart(6, '0')}${String(++made).padStart(4, '0')}`;

/** A ward with an own account (e-mail confirmed, language given) and a fresh guardian, each with a session. */
async function people(opts: { wardLanguage?: 'pl' | 'en' | 'uk'; wardHasAccount?: boolean } = {}) {
  const pesel = nextPesel();
  const wardAccount = opts.wardHasAccount === false ? null : await t.make.account({ name: 'Józef', lastName: 'Łęcki', language: opts.wardLanguage ?? 'pl' });
  const record = await t.make.patient({
    accountId: wardAccount?.id ?? null,
    identityStatus: 'VERIFIED',
    name: 'Józef',
    lastName: 'Łęcki',
    birthDate: '1944-03-12',
    nationalId: pesel,
  });
  const guardian = await t.make.account({ name: 'Halina', lastName: 'Opiekuńcza' });
  return {
    pesel,
    record,
    wardAccount,
    guardian,
    guardianCookie: await t.as(guardian.id),
    wardCookie: wardAccount ? await t.as(wardAccount.id) : null,
    identity: { nationalIdentificationNumber: pesel, name: 'Józef', lastName: 'Łęcki', birthDate: '1944-03-12' },
  };
}

const find = (cookie: string, payload: object, remoteAddress = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/mpi/accounts/mpi-user/patients/identity-finder', payload, cookie, remoteAddress });
const link = (cookie: string, payload: object) => t.request({ method: 'POST', url: '/api/mpi/accounts/mpi-user/patients/wards/link', payload, cookie });
const setWarden = (cookie: string, payload: object) => t.request({ method: 'PUT', url: '/api/mpi/accounts/mpi-user/patients/wardens', payload, cookie });
const reaches = async (cookie: string, patientId: number) => (await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${patientId}`, cookie })).statusCode === 200;
const lastMailTo = async (to: string) =>
  (await t.deps.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)).limit(1))[0] ?? null;
const mailsTo = async (to: string) => t.deps.db.select().from(outbox).where(eq(outbox.recipient, to));

describe('POST /api/mpi/accounts/mpi-user/patients/identity-finder', () => {
  it('finds the record only when PESEL, names and birth date all match (names without case or diacritics)', async () => {
    const p = await people();
    const res = await find(p.guardianCookie, { ...p.identity, name: 'jozef', lastName: 'LECKI' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ found: true, patientId: p.record.id, name: 'Józef', lastName: 'Łęcki' });
    expect(res.json().proof).toEqual(expect.any(String));
  });

  it('answers the same shape whichever field is wrong', async () => {
    const p = await people();
    const miss = { found: false, patientId: null, name: null, lastName: null, proof: null };
    for (const wrong of [
      { nationalIdentificationNumber: nextPesel() },
      { name: 'Jan' },
      { lastName: 'Lecka' },
      { birthDate: '1944-03-13' },
    ]) {
      const res = await find(p.guardianCookie, { ...p.identity, ...wrong }, '10.0.0.2');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(miss);
    }
  });

  it('finds a foreigner by document number and country, and needs one of the identities', async () => {
    const guardian = await t.make.account();
    const record = await t.make.patient({ name: 'Olena', lastName: 'Koval', birthDate: '1950-01-01', documentNumber: `FX${++made}77`, countryCode: 'UA' });
    const cookie = await t.as(guardian.id);
    const res = await find(cookie, { documentNumber: record.documentNumber, countryCode: 'ua', name: 'Olena', lastName: 'Koval', birthDate: '1950-01-01' });
    expect(res.json()).toMatchObject({ found: true, patientId: record.id });
    const none = await find(cookie, { name: 'Olena', lastName: 'Koval', birthDate: '1950-01-01' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ path: 'nationalIdentificationNumber', message: 'Podaj numer PESEL albo numer dokumentu i kraj' }]);
  });

  it('does not find the caller’s own record nor one already linked to the caller', async () => {
    const p = await people();
    const own = await find(p.wardCookie!, p.identity, '10.0.0.3');
    expect(own.json().found).toBe(false);
    await t.make.link(p.guardian.id, p.record.id, { role: 'WARD', status: 'PENDING' });
    expect((await find(p.guardianCookie, p.identity, '10.0.0.3')).json().found).toBe(false);
  });

  it('limits the searches per account (429 RATE_LIMITED with a Polish message) and needs a session', async () => {
    const p = await people();
    for (let i = 0; i < 6; i++) expect((await find(p.guardianCookie, { ...p.identity, name: 'Inny' }, `10.1.0.${i}`)).statusCode).toBe(200);
    const limited = await find(p.guardianCookie, p.identity, '10.1.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ errorCode: 'RATE_LIMITED', message: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.' });
    // Another account from the same address still searches.
    const other = await t.make.account();
    expect((await find(await t.as(other.id), p.identity, '10.1.0.99')).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/mpi/accounts/mpi-user/patients/identity-finder', payload: p.identity })).statusCode).toBe(401);
  });

  it('limits the searches per address', async () => {
    const strict = await createTestApp({ IDENTITY_FINDER_PER_IP_PER_MINUTE: 2 });
    try {
      const cookies = await Promise.all([1, 2, 3].map(async () => strict.as((await strict.make.account()).id)));
      const body = { nationalIdentificationNumber: '44051401359', name: 'A', lastName: 'B', birthDate: '1944-05-14' };
      const call = (cookie: string) => strict.request({ method: 'POST', url: '/api/mpi/accounts/mpi-user/patients/identity-finder', payload: body, cookie, remoteAddress: '10.9.9.9' });
      expect((await call(cookies[0])).statusCode).toBe(200);
      expect((await call(cookies[1])).statusCode).toBe(200);
      const limited = await call(cookies[2]);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errorCode).toBe('RATE_LIMITED');
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/mpi/accounts/mpi-user/patients/wards/link', () => {
  it('requires the consent', async () => {
    const p = await people();
    const { proof } = (await find(p.guardianCookie, p.identity, '10.2.0.1')).json();
    for (const consent of [false, undefined]) {
      const res = await link(p.guardianCookie, { proof, consent });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'consent', message: WARD_LINK_CONSENT_REQUIRED }] });
    }
  });

  it('refuses without a proof, with an altered or expired one and with another account’s proof', async () => {
    const p = await people();
    const { proof } = (await find(p.guardianCookie, p.identity, '10.2.0.2')).json() as { proof: string };
    const invalid = { errorCode: 'TOKEN_INVALID', message: WARD_LINK_PROOF_INVALID };
    const missing = await link(p.guardianCookie, { consent: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toBe(WARD_LINK_PROOF_INVALID);
    const altered = proof.replace(`.${p.record.id}.`, `.${p.record.id + 1}.`);
    expect((await link(p.guardianCookie, { proof: altered, consent: true })).json()).toEqual(invalid);
    const stranger = await t.make.account();
    const foreign = await link(await t.as(stranger.id), { proof, consent: true });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(invalid);
    t.clock.advance(FOUND_PROOF_VALID_MS + 1);
    try {
      expect((await link(p.guardianCookie, { proof, consent: true })).json()).toEqual(invalid);
    } finally {
      t.clock.advance(-(FOUND_PROOF_VALID_MS + 1));
    }
    expect((await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/wards', cookie: p.guardianCookie })).json()).toEqual([]);
  });

  it('links the ward as pending; the ward gets an e-mail in its language with the confirmation link, and a notice', async () => {
    const p = await people({ wardLanguage: 'en' });
    const { proof } = (await find(p.guardianCookie, p.identity, '10.2.0.3')).json();
    const res = await link(p.guardianCookie, { proof, consent: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      patientId: p.record.id,
      accountId: p.guardian.id,
      name: 'Józef',
      lastName: 'Łęcki',
      birthDate: '1944-03-12',
      role: 'WARD',
      status: 'P',
      active: false,
    });
    const wards = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/wards', cookie: p.guardianCookie });
    expect(wards.json()).toEqual([res.json()]);
    const mail = await lastMailTo(p.wardAccount!.email!);
    expect(mail?.subject).toBe('Request to confirm a guardian in Portal Pacjenta');
    expect(mail?.body).toContain('Halina Opiekuńcza');
    expect(mail?.body).toMatch(new RegExp(`http://[^/\\s]+/ward/confirm/${p.record.id}/${p.guardian.id}\\b`));
    const notices = await t.deps.db.select().from(notifications).where(eq(notifications.accountId, p.wardAccount!.id));
    expect(notices).toEqual([expect.objectContaining({ target: 'MAIN', patientId: p.record.id, title: 'Request to confirm a guardian: Halina Opiekuńcza' })]);
    const events = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.accountId, p.guardian.id), eq(eventLog.eventType, 'LINK_CHANGE')));
    expect(events).toHaveLength(1);
    // The same proof again: the link exists now.
    expect((await link(p.guardianCookie, { proof, consent: true })).statusCode).toBe(409);
  });

  it('links a ward without an account: pending, nobody to write to', async () => {
    const p = await people({ wardHasAccount: false });
    const { proof } = (await find(p.guardianCookie, p.identity, '10.2.0.4')).json();
    const res = await link(p.guardianCookie, { proof, consent: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('P');
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.patientId, p.record.id))).toEqual([]);
  });

  it('a blocked link stays blocked (409); a deleted one comes back as pending', async () => {
    const p = await people();
    const { proof } = (await find(p.guardianCookie, p.identity, '10.2.0.5')).json();
    await t.make.link(p.guardian.id, p.record.id, { role: 'WARD', status: 'BLOCKED' });
    const blocked = await link(p.guardianCookie, { proof, consent: true });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ errorCode: 'CONFLICT', message: WARD_LINK_BLOCKED });
    expect((await setWarden(p.wardCookie!, { patientId: p.record.id, accountId: p.guardian.id, status: 'D' })).statusCode).toBe(204);
    const again = (await find(p.guardianCookie, p.identity, '10.2.0.5')).json();
    expect(again.found).toBe(true);
    expect((await link(p.guardianCookie, { proof: again.proof, consent: true })).json()).toMatchObject({ status: 'P' });
  });
});

describe('the life cycle of a ward link', () => {
  it('link → the ward confirms (the guardian cannot) → access → block → no access at once → unblock → delete; the other side hears of each', async () => {
    const p = await people();
    const guardianMail = p.guardian.email!;
    const wardMail = p.wardAccount!.email!;
    const { proof } = (await find(p.guardianCookie, p.identity, '10.3.0.1')).json();
    expect((await link(p.guardianCookie, { proof, consent: true })).statusCode).toBe(201);
    expect(await mailsTo(wardMail)).toHaveLength(1);
    expect(await reaches(p.guardianCookie, p.record.id)).toBe(false);

    // Only the ward confirms: the guardian gets the unknown id's answer.
    const byGuardian = await setWarden(p.guardianCookie, { patientId: p.record.id, accountId: p.guardian.id, status: 'C' });
    expect(byGuardian.statusCode).toBe(404);
    expect((await setWarden(p.wardCookie!, { patientId: p.record.id, accountId: p.guardian.id, status: 'C' })).statusCode).toBe(204);
    expect((await lastMailTo(guardianMail))?.body).toContain('Powiązanie z podopiecznym Józef Łęcki zostało potwierdzone.');

    const wards = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/wards', cookie: p.guardianCookie });
    expect(wards.json()).toEqual([expect.objectContaining({ patientId: p.record.id, status: 'C', active: true })]);
    await t.make.allergy(p.record.id, { description: 'Penicylina' });
    const allergies = await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${p.record.id}`, cookie: p.guardianCookie });
    expect(allergies.statusCode).toBe(200);
    expect(JSON.stringify(allergies.json())).toContain('Penicylina');

    expect((await setWarden(p.wardCookie!, { patientId: p.record.id, accountId: p.guardian.id, status: 'J' })).statusCode).toBe(204);
    expect(await reaches(p.guardianCookie, p.record.id)).toBe(false);
    expect((await lastMailTo(guardianMail))?.body).toContain('zostało zablokowane przez podopiecznego');

    expect((await setWarden(p.wardCookie!, { patientId: p.record.id, accountId: p.guardian.id, status: 'P' })).statusCode).toBe(204);
    expect(await reaches(p.guardianCookie, p.record.id)).toBe(false);
    expect((await lastMailTo(guardianMail))?.body).toContain('znów czeka na potwierdzenie');
    expect((await setWarden(p.wardCookie!, { patientId: p.record.id, accountId: p.guardian.id, status: 'C' })).statusCode).toBe(204);
    expect(await reaches(p.guardianCookie, p.record.id)).toBe(true);
    // Confirming a confirmed link again changes nothing: no e-mail, no event.
    const mailsBefore = (await mailsTo(guardianMail)).length;
    expect((await setWarden(p.wardCookie!, { patientId: p.record.id, accountId: p.guardian.id, status: 'C' })).statusCode).toBe(204);
    expect(await mailsTo(guardianMail)).toHaveLength(mailsBefore);

    expect((await setWarden(p.wardCookie!, { patientId: p.record.id, accountId: p.guardian.id, status: 'D' })).statusCode).toBe(204);
    expect(await reaches(p.guardianCookie, p.record.id)).toBe(false);
    expect((await lastMailTo(guardianMail))?.body).toContain('zostało usunięte przez podopiecznego');
    expect(await mailsTo(guardianMail)).toHaveLength(5);
    const events = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.accountId, p.guardian.id), eq(eventLog.eventType, 'LINK_CHANGE')));
    expect(events).toHaveLength(6);
  });

  it('the guardian deleting the profile tells the ward; a child removing a parent tells the parent', async () => {
    const p = await people();
    await t.make.link(p.guardian.id, p.record.id, { role: 'WARD', status: 'CONFIRMED' });
    const del = await t.request({ method: 'DELETE', url: `/api/mpi/accounts/mpi-user/patients/${p.record.id}`, cookie: p.guardianCookie });
    expect(del.statusCode).toBe(204);
    expect((await lastMailTo(p.wardAccount!.email!))?.body).toContain('z kontem Halina Opiekuńcza zostało usunięte');

    const child = await t.make.account({ name: 'Ola', lastName: 'Córka', language: 'uk' });
    const own = await t.make.patient({ accountId: child.id, identityStatus: 'VERIFIED', name: 'Ola', lastName: 'Córka', birthDate: '2012-01-01' });
    const parent = await t.make.account({ name: 'Marek', lastName: 'Ojciec', language: 'en' });
    await t.make.link(parent.id, own.id, { role: 'CHILD', status: 'CONFIRMED' });
    const res = await t.request({ method: 'DELETE', url: `/api/mpi/accounts/mpi-user/patients/parents/${parent.id}`, cookie: await t.as(child.id) });
    expect(res.statusCode).toBe(204);
    expect((await lastMailTo(parent.email!))?.body).toContain('Your link with the child profile Ola Córka has been removed');
  });
});
