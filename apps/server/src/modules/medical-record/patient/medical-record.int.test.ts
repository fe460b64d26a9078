import { addDays, addYears } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicalDocument, ClinicEncounter, Encounter } from '@portal/contracts';
import { clinicInstant, clinicToday } from '../../../lib/clinic-time';
import { clinicMember, demoUnitIds } from '../../../test/clinic-members';
import { peselFor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helper';
import { adminCookie, everyFormat, goodAnswers, makeQuestionnaire } from '../../../test/questionnaire-kit';
import { makeDocument, makeVisit } from '../../../test/records-kit';

/** The patient's medical register (spec part 1 §2): visits, documents, the waiting list, visit questionnaires. */

let t: TestApp;
let doctor: string;
let units: { primaryCare: number; specialist: number };
beforeAll(async () => {
  t = await createTestApp();
  doctor = (await clinicMember(t, ['DOCTOR', 'REGISTRAR'])).cookie;
  units = await demoUnitIds(t);
});
afterAll(() => t.close());

const today = () => clinicToday(t.clock.now());
/** A visit `daysAgo` days back at 10:00 clinic time. */
const at = (daysAgo: number) => clinicInstant(addDays(today(), -daysAgo), '10:00').toISOString();

async function patient(name = 'Jan', nationalId: string | null = null) {
  const account = await t.make.account({ name, lastName: 'Rejestrowy' });
  const record = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED', name, lastName: 'Rejestrowy', nationalId });
  const cookie = await t.as(account.id);
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.request({ method, url: `/api${url}`, cookie });
  return { account, record, cookie, get };
}

describe('visits', () => {
  it('lists published visits only, newest first, 10 a page with a probe; default range is the last year', async () => {
    const me = await patient();
    for (let i = 0; i < 11; i++) await makeVisit(t, doctor, me.record.id, { unitId: units.primaryCare, startTime: at(5 + i * 10) });
    const open = await makeVisit(t, doctor, me.record.id, { unitId: units.primaryCare, startTime: at(1), close: false });
    const old = await makeVisit(t, doctor, me.record.id, { unitId: units.primaryCare, startTime: at(500) });

    const first = await me.get(`/mpi/encounters/mpi-user/${me.record.id}`);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(10);
    expect(page.hasNextPage).toBe(true);
    const ids = page.items.map((e: Encounter) => e.id);
    expect(ids).not.toContain(open.id);
    const starts = page.items.map((e: Encounter) => e.startTime);
    expect([...starts].sort().reverse()).toEqual(starts);
    const second = (await me.get(`/mpi/encounters/mpi-user/${me.record.id}?pageIndex=1`)).json();
    expect(second.items).toHaveLength(1);
    expect(second.hasNextPage).toBe(false);
    // Older than a year: only with an explicit range.
    expect([...ids, ...second.items.map((e: Encounter) => e.id)]).not.toContain(old.id);
    const ranged = (await me.get(`/mpi/encounters/mpi-user/${me.record.id}?after=${addYears(today(), -2)}&before=${addDays(today(), -400)}`)).json();
    expect(ranged.items.map((e: Encounter) => e.id)).toEqual([old.id]);

    const visit: Encounter = page.items[0];
    expect(visit).toMatchObject({
      patientId: me.record.id,
      careId: expect.stringMatching(/^EP-\d{4}-\d{6,}$/),
      unitSpeciality: { code: 'MEDYCYNA_RODZINNA', name: expect.any(String) },
      unit: { id: units.primaryCare },
      diagnoses: [{ code: 'J06.9', primary: true }],
      recommendations: 'Odpoczynek, dużo płynów.',
      lastQuestionnaireFulfillment: null,
    });
    expect(visit.endTime).not.toBeNull();
    expect(visit.documents.map((d) => d.type)).toEqual(['KARTA_WIZYTY']);
  });

  it('refuses a wrong range with 400 and the field at fault', async () => {
    const me = await patient();
    const reversed = await me.get(`/mpi/encounters/mpi-user/${me.record.id}?after=${today()}&before=${addDays(today(), -3)}`);
    expect(reversed.statusCode).toBe(400);
    const tooOld = await me.get(`/mpi/encounters/mpi-user/${me.record.id}?after=${addYears(today(), -21)}`);
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().errors[0].path).toBe('query.after');
    expect((await me.get(`/mpi/encounters/mpi-user/${me.record.id}?before=${addDays(today(), 3)}`)).statusCode).toBe(400);
  });

  it('answers one visit, its documents and its care episode; an open visit or a stranger is 404', async () => {
    const me = await patient();
    const first = await makeVisit(t, doctor, me.record.id, { unitId: units.specialist, speciality: 'KARDIOLOGIA', startTime: at(30) });
    const followUp = await makeVisit(t, doctor, me.record.id, { unitId: units.specialist, speciality: 'KARDIOLOGIA', startTime: at(3), careId: first.careId });
    expect(followUp.careId).toBe(first.careId);
    await makeDocument(t, doctor, me.record.id, { typeCode: 'SKIEROWANIE', title: 'Skierowanie na echo serca', encounterId: first.id });
    const open = await makeVisit(t, doctor, me.record.id, { unitId: units.primaryCare, startTime: at(1), close: false });

    const one = await me.get(`/mpi/encounters/mpi-user/${me.record.id}/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().documents.map((d: ClinicalDocument) => d.type).sort()).toEqual(['KARTA_WIZYTY', 'SKIEROWANIE']);
    const ofVisit = (await me.get(`/mpi/encounters/mpi-user/${me.record.id}/${followUp.id}/clinical-documents`)).json();
    expect(ofVisit.map((d: ClinicalDocument) => d.type)).toEqual(['KARTA_WIZYTY']);
    const ofCare = await me.get(`/mpi/encounters/mpi-user/${me.record.id}/${followUp.id}/${first.careId}/clinical-documents`);
    expect(ofCare.json()).toHaveLength(3);
    expect((await me.get(`/mpi/encounters/mpi-user/${me.record.id}/${followUp.id}/EP-1999-000001/clinical-documents`)).statusCode).toBe(404);
    expect((await me.get(`/mpi/encounters/mpi-user/${me.record.id}/${open.id}`)).statusCode).toBe(404);
    expect((await me.get(`/mpi/encounters/mpi-user/${me.record.id}/${open.id}/clinical-documents`)).statusCode).toBe(404);

    const stranger = await patient('Obcy');
    expect((await stranger.get(`/mpi/encounters/mpi-user/${me.record.id}/${first.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/mpi/encounters/mpi-user/${stranger.record.id}/${first.id}`)).statusCode).toBe(404);
  });
});

describe('clinical documents', () => {
  it('lists published documents (first load: 20), filters by type and range, finds one by its number, shows notes', async () => {
    const me = await patient('Ewa');
    for (let i = 0; i < 21; i++) await makeDocument(t, doctor, me.record.id, { title: `Zaświadczenie ${i}` });
    const referral = await makeDocument(t, doctor, me.record.id, { typeCode: 'SKIEROWANIE', title: 'Skierowanie do poradni' });
    const draft = await makeDocument(t, doctor, me.record.id, { title: 'Szkic', publish: false });
    await t.request({ method: 'POST', url: `/api/clinic/clinical-documents/${referral.id}/notes`, payload: { content: 'Proszę zabrać wyniki.' }, cookie: doctor });

    const first = (await me.get(`/mpi/clinical-documents/mpi-user/${me.record.id}?pageIndex=-1&pageSize=-1`)).json();
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.hasNextPage).toBe(true);
    expect(first.items.map((d: ClinicalDocument) => d.id)).not.toContain(draft.id);
    const referrals = (await me.get(`/mpi/clinical-documents/mpi-user/${me.record.id}?documentType=SKIEROWANIE`)).json();
    expect(referrals.items.map((d: ClinicalDocument) => d.id)).toEqual([referral.id]);
    expect(referrals.items[0]).toMatchObject({ noteCount: 1, hasContent: true, hasArchive: true, archiveKind: 'CDA', selected: false });
    expect((await me.get(`/mpi/clinical-documents/mpi-user/${me.record.id}?before=${addDays(today(), -1)}`)).json().items).toHaveLength(0);
    expect((await me.get(`/mpi/clinical-documents/mpi-user/${me.record.id}?after=${addDays(today(), 1)}`)).statusCode).toBe(400);

    expect((await me.get(`/mpi/clinical-documents/mpi-user/${me.record.id}/${referral.id}`)).json().title).toBe('Skierowanie do poradni');
    expect((await me.get(`/mpi/clinical-documents/mpi-user/${me.record.id}/${draft.id}`)).statusCode).toBe(404);
    expect((await me.get(`/mpi/clinical-documents/mpi-user/link/${me.record.id}/${referral.contextId}`)).json().id).toBe(referral.id);
    expect((await me.get(`/mpi/clinical-documents/mpi-user/link/${me.record.id}/${draft.contextId}`)).statusCode).toBe(404);
    const notes = (await me.get(`/mpi/clinical-documents/notes/mpi-user/${me.record.id}/${referral.id}`)).json();
    expect(notes).toMatchObject([{ content: 'Proszę zabrać wyniki.', authorName: 'Ewa Testowa' }]);
    expect((await me.get(`/mpi/clinical-documents/notes/mpi-user/${me.record.id}/${draft.id}`)).statusCode).toBe(404);

    const types = (await me.get('/mpi/clinical-documents/types')).json();
    expect(types[0]).toEqual({ code: 'KARTA_WIZYTY', name: 'Karta wizyty' });

    const stranger = await patient('Obca');
    expect((await stranger.get(`/mpi/clinical-documents/mpi-user/link/${stranger.record.id}/${referral.contextId}`)).statusCode).toBe(404);
    expect((await stranger.get(`/mpi/clinical-documents/mpi-user/${me.record.id}`)).statusCode).toBe(404);
  });

  it('downloads the PDF inline and the CDA archive with Polish names; HEAD answers 200 or 404 without a body', async () => {
    const me = await patient('Zofia', peselFor('1990-04-12', 123, 'FEMALE'));
    const doc = await makeDocument(t, doctor, me.record.id, { title: 'Zaświadczenie', text: 'Zdolna do pracy.' });
    const draft = await makeDocument(t, doctor, me.record.id, { publish: false });
    const base = `/mpi/clinical-documents/mpi-user/${me.record.id}`;

    const pdf = await me.get(`${base}/${doc.id}/content`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename=".*"; filename\*=UTF-8''Za%C5%9Bwiadczenie/);
    const cda = await me.get(`${base}/${doc.id}/archive`);
    expect(cda.headers['content-type']).toBe('application/xml');
    expect(cda.headers['content-disposition']).toMatch(/^attachment;/);
    expect(cda.body).toMatch(/<ClinicalDocument [^>]*xmlns="urn:hl7-org:v3"/);
    expect(cda.body).toContain(`root="2.16.840.1.113883.3.4424.1.1.616" extension="${peselFor('1990-04-12', 123, 'FEMALE')}"`);
    expect(cda.body).toContain('Zdolna do pracy.');

    for (const which of ['content', 'archive']) {
      const head = await me.get(`${base}/${doc.id}/${which}`, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
      expect((await me.get(`${base}/${draft.id}/${which}`, 'HEAD')).statusCode).toBe(404);
      expect((await me.get(`${base}/${draft.id}/${which}`)).statusCode).toBe(404);
    }
    const stranger = await patient('Obcy');
    expect((await stranger.get(`${base}/${doc.id}/content`, 'HEAD')).statusCode).toBe(404);
  });
});

describe('waiting list', () => {
  it('lists places by planned day (or registration day) within a month back and six months ahead', async () => {
    const me = await patient('Olga');
    const entry = (registeredAt: string, plannedDate: string | null) =>
      t.request({
        method: 'POST',
        url: `/api/clinic/patients/${me.record.id}/waiting-list`,
        payload: { serviceCode: 'POZ-EKG', unitId: units.primaryCare, category: 'STABLE', registeredAt, plannedDate, position: 3 },
        cookie: doctor,
      });
    const soon = (await entry(addDays(today(), -10), addDays(today(), 20))).json();
    const unplanned = (await entry(addDays(today(), -5), null)).json();
    await entry(addDays(today(), -100), addDays(today(), 300));
    const page = await t.request({ method: 'GET', url: `/api/mpi/patient-entries/mpi-user/${me.record.id}`, cookie: me.cookie });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().items.map((e: { id: number }) => e.id)).toEqual([unplanned.id, soon.id]);
    expect(page.json().items[1]).toMatchObject({ service: { code: 'POZ-EKG' }, unit: { id: units.primaryCare }, category: 'STABLE', status: 'WAITING', position: 3 });
    const all = await t.request({ method: 'GET', url: `/api/mpi/patient-entries/mpi-user/${me.record.id}?after=${addDays(today(), -200)}&before=${addDays(today(), 400)}`, cookie: me.cookie });
    expect(all.json().items).toHaveLength(3);
  });
});

describe('visit questionnaires', () => {
  it('a visit of a speciality with a questionnaire asks it until the deadline; answers come back on the visit; then read-only', async () => {
    const admin = await adminCookie(t);
    const q = await makeQuestionnaire(t, admin, everyFormat({ title: 'Po wizycie dermatologicznej', deadlineDays: 7 }));
    const assigned = await t.request({ method: 'PUT', url: `/api/clinic/questionnaires/${q.id}/assignments`, payload: { serviceCodes: [], specialities: [{ unitId: null, speciality: 'DERMATOLOGIA' }] }, cookie: admin });
    expect(assigned.statusCode).toBe(200);
    const me = await patient('Irena');
    const recent: ClinicEncounter = await makeVisit(t, doctor, me.record.id, { unitId: units.specialist, speciality: 'DERMATOLOGIA', startTime: at(2) });
    const late: ClinicEncounter = await makeVisit(t, doctor, me.record.id, { unitId: units.specialist, speciality: 'DERMATOLOGIA', startTime: at(20) });
    const url = (id: number) => `/api/mpi/encounters/mpi-user/${me.record.id}/${id}`;

    const listed = (await t.request({ method: 'GET', url: `/api/mpi/encounters/mpi-user/${me.record.id}`, cookie: me.cookie })).json().items as Encounter[];
    expect(listed.find((e) => e.id === recent.id)).toMatchObject({ questionnaire: true, lastQuestionnaireFulfillment: null, questionnaireLastDay: addDays(today(), 5) });
    expect((await t.request({ method: 'GET', url: `/api/mpi/questionnaires/for-encounters/${recent.id}/exists`, cookie: me.cookie })).json()).toEqual({ value: true });

    const tooLate = await t.request({ method: 'PUT', url: url(late.id), payload: goodAnswers(q.versionId), cookie: me.cookie });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().errorCode).toBe('QUESTIONNAIRE_DEADLINE_PASSED');

    const saved = await t.request({ method: 'PUT', url: url(recent.id), payload: goodAnswers(q.versionId), cookie: me.cookie });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().lastQuestionnaireFulfillment).not.toBeNull();

    t.clock.advance(10 * 24 * 3600_000);
    try {
      const later = await t.as(me.account.id);
      const shown = await t.request({ method: 'GET', url: `/api/mpi/questionnaires/for-encounters/${recent.id}`, cookie: later });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().readOnly).toBe(true);
      expect((await t.request({ method: 'PUT', url: url(recent.id), payload: goodAnswers(q.versionId), cookie: later })).json().errorCode).toBe('QUESTIONNAIRE_DEADLINE_PASSED');
    } finally {
      t.clock.advance(-10 * 24 * 3600_000);
    }
    const stranger = await patient('Obca');
    expect((await t.request({ method: 'PUT', url: `/api/mpi/encounters/mpi-user/${stranger.record.id}/${recent.id}`, payload: goodAnswers(q.versionId), cookie: stranger.cookie })).statusCode).toBe(404);
  });
});
