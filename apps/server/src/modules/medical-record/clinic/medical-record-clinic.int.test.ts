import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicalDocuments, encounterDiagnoses, encounters, staffMembers, staffReads, waitingListEntries } from '../../../db/schema/index';
import { clinicToday } from '../../../lib/clinic-time';
import { pdfText } from '../../../test/pdf-text';
import { clinicMember, demoUnitIds } from '../../../test/clinic-members';
import { createTestApp, type TestApp } from '../../../test/helper';
import { samples } from '../../../test/multipart';
import { makeDocument } from '../../../test/records-kit';

/** The console's side of the register: visits, documents, notes, the waiting list, the read audit. */

let t: TestApp;
let doctor: { id: number; cookie: string };
let units: { primaryCare: number; specialist: number };
beforeAll(async () => {
  t = await createTestApp();
  doctor = await clinicMember(t, ['DOCTOR']);
  units = await demoUnitIds(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = doctor.cookie) => t.request({ method, url: `/api/clinic${url}`, payload, cookie });
const yesterday = () => new Date(t.clock.now().getTime() - 86_400_000).toISOString();

function form(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = `----rec${crypto.randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`), file.content, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('visits in the console', () => {
  it('opens, writes and closes a visit: a diagnosis is needed, the close publishes it with a visit card, then it is 409', async () => {
    const patient = await t.make.patient();
    const opened = await call('POST', `/patients/${patient.id}/encounters`, { unitId: units.primaryCare, speciality: 'MEDYCYNA_RODZINNA', practitionerId: null, startTime: yesterday(), careId: null });
    expect(opened.statusCode, opened.body).toBe(201);
    const visit = opened.json();
    expect(visit).toMatchObject({ status: 'OPEN', publishedAt: null, careId: `EP-${visit.startTime.slice(0, 4)}-${String(visit.id).padStart(6, '0')}` });
    const noDiagnosis = await call('POST', `/encounters/${visit.id}/close`);
    expect(noDiagnosis.statusCode).toBe(400);
    expect(noDiagnosis.json().message).toMatch(/rozpoznanie/);
    const badCode = await call('PUT', `/encounters/${visit.id}`, { practitionerId: null, endTime: null, diagnoses: [{ code: 'XX', name: 'Nic', primary: true }], recommendations: null });
    expect(badCode.statusCode).toBe(400);
    const written = await call('PUT', `/encounters/${visit.id}`, { practitionerId: null, endTime: null, diagnoses: [{ code: 'i10', name: 'Nadciśnienie', primary: true }], recommendations: 'Kontrola za miesiąc.' });
    // The name is the dictionary's, whatever the client sent.
    expect(written.json().diagnoses).toEqual([{ code: 'I10', name: 'Samoistne (pierwotne) nadciśnienie tętnicze', primary: true, writtenBy: { name: 'Ewa Testowa', at: expect.any(String) } }]);
    const draft = await makeDocument(t, doctor.cookie, patient.id, { encounterId: visit.id, publish: false });
    expect(draft.status).toBe('DRAFT');

    const closed = await call('POST', `/encounters/${visit.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'CLOSED', publishedAt: expect.any(String), endTime: expect.any(String) });
    expect(closed.json().documents.map((d: { type: string; publishedAt: string | null }) => [d.type, d.publishedAt !== null]).sort()).toEqual([
      ['KARTA_WIZYTY', true],
      ['ZASWIADCZENIE', true],
    ]);
    expect((await call('POST', `/encounters/${visit.id}/close`)).json().errorCode).toBe('ENCOUNTER_CLOSED');
    const late = await call('PUT', `/encounters/${visit.id}`, { practitionerId: null, endTime: null, diagnoses: [], recommendations: null });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('ENCOUNTER_CLOSED');

    // Reads of the patient's register are audited, including those addressed by the visit's own id.
    expect((await call('GET', `/encounters/${visit.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/patients/${patient.id}/encounters`)).json().items).toHaveLength(1);
    const audited = await t.deps.db.select({ what: staffReads.what }).from(staffReads).where(and(eq(staffReads.patientId, patient.id), eq(staffReads.staffId, doctor.id)));
    expect(audited.map((r) => r.what).sort()).toEqual(['ENCOUNTER', 'ENCOUNTERS']);
  });

  it("answers in the console's language (Accept-Language) and keeps the visit card in the register's Polish", async () => {
    const inEnglish = (url: string) => t.request({ method: 'GET', url: `/api/clinic${url}`, cookie: doctor.cookie, headers: { 'accept-language': 'en' } });
    const types = (await inEnglish('/clinical-document-types')).json() as Array<{ code: string; name: string }>;
    expect(types.find((d) => d.code === 'ZASWIADCZENIE')?.name).toBe('Medical certificate');
    const ukTypes = await t.request({ method: 'GET', url: '/api/clinic/clinical-document-types', cookie: doctor.cookie, headers: { 'accept-language': 'uk' } });
    expect(ukTypes.json().find((d: { code: string }) => d.code === 'ZASWIADCZENIE').name).toBe('Медична довідка');
    expect((await call('GET', '/clinical-document-types')).json().find((d: { code: string }) => d.code === 'ZASWIADCZENIE').name).toBe('Zaświadczenie lekarskie');

    const patient = await t.make.patient();
    const visit = (await call('POST', `/patients/${patient.id}/encounters`, { unitId: units.primaryCare, speciality: 'MEDYCYNA_RODZINNA', practitionerId: null, startTime: yesterday(), careId: null })).json();
    await call('PUT', `/encounters/${visit.id}`, { practitionerId: null, endTime: null, diagnoses: [{ code: 'I10', name: '', primary: true }], recommendations: null });
    const closed = await t.request({ method: 'POST', url: `/api/clinic/encounters/${visit.id}/close`, cookie: doctor.cookie, headers: { 'accept-language': 'en' } });
    expect(closed.statusCode, closed.body).toBe(200);
    const card = (await inEnglish(`/patients/${patient.id}/clinical-documents`)).json().items.find((d: { type: string }) => d.type === 'KARTA_WIZYTY');
    expect(card.typeName).toBe('Visit record');
    expect(card.title).toMatch(/^Karta wizyty — /);
  });

  it('refuses an unknown care episode, unit or speciality, and an unknown patient', async () => {
    const patient = await t.make.patient();
    const base = { unitId: units.primaryCare, speciality: 'MEDYCYNA_RODZINNA', practitionerId: null, startTime: yesterday(), careId: null };
    expect((await call('POST', `/patients/${patient.id}/encounters`, { ...base, careId: 'EP-2020-000001' })).statusCode).toBe(400);
    expect((await call('POST', `/patients/${patient.id}/encounters`, { ...base, speciality: 'NIE_MA' })).statusCode).toBe(400);
    expect((await call('POST', `/patients/${patient.id}/encounters`, { ...base, unitId: 2_000_000 })).statusCode).toBe(400);
    expect((await call('POST', '/patients/2000000000/encounters', base)).statusCode).toBe(404);
  });

  it('searches ICD-10 by code or name', async () => {
    const byCode = (await call('GET', '/icd10?q=j06')).json();
    expect(byCode[0]).toEqual({ code: 'J06.9', name: 'Ostre zakażenie górnych dróg oddechowych, nieokreślone' });
    const byName = (await call('GET', `/icd10?q=${encodeURIComponent('nadciśnienie')}`)).json();
    expect(byName.map((d: { code: string }) => d.code)).toContain('I10');
  });
});

describe('who writes a visit, in which unit, recorded as whom (issue 27)', () => {
  const named = async (roles: Array<'DOCTOR' | 'NURSE' | 'MIDWIFE' | 'REGISTRAR'>, name: string, lastName: string, unitIds: number[] = []) => {
    const member = await clinicMember(t, roles, unitIds);
    await t.deps.db.update(staffMembers).set({ name, lastName }).where(eq(staffMembers.id, member.id));
    return member;
  };
  const record = (diagnoses: Array<{ code: string; primary: boolean; name?: string }>, recommendations: string | null) => ({ practitionerId: null, endTime: null, diagnoses, recommendations });

  it('lets only doctors write diagnoses and recommendations or close a visit (403 to the registrar, nurse and midwife)', async () => {
    const patient = await t.make.patient();
    const visit = (await call('POST', `/patients/${patient.id}/encounters`, { unitId: units.primaryCare, speciality: 'MEDYCYNA_RODZINNA', practitionerId: null, startTime: yesterday(), careId: null })).json();
    for (const role of ['REGISTRAR', 'NURSE', 'MIDWIFE'] as const) {
      const member = await clinicMember(t, [role]);
      const put = await call('PUT', `/encounters/${visit.id}`, record([{ code: 'J06.9', primary: true }], 'Nic.'), member.cookie);
      expect(put.statusCode, role).toBe(403);
      expect(put.json().errorCode).toBe('FORBIDDEN');
      expect((await call('POST', `/encounters/${visit.id}/close`, undefined, member.cookie)).statusCode, role).toBe(403);
    }
    expect((await call('GET', `/encounters/${visit.id}`)).json()).toMatchObject({ diagnoses: [], recommendations: null, status: 'OPEN' });
  });

  it("answers 404 to a doctor of another unit for the visit, its documents and the unit's queue places, and leaves them out of her lists", async () => {
    const patient = await t.make.patient();
    const visit = (await call('POST', `/patients/${patient.id}/encounters`, { unitId: units.primaryCare, speciality: 'MEDYCYNA_RODZINNA', practitionerId: null, startTime: yesterday(), careId: null })).json();
    const draft = await makeDocument(t, doctor.cookie, patient.id, { encounterId: visit.id, publish: false });
    const entry = (await call('POST', `/patients/${patient.id}/waiting-list`, { serviceCode: 'POZ-EKG', unitId: units.primaryCare, category: 'STABLE', registeredAt: '2026-01-10', plannedDate: null, position: null })).json();
    const specialist = await clinicMember(t, ['DOCTOR'], [units.specialist]);
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => call(method, url, payload, specialist.cookie);
    expect((await as('GET', `/encounters/${visit.id}`)).statusCode).toBe(404);
    expect((await as('PUT', `/encounters/${visit.id}`, record([{ code: 'J06.9', primary: true }], 'Obca.'))).statusCode).toBe(404);
    expect((await as('POST', `/encounters/${visit.id}/close`)).statusCode).toBe(404);
    expect((await as('GET', `/clinical-documents/${draft.id}/notes`)).statusCode).toBe(404);
    expect((await as('POST', `/clinical-documents/${draft.id}/publish`)).statusCode).toBe(404);
    expect((await as('PUT', `/waiting-list/${entry.id}`, { category: 'URGENT', plannedDate: null, position: 1, status: 'WAITING' })).statusCode).toBe(404);
    expect((await as('GET', `/patients/${patient.id}/encounters`)).json().items).toEqual([]);
    expect((await as('GET', `/patients/${patient.id}/clinical-documents`)).json().items).toEqual([]);
    expect((await as('GET', `/patients/${patient.id}/waiting-list`)).json()).toEqual([]);
    // A document naming a visit of another unit: as for no such visit.
    const foreign = await t.request({ method: 'POST', url: `/api/clinic/patients/${patient.id}/clinical-documents`, payload: { typeCode: 'ZASWIADCZENIE', title: 'X', encounterId: visit.id, text: 'X', publish: false }, cookie: specialist.cookie });
    expect(foreign.statusCode).toBe(400);
    // Nothing changed, and a doctor of the visit's unit still writes it.
    const local = await clinicMember(t, ['DOCTOR'], [units.primaryCare]);
    const mine = await call('PUT', `/encounters/${visit.id}`, record([{ code: 'J06.9', primary: true }], null), local.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('names each diagnosis from the ICD-10 dictionary and refuses an unknown code with a Polish 400', async () => {
    const patient = await t.make.patient();
    const visit = (await call('POST', `/patients/${patient.id}/encounters`, { unitId: units.primaryCare, speciality: 'MEDYCYNA_RODZINNA', practitionerId: null, startTime: yesterday(), careId: null })).json();
    const named = await call('PUT', `/encounters/${visit.id}`, record([{ code: 'J06.9', name: 'Cokolwiek od przeglądarki', primary: true }], null));
    expect(named.json().diagnoses.map((d: { name: string }) => d.name)).toEqual(['Ostre zakażenie górnych dróg oddechowych, nieokreślone']);
    const unknown = await call('PUT', `/encounters/${visit.id}`, record([{ code: 'J06.9', primary: true }, { code: 'Z99.9', primary: false }], null));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Nie ma kodu Z99.9 w słowniku ICD-10.' });
    expect((await call('GET', `/encounters/${visit.id}`)).json().diagnoses.map((d: { code: string }) => d.code)).toEqual(['J06.9']);
  });

  it('records who wrote each diagnosis and the recommendations, and when; the patient sees it on the visit and the visit card names them', async () => {
    const account = await t.make.account();
    const patient = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED' });
    const first = await named(['DOCTOR'], 'Anna', 'Pierwsza');
    const second = await named(['DOCTOR'], 'Piotr', 'Drugi', [units.primaryCare]);
    const visit = (await call('POST', `/patients/${patient.id}/encounters`, { unitId: units.primaryCare, speciality: 'MEDYCYNA_RODZINNA', practitionerId: null, startTime: yesterday(), careId: null })).json();
    const firstFrom = t.clock.now().getTime();
    await call('PUT', `/encounters/${visit.id}`, record([{ code: 'I10', primary: true }], 'Kontrola ciśnienia.'), first.cookie);
    const firstTo = t.clock.now().getTime();
    t.clock.advance(60_000);
    // The second doctor adds a diagnosis and rewrites the recommendations: the first diagnosis keeps its author.
    const written = await call('PUT', `/encounters/${visit.id}`, record([{ code: 'I10', primary: true }, { code: 'E78.0', primary: false }], 'Dieta, kontrola za 3 miesiące.'), second.cookie);
    const secondTo = t.clock.now().getTime();
    const view = written.json();
    expect(view).toMatchObject({
      diagnoses: [
        { code: 'I10', writtenBy: { name: 'Anna Pierwsza' } },
        { code: 'E78.0', writtenBy: { name: 'Piotr Drugi' } },
      ],
      recommendationsWrittenBy: { name: 'Piotr Drugi' },
    });
    const within = (at: string, from: number, to: number) => expect(Date.parse(at)).toSatisfy((ms: number) => ms >= from && ms <= to);
    within(view.diagnoses[0].writtenBy.at, firstFrom, firstTo);
    within(view.diagnoses[1].writtenBy.at, firstTo + 60_000, secondTo);
    expect(view.recommendationsWrittenBy.at).toBe(view.diagnoses[1].writtenBy.at);
    const secondAt = view.recommendationsWrittenBy.at;
    const [stored] = await t.deps.db.select().from(encounters).where(eq(encounters.id, visit.id));
    expect(stored.recommendationsByStaffId).toBe(second.id);
    const rows = await t.deps.db.select().from(encounterDiagnoses).where(eq(encounterDiagnoses.encounterId, visit.id));
    expect(rows.map((r) => [r.code, r.writtenByStaffId]).sort()).toEqual([
      ['E78.0', second.id],
      ['I10', first.id],
    ]);

    const closed = await call('POST', `/encounters/${visit.id}/close`, undefined, second.cookie);
    expect(closed.statusCode, closed.body).toBe(200);
    const card = closed.json().documents.find((d: { type: string }) => d.type === 'KARTA_WIZYTY');
    expect(card.authorName).toBe('Piotr Drugi');
    const seen = await t.request({ method: 'GET', url: `/api/mpi/encounters/mpi-user/${patient.id}/${visit.id}`, cookie: await t.as(account.id) });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      diagnoses: [
        { code: 'I10', name: 'Samoistne (pierwotne) nadciśnienie tętnicze', writtenBy: { name: 'Anna Pierwsza' } },
        { code: 'E78.0', writtenBy: { name: 'Piotr Drugi' } },
      ],
      recommendationsWrittenBy: { name: 'Piotr Drugi', at: secondAt },
    });
    const pdf = await t.request({ method: 'GET', url: `/api/clinic/clinical-documents/${card.id}/content`, cookie: doctor.cookie });
    expect(await pdfText(pdf.rawPayload)).toMatch(/wpisał\(a\): Anna Pierwsza/);
  });
});

describe('who published a document and who placed or changed a waiting-list place (issue 27)', () => {
  const named = async (roles: Array<'DOCTOR' | 'NURSE' | 'REGISTRAR'>, name: string, lastName: string, unitIds: number[] = []) => {
    const member = await clinicMember(t, roles, unitIds);
    await t.deps.db.update(staffMembers).set({ name, lastName }).where(eq(staffMembers.id, member.id));
    return member;
  };
  /** The time of a write: within the call (the test clock runs). */
  const during = async <T,>(write: () => Promise<T>) => {
    const from = t.clock.now().getTime();
    const result = await write();
    return { result, inside: (at: string) => expect(Date.parse(at)).toSatisfy((ms: number) => ms >= from && ms <= t.clock.now().getTime()) };
  };
  const documentOf = async (id: number) => (await t.deps.db.select().from(clinicalDocuments).where(eq(clinicalDocuments.id, id)))[0];

  it('records the member who publishes a document (at once, later, or with the close of its visit) and shows her to the patient', async () => {
    const account = await t.make.account();
    const patient = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED' });
    const writer = await named(['NURSE'], 'Olga', 'Pisząca');
    const publisher = await named(['DOCTOR'], 'Marek', 'Publikujący', [units.primaryCare]);

    const atOnce = await makeDocument(t, writer.cookie, patient.id, { publish: true });
    expect(atOnce.publishedBy).toEqual({ name: 'Olga Pisząca', at: atOnce.publishedAt });
    expect((await documentOf(atOnce.id)).publishedByStaffId).toBe(writer.id);

    const draft = await makeDocument(t, writer.cookie, patient.id, { publish: false, title: 'Zaświadczenie do pracy' });
    expect(draft.publishedBy).toBeNull();
    t.clock.advance(60_000);
    const { result: published, inside } = await during(() => call('POST', `/clinical-documents/${draft.id}/publish`, undefined, publisher.cookie));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ authorName: 'Olga Pisząca', publishedBy: { name: 'Marek Publikujący' } });
    inside(published.json().publishedBy.at);
    expect((await documentOf(draft.id)).publishedByStaffId).toBe(publisher.id);

    // The close of a visit publishes its drafts (and its card) as the doctor who closes it.
    const visit = (await call('POST', `/patients/${patient.id}/encounters`, { unitId: units.primaryCare, speciality: 'MEDYCYNA_RODZINNA', practitionerId: null, startTime: yesterday(), careId: null })).json();
    const ofVisit = await makeDocument(t, writer.cookie, patient.id, { encounterId: visit.id, publish: false, title: 'Skierowanie z wizyty' });
    await call('PUT', `/encounters/${visit.id}`, { practitionerId: null, endTime: null, diagnoses: [{ code: 'J06.9', primary: true }], recommendations: null }, publisher.cookie);
    const closed = await call('POST', `/encounters/${visit.id}/close`, undefined, publisher.cookie);
    expect(closed.statusCode, closed.body).toBe(200);
    for (const d of closed.json().documents) expect(d.publishedBy, d.title).toMatchObject({ name: 'Marek Publikujący' });
    expect((await documentOf(ofVisit.id)).publishedByStaffId).toBe(publisher.id);

    const seen = await t.request({ method: 'GET', url: `/api/mpi/clinical-documents/mpi-user/${patient.id}?pageIndex=-1&pageSize=-1`, cookie: await t.as(account.id) });
    expect(seen.statusCode, seen.body).toBe(200);
    const byTitle = new Map<string, unknown>(seen.json().items.map((d: { title: string; publishedBy: unknown }) => [d.title, d.publishedBy]));
    expect(byTitle.get('Zaświadczenie o stanie zdrowia')).toMatchObject({ name: 'Olga Pisząca' });
    expect(byTitle.get('Zaświadczenie do pracy')).toMatchObject({ name: 'Marek Publikujący' });
    expect(byTitle.get('Skierowanie z wizyty')).toMatchObject({ name: 'Marek Publikujący' });
  });

  it('records who placed the patient on the waiting list and who last changed the place, and when; the patient sees both', async () => {
    const account = await t.make.account();
    const patient = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED' });
    const registrar = await named(['REGISTRAR'], 'Joanna', 'Rejestrująca');
    const changer = await named(['DOCTOR'], 'Tomasz', 'Zmieniający', [units.primaryCare]);
    const today = clinicToday(t.clock.now());
    const place = await during(() =>
      call('POST', `/patients/${patient.id}/waiting-list`, { serviceCode: 'POZ-EKG', unitId: units.primaryCare, category: 'STABLE', registeredAt: today, plannedDate: null, position: null }, registrar.cookie),
    );
    const placed = place.result;
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ placedBy: { name: 'Joanna Rejestrująca' }, changedBy: null });
    place.inside(placed.json().placedBy.at);
    const placedAt = placed.json().placedBy.at;

    t.clock.advance(60_000);
    const change = await during(() => call('PUT', `/waiting-list/${placed.json().id}`, { category: 'URGENT', plannedDate: null, position: 2, status: 'WAITING' }, changer.cookie));
    const changed = change.result;
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ category: 'URGENT', placedBy: { name: 'Joanna Rejestrująca', at: placedAt }, changedBy: { name: 'Tomasz Zmieniający' } });
    change.inside(changed.json().changedBy.at);
    const [row] = await t.deps.db.select().from(waitingListEntries).where(eq(waitingListEntries.id, placed.json().id));
    expect([row.createdByStaffId, row.changedByStaffId]).toEqual([registrar.id, changer.id]);

    const seen = await t.request({ method: 'GET', url: `/api/mpi/patient-entries/mpi-user/${patient.id}`, cookie: await t.as(account.id) });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().items).toEqual([expect.objectContaining({ placedBy: { name: 'Joanna Rejestrująca', at: placedAt }, changedBy: expect.objectContaining({ name: 'Tomasz Zmieniający' }) })]);
  });
});

describe('documents in the console', () => {
  it('publishes a draft once (409 DOCUMENT_PUBLISHED), adds notes, downloads content and archive', async () => {
    const patient = await t.make.patient();
    const draft = await makeDocument(t, doctor.cookie, patient.id, { publish: false });
    expect(draft.contextId).toMatch(/^DOC-\d{4}-\d{6}$/);
    const published = await call('POST', `/clinical-documents/${draft.id}/publish`);
    expect(published.json()).toMatchObject({ status: 'PUBLISHED', publishedAt: expect.any(String) });
    expect((await call('POST', `/clinical-documents/${draft.id}/publish`)).json().errorCode).toBe('DOCUMENT_PUBLISHED');
    expect((await call('POST', '/clinical-documents/2000000000/publish')).statusCode).toBe(404);
    expect((await call('POST', `/clinical-documents/${draft.id}/notes`, { content: 'Do odbioru w rejestracji.' })).statusCode).toBe(201);
    expect((await call('GET', `/clinical-documents/${draft.id}/notes`)).json()).toHaveLength(1);
    const pdf = await call('GET', `/clinical-documents/${draft.id}/content`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await call('GET', `/clinical-documents/${draft.id}/archive`)).headers['content-type']).toBe('application/xml');
    const list = await call('GET', `/patients/${patient.id}/clinical-documents`);
    expect(list.json().items.map((d: { id: number }) => d.id)).toEqual([draft.id]);
  });

  it('takes an uploaded PDF as the content and the original archive; a wrong type or field is 400', async () => {
    const patient = await t.make.patient();
    const upload = (f: ReturnType<typeof form>) => t.request({ method: 'POST', url: `/api/clinic/patients/${patient.id}/clinical-documents/upload`, ...f, cookie: doctor.cookie });
    const ok = await upload(form({ typeCode: 'KARTA_INFORMACYJNA', title: 'Karta informacyjna ze szpitala', publish: 'true' }, { name: 'karta-szpital.pdf', content: samples.pdf }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ type: 'KARTA_INFORMACYJNA', archiveKind: 'ORIGINAL', hasContent: true, status: 'PUBLISHED' });
    expect((await upload(form({ typeCode: 'NIE_MA', title: 'X' }, { name: 'a.pdf', content: samples.pdf }))).statusCode).toBe(400);
    expect((await upload(form({ typeCode: 'INNY', title: 'X' }, { name: 'a.pdf', content: samples.png }))).statusCode).toBe(400);
    expect((await upload(form({ typeCode: 'INNY', title: 'X' }))).statusCode).toBe(400);
  });

  it('keeps the waiting list', async () => {
    const registrar = await clinicMember(t, ['REGISTRAR']);
    const patient = await t.make.patient();
    const created = await call('POST', `/patients/${patient.id}/waiting-list`, { serviceCode: 'POZ-EKG', unitId: units.primaryCare, category: 'URGENT', registeredAt: '2026-01-10', plannedDate: null, position: 12 }, registrar.cookie);
    expect(created.statusCode, created.body).toBe(201);
    const changed = await call('PUT', `/waiting-list/${created.json().id}`, { category: 'URGENT', plannedDate: '2026-03-01', position: 1, status: 'SCHEDULED' }, registrar.cookie);
    expect(changed.json()).toMatchObject({ plannedDate: '2026-03-01', position: 1, status: 'SCHEDULED' });
    expect((await call('GET', `/patients/${patient.id}/waiting-list`, undefined, registrar.cookie)).json()).toHaveLength(1);
    expect((await call('POST', `/patients/${patient.id}/waiting-list`, { serviceCode: 'NIE-MA', unitId: units.primaryCare, category: 'URGENT', registeredAt: '2026-01-10', plannedDate: null, position: null }, registrar.cookie)).statusCode).toBe(400);
  });
});

