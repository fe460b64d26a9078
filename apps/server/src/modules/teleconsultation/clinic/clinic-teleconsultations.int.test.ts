import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicCaseNote, ClinicTeleconsultation, ClinicTeleconsultationPage, ClinicTeleconsultationQueue } from '@portal/contracts';
import { staffReads, teleconsultations } from '../../../db/schema/index';
import { systemPatient } from '../../../lib/checked-patient';
import { clinicToday } from '../../../lib/clinic-time';
import { clinicMember } from '../../../test/clinic-members';
import { createTestApp, type TestApp } from '../../../test/helper';
import { makeUnit } from '../../../test/staff-kit';
import { anyService, asPractitioner, consultantOf, makeTeleconsultation, type MadeTeleconsultation } from '../../../test/teleconsultation-kit';
import { addCaseNote, closeCase } from '../../medical-cases/medical-cases-service';

/*
 * The clinician's side of teleconsultations (issue 32 item 6): the day's list, the queue, availability,
 * one teleconsultation with its case, take, end, and her notes to the case — who reaches what, the
 * error codes, the read audit. The role matrix walks every role (staff-role-matrix.teleconsultation).
 */

let t: TestApp;
type Member = { id: number; cookie: string };
let doctorA: Member; // the consultant of `planned`, and of the service of `waiting`
let doctorB: Member; // another doctor, consultant of nothing
let doctorC: Member; // another consultant of the service of `waiting`
let nurse: Member;
let registrar: Member;
let admin: Member; // of every unit
let unitAdmin: Member; // of `unit` only
let unit: number;
let otherUnit: number;
let planned: MadeTeleconsultation; // doctor A's, today, booked in `unit`
let elsewhere: MadeTeleconsultation; // nobody's yet, booked in `otherUnit`
let waiting: MadeTeleconsultation; // unplanned, WAITING, nobody took it
const UNKNOWN = 2_000_000_000;

beforeAll(async () => {
  t = await createTestApp();
  [doctorA, doctorB, doctorC, nurse, registrar, admin] = await Promise.all([
    clinicMember(t, ['DOCTOR']),
    clinicMember(t, ['DOCTOR']),
    clinicMember(t, ['DOCTOR']),
    clinicMember(t, ['NURSE']),
    clinicMember(t, ['REGISTRAR']),
    clinicMember(t, ['ADMIN']),
  ]);
  unit = await makeUnit(t, 'Teleporady własna');
  otherUnit = await makeUnit(t, 'Teleporady cudza');
  unitAdmin = await clinicMember(t, ['ADMIN'], [unit]);
  const service = await anyService(t);
  await consultantOf(t, doctorA.id, service.code);
  await asPractitioner(t, doctorA.id);
  await consultantOf(t, doctorC.id, service.code);
  planned = await makeTeleconsultation(t, { consultantStaffId: doctorA.id, unitId: unit, recordingAllowed: true, communicationType: 'V' });
  elsewhere = await makeTeleconsultation(t, { unitId: otherUnit });
  waiting = await makeTeleconsultation(t, { unplanned: true, serviceCode: service.code });
});
afterAll(() => t.close());

const get = (url: string, who: Member | null) => t.request({ method: 'GET', url, cookie: who?.cookie });
const send = (method: 'POST' | 'PUT', url: string, who: Member, payload?: object) => t.request({ method, url, cookie: who.cookie, payload });
const ids = (page: { items: Array<{ id: number }> }) => page.items.map((i) => i.id);
const audited = async (who: Member, what: string, patientId: number) =>
  (await t.deps.db.select().from(staffReads).where(and(eq(staffReads.staffId, who.id), eq(staffReads.what, what), eq(staffReads.patientId, patientId)))).length;

describe('the day’s list', () => {
  it('shows a consultant her own of today, with the patient and the case, and the read in the audit', async () => {
    const res = await get('/api/clinic/teleconsultations', doctorA);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ClinicTeleconsultationPage>();
    expect(ids(page)).toEqual([planned.id]);
    expect(page.items[0]).toMatchObject({ status: 'SCHEDULED', communicationType: 'V', caseId: planned.caseId, caseTitle: 'Ból gardła', patient: { id: planned.patientId }, consultant: { id: doctorA.id } });
    expect(await audited(doctorA, 'TELECONSULTATIONS', planned.patientId)).toBe(1);
    expect(ids((await get('/api/clinic/teleconsultations', doctorB)).json())).toEqual([]);
  });

  it('takes another day and pages', async () => {
    const tomorrow = clinicToday(new Date(t.clock.now().getTime() + 86_400_000 * 2));
    expect(ids((await get(`/api/clinic/teleconsultations?date=${tomorrow}`, doctorA)).json())).toEqual([]);
    const paged = (await get('/api/clinic/teleconsultations?pageSize=1&pageIndex=0', admin)).json<ClinicTeleconsultationPage>();
    expect(paged.items).toHaveLength(1);
    expect(paged.hasNextPage).toBe(true);
    expect((await get('/api/clinic/teleconsultations?date=2026-02-31', doctorA)).statusCode).toBe(400);
  });

  it('shows an administrator those of her units, and refuses the desk', async () => {
    expect(ids((await get('/api/clinic/teleconsultations', admin)).json())).toEqual(expect.arrayContaining([planned.id, elsewhere.id, waiting.id]));
    expect(ids((await get('/api/clinic/teleconsultations', unitAdmin)).json())).toEqual([planned.id]);
    expect((await get('/api/clinic/teleconsultations', registrar)).statusCode).toBe(403);
    expect((await get('/api/clinic/teleconsultations', null)).statusCode).toBe(401);
  });
});

describe('the queue', () => {
  it('lists the unplanned ones waiting of services she consults for', async () => {
    const mine = (await get('/api/clinic/teleconsultations/queue', doctorA)).json<ClinicTeleconsultationQueue>();
    expect(ids(mine)).toContain(waiting.id);
    expect(mine.items.find((i) => i.id === waiting.id)).toMatchObject({ caseTitle: 'Ból gardła', serviceCode: waiting.serviceCode });
    expect(await audited(doctorA, 'TELECONSULTATION_QUEUE', waiting.patientId)).toBe(1);
    expect(ids((await get('/api/clinic/teleconsultations/queue', doctorB)).json())).toEqual([]);
    expect(ids((await get('/api/clinic/teleconsultations/queue', nurse)).json())).toEqual([]);
    expect((await get('/api/clinic/teleconsultations/queue', admin)).statusCode).toBe(403);
  });

  it('counts her queue on the dashboard', async () => {
    const count = async (who: Member) =>
      ((await get('/api/clinic/dashboard', who)).json().queues as Array<{ key: string; count: number }>).find((q) => q.key === 'TELECONSULTATIONS_WAITING')?.count;
    expect(await count(doctorA)).toBeGreaterThanOrEqual(1);
    expect(await count(doctorB)).toBe(0);
    expect(await count(nurse)).toBeUndefined();
  });
});

describe('availability', () => {
  it('is off until she turns it on, and only her own', async () => {
    expect((await get('/api/clinic/teleconsultations/availability', nurse)).json()).toEqual({ available: false, updatedAt: null });
    const on = await send('PUT', '/api/clinic/teleconsultations/availability', nurse, { available: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ available: true });
    expect((await get('/api/clinic/teleconsultations/availability', nurse)).json().available).toBe(true);
    expect((await get('/api/clinic/teleconsultations/availability', doctorB)).json().available).toBe(false);
    expect((await send('PUT', '/api/clinic/teleconsultations/availability', nurse, { available: 'tak' })).statusCode).toBe(400);
    expect((await send('PUT', '/api/clinic/teleconsultations/availability', registrar, { available: true })).statusCode).toBe(403);
  });
});

describe('one teleconsultation', () => {
  it('shows its consultant the case, notes, attachments and what she may do; audited', async () => {
    await addCaseNote(t.deps.db, systemPatient(planned.patientId, 'test'), planned.caseId, { text: 'Boli przy przełykaniu', consultationId: planned.id, author: 'PATIENT', accountId: null });
    const res = await get(`/api/clinic/teleconsultations/${planned.id}`, doctorA);
    expect(res.statusCode, res.body).toBe(200);
    const tc = res.json<ClinicTeleconsultation>();
    expect(tc).toMatchObject({ id: planned.id, mine: true, canJoin: true, canTake: false, recordingAllowed: true, case: { id: planned.caseId, title: 'Ból gardła', description: 'Od trzech dni boli mnie gardło.', status: 'OPEN' } });
    expect(tc.case.notes.map((n) => [n.author, n.text, n.own])).toEqual([['PATIENT', 'Boli przy przełykaniu', false]]);
    expect(tc.consultationAttachments.map((a) => [a.attachmentType, a.note])).toEqual([['N', 'Boli przy przełykaniu']]);
    expect(new Date(tc.startWindow.from).getTime()).toBe(new Date(tc.scheduledFrom).getTime() - 30 * 60_000);
    expect(await audited(doctorA, 'TELECONSULTATION', planned.patientId)).toBe(1);
  });

  it('answers another doctor, an administrator of another unit and an unknown id alike: 404', async () => {
    const unknown = await get(`/api/clinic/teleconsultations/${UNKNOWN}`, doctorB);
    expect(unknown.statusCode).toBe(404);
    for (const [who, id] of [
      [doctorB, planned.id],
      [unitAdmin, elsewhere.id],
      [doctorB, waiting.id],
    ] as const) {
      const res = await get(`/api/clinic/teleconsultations/${id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect((await get(`/api/clinic/teleconsultations/${planned.id}`, unitAdmin)).json()).toMatchObject({ mine: false, canJoin: false });
    expect((await get(`/api/clinic/teleconsultations/${planned.id}`, registrar)).statusCode).toBe(403);
  });

  it('shows a queue doctor an unplanned one to take', async () => {
    expect((await get(`/api/clinic/teleconsultations/${waiting.id}`, doctorC)).json()).toMatchObject({ canTake: true, mine: false, canJoin: false, consultant: null });
  });

  it('cannot be joined outside the start window', async () => {
    const later = await makeTeleconsultation(t, { consultantStaffId: doctorA.id, scheduledFrom: new Date(t.clock.now().getTime() + 31 * 60_000) });
    expect((await get(`/api/clinic/teleconsultations/${later.id}`, doctorA)).json()).toMatchObject({ canJoin: false, mine: true });
    const edge = await makeTeleconsultation(t, { consultantStaffId: doctorA.id, scheduledFrom: new Date(t.clock.now().getTime() + 30 * 60_000) });
    expect((await get(`/api/clinic/teleconsultations/${edge.id}`, doctorA)).json()).toMatchObject({ canJoin: true });
  });

  it('downloads no attachment of another case, nor of a teleconsultation she does not reach', async () => {
    expect((await get(`/api/clinic/teleconsultations/${planned.id}/attachments/${UNKNOWN}`, doctorA)).statusCode).toBe(404);
    expect((await get(`/api/clinic/teleconsultations/${planned.id}/attachments/1`, doctorB)).statusCode).toBe(404);
  });
});

describe('take and end', () => {
  it('lets a consultant of the service take an unplanned one, once; another gets 409; a non-consultant 404', async () => {
    const fresh = await makeTeleconsultation(t, { unplanned: true, serviceCode: waiting.serviceCode });
    expect((await send('POST', `/api/clinic/teleconsultations/${fresh.id}/take`, doctorB)).statusCode).toBe(404);
    const taken = await send('POST', `/api/clinic/teleconsultations/${fresh.id}/take`, doctorA);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ mine: true, consultant: { id: doctorA.id }, canTake: false });
    expect((await send('POST', `/api/clinic/teleconsultations/${fresh.id}/take`, doctorA)).statusCode).toBe(200);
    const again = await send('POST', `/api/clinic/teleconsultations/${fresh.id}/take`, doctorC);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('TELECONSULTATION_TAKEN');
    expect(ids((await get('/api/clinic/teleconsultations/queue', doctorC)).json())).not.toContain(fresh.id);
    expect((await send('POST', `/api/clinic/teleconsultations/${fresh.id}/take`, nurse)).statusCode).toBe(403);
  });

  it('ends her own one; again is 409; another’s is 404', async () => {
    const own = await makeTeleconsultation(t, { consultantStaffId: doctorA.id });
    expect((await send('POST', `/api/clinic/teleconsultations/${own.id}/end`, doctorB)).statusCode).toBe(404);
    const ended = await send('POST', `/api/clinic/teleconsultations/${own.id}/end`, doctorA);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'FINISHED', canJoin: false });
    const [row] = await t.deps.db.select().from(teleconsultations).where(eq(teleconsultations.id, own.id));
    expect(row!.endedAt).not.toBeNull();
    const again = await send('POST', `/api/clinic/teleconsultations/${own.id}/end`, doctorA);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('TELECONSULTATION_NOT_ACTIVE');
  });
});

describe('her notes to the case', () => {
  const notes = (caseId: number) => `/api/clinic/medical-cases/${caseId}/notes`;

  it('adds hers for the teleconsultation and changes only her own', async () => {
    const added = await send('POST', notes(planned.caseId), doctorA, { text: 'Zalecam płukanie gardła.', consultationId: planned.id });
    expect(added.statusCode, added.body).toBe(201);
    const note = added.json<ClinicCaseNote>();
    expect(note).toMatchObject({ author: 'STAFF', consultationId: planned.id, own: true, authorName: 'Ewa Testowa' });
    const changed = await send('PUT', `${notes(planned.caseId)}/${note.id}`, doctorA, { text: 'Zalecam płukanie gardła szałwią.' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().text).toBe('Zalecam płukanie gardła szałwią.');
    const tc = (await get(`/api/clinic/teleconsultations/${planned.id}`, doctorA)).json<ClinicTeleconsultation>();
    expect(tc.case.notes.find((n) => n.id === note.id)).toMatchObject({ own: true, author: 'STAFF' });
    // The patient's note is not hers to change.
    const patientNote = tc.case.notes.find((n) => n.author === 'PATIENT')!;
    expect((await send('PUT', `${notes(planned.caseId)}/${patientNote.id}`, doctorA, { text: 'Zmiana' })).statusCode).toBe(404);
  });

  it('refuses another’s case, an unknown consultation, an empty or too long text', async () => {
    expect((await send('POST', notes(planned.caseId), doctorB, { text: 'Obca', consultationId: null })).statusCode).toBe(404);
    expect((await send('POST', notes(planned.caseId), doctorA, { text: 'Obca', consultationId: waiting.id })).statusCode).toBe(404);
    const empty = await send('POST', notes(planned.caseId), doctorA, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    const long = await send('POST', notes(planned.caseId), doctorA, { text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('maksimum 2000 znaków');
    expect((await send('POST', notes(planned.caseId), registrar, { text: 'Biuro' })).statusCode).toBe(403);
  });

  it('closes her case once no teleconsultation of it is still to be held; another’s case is 404, the desk 403', async () => {
    const close = (caseId: number, who: typeof doctorA) => send('POST', `/api/clinic/medical-cases/${caseId}/close`, who);
    const scheduled = await makeTeleconsultation(t, { consultantStaffId: doctorA.id });
    const pending = await close(scheduled.caseId, doctorA);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().errorCode).toBe('MEDICAL_CASE_CONSULTATION_PENDING');
    const done = await makeTeleconsultation(t, { consultantStaffId: doctorA.id, status: 'FINISHED' });
    expect((await close(done.caseId, doctorB)).statusCode).toBe(404);
    expect((await close(done.caseId, registrar)).statusCode).toBe(403);
    expect((await close(done.caseId, doctorA)).statusCode).toBe(204);
    expect((await get(`/api/clinic/teleconsultations/${done.id}`, doctorA)).json<ClinicTeleconsultation>().case.status).toBe('CLOSED');
    // Again: nothing changes.
    expect((await close(done.caseId, doctorA)).statusCode).toBe(204);
    expect((await send('POST', notes(done.caseId), doctorA, { text: 'Po zamknięciu' })).json().errorCode).toBe('MEDICAL_CASE_CLOSED');
  });

  it('answers 409 MEDICAL_CASE_CLOSED once the case is closed', async () => {
    const own = await makeTeleconsultation(t, { consultantStaffId: doctorA.id });
    const added = (await send('POST', notes(own.caseId), doctorA, { text: 'Pierwsza' })).json<ClinicCaseNote>();
    await closeCase(t.deps.db, systemPatient(own.patientId, 'test'), own.caseId);
    const refused = await send('POST', notes(own.caseId), doctorA, { text: 'Druga' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('MEDICAL_CASE_CLOSED');
    expect((await send('PUT', `${notes(own.caseId)}/${added.id}`, doctorA, { text: 'Zmiana' })).json().errorCode).toBe('MEDICAL_CASE_CLOSED');
  });
});
