import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files, messageAttachments, patientAttachments, registrationChallenges, settings } from '../../db/schema/index';
import { ownPatientIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';
import { multipart, samples, type TestFile } from '../../test/multipart';
import { moveLegacyAttachments, openAttachedFile, sniffType, storePatientFile } from './files-service';
import { contentDisposition } from '../../lib/downloads';
import { withTransaction } from '../../db/client';
import { systemPatient } from '../../lib/checked-patient';

/*
 * The files module through its first use, the registration's document scans (anonymous uploads bound
 * to the registration challenge), and downloads through the patient's access rules.
 */

const UPLOAD_LIMIT = 4;
let t: TestApp;
/** The demo register's files (results, imaging, clinical documents, copies of a document request): rows other modules' rows refer to, left alone. */
let registerFiles: number[] = [];
beforeAll(async () => {
  t = await createTestApp({ REGISTRATION_RATE_LIMIT_PER_MINUTE: UPLOAD_LIMIT });
  // The demo register's, bookings' and teleconsultations' files (a referral scan, a case's attachment, a
  // call's recording) stay: their rows point at them.
  registerFiles = (
    await t.deps.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.use, ['RESULT_DOCUMENT', 'IMAGING_FILE', 'CLINICAL_DOCUMENT', 'DOCUMENT_REQUEST_COPY', 'BOOKING_ATTACHMENT', 'REFERRAL_ATTACHMENT', 'MEDICAL_CASE_ATTACHMENT', 'TELEHEALTH_RECORDING']))
  ).map((r) => r.id);
});
afterAll(() => t.close());

let seq = 0;
/** An address of its own per call, so the per-address limits count only where a test wants them to. */
const nextIp = () => `10.30.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`;

async function challengeToken(): Promise<string> {
  const res = await t.request({ method: 'GET', url: '/api/mpi/accounts/registration/challenge', remoteAddress: nextIp() });
  expect(res.statusCode).toBe(200);
  return res.json().challengeToken;
}

function upload(list: TestFile[], opts: { token?: string | null; ip?: string; cut?: number } = {}) {
  const { payload, headers } = multipart(list, { cut: opts.cut });
  return t.request({
    method: 'POST',
    url: '/api/mpi/accounts/registration/attachments',
    payload,
    headers: { ...headers, ...(opts.token ? { 'x-registration-challenge': opts.token } : {}) },
    remoteAddress: opts.ip ?? nextIp(),
  });
}

const filesDir = () => t.deps.config.FILES_DIR!;

/** Every file under the storage folder (bytes and staging), relative to it. */
async function onDisk(): Promise<string[]> {
  const entries = await fs.readdir(filesDir(), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(filesDir(), path.join(e.parentPath, e.name)));
}

const fileRows = () => t.deps.db.select().from(files).where(notInArray(files.id, registerFiles));

const patientOf = (username: string) => ownPatientIdOf(t, username);

/** A file of a patient as the old registration stored it, moved into the files module. */
async function patientFile(patientId: number, filename: string, content: Buffer): Promise<number> {
  await t.deps.db.insert(patientAttachments).values({ patientId, filename, type: 'application/pdf', size: content.length, content });
  await moveLegacyAttachments(t.deps);
  const [row] = await t.deps.db.select().from(files).where(eq(files.originalName, filename));
  return row.id;
}

/** Each test starts with an empty storage and no file rows. */
beforeEach(async () => {
  // Every test starts with no files but the demo register's (the demo correspondence's attachment included).
  await t.deps.db.delete(messageAttachments);
  await t.deps.db.delete(files).where(notInArray(files.id, registerFiles));
  await fs.rm(filesDir(), { recursive: true, force: true });
});

describe('uploads', () => {
  it('stores a PDF under its SHA-256, pending and bound to the challenge; the same bytes again are stored once', async () => {
    const token = await challengeToken();
    const res = await upload([{ name: 'C:\\Users\\anna\\paszport.pdf', content: samples.pdf, type: 'application/pdf' }], { token });
    expect(res.statusCode).toBe(200);
    const [file] = res.json().files;
    expect(file).toMatchObject({ use: 'REGISTRATION_DOCUMENT', fileName: 'paszport.pdf', mimeType: 'application/pdf', size: samples.pdf.length });

    const [row] = await fileRows();
    expect(row).toMatchObject({ id: file.id, patientId: null, accountId: null, createdByAccountId: null });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.pendingBinding).not.toContain(token);
    expect(row.pendingUntil!.getTime() - row.createdAt.getTime()).toBe(24 * 60 * 60_000);
    expect(await onDisk()).toEqual([path.join(row.sha256.slice(0, 2), row.sha256)]);
    expect(await fs.readFile(path.join(filesDir(), row.sha256.slice(0, 2), row.sha256))).toEqual(samples.pdf);

    const again = await upload([{ name: 'kopia.pdf', content: samples.pdf }], { token });
    expect(again.statusCode).toBe(200);
    expect(await fileRows()).toHaveLength(2);
    expect(await onDisk()).toHaveLength(1);
  });

  it('a file over the size limit: 413 in the one error shape, nothing left on disk', async () => {
    const token = await challengeToken();
    const big = Buffer.concat([samples.pdf, Buffer.alloc(5_242_880, 1)]);
    const res = await upload([{ name: 'duzy.pdf', content: big }], { token });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: 'Plik duzy.pdf jest za duży (najwyżej 5 MB)',
      errors: [{ path: 'files.0', message: 'Plik duzy.pdf jest za duży (najwyżej 5 MB)' }],
    });
    expect(await fileRows()).toHaveLength(0);
    expect(await onDisk()).toEqual([]);
  });

  it('refuses a type the use does not allow even when the name claims an allowed one (the bytes decide)', async () => {
    const token = await challengeToken();
    const res = await upload([{ name: 'skan.pdf', content: samples.exe, type: 'application/pdf' }], { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      errors: [{ path: 'files.0', message: 'Zawartość pliku skan.pdf nie jest plikiem dozwolonego typu (pdf, jpg, png)' }],
    });
    const byName = await upload([{ name: 'program.exe', content: samples.exe }], { token });
    expect(byName.json().errors).toEqual([{ path: 'files.0', message: 'Niedozwolony typ pliku program.exe. Dozwolone typy: pdf, jpg, png' }]);
    expect(await fileRows()).toHaveLength(0);
    expect(await onDisk()).toEqual([]);
  });

  it('a later file failing removes the files stored before it: all or none', async () => {
    const token = await challengeToken();
    const res = await upload(
      [
        { name: 'strona1.pdf', content: samples.pdf },
        { name: 'strona2.png', content: samples.png },
        { name: 'strona3.png', content: samples.exe },
      ],
      { token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('files.2');
    expect(await fileRows()).toHaveLength(0);
    expect(await onDisk()).toEqual([]);
  });

  it('more files than the settings allow: 400, nothing stored', async () => {
    const token = await challengeToken();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `skan${i}.png`, content: Buffer.concat([samples.png, Buffer.from([i])]) }));
    const res = await upload(six, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Można dodać najwyżej 5 plików' });
    expect(await fileRows()).toHaveLength(0);
    expect(await onDisk()).toEqual([]);
  });

  it('a multipart body cut short: 400 with a Polish message, the partial file removed', async () => {
    const token = await challengeToken();
    const res = await upload([{ name: 'urwany.pdf', content: Buffer.concat([samples.pdf, Buffer.alloc(200_000, 7)]) }], { token, cut: 100_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorCode: 'BAD_REQUEST', message: 'Przesyłanie plików zostało przerwane albo dane są uszkodzone. Spróbuj ponownie.' });
    expect(await fileRows()).toHaveLength(0);
    expect(await onDisk()).toEqual([]);
  });

  it('files no longer travel inside JSON: a registration body over 1 MB is refused with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/mpi/accounts',
      payload: { patient: { attachments: [{ filename: 'skan.pdf', content: Buffer.alloc(800_000, 1).toString('base64') }] } },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errorCode: 'PAYLOAD_TOO_LARGE', message: 'Przesłane dane są zbyt duże.' });
  });

  it('JSON instead of a form: 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/mpi/accounts/registration/attachments',
      payload: { content: samples.pdf.toString('base64') },
      headers: { 'x-registration-challenge': await challengeToken() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('BAD_REQUEST');
  });

  it('someone not signed in needs a live challenge token: none, an unknown, a used or an expired one is refused (403), nothing stored', async () => {
    const file = [{ name: 'skan.pdf', content: samples.pdf }];
    const expected = {
      errorCode: 'FORBIDDEN',
      message: 'Pliki do rejestracji można przesłać tylko z formularza rejestracji, z ważnym obrazkiem z równaniem. Odśwież obrazek i spróbuj ponownie.',
    };
    const none = await upload(file, { token: null });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual(expected);
    expect((await upload(file, { token: 'x'.repeat(43) })).json()).toEqual(expected);

    const used = await challengeToken();
    await t.deps.db.update(registrationChallenges).set({ usedAt: t.clock.now() });
    expect((await upload(file, { token: used })).statusCode).toBe(403);

    const old = await challengeToken();
    t.clock.advance(11 * 60_000);
    expect((await upload(file, { token: old })).statusCode).toBe(403);
    expect(await fileRows()).toHaveLength(0);
    expect(await onDisk()).toEqual([]);
  });

  it('uploads from one address are rate-limited', async () => {
    const token = await challengeToken();
    const ip = '10.31.0.1';
    for (let i = 0; i < UPLOAD_LIMIT; i++) expect((await upload([{ name: `s${i}.pdf`, content: samples.pdf }], { token, ip })).statusCode).toBe(200);
    const res = await upload([{ name: 'za-duzo.pdf', content: samples.pdf }], { token, ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('RATE_LIMITED');
  });

  it('a use whose settings name no types takes any content, served as application/octet-stream when unknown', async () => {
    const [before] = await t.deps.db.select().from(settings).where(eq(settings.key, 'file-upload'));
    await t.deps.db.update(settings).set({ value: { ...(before.value as object), fileTypes: [] } }).where(eq(settings.key, 'file-upload'));
    try {
      const res = await upload([{ name: 'notatka.txt', content: 'zwykły tekst' }], { token: await challengeToken() });
      expect(res.statusCode).toBe(200);
      expect(res.json().files[0]).toMatchObject({ fileName: 'notatka.txt', mimeType: 'application/octet-stream' });
    } finally {
      await t.deps.db.update(settings).set({ value: before.value }).where(eq(settings.key, 'file-upload'));
    }
  });

  it('tells DICOM by its DICM marker, also when the preamble looks like a TIFF', async () => {
    expect(await sniffType(samples.dicomWithTiffPreamble)).toEqual({ ext: 'dcm', mime: 'application/dicom' });
    expect(await sniffType(samples.png)).toEqual({ ext: 'png', mime: 'image/png' });
    expect(await sniffType(Buffer.from('just text'))).toBeNull();
  });
});

describe('files the portal makes itself', () => {
  it('stores a rendered document as the patient\'s file, readable by its use; a rolled-back transaction keeps no row', async () => {
    const patientId = await patientOf('anna.kowalska@example.com');
    const bytes = Buffer.from('%PDF-1.4 karta wizyty');
    const stored = await storePatientFile(t.deps, { use: 'CLINICAL_DOCUMENT', patientId: systemPatient(patientId, 'test'), fileName: 'karta/wizyty.pdf', mimeType: 'application/pdf', source: bytes });
    expect(stored).toMatchObject({ use: 'CLINICAL_DOCUMENT', fileName: 'wizyty.pdf', mimeType: 'application/pdf', size: bytes.length });
    const opened = await openAttachedFile(t.deps, stored.id, 'CLINICAL_DOCUMENT');
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await expect(openAttachedFile(t.deps, stored.id, 'RESULT_DOCUMENT')).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await expect(
      withTransaction(t.deps.db, async (tx) => {
        await storePatientFile(t.deps, { use: 'CLINICAL_DOCUMENT', patientId: systemPatient(patientId, 'test'), fileName: 'b.pdf', mimeType: 'application/pdf', source: Buffer.from('%PDF-1.4 b') }, { tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await fileRows()).map((r) => r.originalName)).toEqual(['wizyty.pdf']);
  });
});

describe('the sweep job', () => {
  it('deletes pending uploads past a day with their bytes, keeps claimed files and bytes another file uses', async () => {
    const anna = await patientOf('anna.kowalska@example.com');
    const kept = await patientFile(anna, 'zachowany.pdf', samples.pdf);
    const token = await challengeToken();
    const pending = (await upload([{ name: 'porzucony.png', content: samples.png }, { name: 'ten-sam.pdf', content: samples.pdf }], { token })).json().files;
    expect(await onDisk()).toHaveLength(2);

    t.clock.advance(23 * 60 * 60_000);
    await t.deps.jobs.send('files.sweep', {});
    expect(await t.deps.jobs.runDue()).toBe(1);
    expect(await fileRows()).toHaveLength(3);

    t.clock.advance(2 * 60 * 60_000);
    await t.deps.jobs.send('files.sweep', {});
    expect(await t.deps.jobs.runDue()).toBe(1);
    const left = await fileRows();
    expect(left.map((f) => f.id)).toEqual([kept]);
    expect(await t.deps.db.select().from(files).where(inArray(files.id, pending.map((f: { id: number }) => f.id)))).toHaveLength(0);
    // The PDF's bytes stay: the claimed file holds the same content.
    expect(await onDisk()).toEqual([path.join(left[0].sha256.slice(0, 2), left[0].sha256)]);
  });

  it('removes staged bytes of uploads that never finished, after a day', async () => {
    await fs.mkdir(path.join(filesDir(), 'staging'), { recursive: true });
    const stale = path.join(filesDir(), 'staging', 'porzucony.part');
    await fs.writeFile(stale, 'pół pliku');
    const dayAgo = new Date(t.clock.now().getTime() - 25 * 60 * 60_000);
    await fs.utimes(stale, dayAgo, dayAgo);
    const fresh = path.join(filesDir(), 'staging', 'w-toku.part');
    await fs.writeFile(fresh, 'trwa');
    // The test clock runs ahead of the file system's: the file's time is set on the same clock.
    await fs.utimes(fresh, t.clock.now(), t.clock.now());
    await t.deps.jobs.send('files.sweep', {});
    await t.deps.jobs.runDue();
    expect(await onDisk()).toEqual([path.join('staging', 'w-toku.part')]);
  });
});

describe('downloads', () => {
  it("the patient's own file: its bytes, the sniffed type, the name safely encoded, never cached or sniffed by the browser", async () => {
    const anna = await patientOf('anna.kowalska@example.com');
    const id = await patientFile(anna, 'Skan "paszportu" – Łódź.pdf', samples.pdf);
    const res = await t.request({ method: 'GET', url: `/api/mpi/patients/${anna}/files/${id}`, cookie: await t.login('anna') });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(samples.pdf);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Skan _paszportu_ _ __d_.pdf"; filename*=UTF-8''Skan%20%22paszportu%22%20%E2%80%93%20%C5%81%C3%B3d%C5%BA.pdf`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it("a stranger's request and an unknown id get the same 404", async () => {
    const anna = await patientOf('anna.kowalska@example.com');
    const id = await patientFile(anna, 'cudzy.pdf', samples.pdf);
    const piotr = await t.login('piotr');
    const stranger = await t.request({ method: 'GET', url: `/api/mpi/patients/${anna}/files/${id}`, cookie: piotr });
    const ownPatient = await patientOf('piotr.zielinski@example.com');
    // Piotr's own record in the path, Anna's file id: still not his file.
    const crossed = await t.request({ method: 'GET', url: `/api/mpi/patients/${ownPatient}/files/${id}`, cookie: piotr });
    const unknown = await t.request({ method: 'GET', url: `/api/mpi/patients/${anna}/files/999999`, cookie: await t.login('anna') });
    for (const res of [stranger, crossed, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
      expect(res.body).not.toContain('%PDF');
    }
    const anonymous = await t.request({ method: 'GET', url: `/api/mpi/patients/${anna}/files/${id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('content-disposition keeps a plain name readable', () => {
    expect(contentDisposition('skan.pdf')).toBe(`attachment; filename="skan.pdf"; filename*=UTF-8''skan.pdf`);
  });
});

describe('attachments stored before the files module', () => {
  it('move into files and the storage, once: the old rows leave the database, the bytes and names stay', async () => {
    const anna = await patientOf('anna.kowalska@example.com');
    await t.deps.db.insert(patientAttachments).values([
      { patientId: anna, filename: 'stary-skan.pdf', type: 'application/pdf', size: samples.pdf.length, content: samples.pdf, createdAt: new Date('2025-03-01T10:00:00Z') },
      { patientId: anna, filename: 'zdjecie.png', type: 'image/jpeg', size: samples.png.length, content: samples.png },
    ]);
    expect(await moveLegacyAttachments(t.deps)).toBe(2);
    expect(await t.deps.db.select().from(patientAttachments)).toHaveLength(0);
    const moved = await t.deps.db.select().from(files).where(notInArray(files.id, registerFiles)).orderBy(files.id);
    expect(moved).toMatchObject([
      { patientId: anna, use: 'REGISTRATION_DOCUMENT', originalName: 'stary-skan.pdf', mimeType: 'application/pdf', size: samples.pdf.length, pendingUntil: null },
      // The type the browser once claimed is replaced by the sniffed one.
      { patientId: anna, originalName: 'zdjecie.png', mimeType: 'image/png', pendingUntil: null },
    ]);
    expect(moved[0].createdAt.toISOString()).toBe('2025-03-01T10:00:00.000Z');
    expect(await fs.readFile(path.join(filesDir(), moved[1].sha256.slice(0, 2), moved[1].sha256))).toEqual(samples.png);

    // Idempotent: a second start moves nothing and changes nothing.
    expect(await moveLegacyAttachments(t.deps)).toBe(0);
    expect(await fileRows()).toHaveLength(2);
    const res = await t.request({ method: 'GET', url: `/api/mpi/patients/${anna}/files/${moved[0].id}`, cookie: await t.login('anna') });
    expect(res.rawPayload).toEqual(samples.pdf);
  });
});
