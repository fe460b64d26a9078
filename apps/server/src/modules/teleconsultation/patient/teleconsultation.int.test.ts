import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CaseConsultation, MedicalCaseAttachmentList, Teleconsultation, TimeSlot, UnplannedService } from '@portal/contracts';
import { addDays } from '@portal/domain';
import { withTransaction } from '../../../db/client';
import { bookings, consents, patients, staffMembers, teleconsultationPatients } from '../../../db/schema/index';
import { clinicToday } from '../../../lib/clinic-time';
import { clinicMember } from '../../../test/clinic-members';
import { createTestApp, type TestApp } from '../../../test/helper';
import { getSettings, saveSettings } from '../../settings/settings-service';
import { casesForStaff } from '../../medical-cases/medical-cases-service';
import { systemPatient } from '../../../lib/checked-patient';
import { markStarted } from '../teleconsultation-service';
import { DEMO_PERSONS, DEMO_STAFF } from '../../../demo';

/*
 * The teleconsultation module's patient API (issue 32): catalogues, "now" facts, booking (planned on a
 * held slot, unplanned), its refusals (account type, consents, registration, description, case, slot
 * taken, strangers), changing the date, cancelling, the unplanned registration (idempotent), the
 * recording consent and the patient registration. The window's edges are domain's and telehealth's.
 */

let t: TestApp;
let anna: string;
let annaAccount: number;
let annaId: number;
let caseId: number;
let doctorId: number;
let stranger: { cookie: string; accountId: number };

const GP = 'POZ-TELEPORADA';
const NOW_SERVICE = 'TELEPORADA-TERAZ';
const req = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.request({ method, url: `/api${url}`, ...(cookie ? { cookie } : {}), ...(payload ? { payload } : {}) });

/** Free GP teleconsultation slots of the demo doctor from tomorrow on (the week ahead), soonest first. */
async function freeSlots(): Promise<TimeSlot[]> {
  const today = clinicToday(t.clock.now());
  const res = await req(anna, 'GET', `/mppd/api/time-slots/?medicalServiceCode=${GP}&dateFrom=${addDays(today, 1)}&dateTo=${addDays(today, 8)}&patientId=${annaId}`);
  expect(res.statusCode).toBe(200);
  const [doctor] = await t.deps.db.select({ practitionerId: staffMembers.practitionerId }).from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF.lekarz.login));
  return (res.json().slots as TimeSlot[]).filter((s) => s.practitioner.employeeId === doctor!.practitionerId && !s.heldForPatient);
}

const hold = (cookie: string, timeSlotId: number, patientId: number) => req(cookie, 'POST', '/mppd/api/bookings/blockTimeSlotForBooking', { timeSlotId, patientId });
const create = (cookie: string, accountId: number, patientId: number, body: object) => req(cookie, 'POST', `/amts/consultations/${accountId}/${patientId}`, body);

/** A fresh AUTHORIZED account with its own record, and whatever consents and registration the test wants. */
async function person(opts: { type?: 'AUTHORIZED' | 'UNAUTHORIZED'; ctel?: boolean; registered?: boolean } = {}) {
  const account = await t.make.account({ type: opts.type ?? 'AUTHORIZED' });
  const record = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED', name: 'Ola', lastName: 'Zdalna', birthDate: '1990-02-03', nationalId: null });
  const today = clinicToday(t.clock.now());
  if (opts.ctel) await t.deps.db.insert(consents).values({ patientId: record.id, accountId: account.id, consentType: 'CTEL', status: 'REGISTERED', validFrom: today });
  if (opts.registered) await t.deps.db.insert(teleconsultationPatients).values({ patientId: record.id, registeredAt: t.clock.now() });
  return { account, record, cookie: await t.as(account.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await clinicMember(t, ['ADMIN']);
  const app = await getSettings(t.deps, 'application');
  await saveSettings(t.deps, 'application', { ...app, bookingsModule: true, telecommunicationModule: true }, { staffId: admin.id, login: 'test', ip: null });
  anna = await t.login('anna');
  const me = (await req(anna, 'GET', '/mpi/accounts/mpi-user/patients/me')).json();
  annaId = me.id;
  annaAccount = (await req(anna, 'GET', '/mpi/accounts/mpi-user')).json().id;
  caseId = (await casesForStaff(t.deps.db, systemPatient(annaId, 'test'))).find((c) => c.status === 'OPEN')!.medicalCaseId;
  doctorId = (await t.deps.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF.lekarz.login)))[0]!.id;
  const s = await person({ ctel: true, registered: true });
  stranger = { cookie: s.cookie, accountId: s.account.id };
});
afterAll(() => t.close());

describe('catalogues and the "now" facts (public)', () => {
  it('offers the planned GP teleconsultation to a visitor, not the "now" service', async () => {
    const res = await req(undefined, 'GET', '/mppd/api/catalog/teleconsultations/planned/for-booking');
    expect(res.statusCode).toBe(200);
    const codes = new Set((res.json() as Array<{ medicalService: { code: string; typeId: string } }>).map((e) => e.medicalService.code));
    expect(codes.has(GP)).toBe(true);
    expect(codes.has(NOW_SERVICE)).toBe(false);
    expect((res.json() as Array<{ medicalService: { typeId: string } }>).every((e) => e.medicalService.typeId === 'TELECONSULTATION')).toBe(true);
  });

  it('lists the "now" service with its available consultant; the status and the waiting count', async () => {
    const all: UnplannedService[] = (await req(undefined, 'GET', '/mppd/api/catalog/teleconsultations/unplanned')).json();
    const now = all.find((s) => s.medicalService.code === NOW_SERVICE)!;
    expect(now).toMatchObject({ available: true, waiting: 0 });
    expect(now.consultants.map((c) => c.consultantId)).toContain(doctorId);
    const forBooking: UnplannedService[] = (await req(undefined, 'GET', '/mppd/api/catalog/teleconsultations/unplanned/for-booking')).json();
    expect(forBooking.map((s) => s.medicalService.code)).toContain(NOW_SERVICE);
    expect((await req(undefined, 'GET', `/amts/consultations/consultants/${doctorId}/status`)).json()).toEqual({ consultantId: doctorId, status: 1 });
    expect((await req(undefined, 'GET', `/amts/services/${NOW_SERVICE}/waiting-consultations`)).json()).toEqual({ serviceCode: NOW_SERVICE, count: 0 });
  });

  it('answers 404 for a staff member who is no consultant and a service that is not "now"', async () => {
    const other = await clinicMember(t, ['REGISTRAR']);
    expect((await req(undefined, 'GET', `/amts/consultations/consultants/${other.id}/status`)).statusCode).toBe(404);
    expect((await req(undefined, 'GET', `/amts/services/${GP}/waiting-consultations`)).statusCode).toBe(404);
    expect((await req(undefined, 'GET', '/amts/services/NIE-MA/waiting-consultations')).statusCode).toBe(404);
  });
});

describe('booking a planned one', () => {
  let created: Teleconsultation;

  it('books the held slot in her case: the booking names it, the description is its note', async () => {
    const [slot] = await freeSlots();
    expect((await hold(anna, slot!.id, annaId)).statusCode).toBe(200);
    const res = await create(anna, annaAccount, annaId, { medServiceCode: GP, timeSlot: slot!.id, medicalCaseId: caseId, description: 'Boli mnie głowa od rana.', attachmentsIds: [] });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    expect(created).toMatchObject({ status: 'SCHEDULED', unplanned: false, medicalCaseId: caseId, scheduledFrom: slot!.dateFrom, consultant: { consultantId: doctorId } });
    expect(new Date(created.startWindow.opensAt).getTime()).toBe(new Date(slot!.dateFrom).getTime() - 1_800_000);
    const booking = (await t.deps.db.select().from(bookings).where(eq(bookings.id, created.bookingId!)))[0]!;
    expect(booking).toMatchObject({ teleconsultationId: created.id, medicalCaseId: caseId, timeSlotId: slot!.id, status: 'SCHEDULED' });
    const view: Booking = (await req(anna, 'GET', `/mppd/api/bookings/PORTAL/${booking.id}`)).json();
    expect(view).toMatchObject({ teleconsultationId: created.id, medicalCaseId: caseId });
    const attachments: MedicalCaseAttachmentList = (await req(anna, 'GET', `/amts/medical-cases/${annaAccount}/${annaId}/${caseId}/${created.id}/attachments`)).json();
    expect(attachments.items).toEqual([expect.objectContaining({ attachmentType: 'N', note: 'Boli mnie głowa od rana.' })]);
    const list: CaseConsultation[] = (await req(anna, 'GET', `/amts/medical-cases/${annaAccount}/${annaId}/${caseId}/consultations`)).json();
    expect(list.map((c) => c.id)).toContain(created.id);
    expect((await req(anna, 'GET', `/amts/consultations/${annaAccount}/${annaId}/${created.id}`)).json()).toMatchObject({ id: created.id });
  });

  it('refuses a slot another booking took: 409 TIME_SLOT_TAKEN (the bookings rule, one booking a slot)', async () => {
    const res = await create(anna, annaAccount, annaId, { medServiceCode: GP, timeSlot: (await t.deps.db.select().from(bookings).where(eq(bookings.id, created.bookingId!)))[0]!.timeSlotId, medicalCaseId: caseId });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('TIME_SLOT_TAKEN');
  });

  it('refuses a slot another patient holds (the 15-minute hold)', async () => {
    const [slot] = await freeSlots();
    const other = await person({ ctel: true, registered: true });
    expect((await hold(other.cookie, slot!.id, other.record.id)).statusCode).toBe(200);
    const res = await create(anna, annaAccount, annaId, { medServiceCode: GP, timeSlot: slot!.id, medicalCaseId: caseId });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('TIME_SLOT_TAKEN');
  });

  it('moves it to a new held slot: the old booking is cancelled, the new one names it', async () => {
    const [slot] = await freeSlots();
    await hold(anna, slot!.id, annaId);
    const res = await req(anna, 'PUT', `/amts/consultations/${annaAccount}/${annaId}/change`, { timeSlot: slot!.id, teleconsultationId: created.id, patientId: annaId, hisBookingId: created.bookingId });
    expect(res.statusCode, res.body).toBe(200);
    const moved: Teleconsultation = res.json();
    expect(moved.scheduledFrom).toBe(slot!.dateFrom);
    expect(moved.bookingId).not.toBe(created.bookingId);
    expect((await t.deps.db.select().from(bookings).where(eq(bookings.id, created.bookingId!)))[0]!.status).toBe('CANCELED');
    expect((await t.deps.db.select().from(bookings).where(eq(bookings.id, moved.bookingId!)))[0]).toMatchObject({ teleconsultationId: created.id, medicalCaseId: caseId });
    created = moved;
  });

  it('cancels it with its booking; a second cancel or a change answers 409 TELECONSULTATION_NOT_ACTIVE', async () => {
    const res = await req(anna, 'POST', `/amts/consultations/${annaAccount}/${annaId}/cancel`, { teleconsultationId: created.id, patientId: annaId });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('CANCELED');
    expect((await t.deps.db.select().from(bookings).where(eq(bookings.id, created.bookingId!)))[0]!.status).toBe('CANCELED');
    const again = await req(anna, 'POST', `/amts/consultations/${annaAccount}/${annaId}/cancel`, { teleconsultationId: created.id, patientId: annaId });
    expect(again.json().errorCode).toBe('TELECONSULTATION_NOT_ACTIVE');
    const [slot] = await freeSlots();
    const change = await req(anna, 'PUT', `/amts/consultations/${annaAccount}/${annaId}/change`, { timeSlot: slot!.id, teleconsultationId: created.id, patientId: annaId });
    expect(change.statusCode).toBe(409);
    expect(change.json().errorCode).toBe('TELECONSULTATION_NOT_ACTIVE');
  });
});

describe('refusals', () => {
  it('an account that is not AUTHORIZED: 403 with the spec’s sentence', async () => {
    const p = await person({ type: 'UNAUTHORIZED', ctel: true, registered: true });
    const res = await create(p.cookie, p.account.id, p.record.id, { medServiceCode: NOW_SERVICE, adhoc: true, title: 'Ból gardła' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'ACCOUNT_NOT_AUTHORIZED', message: 'Konto nie zostało potwierdzone. Potwierdź swoje dane w jednostce' });
  });

  it('no CTEL consent, or a withdrawn data consent: 403 TELECONSULTATION_CONSENT_MISSING naming it', async () => {
    const p = await person({ registered: true });
    const res = await create(p.cookie, p.account.id, p.record.id, { medServiceCode: NOW_SERVICE, adhoc: true, title: 'Ból gardła' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'TELECONSULTATION_CONSENT_MISSING', details: { missing: 'CTEL' } });
    expect(res.json().message).toMatch(/^Brak wymaganej zgody na przetwarzanie danych pacjenta\. .+\.$/);
    const q = await person({ ctel: true, registered: true });
    await t.deps.db.insert(consents).values({ patientId: q.record.id, consentType: 'CDPM', status: 'CANCELLED', validFrom: '2020-01-01', validTo: '2020-12-31' });
    const data = await create(q.cookie, q.account.id, q.record.id, { medServiceCode: NOW_SERVICE, adhoc: true, title: 'Ból gardła' });
    expect(data.json()).toMatchObject({ errorCode: 'TELECONSULTATION_CONSENT_MISSING', details: { missing: 'DATA' } });
  });

  it('a patient not registered for teleconsultations: 404 with the configuration message', async () => {
    const p = await person({ ctel: true });
    const res = await create(p.cookie, p.account.id, p.record.id, { medServiceCode: NOW_SERVICE, adhoc: true, title: 'Ból gardła' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'TELECONSULTATION_PATIENT_UNCONFIGURED', message: 'Problem z konfiguracją konta pacjenta. Skontaktuj się z placówką' });
  });

  it('a description over 2000 characters: 400 with the spec’s message; no case and no title: 400', async () => {
    const long = await create(anna, annaAccount, annaId, { medServiceCode: NOW_SERVICE, adhoc: true, medicalCaseId: caseId, description: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errorCode: 'TELECONSULTATION_DESCRIPTION_TOO_LONG', message: 'Opis moze zawierać maksimum 2000 znaków' });
    const none = await create(anna, annaAccount, annaId, { medServiceCode: NOW_SERVICE, adhoc: true });
    expect(none.json().errorCode).toBe('TELECONSULTATION_CASE_REQUIRED');
  });

  it('a stranger’s patient, another account’s path, another patient’s case: 404 as unknown', async () => {
    expect((await create(stranger.cookie, stranger.accountId, annaId, { medServiceCode: NOW_SERVICE, adhoc: true, title: 'x' })).statusCode).toBe(404);
    expect((await create(anna, stranger.accountId, annaId, { medServiceCode: NOW_SERVICE, adhoc: true, title: 'x' })).statusCode).toBe(404);
    const p = await person({ ctel: true, registered: true });
    expect((await create(p.cookie, p.account.id, p.record.id, { medServiceCode: NOW_SERVICE, adhoc: true, medicalCaseId: caseId })).statusCode).toBe(404);
    expect((await req(stranger.cookie, 'GET', `/amts/medical-cases/${stranger.accountId}/${annaId}/${caseId}/consultations`)).statusCode).toBe(404);
    expect((await req(anna, 'GET', `/amts/consultations/${annaAccount}/${annaId}/999999`)).statusCode).toBe(404);
    const other = await req(anna, 'POST', `/amts/consultations/${annaAccount}/${annaId}/cancel`, { teleconsultationId: 1, patientId: stranger.accountId + 1_000_000 });
    expect(other.statusCode).toBe(400);
  });
});

describe('unplanned ("now")', () => {
  it('waits in a new case, counts in the queue, is registered once the doctor takes it (idempotent)', async () => {
    const res = await create(anna, annaAccount, annaId, { medServiceCode: NOW_SERVICE, adhoc: true, title: 'Gorączka' });
    expect(res.statusCode, res.body).toBe(201);
    const waiting: Teleconsultation = res.json();
    expect(waiting).toMatchObject({ status: 'WAITING', unplanned: true, bookingId: null, consultant: null });
    expect((await req(undefined, 'GET', `/amts/services/${NOW_SERVICE}/waiting-consultations`)).json().count).toBe(1);
    const body = { teleconsultationId: waiting.id, patientId: annaId, medicalCaseId: waiting.medicalCaseId };
    const early = await req(anna, 'POST', `/amts/consultations/${annaAccount}/${annaId}/unplanned`, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('TELECONSULTATION_NO_CONSULTANT');
    await withTransaction(t.deps.db, (tx) => markStarted(tx, waiting.id, doctorId, t.clock.now()));
    const first = await req(anna, 'POST', `/amts/consultations/${annaAccount}/${annaId}/unplanned`, body);
    expect(first.statusCode, first.body).toBe(200);
    const registered: Teleconsultation = first.json();
    expect(registered.bookingId).not.toBeNull();
    expect(registered.consultant?.consultantId).toBe(doctorId);
    const second = await req(anna, 'POST', `/amts/consultations/${annaAccount}/${annaId}/unplanned`, body);
    expect(second.json().bookingId).toBe(registered.bookingId);
    const rows = await t.deps.db.select().from(bookings).where(and(eq(bookings.teleconsultationId, waiting.id)));
    expect(rows).toHaveLength(1);
    expect((await req(undefined, 'GET', `/amts/services/${NOW_SERVICE}/waiting-consultations`)).json().count).toBe(0);
  });

  it('nobody available: 409 TELECONSULTATION_NO_CONSULTANT', async () => {
    await t.deps.db.execute(`update teleconsultation_consultants set available = false`);
    const res = await create(anna, annaAccount, annaId, { medServiceCode: NOW_SERVICE, adhoc: true, medicalCaseId: caseId });
    await t.deps.db.execute(`update teleconsultation_consultants set available = true`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('TELECONSULTATION_NO_CONSULTANT');
  });
});

describe('recording consent and registration', () => {
  it('keeps the recording consent of a registered patient; an unregistered one gets 404', async () => {
    const put = await req(anna, 'PUT', `/amts/account/${annaAccount}/consents`, { patientId: annaId, recordingAllowed: false });
    expect(put.statusCode).toBe(200);
    expect((await req(anna, 'GET', `/amts/account/${annaAccount}/consents/${annaId}`)).json()).toEqual({ patientId: annaId, recordingAllowed: false });
    await req(anna, 'PUT', `/amts/account/${annaAccount}/consents`, { patientId: annaId, recordingAllowed: true });
    const p = await person({ ctel: true });
    const res = await req(p.cookie, 'PUT', `/amts/account/${p.account.id}/consents`, { patientId: p.record.id, recordingAllowed: true });
    expect(res.json().errorCode).toBe('TELECONSULTATION_PATIENT_UNCONFIGURED');
    expect((await req(stranger.cookie, 'PUT', `/amts/account/${stranger.accountId}/consents`, { patientId: annaId, recordingAllowed: true })).statusCode).toBe(404);
  });

  it('checks the PESEL of a registered patient the account reaches; registers a new one by her data', async () => {
    expect((await req(anna, 'GET', `/amts/patient/identifier/${annaAccount}/${DEMO_PERSONS.anna.nationalId}`)).json()).toMatchObject({ patientId: annaId, registered: true });
    const other = await req(stranger.cookie, 'GET', `/amts/patient/identifier/${stranger.accountId}/${DEMO_PERSONS.anna.nationalId}`);
    expect(other.statusCode).toBe(404);
    expect((await req(anna, 'GET', `/amts/patient/identifier/${annaAccount}/90020312345`)).statusCode).toBe(404);

    const p = await person({ ctel: true });
    const url = `/amts/patient/data/${p.account.id}/${p.record.id}`;
    expect((await req(p.cookie, 'POST', url, { identifiers: [{ root: '2.16.840.1.113883.3.4424.1.1.616', extension: '90020312345' }] })).statusCode).toBe(404);
    const wrong = await req(p.cookie, 'POST', `${url}/new`, { name: 'Inna', surname: 'Zdalna', birthDate: '1990-02-03', gender: 'F' });
    expect(wrong.statusCode).toBe(400);
    const made = await req(p.cookie, 'POST', `${url}/new`, { name: 'Ola', surname: 'Zdalna', birthDate: '1990-02-03', gender: 'F' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ patientId: p.record.id, registered: true });
    expect((await req(p.cookie, 'POST', url, { identifiers: [{ root: 'x', extension: 'y' }] })).statusCode).toBe(200);
    expect((await t.deps.db.select().from(patients).where(eq(patients.id, p.record.id))).length).toBe(1);
  });
});

describe('the registrar books and cancels teleconsultations like visits', () => {
  it('a console booking of a teleconsultation service gets its teleconsultation in a new case; its cancellation cancels it', async () => {
    const registrar = await clinicMember(t, ['REGISTRAR']);
    const [slot] = await freeSlots();
    const made = await t.request({ method: 'POST', url: '/api/clinic/bookings', cookie: registrar.cookie, payload: { patientId: annaId, timeSlotId: slot!.id, overrideWarnings: true } });
    expect(made.statusCode, made.body).toBe(201);
    const bookingId = Number(made.json().id ?? made.json().systemId ?? made.json().bookingId);
    const [booking] = await t.deps.db.select().from(bookings).where(and(eq(bookings.timeSlotId, slot!.id), eq(bookings.status, 'SCHEDULED')));
    expect(booking!.teleconsultationId).not.toBeNull();
    const mine: Teleconsultation = (await req(anna, 'GET', `/amts/consultations/${annaAccount}/${annaId}/${booking!.teleconsultationId}`)).json();
    expect(mine).toMatchObject({ status: 'SCHEDULED', bookingId: booking!.id, scheduledFrom: slot!.dateFrom, consultant: { consultantId: doctorId } });
    expect(Number.isFinite(bookingId)).toBe(true);
    const cancel = await t.request({ method: 'POST', url: `/api/clinic/bookings/${booking!.id}/cancel`, cookie: registrar.cookie, payload: { reason: 'Lekarz na urlopie' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await req(anna, 'GET', `/amts/consultations/${annaAccount}/${annaId}/${mine.id}`)).json().status).toBe('CANCELED');
  });
});
