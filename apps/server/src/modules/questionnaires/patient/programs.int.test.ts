import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicProgram, ClinicQuestionnaire } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/helper';
import { clinicDayYearsAgo } from '../../../test/fixtures';
import { adminCookie, everyFormat, goodAnswers, makeProgram, makeQuestionnaire } from '../../../test/questionnaire-kit';

/** Programme questionnaires as the invited patient meets them: eligibility, the save's rules, read-only, versions, access. */

let t: TestApp;
let admin: string;
let q: ClinicQuestionnaire;
let program: ClinicProgram;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t);
  q = await makeQuestionnaire(t, admin);
  program = await makeProgram(t, admin, q.id);
});
afterAll(() => t.close());

/** A person with an account of their own, born `birthDate`: the account's cookie and ids. */
async function person(birthDate: string, gender: 'FEMALE' | 'MALE' = 'FEMALE') {
  const account = await t.make.account();
  const patient = await t.make.patient({ accountId: account.id, birthDate, gender });
  return { accountId: account.id, patientId: patient.id, cookie: await t.as(account.id) };
}

const programQuery = (p: { accountId: number; patientId: number }, over: Record<string, string | number> = {}) =>
  new URLSearchParams(Object.entries({ tenantId: 1, systemRoot: 'PORTAL', programId: program.id, accountId: p.accountId, patientId: p.patientId, ...over }).map(([k, v]) => [k, String(v)])).toString();

const save = (who: { accountId: number; patientId: number; cookie: string }, body: object, params: Record<string, unknown> = {}, programId = program.id) =>
  t.request({
    method: 'POST',
    url: '/api/mppd/api/programs/questionnaire',
    cookie: who.cookie,
    payload: { programPatientParams: { programId, patientId: who.patientId, accountId: who.accountId, systemRoot: 'PORTAL', tenantId: 1, ...params }, questionnaireFulfillment: body },
  });

describe('GET /mpi/accounts/mpi-user/programs/', () => {
  it('answers the programme and whether the patient may take part, with and without the trailing slash', async () => {
    const p = await person(clinicDayYearsAgo(40));
    for (const path of ['/api/mpi/accounts/mpi-user/programs/', '/api/mpi/accounts/mpi-user/programs']) {
      const res = await t.request({ method: 'GET', url: `${path}?${programQuery(p)}`, cookie: p.cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        programId: program.id,
        systemRoot: 'PORTAL',
        name: 'Program testowy',
        description: null,
        questionnaireId: q.id,
        patientId: p.patientId,
        eligible: true,
        ineligibleReason: null,
        ineligibleMessage: null,
        fulfilled: false,
      });
    }
  });

  it('evaluates eligibility: too young, too old, the last eligible birthday, gender, inactive and out-of-dates programmes', async () => {
    const reasonOf = async (birthDate: string, gender: 'FEMALE' | 'MALE', programId = program.id) => {
      const p = await person(birthDate, gender);
      const res = await t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/programs/?${programQuery(p, { programId })}`, cookie: p.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().ineligibleReason;
    };
    expect(await reasonOf(clinicDayYearsAgo(35, 1), 'FEMALE')).toBe('TOO_YOUNG');
    expect(await reasonOf(clinicDayYearsAgo(35), 'FEMALE')).toBeNull();
    expect(await reasonOf(clinicDayYearsAgo(66, 1), 'FEMALE')).toBeNull();
    expect(await reasonOf(clinicDayYearsAgo(66), 'FEMALE')).toBe('TOO_OLD');
    const forMen = await makeProgram(t, admin, q.id, { gender: 'MALE', name: 'Dla mężczyzn' });
    expect(await reasonOf(clinicDayYearsAgo(40), 'FEMALE', forMen.id)).toBe('GENDER');
    expect(await reasonOf(clinicDayYearsAgo(40), 'MALE', forMen.id)).toBeNull();
    const inactive = await makeProgram(t, admin, q.id, { active: false });
    expect(await reasonOf(clinicDayYearsAgo(40), 'FEMALE', inactive.id)).toBe('PROGRAM_INACTIVE');
    const ended = await makeProgram(t, admin, q.id, { validFrom: '2020-01-01', validTo: '2020-12-31' });
    expect(await reasonOf(clinicDayYearsAgo(40), 'FEMALE', ended.id)).toBe('PROGRAM_INACTIVE');
    const p = await person(clinicDayYearsAgo(20));
    const res = await t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/programs/?${programQuery(p)}`, cookie: p.cookie });
    expect(res.json()).toMatchObject({ eligible: false, ineligibleMessage: 'Pacjent nie osiągnął wieku, od którego można wziąć udział w programie.' });
  });

  it("answers a stranger's account, a stranger's patient, another system and an unknown programme with the same 404; tenantId ≠ 1 is 400", async () => {
    const p = await person(clinicDayYearsAgo(40));
    const other = await person(clinicDayYearsAgo(40));
    const get = (query: string) => t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/programs/?${query}`, cookie: p.cookie });
    const unknown = await get(programQuery(p, { programId: 999999 }));
    expect(unknown.statusCode).toBe(404);
    for (const query of [programQuery(p, { accountId: other.accountId }), programQuery(p, { patientId: other.patientId }), programQuery(p, { systemRoot: 'AMMS' })]) {
      const res = await get(query);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: unknown.json() });
    }
    const tenant = await get(programQuery(p, { tenantId: 2 }));
    expect(tenant.statusCode).toBe(400);
    expect(tenant.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Błędne parametry wywołania' });
  });
});

describe('POST /mppd/api/programs/questionnaire', () => {
  it('saves the answers typed by format, then the questionnaire is fulfilled and read-only', async () => {
    const p = await person(clinicDayYearsAgo(50));
    const res = await save(p, goodAnswers(q.versionId));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      questionnaireId: q.versionId,
      patientId: p.patientId,
      answers: [
        { orderNumber: 1, format: 'TEXT', value: 'Zażółć gęślą' },
        { orderNumber: 2, format: 'NUMERIC', value: 3 },
        { orderNumber: 3, format: 'NUMERIC', value: 37.5 },
        { orderNumber: 4, format: 'DATE', value: '2026-01-02' },
        { orderNumber: 5, format: 'SINGLE_CHOICE', value: ['NIE'] },
        { orderNumber: 6, format: 'MULTIPLE_CHOICE', value: ['KASZEL', 'ŻÓŁĆ'] },
      ],
    });
    const fulfilled = await t.request({ method: 'GET', url: `/api/mpi/questionnaires/for-programs/${program.id}/${p.patientId}/PORTAL/is-fulfilled`, cookie: p.cookie });
    expect(fulfilled.json()).toEqual({ value: true });
    const again = await save(p, goodAnswers(q.versionId));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'QUESTIONNAIRE_READ_ONLY' });
    const view = await t.request({ method: 'GET', url: `/api/mpi/questionnaires/for-programs/${program.id}?patientId=${p.patientId}`, cookie: p.cookie });
    expect(view.json()).toMatchObject({ readOnly: true, questionnaireCompleted: true, id: q.versionId });
    expect(view.json().sections[1].questions.map((x: { answer: string | null }) => x.answer)).toEqual(['2026-01-02', 'NIE', 'KASZEL,ŻÓŁĆ']);
    const status = await t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/programs/?${programQuery(p)}`, cookie: p.cookie });
    expect(status.json().fulfilled).toBe(true);
  });

  it('answers every answer issue in Polish at answers.<orderNumber>, and unknown questions too', async () => {
    const p = await person(clinicDayYearsAgo(50));
    const cases: Array<[number, string, unknown, string]> = [
      [1, 'TEXT', '', 'Odpowiedź na to pytanie jest wymagana'],
      [1, 'TEXT', 'x'.repeat(21), 'Odpowiedź jest zbyt długa'],
      [1, 'TEXT', 5, 'Niepoprawny rodzaj odpowiedzi'],
      [2, 'NUMERIC', 'abc', 'Podaj liczbę'],
      [2, 'NUMERIC', '2,5', 'Podaj liczbę całkowitą'],
      [2, 'NUMERIC', -1, 'Podana liczba jest mniejsza niż dozwolona'],
      [3, 'NUMERIC', 42.5, 'Podana liczba jest większa niż dozwolona'],
      [4, 'DATE', '2026-02-30', 'Podaj poprawną datę'],
      [4, 'DATE', '1899-12-31', 'Podaj datę z lat 1900–2100'],
      [5, 'SINGLE_CHOICE', 'MOŻE', 'Wybierz jedną z podanych odpowiedzi'],
      [5, 'SINGLE_CHOICE', ['TAK', 'NIE'], 'Wybierz tylko jedną odpowiedź'],
      [5, 'NUMERIC', 'TAK', 'Niepoprawny rodzaj odpowiedzi'],
    ];
    for (const [orderNumber, format, value, message] of cases) {
      const body = goodAnswers(q.versionId);
      body.answers = body.answers.map((a) => (a.orderNumber === orderNumber ? { orderNumber, format, value: value as string } : a));
      const res = await save(p, body);
      expect(res.statusCode, `${orderNumber} ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_ERROR');
      expect(res.json().errors, `${orderNumber} ${JSON.stringify(value)}`).toContainEqual({ path: `answers.${orderNumber}`, message });
    }
    const missing = await save(p, { questionnaireId: q.versionId, answers: [] });
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toEqual(['answers.1', 'answers.2', 'answers.5']);
    const unknown = await save(p, { ...goodAnswers(q.versionId), answers: [...goodAnswers(q.versionId).answers, { orderNumber: 77, format: 'TEXT', value: 'a' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'answers.77', message: 'Ankieta nie ma pytania o tym numerze.' }]);
    expect((await t.request({ method: 'GET', url: `/api/mpi/questionnaires/for-programs/${program.id}/${p.patientId}/PORTAL/is-fulfilled`, cookie: p.cookie })).json()).toEqual({ value: false });
  });

  it('refuses an ineligible patient (409 PROGRAM_NOT_ELIGIBLE) and tenantId ≠ 1 (400)', async () => {
    const young = await person(clinicDayYearsAgo(20));
    const res = await save(young, goodAnswers(q.versionId));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errorCode: 'PROGRAM_NOT_ELIGIBLE', message: 'Pacjent nie spełnia warunków udziału w programie.' });
    const p = await person(clinicDayYearsAgo(40));
    const tenant = await save(p, goodAnswers(q.versionId), { tenantId: 2 });
    expect(tenant.statusCode).toBe(400);
    expect(tenant.json().message).toBe('Błędne parametry wywołania');
  });

  it("answers a stranger's account or patient, another system and an unknown programme with the same 404", async () => {
    const p = await person(clinicDayYearsAgo(40));
    const other = await person(clinicDayYearsAgo(40));
    const unknown = await save(p, goodAnswers(q.versionId), {}, 999999);
    expect(unknown.statusCode).toBe(404);
    for (const params of [{ accountId: other.accountId }, { patientId: other.patientId }, { systemRoot: 'AMMS' }]) {
      const res = await save(p, goodAnswers(q.versionId), params);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: unknown.json() });
    }
  });

  it('refuses answers to an older version (409 QUESTIONNAIRE_CHANGED); answers given keep their version after a change', async () => {
    const own = await makeQuestionnaire(t, admin);
    const versioned = await makeProgram(t, admin, own.id);
    const first = await person(clinicDayYearsAgo(45));
    expect((await save(first, goodAnswers(own.versionId), {}, versioned.id)).statusCode).toBe(201);
    const changed = everyFormat({ title: 'Ankieta testowa, wersja 2' });
    const put = await t.request({ method: 'PUT', url: `/api/clinic/questionnaires/${own.id}`, payload: changed, cookie: admin });
    expect(put.json()).toMatchObject({ version: 2 });
    const second = await person(clinicDayYearsAgo(45));
    const stale = await save(second, goodAnswers(own.versionId), {}, versioned.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('QUESTIONNAIRE_CHANGED');
    expect((await save(second, goodAnswers(put.json().versionId), {}, versioned.id)).statusCode).toBe(201);
    const kept = await t.request({ method: 'GET', url: `/api/mpi/questionnaires/for-programs/${versioned.id}?patientId=${first.patientId}`, cookie: first.cookie });
    expect(kept.json()).toMatchObject({ id: own.versionId, version: 1, title: 'Ankieta testowa', readOnly: true });
    const fresh = await t.request({ method: 'GET', url: `/api/mpi/questionnaires/for-programs/${versioned.id}`, cookie: second.cookie });
    expect(fresh.json()).toMatchObject({ version: 2, title: 'Ankieta testowa, wersja 2', readOnly: false, questionnaireCompleted: false });
  });

  it('saves through POST .../for-programs/{programId}/{patientId} by the same rules', async () => {
    const p = await person(clinicDayYearsAgo(40));
    const url = `/api/mpi/questionnaires-fulfillments/mpi-user/for-programs/${program.id}/${p.patientId}`;
    const bad = await t.request({ method: 'POST', url, payload: { questionnaireId: q.versionId, answers: [] }, cookie: p.cookie });
    expect(bad.statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url, payload: goodAnswers(q.versionId), cookie: p.cookie })).statusCode).toBe(201);
    expect((await t.request({ method: 'POST', url, payload: goodAnswers(q.versionId), cookie: p.cookie })).json().errorCode).toBe('QUESTIONNAIRE_READ_ONLY');
  });
});

describe('GET /mpi/questionnaires/for-programs/{id}', () => {
  it('answers the current version without answers, and 404 for an unknown or inactive programme', async () => {
    const p = await person(clinicDayYearsAgo(40));
    const res = await t.request({ method: 'GET', url: `/api/mpi/questionnaires/for-programs/${program.id}`, cookie: p.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: q.versionId, questionnaireId: q.id, readOnly: false, questionnaireCompleted: false, fulfilledAt: null });
    expect(res.json().sections[0].questions[0]).toMatchObject({ orderNumber: 1, format: 'TEXT', required: true, maxLength: 20, answer: null, answerChoices: [] });
    const inactive = await makeProgram(t, admin, q.id, { active: false });
    expect((await t.request({ method: 'GET', url: `/api/mpi/questionnaires/for-programs/${inactive.id}`, cookie: p.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/mpi/questionnaires/for-programs/999999', cookie: p.cookie })).statusCode).toBe(404);
    const other = await person(clinicDayYearsAgo(40));
    const stranger = await t.request({ method: 'GET', url: `/api/mpi/questionnaires/for-programs/${program.id}?patientId=${other.patientId}`, cookie: p.cookie });
    expect(stranger.statusCode).toBe(404);
    const wrongSystem = await t.request({ method: 'GET', url: `/api/mpi/questionnaires/for-programs/${program.id}/${p.patientId}/AMMS/is-fulfilled`, cookie: p.cookie });
    expect(wrongSystem.statusCode).toBe(404);
  });
});
