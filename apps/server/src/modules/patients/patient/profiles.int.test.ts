import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLog, outbox, patientLinks, patients, settings } from '../../../db/schema/index';
import { allergyInput, clinicDayYearsAgo, ownPatientIdOf, peselFor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helper';
import { multipart, samples } from '../../../test/multipart';

let t: TestApp;
const base = '/api/mpi/accounts/mpi-user/patients';
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A person's form data: a fresh PESEL for the birth date unless given. */
function person(over: { name?: string; lastName?: string; birthDate?: string; gender?: 'MALE' | 'FEMALE'; pesel?: string; attachments?: Array<{ fileId: number }> } = {}) {
  const birthDate = over.birthDate ?? clinicDayYearsAgo(9);
  const gender = over.gender ?? 'FEMALE';
  return {
    name: over.name ?? 'Ola',
    lastName: over.lastName ?? 'Profilowa',
    middleName: null,
    birthDate,
    gender,
    identity: { nationalIdentificationNumber: over.pesel ?? peselFor(birthDate, 500 + ++serial, gender), documentNumber: null, countryCode: 'PL' },
    address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Długa', houseNumber: '1', postalCode: '31-147' },
    attachments: over.attachments ?? [],
    foreigner: false,
  };
}

async function guardian() {
  const account = await t.make.account({ name: 'Ewa', lastName: 'Rodzic' });
  return { account, cookie: await t.as(account.id) };
}

const post = (path: string, payload: object, cookie?: string) => t.request({ method: 'POST', url: `${base}/${path}`, payload, cookie });
const put = (id: number, payload: object, cookie: string) => t.request({ method: 'PUT', url: `${base}/${id}`, payload, cookie });
const linkOf = async (accountId: number, patientId: number) =>
  (await t.deps.db.select().from(patientLinks).where(and(eq(patientLinks.accountId, accountId), eq(patientLinks.patientId, patientId))))[0];
const recordOf = async (id: number) => (await t.deps.db.select().from(patients).where(eq(patients.id, id)))[0];

async function withPatientAccountSettings(value: object, run: () => Promise<void>) {
  await t.deps.db.insert(settings).values({ key: 'patient-account', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  try {
    await run();
  } finally {
    await t.deps.db.delete(settings).where(eq(settings.key, 'patient-account'));
  }
}

async function upload(cookie: string, file = { name: 'skan.pdf', content: samples.pdf }) {
  const body = multipart([file]);
  const res = await t.request({ method: 'POST', url: `${base}/attachments`, payload: body.payload, headers: body.headers, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().files[0].id as number;
}

describe('POST patients/children', () => {
  it('adds a new child: a REQUESTED record with a confirmed link, reached at once, and an event', async () => {
    const { account, cookie } = await guardian();
    const res = await post('children', person({ name: 'Zuzia' }), cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { result, patientId } = res.json();
    expect(result).toBe('CHILD');
    expect(await recordOf(patientId)).toMatchObject({ name: 'Zuzia', accountId: null, identityStatus: 'REQUESTED', detailsSource: 'OTHER' });
    expect(await linkOf(account.id, patientId)).toMatchObject({ role: 'CHILD', status: 'CONFIRMED' });
    // The same session reaches the child with no new sign-in.
    const allergy = await t.request({ method: 'POST', url: `/api/mpi/allergies/${patientId}`, payload: allergyInput(), cookie });
    expect(allergy.statusCode, allergy.body).toBe(201);
    const children = await t.request({ method: 'GET', url: `${base}/children`, cookie });
    expect(children.json()).toEqual([expect.objectContaining({ patientId, status: 'C', active: true })]);
    const [event] = await t.deps.db.select().from(eventLog).where(eq(eventLog.accountId, account.id)).orderBy(desc(eventLog.id)).limit(1);
    expect(event).toMatchObject({ eventType: 'PROFILE_ADD', outcome: 'SUCCESS' });
  });

  it('refuses a child of 18 and an invalid PESEL, with Polish messages at the fields', async () => {
    const { cookie } = await guardian();
    const adult = await post('children', person({ birthDate: clinicDayYearsAgo(18, -1) }), cookie);
    expect(adult.statusCode).toBe(400);
    expect(adult.json().errorCode).toBe('VALIDATION_ERROR');
    expect(adult.json().errors).toEqual([{ path: 'birthDate', message: expect.stringMatching(/^Dziecko musi mieć mniej niż 18 lat/) }]);
    const bad = await post('children', person({ pesel: '12345678901' }), cookie);
    expect(bad.json().errors).toEqual([{ path: 'identity.nationalIdentificationNumber', message: 'Niepoprawny numer PESEL' }]);
  });

  it('links an existing record found by identity only when PESEL, names and birth date match, it has no account and the child is under 18 — pending the clinic, with no access', async () => {
    const birthDate = clinicDayYearsAgo(7);
    const pesel = peselFor(birthDate, 901, 'MALE');
    const clinic = await t.make.patient({ name: 'Tymon', lastName: 'Kliniczny', birthDate, gender: 'MALE', nationalId: pesel, countryCode: 'PL' });
    const { account, cookie } = await guardian();
    const data = person({ name: 'Tymon', lastName: 'Kliniczny', birthDate, gender: 'MALE', pesel });

    const wrongName = await post('children', { ...data, name: 'Tomasz' }, cookie);
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json()).toMatchObject({ errorCode: 'ACCOUNT_EXISTS', message: expect.stringMatching(/^Nie można dodać profilu/) });
    expect(wrongName.body).not.toContain('Tymon');

    const withFiles = await post('children', { ...data, attachments: [{ fileId: await upload(cookie) }] }, cookie);
    expect(withFiles.statusCode).toBe(400);
    expect(withFiles.json().errors[0].path).toBe('attachments');

    const res = await post('children', { ...data, name: 'tymon' }, cookie);
    expect(res.json()).toEqual({ result: 'REQUESTED', patientId: clinic.id });
    expect(await linkOf(account.id, clinic.id)).toMatchObject({ status: 'PENDING', role: 'CHILD' });
    expect((await recordOf(clinic.id)).name).toBe('Tymon');
    // Knowing the data gives no access: the child's data stay closed until the clinic confirms the link.
    const closed = await t.request({ method: 'GET', url: `/api/mpi/allergies/${clinic.id}`, cookie });
    expect(closed.statusCode).toBe(404);
    const children = await t.request({ method: 'GET', url: `${base}/children`, cookie });
    expect(children.json()).toEqual([expect.objectContaining({ patientId: clinic.id, status: 'P', active: false })]);

    const again = await post('children', data, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Ten profil jest już powiązany z Twoim kontem.');

    // A deleted link (the clinic refused it, or the parent ended it) comes back pending when added again.
    await t.deps.db.update(patientLinks).set({ status: 'DELETED' }).where(eq(patientLinks.patientId, clinic.id));
    expect((await post('children', data, cookie)).json()).toEqual({ result: 'REQUESTED', patientId: clinic.id });
    expect(await linkOf(account.id, clinic.id)).toMatchObject({ status: 'PENDING' });
  });

  it('answers ACCOUNT_EXISTS for a record that has an account of its own', async () => {
    const { cookie } = await guardian();
    const owner = await t.make.account();
    const birthDate = clinicDayYearsAgo(16);
    const pesel = peselFor(birthDate, 902, 'FEMALE');
    await t.make.patient({ accountId: owner.id, name: 'Lena', lastName: 'Własna', birthDate, gender: 'FEMALE', nationalId: pesel });
    const res = await post('children', person({ name: 'Lena', lastName: 'Własna', birthDate, pesel }), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('ACCOUNT_EXISTS');
  });
});

describe('POST patients/wards', () => {
  it('adds a new ward (WARD), with a confirmed link', async () => {
    const { account, cookie } = await guardian();
    const res = await post('wards', person({ name: 'Bogdan', birthDate: '1941-03-04', gender: 'MALE' }), cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe('WARD');
    expect(await linkOf(account.id, res.json().patientId)).toMatchObject({ role: 'WARD', status: 'CONFIRMED' });
  });

  it('refuses a birth date more than 120 years ago, and a person the clinic already has', async () => {
    const { cookie } = await guardian();
    const old = await post('wards', { ...person(), foreigner: true, birthDate: '1903-01-01', identity: { nationalIdentificationNumber: null, documentNumber: 'AB123', countryCode: 'DE' } }, cookie);
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual([{ path: 'birthDate', message: expect.stringMatching(/^Data urodzenia nie może być wcześniejsza niż/) }]);
    const anna = await post('wards', person({ name: 'Anna', lastName: 'Kowalska', birthDate: '1985-03-15', pesel: '85031502464' }), cookie);
    expect(anna.statusCode).toBe(400);
    expect(anna.json().errorCode).toBe('ACCOUNT_EXISTS');
    expect(anna.body).not.toContain('Kraków');
  });

  it('requires an attachment when the settings say so, and takes an uploaded one onto the new record', async () => {
    await withPatientAccountSettings({ attachmentsRequired: true, attachmentsVisible: true }, async () => {
      const { cookie } = await guardian();
      const none = await post('wards', person({ birthDate: '1950-01-01' }), cookie);
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual([{ path: 'attachments', message: 'Wymagane jest dodanie załącznika' }]);
      const expired = await post('wards', person({ birthDate: '1950-01-01', attachments: [{ fileId: 2_000_000 }] }), cookie);
      expect(expired.statusCode).toBe(400);

      const fileId = await upload(cookie);
      const res = await post('wards', person({ birthDate: '1950-01-01', attachments: [{ fileId }] }), cookie);
      expect(res.statusCode, res.body).toBe(200);
      const download = await t.request({ method: 'GET', url: `${base}/${res.json().patientId}/attachments/${fileId}`, cookie });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain('skan.pdf');
      expect(download.rawPayload.equals(samples.pdf)).toBe(true);

      // Someone else's file is 404, exactly as an unknown one; so is another account's upload.
      const stranger = await guardian();
      expect((await t.request({ method: 'GET', url: `${base}/${res.json().patientId}/attachments/${fileId}`, cookie: stranger.cookie })).statusCode).toBe(404);
      const stolen = await post('wards', person({ birthDate: '1950-01-01', attachments: [{ fileId: await upload(cookie) }] }), stranger.cookie);
      expect(stolen.statusCode).toBe(400);
    });
  });

  it('refuses uploads while attachments are switched off, and needs a session', async () => {
    await withPatientAccountSettings({ attachmentsRequired: false, attachmentsVisible: false }, async () => {
      const { cookie } = await guardian();
      const body = multipart([{ name: 'skan.pdf', content: samples.pdf }]);
      const res = await t.request({ method: 'POST', url: `${base}/attachments`, payload: body.payload, headers: body.headers, cookie });
      expect(res.statusCode).toBe(403);
    });
    expect((await post('wards', person())).statusCode).toBe(401);
  });
});

describe('POST patients/me', () => {
  it('gives an account without a record its own (REGISTERED), reached at once; a second one is refused', async () => {
    const { cookie } = await guardian();
    expect((await t.request({ method: 'GET', url: `${base}/me`, cookie })).statusCode).toBe(404);
    const res = await post('me', person({ name: 'Ewa', lastName: 'Rodzic', birthDate: '1980-02-03' }), cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe('REGISTERED');
    const me = await t.request({ method: 'GET', url: `${base}/me`, cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: res.json().patientId, identityStatus: 'VERIFIED', role: 'PATIENT' });
    const again = await post('me', person({ birthDate: '1980-02-03' }), cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Konto ma już własny profil pacjenta.');
  });

  it('answers ALREADY_EXIST for a person whose record another account owns, and refuses a patient under the minimum age', async () => {
    const { cookie } = await guardian();
    const res = await post('me', person({ name: 'Anna', lastName: 'Kowalska', birthDate: '1985-03-15', pesel: '85031502464' }), cookie);
    expect(res.json()).toEqual({ result: 'ALREADY_EXIST', patientId: null });
    const child = await post('me', person({ birthDate: clinicDayYearsAgo(3) }), cookie);
    expect(child.statusCode).toBe(400);
    expect(child.json().errors[0].path).toBe('birthDate');
  });
});

describe('PUT patients/{id}', () => {
  it('edits a child’s names and address while the identity waits for the clinic', async () => {
    const { cookie } = await guardian();
    const data = person({ name: 'Kasia' });
    const { patientId } = (await post('children', data, cookie)).json();
    const res = await put(patientId, { ...data, name: 'Katarzyna', address: { ...data.address, city: 'Tarnów' } }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Katarzyna', role: 'CHILD', address: { city: 'Tarnów' } });
  });

  it('lets the person change only the address of a verified record; names answer 400 at the field', async () => {
    const cookie = await t.login('piotr');
    const me = (await t.request({ method: 'GET', url: `${base}/me`, cookie })).json();
    const data = { ...me, attachments: [], foreigner: false, address: { ...me.address, street: 'ul. Nowa' } };
    const ok = await put(me.id, data, cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().address.street).toBe('ul. Nowa');
    const renamed = await put(me.id, { ...data, name: 'Paweł' }, cookie);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual([{ path: 'name', message: 'Tych danych nie można zmienić w portalu. Zmiany danych potwierdzonych zgłoś w placówce.' }]);
    expect((await recordOf(me.id)).name).toBe(me.name);
  });

  it('keeps names locked with patientNamesDisabled, requires an attachment per settings, refuses another record’s PESEL', async () => {
    const { cookie } = await guardian();
    const data = person({ name: 'Hania' });
    const { patientId } = (await post('children', data, cookie)).json();
    await withPatientAccountSettings({ patientNamesDisabled: true }, async () => {
      const res = await put(patientId, { ...data, lastName: 'Inna' }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('lastName');
    });
    await withPatientAccountSettings({ attachmentsRequired: true }, async () => {
      const res = await put(patientId, data, cookie);
      expect(res.json().errors).toEqual([{ path: 'attachments', message: 'Wymagane jest dodanie załącznika' }]);
      const fileId = await upload(cookie);
      const saved = await put(patientId, { ...data, attachments: [{ fileId }] }, cookie);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().attachments).toEqual([{ id: fileId, filename: 'skan.pdf', type: 'application/pdf' }]);
      // Once the record has one, saving without a new one is fine.
      expect((await put(patientId, data, cookie)).statusCode).toBe(200);
    });
    const zosia = await recordOf(await ownPatientIdOf(t, 'piotr.zielinski@example.com'));
    const taken = await put(patientId, { ...data, birthDate: zosia.birthDate, gender: 'MALE', identity: { ...data.identity, nationalIdentificationNumber: zosia.nationalId } }, cookie);
    expect(taken.statusCode).toBe(400);
  });

  it('answers a stranger’s record exactly as an unknown id', async () => {
    const { cookie } = await guardian();
    const piotr = await ownPatientIdOf(t, 'piotr.zielinski@example.com');
    const res = await put(piotr, person(), cookie);
    const unknown = await put(2_147_000_000, person(), cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(unknown.json());
  });
});

describe('children come of age', () => {
  it('tells the parent and the grown-up child once, marks the link, and leaves younger children alone', async () => {
    const parent = await t.make.account({ name: 'Marta', lastName: 'Dorosła' });
    const adultAccount = await t.make.account({ name: 'Igor', lastName: 'Dorosły' });
    const grown = await t.make.patient({ accountId: adultAccount.id, name: 'Igor', lastName: 'Dorosły', birthDate: clinicDayYearsAgo(18) });
    const noAccount = await t.make.patient({ name: 'Iga', lastName: 'Dorosła', birthDate: clinicDayYearsAgo(18, -3) });
    const young = await t.make.patient({ name: 'Ida', lastName: 'Młoda', birthDate: clinicDayYearsAgo(18, 1) });
    for (const child of [grown, noAccount, young]) await t.make.link(parent.id, child.id, { role: 'CHILD', status: 'CONFIRMED' });

    const mailsTo = (to: string) => t.deps.db.select().from(outbox).where(eq(outbox.recipient, to));
    await t.deps.jobs.send('patients.coming-of-age', {});
    // The run, and one mail job per side told: the grown-up child and the parent of Igor, the parent of Iga.
    expect(await t.deps.jobs.runDue()).toBe(4);

    const toParent = await mailsTo(parent.email!);
    expect(toParent.map((m) => m.subject).sort()).toEqual(['Profil dziecka Iga Dorosła został zakończony', 'Profil dziecka Igor Dorosły został zakończony']);
    expect(toParent[0].body).toContain('/registration');
    const toAdult = await mailsTo(adultAccount.email!);
    expect(toAdult).toHaveLength(1);
    expect(toAdult[0].subject).toBe('Masz już 18 lat — Twoje dane w Portalu Pacjenta');
    expect(toAdult[0].body).toContain('Marta Dorosła');
    expect((await linkOf(parent.id, grown.id)).adultNoticeSentAt).not.toBeNull();
    expect((await linkOf(parent.id, young.id)).adultNoticeSentAt).toBeNull();

    // The parent sees the profile as ended.
    const children = (await t.request({ method: 'GET', url: `${base}/children`, cookie: await t.as(parent.id) })).json();
    expect(children.find((c: { patientId: number }) => c.patientId === grown.id)).toMatchObject({ status: 'C', active: false });

    // Idempotent: a second run sends nothing.
    await t.deps.jobs.send('patients.coming-of-age', {});
    await t.deps.jobs.runDue();
    expect(await mailsTo(parent.email!)).toHaveLength(2);
    expect(await mailsTo(adultAccount.email!)).toHaveLength(1);
  });

  it('a run stopped after marking loses no notice, a failed sending is retried, and nothing is sent twice', async () => {
    const parent = await t.make.account({ name: 'Olga', lastName: 'Pełnoletnia' });
    const grown = await t.make.patient({ name: 'Oskar', lastName: 'Pełnoletni', birthDate: clinicDayYearsAgo(18, -1) });
    await t.make.link(parent.id, grown.id, { role: 'CHILD', status: 'CONFIRMED' });
    const mailsTo = () => t.deps.db.select().from(outbox).where(eq(outbox.recipient, parent.email!));
    const { notifyChildrenComeOfAge } = await import('./profiles-service');

    // The process dies once the link is marked (its mail job cannot be queued): the mark goes with it.
    const dying = { ...t.deps, jobs: { ...t.deps.jobs, send: () => Promise.reject(new Error('process stopped')) } };
    await expect(notifyChildrenComeOfAge(dying)).rejects.toThrow('process stopped');
    expect((await linkOf(parent.id, grown.id)).adultNoticeSentAt).toBeNull();

    // The next run marks it; the mail server is down for the first sending, which is retried.
    expect(await notifyChildrenComeOfAge(t.deps)).toBe(1);
    const send = t.deps.mail.send;
    t.deps.mail.send = () => Promise.reject(new Error('mail server down'));
    await expect(t.deps.jobs.runDue()).rejects.toThrow('mail server down');
    t.deps.mail.send = send;
    expect(await mailsTo()).toHaveLength(0);
    await t.deps.db.execute(sql`update pgboss.job set start_after = now() where name = 'patients.adult-notice' and state = 'retry'`);
    await t.deps.jobs.runDue();
    expect(await mailsTo()).toHaveLength(1);

    expect(await notifyChildrenComeOfAge(t.deps)).toBe(0);
    await t.deps.jobs.runDue();
    expect(await mailsTo()).toHaveLength(1);
  });

  it('is scheduled daily', async () => {
    const { comingOfAgeJob } = await import('./profiles-service');
    expect(comingOfAgeJob.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
  });
});
