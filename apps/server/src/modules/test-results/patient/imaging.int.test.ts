import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagingFiles, resultOrders } from '../../../db/schema/index';
import { ImagingArchiveUnavailable, type ImagingArchive } from '../../../integrations/imaging/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { multipart } from '../../../test/multipart';
import { dicomOfStudy, dicomSample, jpegNamedDcm, makeResult, resultsDoctor } from '../../../test/results-kit';
import { getSettings, saveSettings } from '../../settings/settings-service';
import { moveImagingFile } from '../core/imaging-states';

/* The patient's DICOM import (part 2 §3–§5): upload, the state machine, sending to the archive, the viewer. */

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

async function patientWithStudy(name = 'Irena') {
  const account = await t.make.account({ name, lastName: 'Obrazowa' });
  const record = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED', name, lastName: 'Obrazowa', nationalId: null });
  const order = await makeResult(t, record.id, { panel: 'TK-GLOWY', description: 'Bez zmian ogniskowych.' });
  const files = `/api/mpi/test-results/mpi-user/${record.id}/order/${order.id}/agfa/files`;
  return { account, record, order, files, cookie: await t.as(account.id) };
}
/** The viewer's own cookie (`pp_viewer`) a viewer address set, as a Cookie header. */
function viewerCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const set = res.cookies.find((c) => c.name === 'pp_viewer');
  if (!set) throw new Error('no viewer cookie');
  return `pp_viewer=${set.value}`;
}
const upload = (url: string, cookie: string, name: string, content: Buffer) => {
  const body = multipart([{ name, content, field: 'file', type: 'application/dicom' }]);
  return t.request({ method: 'POST', url, cookie, payload: body.payload, headers: body.headers });
};
async function withResultsSettings(change: Partial<Awaited<ReturnType<typeof getSettings<'results'>>>>, run: () => Promise<void>) {
  const before = await getSettings(t.deps, 'results');
  const actor = { staffId: (await resultsDoctor(t)).id, login: 'test', ip: null };
  await saveSettings(t.deps, 'results', { ...before, ...change }, actor);
  try {
    await run();
  } finally {
    await saveSettings(t.deps, 'results', before, actor);
  }
}

describe('imaging files', () => {
  it('upload → P, the check → R with UIDs, send → W, the job → S; the order gets the study and the viewer shows it', async () => {
    const { record, order, files, cookie } = await patientWithStudy();
    const res = await upload(files, cookie, 'Badanie.DCM', dicomSample());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fileName: 'Badanie.DCM', status: 'P', domainId: order.id, domainType: 'ORD', patientId: record.id, path: `${order.id}/Badanie.DCM` });
    await t.deps.jobs.runDue();
    const [ready] = (await t.request({ method: 'GET', url: files, cookie })).json();
    expect(ready.status).toBe('R');
    expect(ready.version).toBeGreaterThan(res.json().version);
    const [row] = await t.deps.db.select().from(imagingFiles).where(eq(imagingFiles.id, ready.fileId));
    expect(row.sopInstanceUid).toMatch(/^2\.25\.\d+$/);

    const sent = await t.request({ method: 'POST', url: `${files}/send`, cookie });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()[0].status).toBe('W');
    expect((await t.request({ method: 'DELETE', url: `${files}/${ready.fileId}`, cookie })).json()).toMatchObject({ errorCode: 'IMAGING_FILE_STATE' });
    await t.deps.jobs.runDue();
    expect((await t.request({ method: 'GET', url: files, cookie })).json()[0].status).toBe('S');
    expect((await t.request({ method: 'DELETE', url: `${files}/${ready.fileId}`, cookie })).statusCode).toBe(409);
    expect((await t.request({ method: 'POST', url: `${files}/send`, cookie })).json()).toMatchObject({ errorCode: 'IMAGING_NOTHING_TO_SEND' });

    const list = (await t.request({ method: 'GET', url: `/api/mpi/test-results/mpi-user/${record.id}`, cookie })).json();
    expect(list.items[0].imaging).toEqual({ studyAvailable: true, importEnabled: true });
    const viewer = await t.request({ method: 'GET', url: `/api/mpi/test-results/mpi-user/${record.id}/order/${order.id}/agfa`, cookie });
    expect(viewer.statusCode, viewer.body).toBe(200);
    const url = viewer.json().resultUrl as string;
    expect(url).toMatch(/^\/imaging\/viewer\?token=/);
    const holder = viewerCookieOf(viewer);
    const page = await t.app.inject({ method: 'GET', url, headers: { cookie: holder } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('/imaging/viewer.js');
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const study = (await t.app.inject({ method: 'GET', url: `/imaging/viewer/study?token=${encodeURIComponent(token)}`, headers: { cookie: holder } })).json();
    expect(study.series).toHaveLength(1);
    const sop = study.series[0].instances[0].sopUid;
    expect(sop).toBe(row.sopInstanceUid);
    const frame = await t.app.inject({ method: 'GET', url: `/imaging/viewer/frames?token=${encodeURIComponent(token)}&sop=${sop}`, headers: { cookie: holder } });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['x-dicom-rows']).toBe('64');
    expect(frame.headers['x-dicom-intercept']).toBe('-1024');
    expect(frame.rawPayload.length).toBe(64 * 64 * 2);
  });

  it('refuses a JPEG named .dcm, a name without DCM, duplicates, and over the limits; nothing is kept', async () => {
    const { files, cookie } = await patientWithStudy();
    const jpeg = await upload(files, cookie, 'zdjecie.dcm', jpegNamedDcm());
    expect(jpeg.statusCode).toBe(400);
    // The content decides: a photo named .dcm is told its content is not DICOM; a wrong name, its name.
    expect(jpeg.json()).toMatchObject({
      errorCode: 'IMAGING_FILE_NOT_DICOM',
      message: 'Zawartość pliku zdjecie.dcm nie jest w formacie DICOM, choć nazwa na to wskazuje. Wybierz plik badania zapisany w formacie DICOM.',
    });
    expect((await upload(files, cookie, 'obraz.jpg', dicomSample())).json()).toMatchObject({
      errorCode: 'IMAGING_FILE_NOT_DICOM',
      message: 'Plik nie jest plikiem DICOM. Można dodać tylko pliki DICOM (rozszerzenie DCM lub DICOM).',
    });
    expect((await t.request({ method: 'GET', url: files, cookie })).json()).toEqual([]);
    expect((await upload(files, cookie, 'a.dcm', dicomSample())).statusCode).toBe(201);
    const duplicate = await upload(files, cookie, 'A.DCM', dicomSample());
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ errorCode: 'IMAGING_FILE_DUPLICATE', message: 'Plik o tej nazwie został już dodany.' });
    await withResultsSettings({ imagingMaxFiles: 1 }, async () => {
      expect((await upload(files, cookie, 'b.dcm', dicomSample())).json()).toMatchObject({ errorCode: 'IMAGING_FILES_LIMIT' });
    });
    await withResultsSettings({ imagingMaxFileSize: 1000 }, async () => {
      const big = await upload(files, cookie, 'c.dcm', dicomSample());
      expect(big.statusCode).toBe(413);
    });
    expect((await t.request({ method: 'GET', url: files, cookie })).json().map((f: { fileName: string }) => f.fileName)).toEqual(['a.dcm']);
  });

  it('delete while not sent; send with none ready; a forged transition is refused', async () => {
    const { files, cookie } = await patientWithStudy();
    const uploaded = (await upload(files, cookie, 'x.dcm', dicomSample())).json();
    expect((await t.request({ method: 'POST', url: `${files}/send`, cookie })).json()).toMatchObject({ errorCode: 'IMAGING_NOTHING_TO_SEND' });
    const [row] = await t.deps.db.select().from(imagingFiles).where(eq(imagingFiles.id, uploaded.fileId));
    await expect(moveImagingFile(t.deps.db, row, 'S')).rejects.toMatchObject({ code: 'IMAGING_FILE_STATE' });
    await expect(moveImagingFile(t.deps.db, { ...row, status: 'SENT' }, 'R')).rejects.toMatchObject({ code: 'IMAGING_FILE_STATE' });
    expect((await t.request({ method: 'DELETE', url: `${files}/${uploaded.fileId}`, cookie })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: files, cookie })).json()).toEqual([]);
    expect((await t.request({ method: 'DELETE', url: `${files}/${uploaded.fileId}`, cookie })).statusCode).toBe(404);
  });

  it('an unreachable archive: send answers 502 and changes nothing; a failing store keeps the files waiting', async () => {
    const { files, cookie } = await patientWithStudy();
    await upload(files, cookie, 'y.dcm', dicomSample());
    await t.deps.jobs.runDue();
    const real = t.deps.imaging;
    const down: ImagingArchive = { ...real, checkAvailable: async () => { throw new ImagingArchiveUnavailable('down'); } };
    t.deps.imaging = down;
    try {
      const res = await t.request({ method: 'POST', url: `${files}/send`, cookie });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ errorCode: 'IMAGING_SEND_FAILED' });
      expect((await t.request({ method: 'GET', url: files, cookie })).json()[0].status).toBe('R');
      t.deps.imaging = { ...real, store: async () => { throw new ImagingArchiveUnavailable('refused'); } };
      expect((await t.request({ method: 'POST', url: `${files}/send`, cookie })).statusCode).toBe(200);
      // The job fails (the queue retries it later); the files stay waiting.
      await expect(t.deps.jobs.runDue()).rejects.toThrow(ImagingArchiveUnavailable);
      expect((await t.request({ method: 'GET', url: files, cookie })).json()[0].status).toBe('W');
    } finally {
      t.deps.imaging = real;
    }
  });

  it('only a published imaging order of the patient, while imports are on; others are 404', async () => {
    const { record, files, cookie } = await patientWithStudy();
    const lab = await makeResult(t, record.id);
    const draft = await makeResult(t, record.id, { panel: 'TK-GLOWY', publish: false });
    for (const id of [lab.id, draft.id, 999999]) {
      expect((await t.request({ method: 'GET', url: `/api/mpi/test-results/mpi-user/${record.id}/order/${id}/agfa/files`, cookie })).statusCode).toBe(404);
    }
    await withResultsSettings({ imagingImportEnabled: false }, async () => {
      expect((await t.request({ method: 'GET', url: files, cookie })).statusCode).toBe(404);
    });
    const stranger = await patientWithStudy('Obca');
    expect((await t.request({ method: 'GET', url: files, cookie: stranger.cookie })).statusCode).toBe(404);
  });

  it("a copy of someone else's study is sent, yet never becomes this patient's study", async () => {
    const first = await patientWithStudy('Pierwsza');
    const copy = await patientWithStudy('Kopia');
    for (const who of [first, copy]) {
      await upload(who.files, who.cookie, 'kopia.dcm', dicomOfStudy(55));
      await t.deps.jobs.runDue();
      await t.request({ method: 'POST', url: `${who.files}/send`, cookie: who.cookie });
      await t.deps.jobs.runDue();
    }
    const studyOf = async (who: typeof first) =>
      (await t.request({ method: 'GET', url: `/api/mpi/test-results/mpi-user/${who.record.id}`, cookie: who.cookie })).json().items[0].imaging.studyAvailable;
    expect((await t.request({ method: 'GET', url: copy.files, cookie: copy.cookie })).json()[0].status).toBe('S');
    expect(await studyOf(first)).toBe(true);
    expect(await studyOf(copy)).toBe(false);
  });
});

describe('viewer token', () => {
  async function sentStudy(studyNumber: number) {
    const { account, record, order, files } = await patientWithStudy();
    const cookie = await t.as(account.id);
    await upload(files, cookie, 'z.dcm', dicomOfStudy(studyNumber));
    await t.deps.jobs.runDue();
    await t.request({ method: 'POST', url: `${files}/send`, cookie });
    await t.deps.jobs.runDue();
    const address = `/api/mpi/test-results/mpi-user/${record.id}/order/${order.id}/agfa`;
    /** A viewer address asked for in a session: its token and the viewer cookie it set. */
    const viewerOf = async (session: string) => {
      const res = await t.request({ method: 'GET', url: address, cookie: session });
      expect(res.statusCode, res.body).toBe(200);
      return { token: new URL(res.json().resultUrl, 'http://x').searchParams.get('token')!, holder: viewerCookieOf(res) };
    };
    return { account, order, address, cookie, viewerOf };
  }
  const study = (token: string, holder?: string) =>
    t.app.inject({ method: 'GET', url: `/imaging/viewer/study?token=${encodeURIComponent(token)}`, headers: holder ? { cookie: holder } : {} });

  it('is bound to the session that asked: refused without its viewer cookie, with another session, after sign-out', async () => {
    const { account, viewerOf } = await sentStudy(42);
    const session = await t.as(account.id);
    const { token, holder } = await viewerOf(session);
    expect((await study(token, holder)).statusCode).toBe(200);
    // The address alone, copied anywhere: nothing.
    expect((await study(token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/imaging/viewer?token=${encodeURIComponent(token)}` })).statusCode).toBe(400);
    // Another session (here of the same account) holds a viewer cookie of its own: neither opens the other's token.
    const other = await viewerOf(await t.as(account.id));
    expect((await study(token, other.holder)).statusCode).toBe(404);
    expect((await study(other.token, holder)).statusCode).toBe(404);
    // A second viewer of the same session keeps the first one working.
    const second = await viewerOf(session);
    expect((await study(token, second.holder)).statusCode).toBe(200);
    // Sign-out ends it.
    const out = await t.request({ method: 'POST', url: '/api/mpi/accounts/logout', cookie: session });
    expect(out.statusCode).toBeLessThan(300);
    expect((await study(token, holder)).statusCode).toBe(404);
    expect((await study(second.token, second.holder)).statusCode).toBe(404);
    expect((await study(other.token, other.holder)).statusCode).toBe(200);
  });

  it('refuses a forged, an expired, and a token of a study the order no longer has', async () => {
    const { account, order, address, viewerOf } = await sentStudy(41);
    const { token, holder } = await viewerOf(await t.as(account.id));
    expect((await study(token, holder)).statusCode).toBe(200);
    const forged = token.replace(/\.v1|^v1\.(\d)/, (m) => m.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
    expect((await study(forged, holder)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/imaging/viewer?token=${encodeURIComponent(forged)}`, headers: { cookie: holder } })).statusCode).toBe(400);
    t.clock.advance(31 * 60_000);
    expect((await study(token, holder)).statusCode).toBe(404);
    const cookie = await t.as(account.id);
    const fresh = await viewerOf(cookie);
    await t.deps.db.update(resultOrders).set({ studyInstanceUid: '1.2.3.4' }).where(eq(resultOrders.id, order.id));
    expect((await study(fresh.token, fresh.holder)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: address, cookie })).statusCode).toBe(404);
  });
});
