import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, authorisationForms, eventLog, files, patients } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { ownPatientIdOf } from '../../test/fixtures';
import { multipart, samples } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';

let t: TestApp;
let anna: string;
let annaAccount: number;
let annaPatient: number;

beforeAll(async () => {
  t = await createTestApp();
  anna = await t.login('anna');
  [{ id: annaAccount }] = await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'anna.kowalska@example.com'));
  annaPatient = await ownPatientIdOf(t, 'anna.kowalska@example.com');
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });

function expectPdf(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(/^inline; filename="[\w.-]+\.pdf"$/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(res.rawPayload);
}

describe('GET copy-data/{patientId}/printout', () => {
  it('prints the own record as the clinic holds it, with the account contact, linked profiles and the clinic', async () => {
    const text = await expectPdf(await get(`/api/mpi/accounts/mpi-user/copy-data/${annaPatient}/printout`, anna));
    expect(text).toContain('Dane pacjenta: Anna Kowalska');
    expect(text).toContain('85031502464');
    expect(text).toContain('anna.kowalska@example.com');
    expect(text).toContain('kobieta');
    expect(text).toContain('Podopieczni i dzieci konta');
    expect(text).toMatch(/Alergie/);
    expect(text).toContain('Strona 1 z');
  });

  it('prints in the language the portal shows (?lang=, which a new window carries), the allergy types too', async () => {
    const text = await expectPdf(await get(`/api/mpi/accounts/mpi-user/copy-data/${annaPatient}/printout?lang=uk`, anna));
    expect(text).toContain('Дані пацієнта: Anna Kowalska');
    expect(text).toContain('Особисті дані');
    expect(text).toContain('жіноча');
    expect(text).toContain('Сторінка 1 з');
    expect(text).not.toContain('Dane osobowe');
    const english = await expectPdf(await get(`/api/mpi/accounts/mpi-user/copy-data/${annaPatient}/printout?lang=en`, anna));
    expect(english).toContain('Personal data');
    expect(english).toMatch(/Medicines|Foods|Other \(environmental\)/);
  });

  it('prints a ward the account acts for, without the account contact', async () => {
    const ward = await t.make.patient({ name: 'Żaneta', lastName: 'Łęcka', nationalId: '44051401359', birthDate: '1944-05-14', gender: 'FEMALE' });
    await t.make.link(annaAccount, ward.id, { role: 'WARD', status: 'CONFIRMED' });
    t.app.sessions.forgetReach(annaAccount);
    const text = await expectPdf(await get(`/api/mpi/accounts/mpi-user/copy-data/${ward.id}/printout`, anna));
    expect(text).toContain('Dane pacjenta: Żaneta Łęcka');
    expect(text).toContain('podopieczny');
    expect(text).not.toContain('anna.kowalska@example.com');
  });

  it("answers a stranger's patient exactly like an unknown one, and 401 without a session", async () => {
    const stranger = await ownPatientIdOf(t, 'piotr.zielinski@example.com');
    const theirs = await get(`/api/mpi/accounts/mpi-user/copy-data/${stranger}/printout`, anna);
    const unknown = await get('/api/mpi/accounts/mpi-user/copy-data/2147000000/printout', anna);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect((await get(`/api/mpi/accounts/mpi-user/copy-data/${annaPatient}/printout`)).statusCode).toBe(401);
  });
});

describe('GET authorize/{id}', () => {
  it('prints the account authorisation form with a new unique number each time', async () => {
    const first = await expectPdf(await get(`/api/mpi/accounts/authorize/${annaAccount}`, anna));
    const second = await expectPdf(await get(`/api/mpi/accounts/authorize/${annaAccount}`, anna));
    const numberOf = (text: string) => text.match(/UPO\/\d{4}\/\d{6,}/)?.[0];
    expect(numberOf(first)).toBeDefined();
    expect(numberOf(second)).toBeDefined();
    expect(numberOf(first)).not.toBe(numberOf(second));
    expect(first).toContain('Wniosek o autoryzację konta w Portalu Pacjenta');
    expect(first).toContain('Anna Kowalska');
    expect(first).toContain('85031502464');
    expect(first).toContain('Data i czytelny podpis pacjenta');
    const rows = await t.deps.db.select().from(authorisationForms).where(eq(authorisationForms.accountId, annaAccount));
    expect(rows.map((r) => r.number)).toEqual(expect.arrayContaining([numberOf(first), numberOf(second)]));
    expect(rows.every((r) => r.patientId === annaPatient)).toBe(true);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.request({ method: 'HEAD', url: `/api/mpi/accounts/authorize/${annaAccount}`, cookie: anna });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it("is 404 for any id but the caller's own, and 401 without a session", async () => {
    const [{ id: piotr }] = await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'piotr.zielinski@example.com'));
    const other = await get(`/api/mpi/accounts/authorize/${piotr}`, anna);
    const unknown = await get('/api/mpi/accounts/authorize/2147000000', anna);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    expect((await get(`/api/mpi/accounts/authorize/${annaAccount}`)).statusCode).toBe(401);
  });
});

describe('POST signatures/verify', () => {
  /** A fresh UNAUTHORIZED account whose own record (PESEL) waits for the identity's confirmation. */
  async function unauthorised(nationalId: string) {
    const account = await t.make.account({ type: 'UNAUTHORIZED', name: 'Michał', lastName: 'Wójcik' });
    const record = await t.make.patient({ accountId: account.id, nationalId, name: 'Michał', lastName: 'Wójcik', identityStatus: 'REQUESTED' });
    return { account, record, cookie: await t.as(account.id) };
  }
  const signed = (person: { nationalId: string; name: string; lastName: string }) => t.deps.signatures.simulator!.signAuthorisation(person, t.deps.clock.now());
  const verify = (cookie: string, list: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = multipart(list);
    return t.request({ method: 'POST', url: '/api/mpi/accounts/signatures/verify', payload, headers, cookie });
  };
  const state = async (accountId: number, patientId: number) => {
    const [account] = await t.deps.db.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, accountId));
    const [record] = await t.deps.db.select({ status: patients.identityStatus }).from(patients).where(eq(patients.id, patientId));
    const kept = await t.deps.db.select().from(files).where(and(eq(files.accountId, accountId), eq(files.use, 'SIGNED_DOCUMENT')));
    return { type: account.type, identity: record.status, files: kept.length };
  };

  it('a document signed by the account person verifies: AUTHORIZED, own record VERIFIED, an event, the proof kept', async () => {
    const { account, record, cookie } = await unauthorised('02270803628');
    const before = await get('/api/mpi/accounts/mpi-user', cookie);
    expect(before.json()).toMatchObject({ type: 'UNAUTHORIZED' });
    const xml = await signed({ nationalId: '02270803628', name: 'Michał', lastName: 'Wójcik' });
    const res = await verify(cookie, [{ name: 'upowaznienie.xml', content: xml, type: 'text/xml' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ verified: true, reason: null });
    expect(await state(account.id, record.id)).toEqual({ type: 'AUTHORIZED', identity: 'VERIFIED', files: 1 });
    // The session sees it at once: the account's type and its own record in reach.
    expect((await get('/api/mpi/accounts/mpi-user', cookie)).json()).toMatchObject({ type: 'AUTHORIZED' });
    expect((await get('/api/mpi/accounts/mpi-user/patients/me', cookie)).statusCode).toBe(200);
    const events = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.accountId, account.id), eq(eventLog.eventType, 'IDENTITY_SIGNATURE')));
    expect(events.map((e) => e.outcome)).toEqual(['SUCCESS']);
  });

  it('any altered byte makes it fail, and nothing changes', async () => {
    const { account, record, cookie } = await unauthorised('03300905612');
    const xml = Buffer.from(await signed({ nationalId: '03300905612', name: 'Michał', lastName: 'Wójcik' }));
    const inText = Buffer.from(xml);
    inText[inText.indexOf('Oświadczam') + 1] ^= 0x01;
    const inValue = Buffer.from(xml);
    const at = inValue.indexOf('<ds:SignatureValue>') + '<ds:SignatureValue>'.length + 5;
    inValue[at] = inValue[at] === 0x41 ? 0x42 : 0x41;
    for (const content of [inText, inValue]) {
      const res = await verify(cookie, [{ name: 'upowaznienie.xml', content }]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ verified: false });
    }
    expect(await state(account.id, record.id)).toEqual({ type: 'UNAUTHORIZED', identity: 'REQUESTED', files: 0 });
    const events = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.accountId, account.id), eq(eventLog.eventType, 'IDENTITY_SIGNATURE')));
    expect(events.map((e) => e.outcome)).toEqual(['FAILURE', 'FAILURE']);
  });

  it("another person's signed document, a document signed by an unknown authority or an unsigned one is negative", async () => {
    const { account, record, cookie } = await unauthorised('05231207391');
    const other = await verify(cookie, [{ name: 'a.xml', content: await signed({ nationalId: '85031502464', name: 'Anna', lastName: 'Kowalska' }) }]);
    expect(other.json()).toEqual({ verified: false, reason: 'OTHER_PERSON' });
    const { createLocalSignatures } = await import('../../integrations/signatures/local');
    const foreign = await createLocalSignatures(() => t.deps.clock.now()).simulator!.signAuthorisation(
      { nationalId: '05231207391', name: 'Michał', lastName: 'Wójcik' },
      t.deps.clock.now(),
    );
    expect((await verify(cookie, [{ name: 'b.xml', content: foreign }])).json()).toEqual({ verified: false, reason: 'UNTRUSTED' });
    const unsigned = '<?xml version="1.0" encoding="UTF-8"?>\n<UpowaznienieKonta xmlns="urn:portal-pacjenta:upowaznienie-konta:1"/>';
    expect((await verify(cookie, [{ name: 'c.xml', content: unsigned }])).json()).toEqual({ verified: false, reason: 'MALFORMED' });
    expect(await state(account.id, record.id)).toEqual({ type: 'UNAUTHORIZED', identity: 'REQUESTED', files: 0 });
  });

  it('a valid one among several files verifies; the others are not kept', async () => {
    const { account, record, cookie } = await unauthorised('06260512349');
    const good = await signed({ nationalId: '06260512349', name: 'Michał', lastName: 'Wójcik' });
    const bad = await signed({ nationalId: '85031502464', name: 'Anna', lastName: 'Kowalska' });
    const res = await verify(cookie, [
      { name: 'inny.xml', content: bad },
      { name: 'moj.xml', content: good },
    ]);
    expect(res.json()).toEqual({ verified: true, reason: null });
    expect(await state(account.id, record.id)).toEqual({ type: 'AUTHORIZED', identity: 'VERIFIED', files: 1 });
  });

  it('no file: 400 "Nie dodano załącznika"', async () => {
    const { cookie } = await unauthorised('07211608355');
    const res = await verify(cookie, []);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Nie dodano załącznika' });
  });

  it('too many files, a file too big and a wrong type are refused with Polish messages', async () => {
    const { account, record, cookie } = await unauthorised('08222011116');
    const xml = await signed({ nationalId: '08222011116', name: 'Michał', lastName: 'Wójcik' });
    const many = await verify(
      cookie,
      Array.from({ length: 6 }, (_, i) => ({ name: `d${i}.xml`, content: xml })),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Można dodać najwyżej 5 plików' });
    const big = await verify(cookie, [{ name: 'duzy.xml', content: Buffer.concat([Buffer.from(xml), Buffer.alloc(5 * 1024 * 1024, 0x20)]) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/^Plik duzy\.xml jest za duży/);
    const png = await verify(cookie, [{ name: 'skan.png', content: samples.png }]);
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe('Niedozwolony typ pliku skan.png. Dozwolone typy: xml');
    const pdfNamedXml = await verify(cookie, [{ name: 'skan.xml', content: samples.pdf }]);
    expect(pdfNamedXml.statusCode).toBe(400);
    expect(pdfNamedXml.json().message).toMatch(/^Zawartość pliku skan\.xml nie jest plikiem dozwolonego typu/);
    expect(await state(account.id, record.id)).toEqual({ type: 'UNAUTHORIZED', identity: 'REQUESTED', files: 0 });
  });

  it('needs a session', async () => {
    const { payload, headers } = multipart([{ name: 'a.xml', content: '<a/>' }]);
    expect((await t.request({ method: 'POST', url: '/api/mpi/accounts/signatures/verify', payload, headers })).statusCode).toBe(401);
  });
});

describe('the simulator signing page (demo)', () => {
  it('offers the test persons and any PESEL, and downloads a signed XML that verifies', async () => {
    const page = await get('/sim/epuap/sign');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Podpisz jako Anna Kowalska');
    const form = (body: Record<string, string>) =>
      t.request({ method: 'POST', url: '/sim/epuap/sign', payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const res = await form({ nationalId: '09241712347', name: 'Ola', lastName: 'Nowak' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="upowaznienie-podpisane-09241712347.xml"');
    const check = await t.deps.signatures.verifier.verify(res.rawPayload, t.deps.clock.now());
    expect(check).toMatchObject({ verified: true, nationalId: '09241712347', name: 'Ola', lastName: 'Nowak' });
    expect((await form({ nationalId: '123', name: 'Ola', lastName: 'Nowak' })).statusCode).toBe(400);
  });
});
