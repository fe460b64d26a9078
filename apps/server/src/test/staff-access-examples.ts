import { links } from '../db/schema/index';
import { makeUnit } from './staff-kit';
import { organisationIdFactories } from './organisation-examples';
import type { TestApp } from './helper';
import { TEST_PASSWORD } from './factories';
import { questionnaireInputSchema } from '@portal/contracts';
import { createClinicQuestionnaire } from '../modules/questionnaires/clinic-questionnaires-service';
import { createProgram } from '../modules/questionnaires/programs-service';
import { everyFormat } from './questionnaire-kit';
import { createMailbox, createMessageCategory } from '../modules/messages/mailboxes-service';
import { recordsStaffIdFactories } from './records-examples';
import { makeResult } from './results-kit';

const questionnaireOf = async (t: TestApp) => (await createClinicQuestionnaire(t.deps, questionnaireInputSchema.parse(everyFormat()), null)).id;
const token = () => `${process.pid}${Math.random().toString(36).slice(2, 10)}`;
const mailboxBody = () => ({ name: `Skrzynka matrycy ${token()}`, description: null, acceptsPatientMessages: true, active: true, memberIds: [] });
const categoryBody = () => ({ name: 'Kategoria matrycy', description: null, active: true, sortOrder: 500 });
const programBody = (questionnaireId: number) => ({ name: 'Program matrycy', description: null, questionnaireId, minAge: 35, maxAge: 65, gender: 'ANY' as const, validFrom: null, validTo: null, active: true });

/**
 * What the staff role-matrix test needs to call every clinic route: a factory for each id in a path
 * (a fresh row per call, so one call cannot spoil the next — a deactivated member, an ended session),
 * and a valid body where the route takes one (a route without one here gets `{}`: any answer but 401
 * and 403 shows the role passed). A module's new clinic routes join the matrix by being registered;
 * add their path ids here, and a body where the route declares `unit` or `patient` in its body.
 */
export const staffIdFactories: Record<string, (t: TestApp) => Promise<string>> = {
  staffId: async (t) => String((await t.make.staff()).id),
  patientId: async (t) => String((await t.make.patient()).id),
  unitId: async (t) => String(await makeUnit(t)),
  practitionerId: organisationIdFactories.practitionerId,
  // A file of no patient: the route answers 404 past the role check, which is all the matrix asks of it.
  fileId: async () => '999999',
  // A guardian with no link to the patient: 404 past the role check.
  accountId: async (t) => String((await t.make.account()).id),
  linkId: async (t) =>
    String((await t.deps.db.insert(links).values({ kind: 'OTHER', namePl: 'Link testowy', nameEn: 'Test link', url: 'https://example.com' }).returning({ id: links.id }))[0].id),
  serviceId: organisationIdFactories.serviceId,
  questionnaireId: async (t) => String(await questionnaireOf(t)),
  programId: async (t) => String((await createProgram(t.deps, programBody(await questionnaireOf(t)))).id),
  mailboxId: async (t) => String((await createMailbox(t.deps, mailboxBody())).id),
  code: async (t) => (await createMessageCategory(t.deps, { ...categoryBody(), code: `MATRYCA_${token().toUpperCase()}` })).code,
  // A message of two colleagues the member calling is not party to: 404 past the role check (the messages' own tests try the parties).
  messageId: async (t) => {
    const [from, to] = [await t.make.staff(), await t.make.staff()];
    return String(await t.make.message({ from: { staffId: from.id }, to: [{ kind: 'STAFF', id: to.id }] }));
  },
};

Object.assign(staffIdFactories, recordsStaffIdFactories);

/** Valid bodies by "METHOD url" (the route's own url, as registered). */
export const staffBodies: Record<string, () => unknown> = {
  'POST /api/clinic/staff': () => ({
    login: `matryca.${process.pid}.${Math.random().toString(36).slice(2, 10)}`,
    name: 'Maria',
    lastName: 'Matrycowa',
    roles: ['NURSE'],
    unitIds: [],
    temporaryPassword: 'Tymczasowe#Haslo2026',
  }),
  'PUT /api/clinic/staff/:staffId': () => ({ name: 'Maria', lastName: 'Matrycowa', email: null, roles: ['NURSE'], unitIds: [], practitionerId: null }),
  'POST /api/clinic/staff/:staffId/password': () => ({ temporaryPassword: 'Tymczasowe#Haslo2026' }),
  'POST /api/clinic/patients/:patientId/guardians/:accountId/decision': () => ({ decision: 'CONFIRM' }),
  'POST /api/clinic/patients/:patientId/identity/reject': () => ({ reason: 'Skan dokumentu jest nieczytelny.' }),
  'PUT /api/clinic/auth/password': () => ({ oldPassword: TEST_PASSWORD, newPassword: 'Nowe-Dobre#Haslo2026' }),
  'POST /api/clinic/questionnaires': () => everyFormat(),
  'PUT /api/clinic/questionnaires/:questionnaireId': () => everyFormat({ title: 'Ankieta matrycy' }),
  'PUT /api/clinic/questionnaires/:questionnaireId/active': () => ({ active: false }),
  'PUT /api/clinic/questionnaires/:questionnaireId/assignments': () => ({ serviceCodes: [], specialities: [] }),
  // A questionnaire id that does not exist: 400 past the role check (the programme's own tests make real ones).
  'POST /api/clinic/programs': () => programBody(999999),
  'PUT /api/clinic/programs/:programId': () => programBody(999999),
  'POST /api/clinic/programs/:programId/invitations': () => ({ patientIds: [] }),
  'POST /api/clinic/mailboxes': mailboxBody,
  'PUT /api/clinic/mailboxes/:mailboxId': mailboxBody,
  'POST /api/clinic/message-categories': () => ({ ...categoryBody(), code: `MATRYCA_${token().toUpperCase()}` }),
  'PUT /api/clinic/message-categories/:code': categoryBody,
};

// Test results: an order (not yet published) of a fresh patient; a valid order and a valid entry.
staffIdFactories.orderId = async (t) => String((await makeResult(t, (await t.make.patient()).id, { publish: false })).id);
staffBodies['POST /api/clinic/patients/:patientId/test-results'] = () => ({ name: 'Glukoza na czczo', kind: 'LAB', orderedAt: '2026-01-10T08:00:00.000Z', elements: [] });
staffBodies['PUT /api/clinic/test-results/:orderId'] = () => ({ resultDate: '2026-01-11T08:00:00.000Z', description: null, elements: [] });

// Bookings (issue 13): a schedule with its slots, an exception, a price item of a fresh service, a booking of a fresh patient.
const bookingsKit = () => import('../modules/bookings/test-fixtures');
// Short schedules (a day or two of slots): the matrix calls the factories once per role and route.
const shortSchedule = async (t: TestApp) => {
  const { makeSchedule } = await bookingsKit();
  const { clinicToday } = await import('../lib/clinic-time');
  const { addDays } = await import('@portal/domain');
  return makeSchedule(t, { validTo: addDays(clinicToday(t.clock.now()), 1), weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '20:00', end: '23:00' })), slotMinutes: 60 });
};
staffIdFactories.scheduleId = async (t) => String((await shortSchedule(t)).schedule.id);
staffIdFactories.exceptionId = async (t) => {
  const { addException } = await import('../modules/bookings/schedules-service');
  const saved = await addException(t.deps, { scheduleId: null, practitionerId: null, dateFrom: '2031-01-02', dateTo: '2031-01-02', kind: 'CLOSED', startTime: null, endTime: null, reason: 'Matryca' });
  return String(saved.exception.id);
};
staffIdFactories.itemId = async (t) => {
  const { priceListItems } = await import('../db/schema/index');
  const service = await (await bookingsKit()).makeBookingService(t, { commercial: true });
  return String((await t.deps.db.insert(priceListItems).values({ serviceId: service.id, name: 'Pozycja matrycy', price: '100.00', validFrom: '2026-01-01' }).returning())[0]!.id);
};
staffIdFactories.bookingId = async (t) => {
  const { phoneBooking } = await import('../modules/bookings/clinic-bookings-service');
  const { slots } = await shortSchedule(t);
  const patient = await t.make.patient();
  return String((await phoneBooking(t.deps, null, { patientId: patient.id, timeSlotId: slots.at(-1)!.id, overrideWarnings: true, priceItemId: null })).id);
};
const scheduleBody = () => ({ practitionerId: 999999, serviceId: 999999, validFrom: '2030-01-01', validTo: null, weekly: [{ weekday: 1, start: '08:00', end: '12:00' }], slotMinutes: 15, breaks: [], funding: 'NFZ', availability: 'B' });
const priceBody = () => ({ name: 'Konsultacja matrycy', price: '120.00', validFrom: '2026-01-01', validTo: null });
Object.assign(staffBodies, {
  'POST /api/clinic/bookings/schedules': scheduleBody,
  'PUT /api/clinic/bookings/schedules/:scheduleId': scheduleBody,
  'POST /api/clinic/bookings/exceptions': () => ({ scheduleId: null, practitionerId: null, dateFrom: '2031-02-03', dateTo: '2031-02-03', kind: 'CLOSED', reason: 'Matryca' }),
  'PUT /api/clinic/bookings/services/:serviceId/settings': () => ({ referralStatus: 'N', bookingConfReq: false, addMeasurements: false, phoneRequired: false, parallelAllowed: false, declarationRequired: null, anyPractitioner: true, employeeStatusVisible: true, rules: {} }),
  'POST /api/clinic/bookings/services/:serviceId/prices': priceBody,
  'PUT /api/clinic/bookings/services/:serviceId/prices/:itemId': priceBody,
  'POST /api/clinic/bookings': () => ({ timeSlotId: 999999 }),
  'POST /api/clinic/bookings/:bookingId/cancel': () => ({ reason: 'Matryca ról' }),
  'PUT /api/clinic/bookings/locks/:patientId': () => ({ reason: null }),
});

// Visits, documents, results, the waiting list and bookings are the member's units' (issue 27).
const visitDoctors = new WeakMap<TestApp, Promise<string>>();
const allUnitsDoctor = (t: TestApp) => {
  if (!visitDoctors.has(t)) visitDoctors.set(t, t.make.staff({ roles: ['DOCTOR', 'REGISTRAR'] }).then((m) => t.asStaff(m.id)));
  return visitDoctors.get(t)!;
};
const openVisitIn = async (t: TestApp, unitId: number, patientId: number) => {
  const { makeVisit } = await import('./records-kit');
  return makeVisit(t, await allUnitsDoctor(t), patientId, { unitId, startTime: new Date(t.clock.now().getTime() - 3_600_000).toISOString(), close: false });
};

/**
 * A row of a unit for each id a unit-scoped console route names, made for the given patient by a
 * member of every unit: the staff matrix walks each such route as a member limited to another unit.
 */
export const unitRowFactories: Record<string, (t: TestApp, unitId: number, patientId: number) => Promise<number>> = {
  encounterId: async (t, unitId, patientId) => (await openVisitIn(t, unitId, patientId)).id,
  documentId: async (t, unitId, patientId) => {
    const { makeDocument } = await import('./records-kit');
    const visit = await openVisitIn(t, unitId, patientId);
    return (await makeDocument(t, await allUnitsDoctor(t), patientId, { encounterId: visit.id, publish: false })).id;
  },
  entryId: async (t, unitId, patientId) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/clinic/patients/${patientId}/waiting-list`,
      payload: { serviceCode: 'POZ-EKG', unitId, category: 'STABLE', registeredAt: '2026-01-05', plannedDate: null, position: null },
      cookie: await allUnitsDoctor(t),
    });
    if (res.statusCode !== 201) throw new Error(`waiting list: ${res.statusCode} ${res.body}`);
    return res.json().id;
  },
  orderId: async (t, unitId, patientId) => (await makeResult(t, patientId, { publish: false, unitId })).id,
  bookingId: async (t, unitId, patientId) => {
    const { makeSchedule } = await bookingsKit();
    const { clinicToday } = await import('../lib/clinic-time');
    const { addDays } = await import('@portal/domain');
    const { phoneBooking } = await import('../modules/bookings/clinic-bookings-service');
    const { slots } = await makeSchedule(t, { unitId, validTo: addDays(clinicToday(t.clock.now()), 1), weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '20:00', end: '23:00' })), slotMinutes: 60 });
    return (await phoneBooking(t.deps, null, { patientId, timeSlotId: slots.at(-1)!.id, overrideWarnings: true, priceItemId: null })).id;
  },
};

/** The console's lists of a patient's unit-scoped rows: the route, the id factory of its rows, where the ids are in the answer. */
export const unitScopedLists: Array<{ url: (patientId: number) => string; rows: keyof typeof unitRowFactories; ids: (body: unknown) => number[] }> = [
  { url: (p) => `/api/clinic/patients/${p}/encounters`, rows: 'encounterId', ids: (b) => (b as { items: Array<{ id: number }> }).items.map((i) => i.id) },
  { url: (p) => `/api/clinic/patients/${p}/clinical-documents`, rows: 'documentId', ids: (b) => (b as { items: Array<{ id: number }> }).items.map((i) => i.id) },
  { url: (p) => `/api/clinic/patients/${p}/waiting-list`, rows: 'entryId', ids: (b) => (b as Array<{ id: number }>).map((i) => i.id) },
  { url: (p) => `/api/clinic/patients/${p}/test-results`, rows: 'orderId', ids: (b) => (b as { items: Array<{ id: number }> }).items.map((i) => i.id) },
  { url: (p) => `/api/clinic/bookings?patientId=${p}`, rows: 'bookingId', ids: (b) => (b as Array<{ id: number }>).map((i) => i.id) },
];

staffBodies['PUT /api/clinic/encounters/:encounterId'] = () => ({ practitionerId: null, endTime: null, diagnoses: [{ code: 'J06.9', primary: true }], recommendations: 'Odpoczynek.' });
staffBodies['POST /api/clinic/clinical-documents/:documentId/notes'] = () => ({ content: 'Notatka matrycy.' });
staffBodies['PUT /api/clinic/waiting-list/:entryId'] = () => ({ category: 'URGENT', plannedDate: null, position: 1, status: 'WAITING' });
