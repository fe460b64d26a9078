import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicQuestionnaire } from '@portal/contracts';
import { addDays } from '@portal/domain';
import { clinicToday } from '../../../lib/clinic-time';
import type { PortalModule } from '../../portal-module';
import { createTestApp, type TestApp } from '../../../test/helper';
import { demoUnitIds } from '../../../test/clinic-members';
import { adminCookie, everyFormat, goodAnswers, makeQuestionnaire } from '../../../test/questionnaire-kit';
import type { QuestionnaireSubject } from '../questionnaires-service';

/**
 * Booking and visit questionnaires, with bookings and visits of a module this test adds through the
 * normal module list (the modules that keep them come with later issues).
 */

const bookings = new Map<string, QuestionnaireSubject>();
const visits = new Map<string, QuestionnaireSubject>();
const source: PortalModule = {
  name: 'test-bookings-and-visits',
  tier: 'feature',
  order: 1000,
  routes: () => async () => {},
  questionnaireSubjects: { BOOKING: async (_deps, s) => bookings.get(s.id) ?? null, ENCOUNTER: async (_deps, s) => visits.get(s.id) ?? null },
};

let t: TestApp;
let admin: string;
let booked: ClinicQuestionnaire;
let everyUnit: ClinicQuestionnaire;
let ownUnit: ClinicQuestionnaire;
let units: { primaryCare: number; specialist: number };
let me: { patientId: number; cookie: string };
let stranger: { patientId: number };
beforeAll(async () => {
  t = await createTestApp({}, { extraModules: [source] });
  admin = await adminCookie(t);
  units = await demoUnitIds(t);
  booked = await makeQuestionnaire(t, admin);
  everyUnit = await makeQuestionnaire(t, admin, everyFormat({ title: 'Po wizycie pediatrycznej' }));
  ownUnit = await makeQuestionnaire(t, admin, everyFormat({ title: 'Po wizycie pediatrycznej w POZ' }));
  const assign = (id: number, body: object) => t.request({ method: 'PUT', url: `/api/clinic/questionnaires/${id}/assignments`, payload: body, cookie: admin });
  expect((await assign(booked.id, { serviceCodes: ['POZ-EKG'], specialities: [] })).statusCode).toBe(200);
  expect((await assign(everyUnit.id, { serviceCodes: [], specialities: [{ unitId: null, speciality: 'PEDIATRIA' }] })).statusCode).toBe(200);
  expect((await assign(ownUnit.id, { serviceCodes: [], specialities: [{ unitId: units.primaryCare, speciality: 'PEDIATRIA' }] })).statusCode).toBe(200);
  const account = await t.make.account();
  me = { patientId: (await t.make.patient({ accountId: account.id })).id, cookie: await t.as(account.id) };
  stranger = { patientId: (await t.make.patient()).id };
});
afterAll(() => t.close());

const today = () => clinicToday(new Date());
const booking = (over: Partial<QuestionnaireSubject> = {}): QuestionnaireSubject => ({ patientId: me.patientId, asks: { serviceCode: 'POZ-EKG' }, visitDate: addDays(today(), 3), editable: true, label: 'EKG', ...over });
const visit = (visitDate: string, over: Partial<QuestionnaireSubject> = {}): QuestionnaireSubject => ({
  patientId: me.patientId,
  asks: { unitId: units.primaryCare, speciality: 'PEDIATRIA' },
  visitDate,
  editable: true,
  label: 'Porada',
  ...over,
});
const get = (url: string) => t.request({ method: 'GET', url: `/api${url}`, cookie: me.cookie });
const post = (url: string, payload: object) => t.request({ method: 'POST', url: `/api${url}`, payload, cookie: me.cookie });

describe('booking questionnaires by service code (the wizard)', () => {
  it('tells whether a service asks one and answers its current version', async () => {
    expect((await post('/mpi/questionnaires/for-bookings/exists', { serviceCode: 'POZ-EKG' })).json()).toEqual({ value: true });
    expect((await post('/mpi/questionnaires/for-bookings/exists', { serviceCode: 'POZ-KREW' })).json()).toEqual({ value: false });
    expect((await post('/mpi/questionnaires/for-bookings/exists', { serviceCode: 'NIE-MA' })).json()).toEqual({ value: false });
    const res = await post('/mpi/questionnaires/for-bookings', { serviceCode: 'POZ-EKG' });
    expect(res.json()).toMatchObject({ id: booked.versionId, questionnaireCompleted: false, readOnly: false });
    expect((await post('/mpi/questionnaires/for-bookings', { serviceCode: 'POZ-KREW' })).statusCode).toBe(404);
  });
});

describe('booking questionnaires by booking', () => {
  it('saves and replaces the answers while the booking is SCHEDULED, then is read-only', async () => {
    bookings.set('B-1', booking());
    expect((await get('/mpi/questionnaires/for-bookings/B-1/PORTAL/is-fulfilled')).json()).toEqual({ value: false });
    expect((await get('/mpi/questionnaires-fulfillments/mpi-user/for-bookings/B-1')).statusCode).toBe(404);
    const saved = await post('/mpi/questionnaires-fulfillments/mpi-user/for-bookings/B-1/PORTAL', goodAnswers(booked.versionId));
    expect(saved.statusCode, saved.body).toBe(200);
    const changed = goodAnswers(booked.versionId);
    changed.answers[1] = { orderNumber: 2, format: 'NUMERIC', value: 9 };
    expect((await post('/mpi/questionnaires-fulfillments/mpi-user/for-bookings/B-1/PORTAL', changed)).statusCode).toBe(200);
    expect((await get('/mpi/questionnaires-fulfillments/mpi-user/for-bookings/B-1')).json().answers[1]).toEqual({ orderNumber: 2, format: 'NUMERIC', value: 9 });
    expect((await get('/mpi/questionnaires/for-bookings/B-1/PORTAL/is-fulfilled')).json()).toEqual({ value: true });
    expect((await get('/mpi/questionnaires/for-bookings/byBookingId/B-1')).json()).toMatchObject({ readOnly: false, questionnaireCompleted: true });

    bookings.set('B-1', booking({ editable: false }));
    const view = await get('/mpi/questionnaires/for-bookings/byBookingId/B-1');
    expect(view.json()).toMatchObject({ readOnly: true, questionnaireCompleted: true });
    expect(view.json().sections[0].questions[1]).toMatchObject({ answerNumeric: 9 });
    const refused = await post('/mpi/questionnaires-fulfillments/mpi-user/for-bookings/B-1/PORTAL', goodAnswers(booked.versionId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('QUESTIONNAIRE_READ_ONLY');
  });

  it("answers a stranger's booking, another system and an unknown booking with the same 404", async () => {
    bookings.set('B-2', booking({ patientId: stranger.patientId }));
    const unknown = await get('/mpi/questionnaires/for-bookings/byBookingId/B-404');
    expect(unknown.statusCode).toBe(404);
    for (const url of ['/mpi/questionnaires/for-bookings/byBookingId/B-2', '/mpi/questionnaires-fulfillments/mpi-user/for-bookings/B-2', '/mpi/questionnaires/for-bookings/B-2/PORTAL/is-fulfilled']) {
      const res = await get(url);
      expect({ status: res.statusCode, body: res.json() }, url).toEqual({ status: 404, body: unknown.json() });
    }
    bookings.set('B-3', booking());
    expect((await get('/mpi/questionnaires/for-bookings/B-3/AMMS/is-fulfilled')).json()).toEqual(unknown.json());
    expect((await post('/mpi/questionnaires-fulfillments/mpi-user/for-bookings/B-2/PORTAL', goodAnswers(booked.versionId))).json()).toEqual(unknown.json());
  });
});

describe('visit questionnaires', () => {
  it("asks the unit's own questionnaire before the every-unit one", async () => {
    visits.set('V-poz', visit(today()));
    visits.set('V-spec', visit(today(), { asks: { unitId: units.specialist, speciality: 'PEDIATRIA' } }));
    visits.set('V-none', visit(today(), { asks: { unitId: units.specialist, speciality: 'KARDIOLOGIA' } }));
    expect((await get('/mpi/questionnaires/for-encounters/V-poz')).json()).toMatchObject({ questionnaireId: ownUnit.id, visitDate: today(), lastDay: addDays(today(), 7) });
    expect((await get('/mpi/questionnaires/for-encounters/V-spec')).json()).toMatchObject({ questionnaireId: everyUnit.id });
    expect((await get('/mpi/questionnaires/for-encounters/V-none/exists')).json()).toEqual({ value: false });
    expect((await get('/mpi/questionnaires/for-encounters/V-none')).statusCode).toBe(404);
    expect((await get('/mpi/questionnaires/for-encounters/V-poz/exists')).json()).toEqual({ value: true });
  });

  it('takes answers until visit date + deadline days (the last day included), then refuses them', async () => {
    visits.set('V-before', visit(addDays(today(), -3)));
    visits.set('V-last', visit(addDays(today(), -7)));
    visits.set('V-after', visit(addDays(today(), -8)));
    for (const id of ['V-before', 'V-last']) {
      expect((await get(`/mpi/questionnaires/for-encounters/${id}`)).json(), id).toMatchObject({ readOnly: false });
      expect((await post(`/mpi/questionnaires-fulfillments/mpi-user/for-encounters/${id}`, goodAnswers(ownUnit.versionId))).statusCode, id).toBe(200);
    }
    const late = await get('/mpi/questionnaires/for-encounters/V-after');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ errorCode: 'QUESTIONNAIRE_DEADLINE_PASSED', message: 'Termin wypełnienia ankiety już minął' });
    expect((await post('/mpi/questionnaires-fulfillments/mpi-user/for-encounters/V-after', goodAnswers(ownUnit.versionId))).json().errorCode).toBe('QUESTIONNAIRE_DEADLINE_PASSED');

    // A day later the answered one is locked, and shown with its answers.
    visits.set('V-last', visit(addDays(today(), -8)));
    const locked = await get('/mpi/questionnaires/for-encounters/V-last');
    expect(locked.json()).toMatchObject({ readOnly: true, questionnaireCompleted: true });
    expect(locked.json().sections[0].questions[0].answer).toBe('Zażółć gęślą');
    expect((await post('/mpi/questionnaires-fulfillments/mpi-user/for-encounters/V-last', goodAnswers(ownUnit.versionId))).json().errorCode).toBe('QUESTIONNAIRE_DEADLINE_PASSED');
  });

  it("answers a stranger's visit like an unknown one", async () => {
    visits.set('V-stranger', visit(today(), { patientId: stranger.patientId }));
    const unknown = await get('/mpi/questionnaires/for-encounters/V-404');
    const res = await get('/mpi/questionnaires/for-encounters/V-stranger');
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: unknown.json() });
  });
});

describe('issue 28 item 14: deadlines, date rules', () => {
  it('does not offer a visit questionnaire past its deadline and not answered (exists and the form), and refuses its answers', async () => {
    visits.set('V-gone', visit(addDays(today(), -30)));
    expect((await get('/mpi/questionnaires/for-encounters/V-gone/exists')).json()).toEqual({ value: false });
    expect((await get('/mpi/questionnaires/for-encounters/V-gone')).json().errorCode).toBe('QUESTIONNAIRE_DEADLINE_PASSED');
    const refused = await post('/mpi/questionnaires-fulfillments/mpi-user/for-encounters/V-gone', goodAnswers(ownUnit.versionId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errorCode: 'QUESTIONNAIRE_DEADLINE_PASSED', message: 'Termin wypełnienia ankiety już minął' });
  });

  it('still offers an answered one past its deadline, read-only', async () => {
    visits.set('V-kept', visit(today()));
    expect((await post('/mpi/questionnaires-fulfillments/mpi-user/for-encounters/V-kept', goodAnswers(ownUnit.versionId))).statusCode).toBe(200);
    visits.set('V-kept', visit(addDays(today(), -30)));
    expect((await get('/mpi/questionnaires/for-encounters/V-kept/exists')).json()).toEqual({ value: true });
    expect((await get('/mpi/questionnaires/for-encounters/V-kept')).json()).toMatchObject({ readOnly: true });
  });

  it("refuses a date answer against the question's rule with 400 and a Polish message at the question", async () => {
    bookings.set('B-dates', booking());
    const answers = (date: string) => {
      const body = goodAnswers(booked.versionId);
      return { ...body, answers: body.answers.map((a) => (a.format === 'DATE' ? { ...a, value: date } : a)) };
    };
    const future = await post('/mpi/questionnaires-fulfillments/mpi-user/for-bookings/B-dates/PORTAL', answers(addDays(today(), 1)));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      errors: [{ path: 'answers.4', message: 'Data nie może być późniejsza niż dzisiejsza' }],
    });
    const impossible = await post('/mpi/questionnaires-fulfillments/mpi-user/for-bookings/B-dates/PORTAL', answers('2026-02-30'));
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors).toEqual([{ path: 'answers.4', message: 'Podaj poprawną datę' }]);
    expect((await post('/mpi/questionnaires-fulfillments/mpi-user/for-bookings/B-dates/PORTAL', answers(today()))).statusCode).toBe(200);
  });
});
