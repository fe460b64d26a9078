import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSharedDocumentsQuerySchema } from '@portal/contracts';
import { addDays } from '@portal/domain';
import { consents, partnerPersonnel, partners } from '../../db/schema/index';
import { clinicToday } from '../../lib/clinic-time';
import { ownPatientIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';
import { doctorOf, makeDocument } from '../../test/records-kit';
import { makeResult } from '../../test/results-kit';
import { documentsSharedWithPartner, partnerSeesDocument } from './consents-service';

/*
 * Document sharing (issue 30 item 5) and carer authorisations (item 4): the switch of a result or a
 * document, the button, the register's consentDocShared, what a partner's staff see (exactly the shared
 * documents, nothing of another partner or person, the whole record under a whole-record consent), and
 * a carer authorisation's CRUD with its date rules.
 */

let t: TestApp;
let anna: string;
let annaId: number;
let janId: number;
let occupational: number;
let insurer: number;
let doctor: number;
let nurse: number;
const today = () => clinicToday(t.clock.now());

beforeAll(async () => {
  t = await createTestApp();
  anna = await t.login('anna');
  annaId = await ownPatientIdOf(t, 'anna.kowalska@example.com');
  janId = await ownPatientIdOf(t, 'jan.kowalski@example.com');
  const partnerId = async (name: string) => (await t.deps.db.select({ id: partners.id }).from(partners).where(eq(partners.name, name)))[0].id;
  occupational = await partnerId('Medycyna Pracy BHP-Med sp. z o.o.');
  insurer = await partnerId('Towarzystwo Ubezpieczeń Zdrowie S.A.');
  const person = async (lastName: string) => (await t.deps.db.select({ id: partnerPersonnel.id }).from(partnerPersonnel).where(eq(partnerPersonnel.lastName, lastName)))[0].id;
  doctor = await person('Malinowski');
  nurse = await person('Sikora');
});
afterAll(() => t.close());

const get = (url: string, cookie = anna) => t.request({ method: 'GET', url: `/api${url}`, cookie });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload: object | undefined, cookie = anna) => t.request({ method, url: `/api${url}`, payload, cookie });
const seen = async (who: { partnerId: number; personnelId: number | null }) =>
  (await documentsSharedWithPartner(t.deps, who, partnerSharedDocumentsQuerySchema.parse({ pageSize: 100 }))).items.map((d) => `${d.docType}:${d.documentId}:${d.patient.id}`);

describe('sharing a document with partners', () => {
  it("switches Anna's result and document off and on, as the register and the partner's doctor see them", async () => {
    expect((await get(`/mpi/partners/mpi-user/${annaId}/consent-doc-button-enabled`)).json()).toEqual({ value: true });
    const shared = (await get(`/mpi/consents/mpi-user/consentDoc/${annaId}`)).json();
    expect(shared).toEqual([expect.objectContaining({ docType: 'RES', systemName: 'PORTAL', shared: true, partners: [{ id: occupational, name: 'Medycyna Pracy BHP-Med sp. z o.o.' }] })]);
    const resultId: number = shared[0].documentId;
    const results = (await get(`/mpi/test-results/mpi-user/${annaId}?after=${addDays(today(), -365 * 3)}&pageSize=100`)).json().items as Array<{ id: number; consentDocShared: boolean }>;
    expect(results.filter((r) => r.consentDocShared).map((r) => r.id)).toEqual([resultId]);

    // The doctor named by her consent sees exactly that result; the nurse of the same partner and the insurer nothing.
    expect(await seen({ partnerId: occupational, personnelId: doctor })).toEqual([`RES:${resultId}:${annaId}`]);
    expect(await seen({ partnerId: occupational, personnelId: nurse })).toEqual([]);
    expect(await seen({ partnerId: insurer, personnelId: null })).toEqual([]);
    expect(await partnerSeesDocument(t.deps, { partnerId: occupational, personnelId: doctor }, 'RES', resultId)).toBe(true);
    expect(await partnerSeesDocument(t.deps, { partnerId: insurer, personnelId: null }, 'RES', resultId)).toBe(false);

    const paused = await send('PUT', `/mpi/consents/mpi-user/consentDoc/${annaId}`, { documentId: resultId, docType: 'RES', systemName: 'PORTAL', shared: false });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ documentId: resultId, shared: false, partners: [] });
    expect((await get(`/mpi/consents/mpi-user/consentDoc/${annaId}`)).json()).toEqual([]);
    expect(await seen({ partnerId: occupational, personnelId: doctor })).toEqual([]);

    // A clinical document of hers, shared with the same doctor (docType DOC).
    const document = await makeDocument(t, await doctorOf(t), annaId, { title: 'Zaświadczenie dla medycyny pracy' });
    const again = await send('POST', `/mpi/consents/mpi-user/consentDoc/${annaId}`, { documentId: document.id, docType: 'DOC' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ docType: 'DOC', shared: true });
    expect((await send('POST', `/mpi/consents/mpi-user/consentDoc/${annaId}`, { documentId: document.id, docType: 'DOC' })).json().sharedAt).toBe(again.json().sharedAt);
    const documents = (await get(`/mpi/clinical-documents/mpi-user/${annaId}?pageSize=100`)).json();
    const listed = (Array.isArray(documents) ? documents : documents.items) as Array<{ id: number; consentDocShared: boolean }>;
    expect(listed.find((d) => d.id === document.id)?.consentDocShared).toBe(true);
    expect(listed.filter((d) => d.consentDocShared)).toHaveLength(1);
    const doctorSees = await documentsSharedWithPartner(t.deps, { partnerId: occupational, personnelId: doctor }, partnerSharedDocumentsQuerySchema.parse({}));
    expect(doctorSees.items).toEqual([expect.objectContaining({ docType: 'DOC', documentId: document.id, title: 'Zaświadczenie dla medycyny pracy', patient: expect.objectContaining({ id: annaId, name: 'Anna' }), onlySelectedDocuments: true })]);

    // Not hers: refused as an unknown document; the register's id of another patient too.
    const other = await makeResult(t, janId);
    const foreign = await send('POST', `/mpi/consents/mpi-user/consentDoc/${annaId}`, { documentId: other.id, docType: 'RES' });
    expect(foreign.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'documentId' }] });
  });

  it('has no switch without a signed partner consent for selected documents, and a whole-record consent shows every published result', async () => {
    const account = await t.make.account();
    const me = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED' });
    const cookie = await t.as(account.id);
    const result = await makeResult(t, me.id);
    const draft = await makeResult(t, me.id, { publish: false });
    expect((await get(`/mpi/partners/mpi-user/${me.id}/consent-doc-button-enabled`, cookie)).json()).toEqual({ value: false });
    const refused = await send('POST', `/mpi/consents/mpi-user/consentDoc/${me.id}`, { documentId: result.id }, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('CONSENT_DOC_NO_CONSENT');

    // A whole-record consent to the insurer, signed at the desk: its staff see her published results, not the draft.
    const made = await send('POST', '/mpi/consents/partner/mpi-user', { patientId: me.id, authorizedPartnerId: insurer, personnelId: null, onlySelectedDocuments: false, validFrom: today() }, cookie);
    expect(made.statusCode, made.body).toBe(201);
    expect(await seen({ partnerId: insurer, personnelId: null })).toEqual([]);
    await t.deps.db.update(consents).set({ status: 'SIGNED', signedAt: t.clock.now() }).where(eq(consents.id, made.json().id));
    // Her published result, and the document its publication filed in her record; nobody else's.
    const whole = await seen({ partnerId: insurer, personnelId: null });
    expect(whole).toContain(`RES:${result.id}:${me.id}`);
    expect(whole.every((d) => d.endsWith(`:${me.id}`))).toBe(true);
    expect(await partnerSeesDocument(t.deps, { partnerId: insurer, personnelId: null }, 'RES', draft.id)).toBe(false);
    // Still no switch: the whole record needs none.
    expect((await get(`/mpi/partners/mpi-user/${me.id}/consent-doc-button-enabled`, cookie)).json()).toEqual({ value: false });
    // Withdrawn: nothing.
    await send('PUT', `/mpi/consents/mpi-user/${made.json().id}`, undefined, cookie);
    expect(await seen({ partnerId: insurer, personnelId: null })).toEqual([]);
  });
});

describe("a partner's staff in the console (role PARTNER)", () => {
  const staffGet = (url: string, cookie: string) => t.request({ method: 'GET', url: `/api/clinic${url}`, cookie });
  const member = async (partnerId: number, personnelId: number | null) => t.asStaff((await t.make.staff({ roles: ['PARTNER'], partnerId, partnerPersonnelId: personnelId })).id);
  const listedFor = async (cookie: string, patientId: number, query = '') => {
    const res = await staffGet(`/shared-documents?pageSize=100${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as Array<{ docType: string; documentId: number; patient: { id: number } }>).filter((d) => d.patient.id === patientId).map((d) => `${d.docType}:${d.documentId}`);
  };

  it('sees exactly what is shared with her partner or with her, through the routes, each read in the patient\'s access log', async () => {
    const account = await t.make.account();
    const me = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED', lastName: 'Udostępniająca', nationalId: '85031512345' });
    const cookie = await t.as(account.id);
    const shared = await makeResult(t, me.id);
    const kept = await makeResult(t, me.id);
    const made = await send('POST', '/mpi/consents/partner/mpi-user', { patientId: me.id, authorizedPartnerId: occupational, personnelId: doctor, onlySelectedDocuments: true, validFrom: today() }, cookie);
    expect(made.statusCode, made.body).toBe(201);
    await t.deps.db.update(consents).set({ status: 'SIGNED', signedAt: t.clock.now() }).where(eq(consents.id, made.json().id));
    expect((await send('POST', `/mpi/consents/mpi-user/consentDoc/${me.id}`, { documentId: shared.id, docType: 'RES' }, cookie)).statusCode).toBe(200);

    const theDoctor = await member(occupational, doctor);
    const theNurse = await member(occupational, nurse);
    const theInsurer = await member(insurer, null);
    expect(await listedFor(theDoctor, me.id)).toEqual([`RES:${shared.id}`]);
    expect(await listedFor(theNurse, me.id)).toEqual([]);
    expect(await listedFor(theInsurer, me.id)).toEqual([]);
    // The filters: the type, her PESEL, the title, the days.
    expect(await listedFor(theDoctor, me.id, '&docType=DOC')).toEqual([]);
    expect(await listedFor(theDoctor, me.id, '&patient=8503151')).toEqual([`RES:${shared.id}`]);
    expect(await listedFor(theDoctor, me.id, '&patient=udostępniaj')).toEqual([`RES:${shared.id}`]);
    expect(await listedFor(theDoctor, me.id, '&title=zzzz')).toEqual([]);
    expect(await listedFor(theDoctor, me.id, `&dateFrom=${addDays(today(), 1)}`)).toEqual([]);
    expect((await staffGet(`/shared-documents?dateFrom=${today()}&dateTo=${addDays(today(), -1)}`, theDoctor)).statusCode).toBe(400);

    // The result with its values; another, not shared, or the same to another person: 404 exactly as an unknown id.
    const opened = await staffGet(`/shared-documents/RES/${shared.id}`, theDoctor);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ patient: { id: me.id, lastName: 'Udostępniająca', nationalIdentificationNumber: '85031512345' }, result: { id: shared.id } });
    expect(opened.json().result.elements.length).toBeGreaterThan(0);
    const unknown = await staffGet('/shared-documents/RES/2000000000', theDoctor);
    expect(unknown.statusCode).toBe(404);
    for (const [url, who] of [
      [`/shared-documents/RES/${kept.id}`, theDoctor],
      [`/shared-documents/RES/${shared.id}`, theNurse],
      [`/shared-documents/RES/${shared.id}`, theInsurer],
      [`/shared-documents/DOC/${shared.id}`, theDoctor],
    ] as const) {
      const res = await staffGet(url, who);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    // Her access log shows the partner's member listing and opening it.
    const log = (await get('/mpi/accounts/mpi-user/access-log?pageSize=50', cookie)).json().items as Array<{ what: string; staffRoles: string[] }>;
    expect(log.map((r) => r.what)).toEqual(expect.arrayContaining(['PARTNER_DOCUMENTS', 'PARTNER_DOCUMENT']));
    expect(log.find((r) => r.what === 'PARTNER_DOCUMENT')?.staffRoles).toEqual(['PARTNER']);

    // Paused: gone at once.
    expect((await send('PUT', `/mpi/consents/mpi-user/consentDoc/${me.id}`, { documentId: shared.id, docType: 'RES', systemName: 'PORTAL', shared: false }, cookie)).statusCode).toBe(200);
    expect(await listedFor(theDoctor, me.id)).toEqual([]);
    expect((await staffGet(`/shared-documents/RES/${shared.id}`, theDoctor)).statusCode).toBe(404);

    // A whole-record consent to the insurer: its member sees her results and documents, and opens a document and its PDF.
    const whole = await send('POST', '/mpi/consents/partner/mpi-user', { patientId: me.id, authorizedPartnerId: insurer, personnelId: null, onlySelectedDocuments: false, validFrom: today() }, cookie);
    await t.deps.db.update(consents).set({ status: 'SIGNED', signedAt: t.clock.now() }).where(eq(consents.id, whole.json().id));
    const document = await makeDocument(t, await doctorOf(t), me.id, { title: 'Zaświadczenie dla ubezpieczyciela' });
    const seenByInsurer = await listedFor(theInsurer, me.id);
    expect(seenByInsurer).toEqual(expect.arrayContaining([`RES:${shared.id}`, `RES:${kept.id}`, `DOC:${document.id}`]));
    expect(await listedFor(theDoctor, me.id)).toEqual([]);
    const doc = await staffGet(`/shared-documents/DOC/${document.id}`, theInsurer);
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json()).toMatchObject({ patient: { id: me.id }, document: { id: document.id, title: 'Zaświadczenie dla ubezpieczyciela' } });
    const pdf = await staffGet(`/shared-documents/DOC/${document.id}/file`, theInsurer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('pdf');
    expect((await staffGet(`/shared-documents/DOC/${document.id}/file`, theDoctor)).statusCode).toBe(404);

    // The partner deactivated: nothing, at once; active again, and the consent withdrawn: nothing.
    await t.deps.db.update(partners).set({ active: false }).where(eq(partners.id, insurer));
    expect(await listedFor(theInsurer, me.id)).toEqual([]);
    expect((await staffGet(`/shared-documents/DOC/${document.id}`, theInsurer)).statusCode).toBe(404);
    await t.deps.db.update(partners).set({ active: true }).where(eq(partners.id, insurer));
    await send('PUT', `/mpi/consents/mpi-user/${whole.json().id}`, undefined, cookie);
    expect(await listedFor(theInsurer, me.id)).toEqual([]);
  });

  it('is 403 on every other console route and they on hers; her own account and the dashboard answer her', async () => {
    const theDoctor = await member(occupational, doctor);
    for (const url of ['/staff', '/patients/1/consents', '/test-results', '/messages/boxes']) expect((await staffGet(url, theDoctor)).statusCode, url).toBe(403);
    const me = await staffGet('/auth/me', theDoctor);
    expect(me.json()).toMatchObject({ roles: ['PARTNER'], units: [], partner: { id: occupational, name: 'Medycyna Pracy BHP-Med sp. z o.o.', personnelId: doctor, personName: 'Krzysztof Malinowski' } });
    expect((await staffGet('/dashboard', theDoctor)).json()).toEqual({ queues: [] });
    const registrar = await t.asStaff((await t.make.staff({ roles: ['REGISTRAR'] })).id);
    for (const url of ['/shared-documents', '/shared-documents/RES/1', '/shared-documents/DOC/1', '/shared-documents/DOC/1/file']) expect((await staffGet(url, registrar)).statusCode, url).toBe(403);
  });

  it('is given by the administrator alone, with her partner and a person of its personnel', async () => {
    const admin = await t.asStaff((await t.make.staff({ roles: ['ADMIN'] })).id);
    const create = (over: object) =>
      t.request({ method: 'POST', url: '/api/clinic/staff', cookie: admin, payload: { login: `partner.${Math.random().toString(36).slice(2, 8)}`, name: 'Ola', lastName: 'Partnerska', roles: ['PARTNER'], unitIds: [], temporaryPassword: 'Tymczasowe#Haslo2026', ...over } });
    expect((await create({})).json()).toMatchObject({ errorCode: 'STAFF_PARTNER_REQUIRED', errors: [{ path: 'partnerId' }] });
    expect((await create({ roles: ['PARTNER', 'DOCTOR'], partnerId: occupational })).json()).toMatchObject({ errorCode: 'STAFF_PARTNER_ROLE_ALONE' });
    expect((await create({ partnerId: insurer, partnerPersonnelId: doctor })).json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'partnerPersonnelId' }] });
    expect((await create({ partnerId: 2_000_000_000 })).json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'partnerId' }] });
    expect((await create({ roles: ['DOCTOR'], partnerId: occupational })).json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'partnerId' }] });
    const made = await create({ partnerId: occupational, partnerPersonnelId: nurse });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ roles: ['PARTNER'], units: [], partner: { id: occupational, personnelId: nurse, personName: 'Barbara Sikora' } });
    const id = made.json().id;
    const put = (over: object) => t.request({ method: 'PUT', url: `/api/clinic/staff/${id}`, cookie: admin, payload: { name: 'Ola', lastName: 'Partnerska', email: null, roles: ['PARTNER'], unitIds: [], practitionerId: null, ...over } });
    expect((await put({ partnerId: null })).json().errorCode).toBe('STAFF_PARTNER_REQUIRED');
    expect((await put({ partnerId: insurer })).json()).toMatchObject({ partner: { id: insurer, personnelId: null, personName: null } });
    expect((await put({ roles: ['REGISTRAR'] })).json()).toMatchObject({ roles: ['REGISTRAR'], partner: null });
  });
});

describe('carer authorisations', () => {
  const carer = (patientId: number, over: object = {}) => ({
    patientId,
    name: 'Tomasz',
    lastName: 'Nowak',
    patientCarerNationalId: '79070203178',
    typeAuthorizationDocument: 'NOTARIAL',
    dateFrom: today(),
    dateTo: addDays(today(), 365),
    url: 'https://dokumenty.example/upowaznienie.pdf',
    address: { street: 'ul. Polna', houseNumber: '3', postalCode: '30-001', city: 'Kraków' },
    ...over,
  });

  it('gives, reads, changes and deletes one, with the rules of its dates and identity', async () => {
    const made = await send('POST', '/mpi/patient-entries/mpi-user/carer-auth', carer(annaId));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ patientId: annaId, name: 'Tomasz', country: 'PL', typeAuthorizationDocument: 'NOTARIAL', inForce: true, patientCarerId: null, address: { countryCode: 'PL', countryName: 'Polska' } });
    const id = made.json().id;
    expect((await get(`/mpi/patient-entries/mpi-user/${annaId}/carer-auth`)).json().map((c: { id: number }) => c.id)).toContain(id);

    const reversed = await send('POST', '/mpi/patient-entries/mpi-user/carer-auth', carer(annaId, { dateFrom: addDays(today(), 5), dateTo: addDays(today(), 2) }));
    expect(reversed.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'dateTo' }] });
    const past = await send('POST', '/mpi/patient-entries/mpi-user/carer-auth', carer(annaId, { dateFrom: addDays(today(), -30), dateTo: addDays(today(), -1) }));
    expect(past.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'dateTo' }] });
    const noIdentity = await send('POST', '/mpi/patient-entries/mpi-user/carer-auth', carer(annaId, { patientCarerNationalId: null }));
    expect(noIdentity.json().errors[0].path).toBe('patientCarerNationalId');
    const foreigner = await send('POST', '/mpi/patient-entries/mpi-user/carer-auth', carer(annaId, { patientCarerNationalId: null, documentNumber: 'FX 123456', country: 'de' }));
    expect(foreigner.json()).toMatchObject({ patientCarerNationalId: null, documentNumber: 'FX 123456', country: 'DE' });
    // Only for her own record.
    expect((await send('POST', '/mpi/patient-entries/mpi-user/carer-auth', carer(janId))).json().errorCode).toBe('CONSENT_PATIENT_ROLE');

    const changed = await send('PATCH', `/mpi/patient-entries/mpi-user/carer-auth/${id}`, { ...carer(annaId), patientId: undefined, dateTo: null, typeAuthorizationDocument: 'WRITTEN' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, dateTo: null, typeAuthorizationDocument: 'WRITTEN' });
    // Her guardian changes her ward's; a stranger's is unknown.
    const stranger = await t.make.account();
    expect((await send('PATCH', `/mpi/patient-entries/mpi-user/carer-auth/${id}`, { ...carer(annaId), patientId: undefined }, await t.as(stranger.id))).statusCode).toBe(404);
    // The DELETE names the patient: another patient's path is unknown.
    expect((await send('DELETE', `/mpi/patient-entries/mpi-user/${janId}/carer-auth/${id}`, undefined)).statusCode).toBe(404);
    expect((await send('DELETE', `/mpi/patient-entries/mpi-user/${annaId}/carer-auth/${id}`, undefined)).statusCode).toBe(204);
    expect((await send('DELETE', `/mpi/patient-entries/mpi-user/${annaId}/carer-auth/${id}`, undefined)).statusCode).toBe(404);
  });
});
