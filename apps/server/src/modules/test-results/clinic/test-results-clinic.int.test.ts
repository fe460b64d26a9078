import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicalDocuments, outbox, resultItems, resultOrders, staffMembers, staffReads } from '../../../db/schema/index';
import { clinicMember, demoUnitIds } from '../../../test/clinic-members';
import { createTestApp, type TestApp } from '../../../test/helper';
import { multipart, samples } from '../../../test/multipart';
import { makeVisit } from '../../../test/records-kit';
import { dicomOfStudy, makeResult } from '../../../test/results-kit';
import { archiveOrderStudy } from './imaging-archive-service';

/* The console's results: the catalogue, ordering, entering values, the lab's PDF, publication (a notice), the queue, imaging. */

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

async function patient(name = 'Halina') {
  const account = await t.make.account({ name, lastName: 'Laboratoryjna' });
  const record = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED', name, lastName: 'Laboratoryjna', nationalId: null });
  return { account, record };
}

describe('clinic results', () => {
  it('the catalogue has the panels with Polish names, units and ranges', async () => {
    const { cookie } = await clinicMember(t, ['NURSE']);
    const panels = (await t.request({ method: 'GET', url: '/api/clinic/result-panels', cookie })).json();
    expect(panels.map((p: { code: string }) => p.code)).toEqual(expect.arrayContaining(['MORF', 'LIPID', 'GLU', 'HBA1C', 'TSH', 'KREA', 'CRP', 'ALT', 'AST', 'RTG-KLP', 'TK-GLOWY', 'USG-JB']));
    expect(panels.find((p: { code: string }) => p.code === 'MORF').elements.find((e: { code: string }) => e.code === 'HGB')).toMatchObject({ unit: 'g/dl', referenceLow: 12, referenceHigh: 16 });
    const registrar = await clinicMember(t, ['REGISTRAR']);
    expect((await t.request({ method: 'GET', url: '/api/clinic/result-panels', cookie: registrar.cookie })).statusCode).toBe(403);
  });

  it('a numeric analyte refuses a value that is not a number in its format: 400 RESULT_VALUE_FORMAT naming the format; the decimal comma is taken', async () => {
    const { record } = await patient('Teresa');
    const doctor = await clinicMember(t, ['DOCTOR']);
    const panel = (await t.request({ method: 'GET', url: '/api/clinic/result-panels', cookie: doctor.cookie })).json().find((p: { code: string }) => p.code === 'LIPID');
    expect(panel.elements.find((e: { code: string }) => e.code === 'TG').valueFormat).toEqual({ kind: 'NUMERIC', decimals: 1 });
    const created = await t.request({ method: 'POST', url: `/api/clinic/patients/${record.id}/test-results`, cookie: doctor.cookie, payload: { name: panel.name, kind: 'LAB', orderedAt: '2026-01-10T08:00:00.000Z', elements: panel.elements } });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order.elements.map((e: { valueFormat: unknown }) => e.valueFormat)).toEqual(panel.elements.map((e: { valueFormat: unknown }) => e.valueFormat));
    const put = (values: Record<string, string>) =>
      t.request({
        method: 'PUT',
        url: `/api/clinic/test-results/${order.id}`,
        cookie: doctor.cookie,
        payload: { resultDate: '2026-01-11T08:00:00.000Z', description: null, elements: order.elements.map((e: { code: string }) => ({ ...e, value: values[e.code] ?? '100', method: null })) },
      });
    const tg = order.elements.findIndex((e: { code: string }) => e.code === 'TG');
    const chol = order.elements.findIndex((e: { code: string }) => e.code === 'CHOL');

    const abc = await put({ TG: 'abc' });
    expect(abc.statusCode).toBe(400);
    expect(abc.json()).toMatchObject({ errorCode: 'RESULT_VALUE_FORMAT', message: 'Triglicerydy: Wartość musi być liczbą, np. 5,4' });
    expect(abc.json().errors).toEqual([{ path: `elements.${tg}.value`, message: 'Wartość musi być liczbą, np. 5,4' }]);
    const decimals = await put({ CHOL: '162,55', TG: '12 mg/dl' });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().errors).toEqual([
      { path: `elements.${chol}.value`, message: 'Wartość może mieć najwyżej 1 miejsce po przecinku, np. 5,4' },
      { path: `elements.${tg}.value`, message: 'Wartość musi być liczbą, np. 5,4' },
    ]);
    // Nothing was saved by the refused calls.
    expect((await t.request({ method: 'GET', url: `/api/clinic/test-results/${order.id}`, cookie: doctor.cookie })).json().status).toBe('ORDERED');

    const ok = await put({ TG: '162,5', CHOL: '180.4' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().elements.find((e: { code: string }) => e.code === 'TG')).toMatchObject({ value: '162,5', flag: 'H' });

    // A value stored before the check (as "abc" was) is not published.
    await t.deps.db.update(resultItems).set({ value: 'abc', numericValue: null, flag: null }).where(and(eq(resultItems.orderId, order.id), eq(resultItems.code, 'TG')));
    const publish = await t.request({ method: 'POST', url: `/api/clinic/test-results/${order.id}/publish`, cookie: doctor.cookie });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toMatchObject({ errorCode: 'RESULT_VALUE_FORMAT', message: 'Triglicerydy: Wartość musi być liczbą, np. 5,4' });
  });

  it('order → values (flags) → publish files a WYNIK document whose notice resolves to it; the queue counts; reads are audited', async () => {
    const { account, record } = await patient();
    const doctor = await clinicMember(t, ['DOCTOR']);
    const queue = async () =>
      (await t.request({ method: 'GET', url: '/api/clinic/dashboard', cookie: doctor.cookie })).json().queues.find((q: { key: string }) => q.key === 'RESULTS').count;
    const before = await queue();
    const order = await makeResult(t, record.id, { panel: 'MORF', values: { HGB: '10,9', WBC: '6.1' }, publish: false });
    expect(await queue()).toBe(before + 1);
    // The queue page lists it with its patient, oldest entry first; a registrar has no access to it.
    const listed = await t.request({ method: 'GET', url: '/api/clinic/test-results?pageSize=100', cookie: doctor.cookie });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.at(-1)).toMatchObject({ id: order.id, status: 'RESULTED', patientName: `${record.name} ${record.lastName}` });
    expect(listed.json().items.every((o: { status: string }) => o.status === 'RESULTED')).toBe(true);
    const desk = await clinicMember(t, ['REGISTRAR']);
    expect((await t.request({ method: 'GET', url: '/api/clinic/test-results', cookie: desk.cookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/clinic/test-results?status=PUBLISHED', cookie: doctor.cookie })).statusCode).toBe(400);
    const read = await t.request({ method: 'GET', url: `/api/clinic/test-results/${order.id}`, cookie: doctor.cookie });
    expect(read.json()).toMatchObject({ status: 'RESULTED', publishedAt: null });
    expect(read.json().elements.find((e: { code: string }) => e.code === 'HGB')).toMatchObject({ value: '10,9', flag: 'L' });
    const audited = await t.deps.db.select().from(staffReads).where(and(eq(staffReads.staffId, doctor.id), eq(staffReads.patientId, record.id)));
    expect(audited.map((r) => r.what)).toContain('TEST_RESULT');
    // The patient sees nothing before publication.
    const cookie = await t.as(account.id);
    expect((await t.request({ method: 'GET', url: `/api/mpi/test-results/mpi-user/${record.id}`, cookie })).json().items).toEqual([]);

    const published = await t.request({ method: 'POST', url: `/api/clinic/test-results/${order.id}/publish`, cookie: doctor.cookie });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'PUBLISHED', hasContent: true });
    expect(await queue()).toBe(before);
    expect((await t.request({ method: 'POST', url: `/api/clinic/test-results/${order.id}/publish`, cookie: doctor.cookie })).json()).toMatchObject({ errorCode: 'RESULT_PUBLISHED' });
    const put = await t.request({ method: 'PUT', url: `/api/clinic/test-results/${order.id}`, cookie: doctor.cookie, payload: { resultDate: new Date().toISOString(), description: null, elements: [] } });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({ errorCode: 'RESULT_PUBLISHED' });

    await t.deps.jobs.runDue();
    const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, account.email!));
    const guid = mail.body.match(/\/login\?nguid=([0-9a-f-]{36})/)![1];
    const resolved = (await t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/notifications/${guid}`, cookie })).json();
    expect(resolved).toMatchObject({ target: 'CLINICAL_DOCUMENTS', patientId: record.id, contextId: expect.stringMatching(/^DOC-\d{4}-\d{6}$/) });
    expect((await t.request({ method: 'GET', url: `/api/mpi/test-results/mpi-user/${record.id}`, cookie })).json().items[0].id).toBe(order.id);
  });

  it('the queue writes one RESULT_QUEUE row per patient on its page (not per order), shown in the patient\'s access log', async () => {
    const first = await patient('Irena');
    const second = await patient('Zofia');
    await makeResult(t, first.record.id, { panel: 'MORF', values: { HGB: '13' }, publish: false });
    await makeResult(t, first.record.id, { panel: 'GLU', values: { GLU: '90' }, publish: false });
    await makeResult(t, second.record.id, { panel: 'TSH', values: { TSH: '1.2' }, publish: false });
    const nurse = await clinicMember(t, ['NURSE']);
    const listed = await t.request({ method: 'GET', url: '/api/clinic/test-results?pageSize=100', cookie: nurse.cookie });
    expect(listed.statusCode, listed.body).toBe(200);
    const onPage = new Set<number>(listed.json().items.map((o: { patientId: number }) => o.patientId));
    expect([...onPage]).toEqual(expect.arrayContaining([first.record.id, second.record.id]));
    const reads = await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, nurse.id));
    expect(reads.map((r) => r.patientId).sort()).toEqual([...onPage].sort());
    expect(reads.every((r) => r.what === 'RESULT_QUEUE')).toBe(true);
    const log = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/access-log', cookie: await t.as(first.account.id) })).json();
    expect(log.items).toContainEqual(expect.objectContaining({ what: 'RESULT_QUEUE', staffRoles: ['NURSE'], patient: expect.objectContaining({ id: first.record.id }) }));
  });

  it('publishing needs values; the lab PDF becomes the document; only PDFs', async () => {
    const { record } = await patient('Marta');
    const doctor = await clinicMember(t, ['DOCTOR']);
    const created = await t.request({
      method: 'POST',
      url: `/api/clinic/patients/${record.id}/test-results`,
      cookie: doctor.cookie,
      payload: { name: 'Glukoza na czczo', kind: 'LAB', orderedAt: new Date().toISOString(), elements: [{ code: 'GLU', name: 'Glukoza', unit: 'mg/dl', referenceLow: 70, referenceHigh: 99, referenceText: null }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect((await t.request({ method: 'POST', url: `/api/clinic/test-results/${id}/publish`, cookie: doctor.cookie })).json()).toMatchObject({ errorCode: 'CONFLICT' });
    const exe = multipart([{ name: 'wynik.pdf', content: samples.exe }]);
    expect((await t.request({ method: 'POST', url: `/api/clinic/test-results/${id}/document`, cookie: doctor.cookie, payload: exe.payload, headers: exe.headers })).statusCode).toBe(400);
    const pdf = multipart([{ name: 'wynik-lab.pdf', content: samples.pdf }]);
    const attached = await t.request({ method: 'POST', url: `/api/clinic/test-results/${id}/document`, cookie: doctor.cookie, payload: pdf.payload, headers: pdf.headers });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().hasContent).toBe(true);
    const content = await t.request({ method: 'GET', url: `/api/clinic/test-results/${id}/content`, cookie: doctor.cookie });
    expect(content.rawPayload.equals(samples.pdf)).toBe(true);
    const list = await t.request({ method: 'GET', url: `/api/clinic/patients/${record.id}/test-results`, cookie: doctor.cookie });
    expect(list.json().items[0]).toMatchObject({ id, status: 'ORDERED', orderNumber: expect.stringMatching(/^ZL\/\d{4}\/\d{6}$/) });
  });

  it("imaging: the patient's files and the viewer of the clinic's study", async () => {
    const { record } = await patient('Wanda');
    const doctor = await clinicMember(t, ['DOCTOR']);
    const order = await makeResult(t, record.id, { panel: 'RTG-KLP', description: 'Płuca bez zmian ogniskowych.' });
    expect((await t.request({ method: 'GET', url: `/api/clinic/test-results/${order.id}/viewer`, cookie: doctor.cookie })).statusCode).toBe(404);
    await archiveOrderStudy(t.deps, order.id, [dicomOfStudy(77)]);
    const viewer = await t.request({ method: 'GET', url: `/api/clinic/test-results/${order.id}/viewer`, cookie: doctor.cookie });
    expect(viewer.json().resultUrl).toMatch(/^\/imaging\/viewer\?token=/);
    expect((await t.request({ method: 'GET', url: `/api/clinic/test-results/${order.id}/imaging-files`, cookie: doctor.cookie })).json()).toEqual([]);
    // The token lives with the member's session: only with the viewer cookie it set, and not after sign-out.
    const token = new URL(viewer.json().resultUrl, 'http://x').searchParams.get('token')!;
    const set = viewer.cookies.find((c) => c.name === 'pp_viewer');
    expect(set).toMatchObject({ path: '/imaging/viewer', httpOnly: true, sameSite: 'Strict' });
    const study = (cookie?: string) => t.app.inject({ method: 'GET', url: `/imaging/viewer/study?token=${encodeURIComponent(token)}`, headers: cookie ? { cookie } : {} });
    expect((await study(`pp_viewer=${set!.value}`)).statusCode).toBe(200);
    expect((await study()).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/api/clinic/auth/sign-out', cookie: doctor.cookie })).statusCode).toBeLessThan(300);
    expect((await study(`pp_viewer=${set!.value}`)).statusCode).toBe(404);
  });
});

describe('who enters results, in which unit, recorded as whom (issue 27)', () => {
  const named = async (roles: Array<'DOCTOR' | 'NURSE'>, name: string, lastName: string, unitIds: number[] = []) => {
    const member = await clinicMember(t, roles, unitIds);
    await t.deps.db.update(staffMembers).set({ name, lastName }).where(eq(staffMembers.id, member.id));
    return member;
  };

  it('records who entered the values and when, the publisher of its WYNIK document, and shows both to the patient', async () => {
    const { account, record } = await patient('Irena');
    const nurse = await named(['NURSE'], 'Nina', 'Wprowadzająca');
    const doctor = await named(['DOCTOR'], 'Damian', 'Publikujący');
    const order = (
      await t.request({ method: 'POST', url: `/api/clinic/patients/${record.id}/test-results`, cookie: doctor.cookie, payload: { name: 'Glukoza na czczo', kind: 'LAB', orderedAt: '2026-01-10T08:00:00.000Z', elements: [{ code: 'GLU', name: 'Glukoza', unit: 'mg/dl', referenceLow: 70, referenceHigh: 99, referenceText: null }], unitId: null, encounterId: null } })
    ).json();
    expect(order.resultedBy).toBeNull();
    const from = t.clock.now().getTime();
    const entered = await t.request({
      method: 'PUT',
      url: `/api/clinic/test-results/${order.id}`,
      cookie: nurse.cookie,
      payload: { resultDate: '2026-01-11T08:00:00.000Z', description: null, elements: [{ ...order.elements[0], value: '92', method: null }] },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().resultedBy).toMatchObject({ name: 'Nina Wprowadzająca' });
    expect(Date.parse(entered.json().resultedBy.at)).toSatisfy((ms: number) => ms >= from && ms <= t.clock.now().getTime());
    const [row] = await t.deps.db.select().from(resultOrders).where(eq(resultOrders.id, order.id));
    expect(row.resultedByStaffId).toBe(nurse.id);

    const published = await t.request({ method: 'POST', url: `/api/clinic/test-results/${order.id}/publish`, cookie: doctor.cookie });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().resultedBy).toEqual(entered.json().resultedBy);
    const [document] = await t.deps.db.select().from(clinicalDocuments).where(and(eq(clinicalDocuments.patientId, record.id), eq(clinicalDocuments.typeCode, 'WYNIK')));
    expect(document.publishedByStaffId).toBe(doctor.id);

    const cookie = await t.as(account.id);
    const seen = (await t.request({ method: 'GET', url: `/api/mpi/test-results/mpi-user/${record.id}`, cookie })).json();
    expect(seen.items[0].resultedBy).toEqual(entered.json().resultedBy);
    const documents = (await t.request({ method: 'GET', url: `/api/mpi/clinical-documents/mpi-user/${record.id}?pageIndex=-1&pageSize=-1`, cookie })).json();
    expect(documents.items.find((d: { type: string }) => d.type === 'WYNIK').publishedBy).toMatchObject({ name: 'Damian Publikujący' });
  });

  it("answers 400 to a new order in a unit outside a unit-limited member, or naming another unit's visit, as to an unknown id", async () => {
    const { record } = await patient('Jolanta');
    const units = await demoUnitIds(t);
    const everywhere = await clinicMember(t, ['DOCTOR']);
    const local = await clinicMember(t, ['DOCTOR'], [units.primaryCare]);
    const yesterday = new Date(t.clock.now().getTime() - 86_400_000).toISOString();
    const theirVisit = await makeVisit(t, everywhere.cookie, record.id, { unitId: units.specialist, speciality: 'KARDIOLOGIA', startTime: yesterday, close: false });
    const ownVisit = await makeVisit(t, everywhere.cookie, record.id, { unitId: units.primaryCare, startTime: yesterday, close: false });
    const order = (o: { unitId?: number | null; encounterId?: number | null }) =>
      t.request({
        method: 'POST',
        url: `/api/clinic/patients/${record.id}/test-results`,
        cookie: local.cookie,
        payload: { name: 'Glukoza na czczo', kind: 'LAB', orderedAt: '2026-01-10T08:00:00.000Z', elements: [], unitId: o.unitId ?? null, encounterId: o.encounterId ?? null },
      });
    const foreignUnit = await order({ unitId: units.specialist });
    expect(foreignUnit.statusCode, foreignUnit.body).toBe(400);
    expect(foreignUnit.json()).toEqual((await order({ unitId: 999_999 })).json());
    const foreignVisit = await order({ encounterId: theirVisit.id });
    expect(foreignVisit.statusCode, foreignVisit.body).toBe(400);
    expect(foreignVisit.json()).toEqual((await order({ encounterId: 2_000_000_000 })).json());
    // Her own unit, and a visit of it still open (an order made during the visit).
    const own = await order({ unitId: units.primaryCare, encounterId: ownVisit.id });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ unit: { id: units.primaryCare }, encounterId: ownVisit.id });
  });
});
