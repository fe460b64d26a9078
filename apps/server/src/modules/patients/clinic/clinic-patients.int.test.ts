import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, eventLog, files, outbox, patients, staffMembers, staffReads, type StaffRole } from '../../../db/schema/index';
import { modules } from '../../index';
import { clinicQueuesOf } from '../../staff/staff.module';
import { unitScope } from '../../../plugins/staff-resources';
import { idFactories } from '../../../test/access-examples';
import { ownPatientIdOf, peselFor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helper';
import { multipart, samples } from '../../../test/multipart';
import { confirmAccountIdentity } from '../../accounts/sign-in-service';

/*
 * The clinic console's patients. Staff members are inserted directly into staff_members: the staff
 * module's factory (modules/staff) is not on main yet.
 */

let t: TestApp;
let made = 0;
const clinic = '/api/clinic';
const mpi = '/api/mpi/accounts/mpi-user/patients';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function staff(roles: StaffRole[], names = { name: 'Magdalena', lastName: 'Wójcik' }) {
  const [row] = await t.deps.db
    .insert(staffMembers)
    .values({ login: `personel.${process.pid}.${++made}`, passwordHash: 'x', ...names, roles })
    .returning();
  return { ...row, cookie: await t.asStaff(row.id) };
}

const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });
const readsOf = (patientId: number) => t.deps.db.select().from(staffReads).where(eq(staffReads.patientId, patientId));
const allReads = async () => Number((await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(staffReads))[0].n);
const recordOf = async (id: number) => (await t.deps.db.select().from(patients).where(eq(patients.id, id)))[0];
const accountOf = async (id: number) => (await t.deps.db.select().from(accounts).where(eq(accounts.id, id)))[0];
const mailsTo = (to: string) => t.deps.db.select().from(outbox).where(eq(outbox.recipient, to));

/** A stored identity document scan of the patient (as registration leaves it). */
async function scan(patientId: number, content: Buffer = samples.pdf, mimeType = 'application/pdf', name = 'paszport.pdf') {
  const staged = await t.deps.storage.stage(Readable.from([content]));
  await staged.commit();
  const [row] = await t.deps.db
    .insert(files)
    .values({ use: 'REGISTRATION_DOCUMENT', patientId, sha256: staged.sha256, mimeType, size: staged.size, originalName: name, claimedAt: new Date() })
    .returning({ id: files.id });
  return row.id;
}

/** A scan uploaded by the signed-in account, waiting for the call that hands it in. */
async function uploadAs(cookie: string, file = { name: 'skan.pdf', content: samples.pdf }) {
  const body = multipart([file]);
  const res = await t.request({ method: 'POST', url: `${mpi}/attachments`, payload: body.payload, headers: body.headers, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().files[0].id as number;
}

/** A person who registered with a document: an UNAUTHORIZED account and its own REQUESTED record with a scan. */
async function waitingPerson(over: { language?: 'pl' | 'en' | 'uk'; lastName?: string } = {}) {
  const account = await t.make.account({ type: 'UNAUTHORIZED', language: over.language ?? 'pl', name: 'Olena', lastName: over.lastName ?? 'Kowalenko' });
  const record = await t.make.patient({
    accountId: account.id,
    name: 'Olena',
    lastName: over.lastName ?? 'Kowalenko',
    birthDate: '1990-04-12',
    documentNumber: `FX${++made}`,
    countryCode: 'UA',
    identityStatus: 'REQUESTED',
    detailsSource: 'SELF',
  });
  const fileId = await scan(record.id);
  return { account, record, fileId };
}

describe('patient search', () => {
  const born = '1931-07-19';
  let ids: number[] = [];
  let pesel: string;

  beforeAll(async () => {
    pesel = peselFor(born, 901, 'FEMALE');
    const rows = [
      { name: 'Halina', lastName: 'Szukajska', nationalId: pesel },
      { name: 'Helena', lastName: 'Szukajska' },
      { name: 'Hanna', lastName: 'szukajska-Nowak' },
      { name: 'Bogumiła', lastName: 'Szukajewska' },
      { name: 'Łucja', lastName: 'Szukajska' },
    ];
    ids = [];
    for (const r of rows) ids.push((await t.make.patient({ ...r, birthDate: born, gender: 'FEMALE' })).id);
  });

  const search = async (q: string, cookie: string, page = '') => get(`${clinic}/patients?q=${encodeURIComponent(q)}${page}`, cookie);

  it('finds by PESEL exactly, by birth date in both formats, and by name prefixes without regard to case', async () => {
    const { cookie } = await staff(['NURSE']);
    const byPesel = await search(pesel, cookie);
    expect(byPesel.statusCode, byPesel.body).toBe(200);
    expect(byPesel.json()).toEqual({
      items: [
        {
          id: ids[0],
          name: 'Halina',
          lastName: 'Szukajska',
          birthDate: born,
          nationalIdentificationNumber: pesel,
          documentNumber: null,
          identityStatus: 'VERIFIED',
          hasAccount: false,
        },
      ],
      pageIndex: 0,
      pageSize: 20,
      hasNextPage: false,
    });

    const byIso = (await search(born, cookie)).json();
    const byPolish = (await search('19-07-1931', cookie)).json();
    expect(byIso.items.map((i: { id: number }) => i.id)).toEqual(ids);
    expect(byPolish).toEqual(byIso);

    // A last-name prefix, any case: every Szukaj… in the index's order (last name, first name, id).
    const prefix = (await search('SZUKAJ', cookie)).json().items.map((i: { name: string; lastName: string }) => `${i.lastName} ${i.name}`);
    expect(prefix).toEqual(['Szukajewska Bogumiła', 'Szukajska Halina', 'Szukajska Helena', 'Szukajska Łucja', 'szukajska-Nowak Hanna']);
    // Then a first-name prefix.
    expect((await search('szukajska h', cookie)).json().items.map((i: { name: string }) => i.name)).toEqual(['Halina', 'Helena', 'Hanna']);
    expect((await search('szukajska HE', cookie)).json().items.map((i: { name: string }) => i.name)).toEqual(['Helena']);
    expect((await search('Szukajska ł', cookie)).json().items.map((i: { name: string }) => i.name)).toEqual(['Łucja']);
    // LIKE's own characters are plain letters here: nothing matches "%".
    expect((await search('%%', cookie)).json().items).toEqual([]);
    expect((await search('Szukaj_ka', cookie)).json().items).toEqual([]);
  });

  it('pages with the next-page probe', async () => {
    const { cookie } = await staff(['DOCTOR']);
    const first = (await search('szukaj', cookie, '&pageSize=2')).json();
    expect(first).toMatchObject({ pageIndex: 0, pageSize: 2, hasNextPage: true });
    const third = (await search('szukaj', cookie, '&pageSize=2&pageIndex=2')).json();
    expect(third).toMatchObject({ pageIndex: 2, hasNextPage: false });
    expect(third.items).toHaveLength(1);
    expect((await search('szukaj', cookie, '&pageSize=51')).statusCode).toBe(400);
  });

  it('answers 400 with a Polish message for a query too short, a wrong PESEL length or a date that does not exist', async () => {
    const { cookie } = await staff(['REGISTRAR']);
    for (const q of ['', 'k', ' a ']) {
      const res = await search(q, cookie);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: expect.stringContaining('co najmniej 2 znaki') });
    }
    expect((await get(`${clinic}/patients`, cookie)).statusCode).toBe(400);
    expect((await search('8503150246', cookie)).json().message).toBe('PESEL składa się z 11 cyfr.');
    expect((await search('31-02-1990', cookie)).json().message).toBe('Podana data nie istnieje.');
  });

  it('needs a staff session with a role; refused searches write nothing to the read audit', async () => {
    const before = await allReads();
    expect((await search('szukaj', '')).statusCode).toBe(401);
    const patientSession = await t.login('anna');
    expect((await search('szukaj', patientSession)).statusCode).toBe(401);
    expect((await search('8503150246', (await staff(['NURSE'])).cookie)).statusCode).toBe(400);
    expect(await allReads()).toBe(before);
    for (const role of ['ADMIN', 'REGISTRAR', 'DOCTOR', 'NURSE', 'MIDWIFE'] as const) {
      expect((await search('szukaj', (await staff([role])).cookie)).statusCode, role).toBe(200);
    }
  });

  it('writes one PATIENT_SEARCH row per patient found, with the member, and none for a search that finds nobody', async () => {
    const member = await staff(['REGISTRAR']);
    const found = (await search('szukajska h', member.cookie)).json().items.map((i: { id: number }) => i.id);
    expect(found).toHaveLength(3);
    const rows = await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, member.id));
    expect(rows.map((r) => r.patientId).sort()).toEqual([...found].sort());
    expect(rows.every((r) => r.what === 'PATIENT_SEARCH')).toBe(true);
    expect(new Set(rows.map((r) => r.requestId)).size).toBe(1);
    const before = await allReads();
    expect((await search('Nikogotakiegoniema', member.cookie)).json().items).toEqual([]);
    expect(await allReads()).toBe(before);
  });
});

describe('patient card and attachments', () => {
  it('shows the record, its account, links both ways and the files, and writes one audit row', async () => {
    const member = await staff(['DOCTOR']);
    const { account, record, fileId } = await waitingPerson({ lastName: 'Kartowa' });
    const ward = await t.make.patient({ name: 'Ignacy', lastName: 'Kartowy', birthDate: '1941-01-01' });
    await t.make.link(account.id, ward.id, { role: 'WARD', status: 'CONFIRMED' });
    const guardian = await t.make.account({ name: 'Roman', lastName: 'Opiekuński' });
    await t.make.link(guardian.id, record.id, { role: 'WARD', status: 'BLOCKED' });

    const res = await get(`${clinic}/patients/${record.id}`, member.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: record.id,
      name: 'Olena',
      lastName: 'Kartowa',
      identity: { nationalIdentificationNumber: null, documentNumber: record.documentNumber, countryCode: 'UA' },
      identityStatus: 'REQUESTED',
      identityReview: null,
      detailsSource: 'SELF',
      account: { id: account.id, login: account.username, email: account.email, type: 'UNAUTHORIZED', status: 'ACTIVE' },
      guardians: [{ accountId: guardian.id, name: 'Roman', lastName: 'Opiekuński', role: 'WARD', status: 'J', active: false }],
      profiles: [{ patientId: ward.id, name: 'Ignacy', lastName: 'Kartowy', role: 'WARD', status: 'C', active: true }],
      attachments: [{ id: fileId, fileName: 'paszport.pdf', mimeType: 'application/pdf', size: samples.pdf.length }],
    });

    const reads = await readsOf(record.id);
    expect(reads).toEqual([expect.objectContaining({ staffId: member.id, patientId: record.id, what: 'PATIENT_CARD' })]);
    expect(reads[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('streams a scan inline and audits it; an unknown patient, a stranger’s file or a refused read writes nothing', async () => {
    const member = await staff(['NURSE']);
    const { record, fileId } = await waitingPerson();
    const other = await waitingPerson();
    const pngId = await scan(record.id, samples.png, 'image/png', 'skan.png');
    const exeLike = await scan(record.id, Buffer.from('zwykły tekst'), 'text/plain', 'notatka.txt');

    const pdf = await get(`${clinic}/patients/${record.id}/attachments/${fileId}`, member.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="paszport.pdf"/);
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.equals(samples.pdf)).toBe(true);
    expect((await get(`${clinic}/patients/${record.id}/attachments/${pngId}`, member.cookie)).headers['content-disposition']).toMatch(/^inline;/);
    // Only images and PDF are shown in the page; anything else comes as a download.
    expect((await get(`${clinic}/patients/${record.id}/attachments/${exeLike}`, member.cookie)).headers['content-disposition']).toMatch(/^attachment;/);
    const reads = await readsOf(record.id);
    expect(reads.map((r) => r.what)).toEqual(['PATIENT_ATTACHMENT', 'PATIENT_ATTACHMENT', 'PATIENT_ATTACHMENT']);
    expect(new Set(reads.map((r) => r.requestId)).size).toBe(3);

    const before = await allReads();
    expect((await get(`${clinic}/patients/${record.id}/attachments/${other.fileId}`, member.cookie)).statusCode).toBe(404);
    expect((await get(`${clinic}/patients/${record.id}/attachments/2000000000`, member.cookie)).statusCode).toBe(404);
    expect((await get(`${clinic}/patients/2000000000`, member.cookie)).statusCode).toBe(404);
    expect((await get(`${clinic}/patients/2000000000/attachments/${fileId}`, member.cookie)).statusCode).toBe(404);
    expect((await get(`${clinic}/patients/abc`, member.cookie)).statusCode).toBe(400);
    expect((await get(`${clinic}/patients/${record.id}`)).statusCode).toBe(401);
    expect((await get(`${clinic}/patients/${record.id}`, await t.login('anna'))).statusCode).toBe(401);
    expect(await allReads()).toBe(before);
  });

  it('writes nothing to the audit for a patient’s own reads (every patient route that reads)', async () => {
    const anna = await t.login('anna');
    const own = await ownPatientIdOf(t, 'anna.kowalska@example.com');
    const before = await allReads();
    const reads = t.app.patientRoutes.filter((r) => r.method === 'GET' && r.source === 'params');
    expect(reads.length).toBeGreaterThan(3);
    for (const route of reads) {
      let url = route.url.replace(':patientId', String(own));
      for (const [, name] of url.matchAll(/:(\w+)/g)) url = url.replace(`:${name}`, await (idFactories[`${route.url}#${name}`] ?? idFactories[name])(t, own));
      const res = await get(url, anna);
      // Some answer a rule of their own (e.g. a mobile app not paired): what matters is that they were served.
      expect(res.statusCode, `${route.url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
    for (const url of [`${mpi}/me`, `${mpi}/wards`, `${mpi}/children`, `${mpi}/wardens`, '/api/mpi/accounts/mpi-user']) {
      expect((await get(url, anna)).statusCode, url).toBe(200);
    }
    expect(await allReads()).toBe(before);
    // Only clinic routes may declare an audit: the plugin refuses any other at start.
    expect(t.app.staffRoutes.every((r) => r.url.startsWith('/api/clinic'))).toBe(true);
  });

  it('keeps the audit append-only: the database refuses to change or delete a row', async () => {
    const member = await staff(['ADMIN']);
    const { record } = await waitingPerson();
    await get(`${clinic}/patients/${record.id}`, member.cookie);
    const [row] = await readsOf(record.id);
    await expect(t.deps.db.update(staffReads).set({ what: 'NOTHING' }).where(eq(staffReads.id, row.id))).rejects.toThrow();
    await expect(t.deps.db.update(staffReads).set({ staffId: member.id, createdAt: new Date(0) }).where(eq(staffReads.id, row.id))).rejects.toThrow();
    await expect(t.deps.db.delete(staffReads).where(eq(staffReads.id, row.id))).rejects.toThrow();
    expect(await readsOf(record.id)).toEqual([row]);
  });
});

describe('identity queue and review', () => {
  const queue = async (cookie: string, page = '') => (await get(`${clinic}/identities?pageSize=50${page}`, cookie)).json();
  const identitiesCount = () => {
    const q = clinicQueuesOf(modules).find((c) => c.key === 'IDENTITIES');
    if (!q) throw new Error('no IDENTITIES queue');
    expect(q).toMatchObject({ roles: ['REGISTRAR', 'ADMIN'], path: '/identities' });
    return q.count(t.deps, { member: { id: 1, login: 'x', name: 'x', lastName: 'x', roles: ['REGISTRAR'], practitionerId: null, mustChangePassword: false, partner: null }, units: unitScope(null), sessionIdHash: 'x', language: 'pl' });
  };

  it('lists waiting identities oldest first with their scans, for registrars and admins only, and counts them for the dashboard', async () => {
    const registrar = await staff(['REGISTRAR']);
    const countBefore = await identitiesCount();
    const older = await waitingPerson({ lastName: 'Kolejkowa' });
    t.clock.advance(1000);
    const newer = await waitingPerson({ lastName: 'Kolejkowska' });
    await scan(newer.record.id);
    expect(await identitiesCount()).toBe(countBefore + 2);

    const page = await queue(registrar.cookie);
    const mine = page.items.filter((i: { id: number }) => [older.record.id, newer.record.id].includes(i.id));
    expect(mine).toEqual([
      expect.objectContaining({ id: older.record.id, lastName: 'Kolejkowa', accountLogin: older.account.username, attachmentCount: 1, countryCode: 'UA' }),
      expect.objectContaining({ id: newer.record.id, lastName: 'Kolejkowska', attachmentCount: 2 }),
    ]);
    expect((await get(`${clinic}/identities?pageSize=1`, registrar.cookie)).json()).toMatchObject({ pageSize: 1, hasNextPage: true });
    expect((await queue((await staff(['ADMIN'])).cookie)).items.length).toBeGreaterThanOrEqual(2);
    for (const role of ['DOCTOR', 'NURSE', 'MIDWIFE'] as const) {
      const res = await get(`${clinic}/identities`, (await staff([role])).cookie);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().errorCode).toBe('FORBIDDEN');
    }
  });

  it('the queue writes one IDENTITY_QUEUE row per person on its page; she sees it in her access log once her identity is confirmed', async () => {
    const registrar = await staff(['REGISTRAR']);
    const { account, record } = await waitingPerson({ lastName: 'Widoczna' });
    const page = await queue(registrar.cookie);
    const onPage: number[] = page.items.map((i: { id: number }) => i.id);
    expect(onPage).toContain(record.id);
    const reads = await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, registrar.id));
    expect(reads.map((r) => r.patientId).sort()).toEqual([...onPage].sort());
    expect(reads.every((r) => r.what === 'IDENTITY_QUEUE')).toBe(true);

    expect((await t.request({ method: 'POST', url: `${clinic}/patients/${record.id}/identity/confirm`, cookie: registrar.cookie })).statusCode).toBe(200);
    const log = (await get('/api/mpi/accounts/mpi-user/access-log', await t.as(account.id))).json();
    expect(log.items.map((i: { what: string; patient: { id: number } }) => [i.what, i.patient.id])).toEqual(
      expect.arrayContaining([
        ['IDENTITY_QUEUE', record.id],
        ['IDENTITY_REVIEW', record.id],
      ]),
    );
  });

  it('confirms a REQUESTED identity: record VERIFIED, account AUTHORIZED, an event, an e-mail in the account’s language, and the person reaches the record at once', async () => {
    const registrar = await staff(['REGISTRAR'], { name: 'Magdalena', lastName: 'Wójcik' });
    const { account, record } = await waitingPerson({ language: 'en', lastName: 'Potwierdzona' });
    const session = await t.as(account.id);
    // Before: the own record is out of the account's reach.
    expect((await get(`/api/mpi/allergies/all/${record.id}`, session)).statusCode).toBe(404);

    const res = await t.request({ method: 'POST', url: `${clinic}/patients/${record.id}/identity/confirm`, cookie: registrar.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ patientId: record.id, identityStatus: 'VERIFIED', mailed: true });

    expect(await recordOf(record.id)).toMatchObject({ identityStatus: 'VERIFIED', authorized: true, identityReviewedBy: registrar.id, identityRejectionReason: null });
    expect((await recordOf(record.id)).identityReviewedAt).not.toBeNull();
    expect((await accountOf(account.id)).type).toBe('AUTHORIZED');
    const [event] = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.accountId, account.id), eq(eventLog.eventType, 'IDENTITY_CONFIRM')));
    expect(event).toMatchObject({ outcome: 'SUCCESS', staffId: registrar.id });
    const [mail] = await mailsTo(account.email!);
    expect(mail.subject).toBe('Your identity has been confirmed');
    expect(mail.body).toContain(account.username);
    expect(mail.body).toContain('/login');
    expect((await readsOf(record.id)).map((r) => r.what)).toEqual(['IDENTITY_REVIEW']);

    // The same session reaches the record with its next request.
    expect((await get(`/api/mpi/allergies/all/${record.id}`, session)).statusCode).toBe(200);
    expect((await get('/api/mpi/accounts/mpi-user', session)).json().type).toBe('AUTHORIZED');

    // The card shows who confirmed it; a second confirmation is 409.
    const card = (await get(`${clinic}/patients/${record.id}`, registrar.cookie)).json();
    expect(card.identityReview).toMatchObject({ by: { id: registrar.id, name: 'Magdalena', lastName: 'Wójcik' }, rejectionReason: null });
    const again = await t.request({ method: 'POST', url: `${clinic}/patients/${record.id}/identity/confirm`, cookie: registrar.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errorCode: 'CONFLICT', message: 'Tożsamość tego pacjenta nie czeka na potwierdzenie.' });
  });

  it('refuses a confirmation by a nurse (403), of an unknown patient (404), and without a session (401)', async () => {
    const { record } = await waitingPerson();
    const before = await allReads();
    const nurse = await staff(['NURSE']);
    const forbidden = await t.request({ method: 'POST', url: `${clinic}/patients/${record.id}/identity/confirm`, cookie: nurse.cookie });
    expect(forbidden.statusCode).toBe(403);
    const admin = await staff(['ADMIN']);
    expect((await t.request({ method: 'POST', url: `${clinic}/patients/2000000000/identity/confirm`, cookie: admin.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `${clinic}/patients/${record.id}/identity/confirm` })).statusCode).toBe(401);
    expect((await recordOf(record.id)).identityStatus).toBe('REQUESTED');
    expect(await allReads()).toBe(before);
  });

  it('rejects with a reason: the record stays REQUESTED and leaves the queue, the person is told why; a new scan puts it back', async () => {
    const registrar = await staff(['REGISTRAR']);
    const { account, record } = await waitingPerson({ language: 'uk', lastName: 'Odrzucona' });
    const reject = (payload: object) => t.request({ method: 'POST', url: `${clinic}/patients/${record.id}/identity/reject`, payload, cookie: registrar.cookie });

    const missing = await reject({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'reason', message: 'Podaj powód odrzucenia (co najmniej 3 znaki).' }]);
    expect((await reject({ reason: '  x ' })).json().errors[0].message).toBe('Podaj powód odrzucenia (co najmniej 3 znaki).');
    expect((await reject({ reason: 'x'.repeat(501) })).json().errors[0].message).toBe('Powód odrzucenia może mieć najwyżej 500 znaków.');

    const res = await reject({ reason: 'Skan jest nieczytelny' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ patientId: record.id, identityStatus: 'REQUESTED', mailed: true });
    expect(await recordOf(record.id)).toMatchObject({ identityStatus: 'REQUESTED', identityReviewedBy: registrar.id, identityRejectionReason: 'Skan jest nieczytelny' });
    expect((await accountOf(account.id)).type).toBe('UNAUTHORIZED');
    expect((await queue(registrar.cookie)).items.map((i: { id: number }) => i.id)).not.toContain(record.id);
    const [mail] = await mailsTo(account.email!);
    expect(mail.subject).toBe('Клініка не підтвердила вашу особу');
    expect(mail.body).toContain('Skan jest nieczytelny');
    expect(mail.body).toContain('/account');
    expect(mail.body).toContain('новий скан');

    // The person sees why on the own record.
    const session = await t.as(account.id);
    expect((await get(`${mpi}/me`, session)).statusCode).toBe(404);
    expect((await get(`${mpi}/me/identity`, session)).json()).toEqual({
      identityStatus: 'REQUESTED',
      rejection: { reason: 'Skan jest nieczytelny', at: expect.any(String) },
      newDocumentsAccepted: true,
    });

    // A new scan of the document: the review is cleared and the record is back in the queue.
    const fileId = await uploadAs(session, { name: 'nowy-skan.png', content: samples.png });
    const handIn = await t.request({ method: 'POST', url: `${mpi}/me/documents`, payload: { attachments: [{ fileId }] }, cookie: session });
    expect(handIn.statusCode, handIn.body).toBe(200);
    expect(handIn.json()).toMatchObject({ identityStatus: 'REQUESTED', attachments: [expect.anything(), expect.objectContaining({ filename: 'nowy-skan.png' })] });
    expect((await get(`${mpi}/me/identity`, session)).json()).toEqual({ identityStatus: 'REQUESTED', rejection: null, newDocumentsAccepted: true });
    expect(await recordOf(record.id)).toMatchObject({ identityReviewedAt: null, identityReviewedBy: null, identityRejectionReason: null });
    expect((await queue(registrar.cookie)).items.map((i: { id: number }) => i.id)).toContain(record.id);

    // A VERIFIED record is no longer rejected or confirmed: 409.
    await t.request({ method: 'POST', url: `${clinic}/patients/${record.id}/identity/confirm`, cookie: registrar.cookie });
    expect((await reject({ reason: 'Za późno' })).statusCode).toBe(409);
    const noLongerWaiting = await t.request({ method: 'POST', url: `${mpi}/me/documents`, payload: { attachments: [{ fileId: await uploadAs(session) }] }, cookie: session });
    expect(noLongerWaiting.statusCode).toBe(409);
  });

  it('takes new scans only for an own record registered with one; a clinic record claimed at registration takes them at the clinic', async () => {
    const account = await t.make.account({ type: 'UNAUTHORIZED' });
    await t.make.patient({ accountId: account.id, name: 'Jan', lastName: 'Przejęty', identityStatus: 'REQUESTED', detailsSource: 'CLINIC' });
    const session = await t.as(account.id);
    expect((await get(`${mpi}/me/identity`, session)).json()).toEqual({ identityStatus: 'REQUESTED', rejection: null, newDocumentsAccepted: false });
    const res = await t.request({ method: 'POST', url: `${mpi}/me/documents`, payload: { attachments: [{ fileId: await uploadAs(session) }] }, cookie: session });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'attachments', message: expect.stringContaining('pokaż w placówce') }]);

    const noRecord = await t.as((await t.make.account()).id);
    const none = await t.request({ method: 'POST', url: `${mpi}/me/documents`, payload: { attachments: [{ fileId: await uploadAs(noRecord) }] }, cookie: noRecord });
    expect(none.statusCode).toBe(404);
    expect((await get(`${mpi}/me/identity`, noRecord)).json()).toEqual({ identityStatus: null, rejection: null, newDocumentsAccepted: false });
    // Files not uploaded by the account (or expired) are refused before anything else.
    const foreign = await t.request({ method: 'POST', url: `${mpi}/me/documents`, payload: { attachments: [{ fileId: 1 }] }, cookie: session });
    expect(foreign.statusCode).toBe(400);
  });

  it('agrees with the e-service: its confirmation of a rejected record clears the review and authorises the account the same way', async () => {
    const registrar = await staff(['REGISTRAR']);
    const pesel = peselFor('1977-05-05', 77, 'MALE');
    const account = await t.make.account({ type: 'UNAUTHORIZED' });
    const record = await t.make.patient({ accountId: account.id, name: 'Adam', lastName: 'Epuapowy', nationalId: pesel, identityStatus: 'REQUESTED', detailsSource: 'SELF' });
    await t.request({ method: 'POST', url: `${clinic}/patients/${record.id}/identity/reject`, payload: { reason: 'Brak zdjęcia' }, cookie: registrar.cookie });

    expect(await confirmAccountIdentity(t.deps, account.id, { nationalId: pesel, name: null, lastName: null })).toBe(true);
    expect(await recordOf(record.id)).toMatchObject({
      identityStatus: 'VERIFIED',
      authorized: true,
      identityReviewedAt: null,
      identityReviewedBy: null,
      identityRejectionReason: null,
    });
    expect((await accountOf(account.id)).type).toBe('AUTHORIZED');
  });

  it('confirms a guardian’s ward record without an account: no mail, and the guardian’s link waits for the person as the rule says', async () => {
    const registrar = await staff(['ADMIN']);
    const guardian = await t.make.account();
    const ward = await t.make.patient({ name: 'Zofia', lastName: 'Podopieczna', birthDate: '1944-02-02', identityStatus: 'REQUESTED', detailsSource: 'OTHER' });
    await t.make.link(guardian.id, ward.id, { role: 'WARD', status: 'CONFIRMED' });
    const session = await t.as(guardian.id);
    expect((await get(`/api/mpi/allergies/all/${ward.id}`, session)).statusCode).toBe(200);

    const res = await t.request({ method: 'POST', url: `${clinic}/patients/${ward.id}/identity/confirm`, cookie: registrar.cookie });
    expect(res.json()).toEqual({ patientId: ward.id, identityStatus: 'VERIFIED', mailed: false });
    // patients `confirmRecordIdentity`: a confirmed identity pends the links; the guardian's session sees it at once.
    expect((await get(`/api/mpi/allergies/all/${ward.id}`, session)).statusCode).toBe(404);
  });

  it('lets the clinic confirm the guardian’s waiting link afterwards, or block it: the guardian is told and her session follows at once', async () => {
    const registrar = await staff(['REGISTRAR']);
    const nurse = await staff(['NURSE']);
    const guardian = await t.make.account();
    const ward = await t.make.patient({ name: 'Halina', lastName: 'Podopieczna', birthDate: '1941-05-05', identityStatus: 'REQUESTED', detailsSource: 'OTHER' });
    await t.make.link(guardian.id, ward.id, { role: 'WARD', status: 'CONFIRMED' });
    const session = await t.as(guardian.id);
    await t.request({ method: 'POST', url: `${clinic}/patients/${ward.id}/identity/confirm`, cookie: registrar.cookie });
    const decide = (decision: string, cookie = registrar.cookie, accountId = guardian.id) =>
      t.request({ method: 'POST', url: `${clinic}/patients/${ward.id}/guardians/${accountId}/decision`, payload: { decision }, cookie });

    expect((await decide('CONFIRM', nurse.cookie)).statusCode).toBe(403);
    const readsBefore = (await readsOf(ward.id)).length;
    expect((await decide('CONFIRM')).statusCode).toBe(204);
    expect((await get(`/api/mpi/allergies/all/${ward.id}`, session)).statusCode).toBe(200);
    expect(await readsOf(ward.id)).toHaveLength(readsBefore + 1);
    expect((await readsOf(ward.id)).at(-1)?.what).toBe('LINK_REVIEW');
    const events = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.accountId, guardian.id), eq(eventLog.eventType, 'LINK_CHANGE')));
    expect(events.at(-1)).toMatchObject({ staffId: registrar.id, outcome: 'SUCCESS' });
    const guardianMail = (await accountOf(guardian.id)).email ?? '';
    expect((await mailsTo(guardianMail)).at(-1)?.body).toContain('Placówka potwierdziła Twoje powiązanie z profilem Halina Podopieczna');

    const again = await decide('CONFIRM');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Potwierdzić można tylko powiązanie, które czeka na potwierdzenie.');
    expect((await decide('BLOCK')).statusCode).toBe(204);
    expect((await get(`/api/mpi/allergies/all/${ward.id}`, session)).statusCode).toBe(404);
    expect((await decide('BLOCK')).json().message).toBe('To powiązanie jest już zablokowane.');

    const stranger = await t.make.account();
    expect((await decide('CONFIRM', registrar.cookie, stranger.id)).statusCode).toBe(404);
    expect((await decide('MAYBE')).statusCode).toBe(400);
  });
});
