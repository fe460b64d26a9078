import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDS_PAGE_MAX } from '@portal/domain';
import { documentRequests, outbox, staffMembers, staffReads } from '../../db/schema/index';
import { clinicMember } from '../../test/clinic-members';
import { createTestApp, type TestApp } from '../../test/helper';
import { multipart, samples } from '../../test/multipart';
import { makeDocument } from '../../test/records-kit';

/** Requests for copies of documentation (spec part 1 §5, §7): the patient's side and the registration desk's. */

let t: TestApp;
let doctor: string;
let desk: string;
beforeAll(async () => {
  t = await createTestApp();
  doctor = (await clinicMember(t, ['DOCTOR'])).cookie;
  desk = (await clinicMember(t, ['REGISTRAR'])).cookie;
});
afterAll(() => t.close());

async function patient(name = 'Jan') {
  const account = await t.make.account({ name, lastName: 'Wnioskowy' });
  const record = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED', name, lastName: 'Wnioskowy' });
  const cookie = await t.as(account.id);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.request({ method, url: `/api/mpi/cdoc-requests${url}`, payload, cookie });
  return { account, record, cookie, call };
}
const body = (patientId: number, ids: number[], over: object = {}) => ({ patientId, clinicalDocumentIds: ids, description: 'Proszę o kopię.', deliveryMethod: 'PORTAL', ...over });
const clinic = (method: 'GET' | 'POST', url: string, payload?: object) => t.request({ method, url: `/api/clinic/document-requests${url}`, payload, cookie: desk });

describe('document requests', () => {
  it('asks for published documents of the patient only; by post needs an address', async () => {
    const me = await patient();
    const doc = await makeDocument(t, doctor, me.record.id);
    const draft = await makeDocument(t, doctor, me.record.id, { publish: false });
    const other = await makeDocument(t, doctor, (await t.make.patient()).id);
    expect((await me.call('POST', '/mpi-user', body(me.record.id, [draft.id]))).json().errorCode).toBe('DOCUMENT_REQUEST_DOCUMENTS_INVALID');
    expect((await me.call('POST', '/mpi-user', body(me.record.id, [other.id]))).statusCode).toBe(400);
    expect((await me.call('POST', '/mpi-user', body(me.record.id, []))).statusCode).toBe(400);
    expect((await me.call('POST', '/mpi-user', body(me.record.id, [doc.id], { deliveryMethod: 'POST' }))).json().errors[0].path).toBe('address');
    const stranger = await patient('Obcy');
    expect((await stranger.call('POST', '/mpi-user', body(me.record.id, [doc.id]))).statusCode).toBe(404);

    const made = await me.call('POST', '/mpi-user', body(me.record.id, [doc.id], { deliveryMethod: 'POST', address: { street: 'Długa', houseNumber: '5', apartmentNumber: null, postalCode: '30-001', city: 'Kraków' } }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ status: 'REGISTERED', completed: false, documents: [{ id: doc.id, typeName: 'Zaświadczenie lekarskie' }], address: { city: 'Kraków' }, patientName: 'Jan Wnioskowy' });
    const id = made.json().id;
    expect((await me.call('GET', `/${id}`)).json()).toMatchObject({ id, status: 'REGISTERED', completed: false, completedAt: null });
    expect((await me.call('GET', `/mpi-user/${id}`)).statusCode).toBe(200);
    expect((await stranger.call('GET', `/mpi-user/${id}`)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/${id}`)).statusCode).toBe(404);
    expect((await me.call('GET', '/settings')).json().deliveryMethods).toContain('PORTAL');

    // The documents' types in the language the page shows, on both sides.
    const inUkrainian = await t.request({ method: 'GET', url: `/api/mpi/cdoc-requests/mpi-user/${id}`, cookie: me.cookie, headers: { 'accept-language': 'uk' } });
    expect(inUkrainian.json().documents).toMatchObject([{ id: doc.id, typeName: 'Медична довідка' }]);
    const list = await t.request({ method: 'GET', url: '/api/mpi/cdoc-requests/mpi-user', cookie: me.cookie, headers: { 'accept-language': 'en' } });
    expect(list.json().items.find((r: { id: number }) => r.id === id).documents).toMatchObject([{ typeName: 'Medical certificate' }]);
    const queue = await t.request({ method: 'GET', url: `/api/clinic/document-requests/${id}`, cookie: desk, headers: { 'accept-language': 'en' } });
    expect(queue.json().documents).toMatchObject([{ typeName: 'Medical certificate' }]);
  });

  it('the desk attaches a copy and completes it; the asker is told, downloads the copy; closed requests refuse changes', async () => {
    const me = await patient('Ewa');
    const doc = await makeDocument(t, doctor, me.record.id);
    const { id } = (await me.call('POST', '/mpi-user', body(me.record.id, [doc.id]))).json();
    expect((await clinic('POST', `/${id}/status`, { status: 'COMPLETED', comment: null })).statusCode).toBe(400);
    const attached = await t.request({ method: 'POST', url: `/api/clinic/document-requests/${id}/attachments`, ...multipart([{ name: 'kopia.pdf', content: samples.pdf }]), cookie: desk });
    expect(attached.statusCode, attached.body).toBe(200);
    const fileId = attached.json().attachments[0].id;
    expect((await clinic('POST', `/${id}/status`, { status: 'IN_PROGRESS', comment: null })).json().status).toBe('IN_PROGRESS');
    const done = await clinic('POST', `/${id}/status`, { status: 'COMPLETED', comment: 'Kopia w portalu.' });
    expect(done.json()).toMatchObject({ status: 'COMPLETED', completed: true, clinicComment: 'Kopia w portalu.', requestedBy: 'Ewa Wnioskowy' });
    expect((await clinic('POST', `/${id}/status`, { status: 'REJECTED', comment: null })).json().errorCode).toBe('DOCUMENT_REQUEST_STATE');
    expect((await t.request({ method: 'DELETE', url: `/api/clinic/document-requests/${id}/attachments/${fileId}`, cookie: desk })).statusCode).toBe(409);

    await t.deps.jobs.runDue();
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, me.account.email!));
    const mail = mails.find((m) => m.subject === 'Wniosek o dokumentację medyczną został rozpatrzony')!;
    expect(mail.body).not.toContain('Kopia w portalu');
    const guid = mail.body.match(/\/login\?nguid=([0-9a-f-]{36})/)![1];
    const target = await t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/notifications/${guid}`, cookie: me.cookie });
    expect(target.json()).toEqual({ target: 'DOCUMENT_REQUESTS', contextId: String(id), patientId: me.record.id });

    expect((await me.call('GET', `/mpi-user/attachments/${id}`)).json()).toMatchObject([{ id: fileId, fileName: 'kopia.pdf' }]);
    const copy = await me.call('GET', `/mpi-user/${id}/attachments/${fileId}`);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    const list = (await me.call('GET', '/mpi-user?onlyUncompleted=true')).json();
    expect(list.items).toHaveLength(0);
    expect((await me.call('GET', '/mpi-user')).json().items.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await me.call('GET', `/mpi-user?registeredAfter=${Date.now() + 3_600_000}`)).json().items).toHaveLength(0);
  });

  it('records who decided a request and when; the asker sees it, and a request in progress names no one yet', async () => {
    const me = await patient('Zofia');
    const doc = await makeDocument(t, doctor, me.record.id);
    const { id } = (await me.call('POST', '/mpi-user', body(me.record.id, [doc.id], { deliveryMethod: 'IN_PERSON' }))).json();
    const handler = await clinicMember(t, ['REGISTRAR']);
    await t.deps.db.update(staffMembers).set({ name: 'Renata', lastName: 'Rozpatrująca' }).where(eq(staffMembers.id, handler.id));
    const as = (payload: object) => t.request({ method: 'POST', url: `/api/clinic/document-requests/${id}/status`, payload, cookie: handler.cookie });
    expect((await as({ status: 'IN_PROGRESS', comment: null })).json()).toMatchObject({ status: 'IN_PROGRESS', handledBy: null });
    const from = t.clock.now().getTime();
    const done = await as({ status: 'COMPLETED', comment: 'Do odbioru w rejestracji.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().handledBy).toEqual({ name: 'Renata Rozpatrująca', at: done.json().completedAt });
    expect(Date.parse(done.json().completedAt)).toSatisfy((ms: number) => ms >= from && ms <= t.clock.now().getTime());
    const [row] = await t.deps.db.select().from(documentRequests).where(eq(documentRequests.id, id));
    expect([row.handledByStaffId, row.handledByName]).toEqual([handler.id, 'Renata Rozpatrująca']);
    expect((await me.call('GET', `/mpi-user/${id}`)).json().handledBy).toEqual(done.json().handledBy);
  });

  it('the queue shows open requests oldest first and the dashboard counts them; a guardian whose link ends loses them', async () => {
    const ward = await t.make.patient({ name: 'Podopieczna' });
    const guardian = await t.make.account({ name: 'Opiekun' });
    await t.make.link(guardian.id, ward.id, { role: 'WARD', status: 'CONFIRMED' });
    const doc = await makeDocument(t, doctor, ward.id);
    const cookie = await t.as(guardian.id);
    const first = (await t.request({ method: 'POST', url: '/api/mpi/cdoc-requests/mpi-user', payload: body(ward.id, [doc.id]), cookie })).json();
    t.clock.advance(1000);
    const second = (await t.request({ method: 'POST', url: '/api/mpi/cdoc-requests/mpi-user', payload: body(ward.id, [doc.id], { deliveryMethod: 'IN_PERSON' }), cookie })).json();
    const queue = (await clinic('GET', `?onlyOpen=true&patientId=${ward.id}`)).json();
    expect(queue.items.map((r: { id: number }) => r.id)).toEqual([first.id, second.id]);
    expect((await clinic('GET', `/${first.id}`)).json().patientName).toBe('Podopieczna Testowy');
    const dashboard = await t.request({ method: 'GET', url: '/api/clinic/dashboard', cookie: desk });
    expect(JSON.stringify(dashboard.json())).toContain('DOCUMENT_REQUESTS');
    expect((await clinic('POST', `/${second.id}/status`, { status: 'COMPLETED', comment: 'Do odbioru w rejestracji.' })).json().status).toBe('COMPLETED');

    await t.request({ method: 'DELETE', url: `/api/mpi/accounts/mpi-user/patients/${ward.id}`, cookie });
    const later = await t.as(guardian.id);
    expect((await t.request({ method: 'GET', url: `/api/mpi/cdoc-requests/mpi-user/${first.id}`, cookie: later })).statusCode).toBe(404);
  });

  it('the queue writes one DOCUMENT_REQUESTS row per patient on its page (not per request), shown in the patient\'s access log', async () => {
    const me = await patient('Lidia');
    const other = await patient('Marek');
    const mine = await makeDocument(t, doctor, me.record.id);
    const theirs = await makeDocument(t, doctor, other.record.id);
    expect((await me.call('POST', '/mpi-user', body(me.record.id, [mine.id]))).statusCode).toBe(201);
    expect((await me.call('POST', '/mpi-user', body(me.record.id, [mine.id], { deliveryMethod: 'IN_PERSON' }))).statusCode).toBe(201);
    expect((await other.call('POST', '/mpi-user', body(other.record.id, [theirs.id]))).statusCode).toBe(201);
    const registrar = await clinicMember(t, ['REGISTRAR']);
    const queue = await t.request({ method: 'GET', url: `/api/clinic/document-requests?patientId=${me.record.id}`, cookie: registrar.cookie });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().items).toHaveLength(2);
    const reads = await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, registrar.id));
    expect(reads.map((r) => [r.patientId, r.what])).toEqual([[me.record.id, 'DOCUMENT_REQUESTS']]);
    const whole = await t.request({ method: 'GET', url: `/api/clinic/document-requests?pageSize=${RECORDS_PAGE_MAX}`, cookie: registrar.cookie });
    const onPage = new Set<number>(whole.json().items.map((r: { patientId: number }) => r.patientId));
    expect([...onPage]).toEqual(expect.arrayContaining([me.record.id, other.record.id]));
    const after = await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, registrar.id));
    expect(after).toHaveLength(1 + onPage.size);
    const log = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/access-log', cookie: me.cookie })).json();
    expect(log.items).toContainEqual(expect.objectContaining({ what: 'DOCUMENT_REQUESTS', staffRoles: ['REGISTRAR'], patient: expect.objectContaining({ id: me.record.id }) }));
  });
});
