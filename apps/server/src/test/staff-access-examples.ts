import { links } from '../db/schema/index';
import { makeUnit } from './staff-kit';
import { organisationIdFactories } from './organisation-examples';
import type { TestApp } from './helper';
import { TEST_PASSWORD } from './factories';
import { questionnaireInputSchema, scheduleExceptionInputSchema, settingsGroupKeys, type StaffRoleName } from '@portal/contracts';
import { createClinicQuestionnaire } from '../modules/questionnaires/clinic-questionnaires-service';
import { createProgram } from '../modules/questionnaires/programs-service';
import { everyFormat } from './questionnaire-kit';
import { createMailbox, createMessageCategory } from '../modules/messages/mailboxes-service';
import { recordsStaffIdFactories } from './records-examples';
import { makeResult } from './results-kit';
import { systemPatient } from '../lib/checked-patient';

const questionnaireOf = async (t: TestApp) => (await createClinicQuestionnaire(t.deps, questionnaireInputSchema.parse(everyFormat()), null)).id;
const token = () => `${process.pid}${Math.random().toString(36).slice(2, 10)}`;
const mailboxBody = () => ({ name: `Skrzynka matrycy ${token()}`, nameEn: null, nameUk: null, description: null, descriptionEn: null, descriptionUk: null, acceptsPatientMessages: true, active: true, memberIds: [] });
const categoryBody = () => ({ name: 'Kategoria matrycy', nameEn: null, nameUk: null, description: null, descriptionEn: null, descriptionUk: null, active: true, sortOrder: 500 });
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
const bookingsKit = () => import('../modules/bookings/core/test-fixtures');
// Short schedules (a day or two of slots): the matrix calls the factories once per role and route.
const shortSchedule = async (t: TestApp) => {
  const { makeSchedule } = await bookingsKit();
  const { clinicToday } = await import('../lib/clinic-time');
  const { addDays } = await import('@portal/domain');
  return makeSchedule(t, { validTo: addDays(clinicToday(t.clock.now()), 1), weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '20:00', end: '23:00' })), slotMinutes: 60 });
};
staffIdFactories.scheduleId = async (t) => String((await shortSchedule(t)).schedule.id);
staffIdFactories.exceptionId = async (t) => {
  const { addException } = await import('../modules/bookings/clinic/schedules-service');
  const saved = await addException(t.deps, { scheduleId: null, practitionerId: null, dateFrom: '2031-01-02', dateTo: '2031-01-02', kind: 'CLOSED', startTime: null, endTime: null, reason: 'Matryca' });
  return String(saved.exception.id);
};
staffIdFactories.itemId = async (t) => {
  const { priceListItems } = await import('../db/schema/index');
  const service = await (await bookingsKit()).makeBookingService(t, { commercial: true });
  return String((await t.deps.db.insert(priceListItems).values({ serviceId: service.id, name: 'Pozycja matrycy', price: '100.00', validFrom: '2026-01-01' }).returning())[0]!.id);
};
staffIdFactories.bookingId = async (t) => {
  const { phoneBooking } = await import('../modules/bookings/clinic/clinic-bookings-service');
  const { slots } = await shortSchedule(t);
  const patient = await t.make.patient();
  return String((await phoneBooking(t.deps, null, { patientId: systemPatient(patient.id, 'test'), timeSlotId: slots.at(-1)!.id, overrideWarnings: true, priceItemId: null })).id);
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
    const { phoneBooking } = await import('../modules/bookings/clinic/clinic-bookings-service');
    const { slots } = await makeSchedule(t, { unitId, validTo: addDays(clinicToday(t.clock.now()), 1), weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '20:00', end: '23:00' })), slotMinutes: 60 });
    return (await phoneBooking(t.deps, null, { patientId: systemPatient(patientId, 'test'), timeSlotId: slots.at(-1)!.id, overrideWarnings: true, priceItemId: null })).id;
  },
};

/**
 * The rows of each staff resource (`defineStaffResource` in plugins/staff-access), by its name: the path
 * id that addresses it, and a row made in the given unit for the patient. The role matrix walks every
 * route declaring a resource with them: for each role, her own unit's row, another unit's row (404, as
 * an unknown id) and an unknown id. A resource without a unit (`unitless`) ignores the unit it is given.
 */
export const staffResourceRows: Record<
  string,
  {
    param: string;
    make: (t: TestApp, unitId: number, patientId: number) => Promise<number>;
    /** The other ids a route on the row names (a copy attached to a request), so her own row's call reaches the handler's own checks. */
    companions?: (t: TestApp, rowId: number) => Promise<Record<string, number>>;
  }
> = {
  encounter: { param: 'encounterId', make: unitRowFactories.encounterId },
  clinicalDocument: { param: 'documentId', make: unitRowFactories.documentId },
  waitingEntry: { param: 'entryId', make: unitRowFactories.entryId },
  resultOrder: { param: 'orderId', make: unitRowFactories.orderId },
  booking: { param: 'bookingId', make: unitRowFactories.bookingId },
  documentRequest: { param: 'requestId', make: async (t) => Number(await staffIdFactories.requestId(t)), companions: async (t, requestId) => ({ fileId: await attachCopy(t, requestId, await allUnitsDoctor(t)) }) },
};

/**
 * Path ids of clinic routes that address a row of no unit, so the route declares neither a staff
 * resource nor its unit (the matrix fails a route naming any other id without one of the two):
 */
export const idsWithoutUnit: Record<string, string> = {
  // The console's own people and settings: an administrator's, of the whole clinic.
  staffId: 'a staff member is the clinic\'s, not a unit\'s (her units are what the route edits)',
  linkId: "the portal's links, of the whole clinic",
  // The organisation's catalogue: read by every member, written by an administrator.
  practitionerId: 'a practitioner works in several units; the catalogue is the whole clinic\'s',
  serviceId: "a service of the catalogue (its booking rules and price list), of the whole clinic",
  itemId: "a price item of a catalogue service",
  questionnaireId: "a questionnaire of the clinic's catalogue",
  programId: "a screening programme of the whole clinic",
  // Messages: reached as a party to the thread or a member of the mailbox, not by unit.
  mailboxId: 'a mailbox; its members are named, not its unit',
  code: 'a message category, of the whole clinic',
  messageId: "a message, reached by the member being a party to its thread (the messages module's own check)",
  // Ids inside a route's declared patient or resource (the file is looked up within it).
  fileId: "a file, looked up within the route's declared patient or resource",
  accountId: "a guardian's account, within the route's declared patient",
  // Still checked by hand in schedules-service (getSchedule, removeException take the member's units): to be declared as staff resources next.
  scheduleId: "a unit's schedule: schedules-service reads it through the member's units (not yet a declared resource)",
  exceptionId: "a schedule's exception: schedules-service checks its schedule's unit (not yet a declared resource)",
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
staffBodies['POST /api/clinic/document-requests/:requestId/status'] = () => ({ status: 'IN_PROGRESS', comment: null });

// ------------------------------------------------------------------------------ console writes (issue 27)

type Role = StaffRoleName;
const anyone: Role[] = ['ADMIN', 'REGISTRAR', 'DOCTOR', 'NURSE', 'MIDWIFE'];
const clinicians: Role[] = ['DOCTOR', 'NURSE', 'MIDWIFE'];
const desk: Role[] = ['REGISTRAR', 'ADMIN'];

/** A console call of the matrix: its url, and a JSON body or a multipart form. */
export interface WriteCall {
  url: string;
  payload?: object;
  form?: { payload: Buffer; headers: Record<string, string> };
}

/**
 * A write naming another unit's row (or unit) in its body or path, made for a member limited to `own`:
 * `foreign` names the row of `other`, `unknown` the same call with an id nobody has; both answer `status` alike.
 */
export interface ForeignWrite {
  /** What of another unit it names: "unit", "slot", "visit"... */
  names: string;
  status: 400 | 404;
  make(t: TestApp, units: { own: number; other: number }, patientId: number): Promise<{ foreign: WriteCall; unknown: WriteCall }>;
}

/**
 * How a console write is bound to units:
 * - `row`: its path names a visit, document, order, queue place or booking (`unitRowFactories`: another unit's row is 404);
 * - `declared`: it declares the unit it writes in (`config.staff.unit`: another unit is 404);
 * - `calls`: it names a unit, or a unit's slot, visit or schedule, in its body or path — each `ForeignWrite` is walked;
 * - `everyUnit`: only a member of every unit may (403 to a unit-limited one);
 * - `none`: it is not a unit's, and `why`.
 */
export type WriteScope = { by: 'row' } | { by: 'declared' } | { by: 'calls'; calls: ForeignWrite[] } | { by: 'everyUnit' } | { by: 'none'; why: string };

const UNKNOWN = 2_000_000_000;
const yesterdayOf = (t: TestApp) => new Date(t.clock.now().getTime() - 86_400_000).toISOString();
const otherUnitsVisit = async (t: TestApp, unitId: number, patientId: number) => (await openVisitIn(t, unitId, patientId)).id;
const scheduleIn = async (t: TestApp, unitId: number) => {
  const { makeSchedule } = await bookingsKit();
  const { clinicToday } = await import('../lib/clinic-time');
  const { addDays } = await import('@portal/domain');
  return makeSchedule(t, { unitId, validTo: addDays(clinicToday(t.clock.now()), 1), weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '20:00', end: '23:00' })), slotMinutes: 60 });
};
const exceptionBody = (scheduleId: number) => ({ scheduleId, practitionerId: null, dateFrom: '2031-03-04', dateTo: '2031-03-04', kind: 'CLOSED', startTime: null, endTime: null, reason: 'Matryca jednostek' });
const settingsWrites = settingsGroupKeys.map((key) => `PUT /api/clinic/settings/${key}`);

/**
 * Every console write (POST, PUT, PATCH, DELETE under /api/clinic): the roles that may (as the route
 * declares them) and how it is bound to units. The staff matrix fails on a write missing here, on
 * roles that differ from the route's, and walks every `calls` entry as a unit-limited member.
 */
export const unitScopedWrites: Record<string, { roles: Role[] | 'public'; scope: WriteScope }> = {
  ...Object.fromEntries(settingsWrites.map((key) => [key, { roles: ['ADMIN'], scope: { by: 'none', why: "the portal's settings are the clinic's, one for every unit" } }])),
  'POST /api/clinic/links': { roles: ['ADMIN'], scope: { by: 'none', why: "the portal's top-bar links" } },
  'PUT /api/clinic/links/order': { roles: ['ADMIN'], scope: { by: 'none', why: "the portal's top-bar links" } },
  'PUT /api/clinic/links/:linkId': { roles: ['ADMIN'], scope: { by: 'none', why: "the portal's top-bar links" } },
  'DELETE /api/clinic/links/:linkId': { roles: ['ADMIN'], scope: { by: 'none', why: "the portal's top-bar links" } },
  'POST /api/clinic/patients/:patientId/identity/confirm': { roles: desk, scope: { by: 'none', why: "a person's identity is the clinic's record, not a unit's" } },
  'POST /api/clinic/patients/:patientId/identity/reject': { roles: desk, scope: { by: 'none', why: "a person's identity is the clinic's record, not a unit's" } },
  'POST /api/clinic/patients/:patientId/guardians/:accountId/decision': { roles: desk, scope: { by: 'none', why: "a guardian's link is to the patient, not to a unit" } },
  'POST /api/clinic/units': { roles: ['ADMIN'], scope: { by: 'everyUnit' } },
  'PUT /api/clinic/units/:unitId': { roles: ['ADMIN'], scope: { by: 'declared' } },
  'POST /api/clinic/practitioners': { roles: ['ADMIN'], scope: { by: 'none', why: 'a practitioner works in any unit (schedules bind her to one)' } },
  'PUT /api/clinic/practitioners/:practitionerId': { roles: ['ADMIN'], scope: { by: 'none', why: 'a practitioner works in any unit (schedules bind her to one)' } },
  'POST /api/clinic/services': { roles: ['ADMIN'], scope: { by: 'none', why: "the catalogue of services is the clinic's" } },
  'PUT /api/clinic/services/:serviceId': { roles: ['ADMIN'], scope: { by: 'none', why: "the catalogue of services is the clinic's" } },
  'POST /api/clinic/questionnaires': { roles: ['ADMIN'], scope: { by: 'none', why: "questionnaires are the clinic's, assigned by service and speciality" } },
  'PUT /api/clinic/questionnaires/:questionnaireId': { roles: ['ADMIN'], scope: { by: 'none', why: "questionnaires are the clinic's, assigned by service and speciality" } },
  'PUT /api/clinic/questionnaires/:questionnaireId/active': { roles: ['ADMIN'], scope: { by: 'none', why: "questionnaires are the clinic's, assigned by service and speciality" } },
  'PUT /api/clinic/questionnaires/:questionnaireId/assignments': { roles: ['ADMIN'], scope: { by: 'none', why: "questionnaires are the clinic's, assigned by service and speciality" } },
  'POST /api/clinic/programs': { roles: ['ADMIN'], scope: { by: 'none', why: "prevention programmes are the clinic's" } },
  'PUT /api/clinic/programs/:programId': { roles: ['ADMIN'], scope: { by: 'none', why: "prevention programmes are the clinic's" } },
  'POST /api/clinic/programs/:programId/invitations': { roles: ['ADMIN'], scope: { by: 'none', why: "prevention programmes are the clinic's" } },
  'POST /api/clinic/messages/attachments': { roles: anyone, scope: { by: 'none', why: 'messages go to people and mailboxes, not to units' } },
  'POST /api/clinic/messages': { roles: anyone, scope: { by: 'none', why: 'messages go to people and mailboxes, not to units' } },
  'POST /api/clinic/messages/:messageId/read': { roles: anyone, scope: { by: 'none', why: 'a member marks her own messages (404 to others)' } },
  'POST /api/clinic/mailboxes': { roles: ['ADMIN'], scope: { by: 'none', why: "mailboxes are the clinic's" } },
  'PUT /api/clinic/mailboxes/:mailboxId': { roles: ['ADMIN'], scope: { by: 'none', why: "mailboxes are the clinic's" } },
  'POST /api/clinic/message-categories': { roles: ['ADMIN'], scope: { by: 'none', why: "message categories are the clinic's" } },
  'PUT /api/clinic/message-categories/:code': { roles: ['ADMIN'], scope: { by: 'none', why: "message categories are the clinic's" } },
  'POST /api/clinic/patients/:patientId/encounters': {
    roles: [...clinicians, 'REGISTRAR'],
    scope: {
      by: 'calls',
      calls: [
        {
          names: 'unit',
          status: 400,
          async make(_t, { other }, patientId) {
            const body = (unitId: number) => ({ unitId, speciality: 'MEDYCYNA_RODZINNA', practitionerId: null, startTime: yesterdayOf(_t), careId: null });
            return { foreign: { url: `/api/clinic/patients/${patientId}/encounters`, payload: body(other) }, unknown: { url: `/api/clinic/patients/${patientId}/encounters`, payload: body(UNKNOWN) } };
          },
        },
      ],
    },
  },
  'PUT /api/clinic/encounters/:encounterId': { roles: ['DOCTOR'], scope: { by: 'row' } },
  'POST /api/clinic/encounters/:encounterId/close': { roles: ['DOCTOR'], scope: { by: 'row' } },
  'POST /api/clinic/patients/:patientId/clinical-documents': {
    roles: clinicians,
    scope: {
      by: 'calls',
      calls: [
        {
          names: 'visit',
          status: 400,
          async make(t, { other }, patientId) {
            const body = (encounterId: number) => ({ typeCode: 'ZASWIADCZENIE', title: 'Matryca', encounterId, text: 'Matryca.', publish: false });
            const url = `/api/clinic/patients/${patientId}/clinical-documents`;
            return { foreign: { url, payload: body(await otherUnitsVisit(t, other, patientId)) }, unknown: { url, payload: body(UNKNOWN) } };
          },
        },
      ],
    },
  },
  'POST /api/clinic/patients/:patientId/clinical-documents/upload': {
    roles: clinicians,
    scope: {
      by: 'calls',
      calls: [
        {
          names: 'visit',
          status: 400,
          async make(t, { other }, patientId) {
            const { multipartForm, samples } = await import('./multipart');
            const form = (encounterId: number) => multipartForm({ typeCode: 'ZASWIADCZENIE', title: 'Matryca', encounterId: String(encounterId), publish: 'false' }, { name: 'matryca.pdf', content: samples.pdf });
            const url = `/api/clinic/patients/${patientId}/clinical-documents/upload`;
            return { foreign: { url, form: form(await otherUnitsVisit(t, other, patientId)) }, unknown: { url, form: form(UNKNOWN) } };
          },
        },
      ],
    },
  },
  'POST /api/clinic/clinical-documents/:documentId/publish': { roles: clinicians, scope: { by: 'row' } },
  'POST /api/clinic/clinical-documents/:documentId/notes': { roles: clinicians, scope: { by: 'row' } },
  'POST /api/clinic/patients/:patientId/waiting-list': {
    roles: ['REGISTRAR', 'ADMIN', 'DOCTOR'],
    scope: {
      by: 'calls',
      calls: [
        {
          names: 'unit',
          status: 400,
          async make(_t, { other }, patientId) {
            const body = (unitId: number) => ({ serviceCode: 'POZ-EKG', unitId, category: 'STABLE', registeredAt: '2026-01-05', plannedDate: null, position: null });
            const url = `/api/clinic/patients/${patientId}/waiting-list`;
            return { foreign: { url, payload: body(other) }, unknown: { url, payload: body(UNKNOWN) } };
          },
        },
      ],
    },
  },
  'PUT /api/clinic/waiting-list/:entryId': { roles: ['REGISTRAR', 'ADMIN', 'DOCTOR'], scope: { by: 'row' } },
  'POST /api/clinic/document-requests/:requestId/attachments': { roles: desk, scope: { by: 'none', why: "the desk's queue of requests for the patient's documentation, of every unit" } },
  'DELETE /api/clinic/document-requests/:requestId/attachments/:fileId': { roles: desk, scope: { by: 'none', why: "the desk's queue of requests for the patient's documentation, of every unit" } },
  'POST /api/clinic/document-requests/:requestId/status': { roles: desk, scope: { by: 'none', why: "the desk's queue of requests for the patient's documentation, of every unit" } },
  'POST /api/clinic/patients/:patientId/test-results': {
    roles: clinicians,
    scope: {
      by: 'calls',
      calls: (['unitId', 'encounterId'] as const).map((field) => ({
        names: field === 'unitId' ? 'unit' : 'visit',
        status: 400 as const,
        async make(t: TestApp, { other }: { own: number; other: number }, patientId: number) {
          const body = (id: number) => ({ name: 'Glukoza na czczo', kind: 'LAB', orderedAt: '2026-01-10T08:00:00.000Z', elements: [], unitId: null, encounterId: null, [field]: id });
          const url = `/api/clinic/patients/${patientId}/test-results`;
          const foreign = field === 'unitId' ? other : await otherUnitsVisit(t, other, patientId);
          return { foreign: { url, payload: body(foreign) }, unknown: { url, payload: body(field === 'unitId' ? 999_999 : UNKNOWN) } };
        },
      })),
    },
  },
  'PUT /api/clinic/test-results/:orderId': { roles: clinicians, scope: { by: 'row' } },
  'POST /api/clinic/test-results/:orderId/document': { roles: clinicians, scope: { by: 'row' } },
  'POST /api/clinic/test-results/:orderId/publish': { roles: clinicians, scope: { by: 'row' } },
  'POST /api/clinic/bookings/schedules': { roles: desk, scope: { by: 'declared' } },
  'PUT /api/clinic/bookings/schedules/:scheduleId': { roles: desk, scope: { by: 'declared' } },
  ...Object.fromEntries(
    (['deactivate', 'activate'] as const).map((path) => [
      `POST /api/clinic/bookings/schedules/:scheduleId/${path}`,
      {
        roles: desk,
        scope: {
          by: 'calls',
          calls: [{ names: 'schedule', status: 404, make: async (t: TestApp, { other }: { own: number; other: number }) => ({ foreign: { url: `/api/clinic/bookings/schedules/${(await scheduleIn(t, other)).schedule.id}/${path}` }, unknown: { url: `/api/clinic/bookings/schedules/${UNKNOWN}/${path}` } }) }],
        },
      },
    ]),
  ),
  'POST /api/clinic/bookings/exceptions': {
    roles: desk,
    scope: {
      by: 'calls',
      calls: [{ names: 'schedule', status: 404, make: async (t, { other }) => ({ foreign: { url: '/api/clinic/bookings/exceptions', payload: exceptionBody((await scheduleIn(t, other)).schedule.id) }, unknown: { url: '/api/clinic/bookings/exceptions', payload: exceptionBody(UNKNOWN) } }) }],
    },
  },
  'DELETE /api/clinic/bookings/exceptions/:exceptionId': {
    roles: desk,
    scope: {
      by: 'calls',
      calls: [
        {
          names: "schedule's exception",
          status: 404,
          async make(t, { other }) {
            const { addException } = await import('../modules/bookings/clinic/schedules-service');
            const saved = await addException(t.deps, scheduleExceptionInputSchema.parse(exceptionBody((await scheduleIn(t, other)).schedule.id)));
            return { foreign: { url: `/api/clinic/bookings/exceptions/${saved.exception.id}` }, unknown: { url: `/api/clinic/bookings/exceptions/${UNKNOWN}` } };
          },
        },
      ],
    },
  },
  'PUT /api/clinic/bookings/services/:serviceId/settings': { roles: desk, scope: { by: 'none', why: "a service's booking rules hold in every unit" } },
  'POST /api/clinic/bookings/services/:serviceId/prices': { roles: desk, scope: { by: 'none', why: "a service's price list holds in every unit" } },
  'PUT /api/clinic/bookings/services/:serviceId/prices/:itemId': { roles: desk, scope: { by: 'none', why: "a service's price list holds in every unit" } },
  'DELETE /api/clinic/bookings/services/:serviceId/prices/:itemId': { roles: desk, scope: { by: 'none', why: "a service's price list holds in every unit" } },
  'POST /api/clinic/bookings': {
    roles: desk,
    scope: {
      by: 'calls',
      calls: [
        {
          names: 'slot',
          status: 404,
          async make(t, { other }, patientId) {
            const body = (timeSlotId: number) => ({ patientId, timeSlotId, overrideWarnings: true, priceItemId: null });
            return { foreign: { url: '/api/clinic/bookings', payload: body((await scheduleIn(t, other)).slots.at(-1)!.id) }, unknown: { url: '/api/clinic/bookings', payload: body(UNKNOWN) } };
          },
        },
      ],
    },
  },
  'POST /api/clinic/bookings/:bookingId/cancel': { roles: desk, scope: { by: 'row' } },
  'POST /api/clinic/bookings/:bookingId/arrival': { roles: desk, scope: { by: 'row' } },
  'POST /api/clinic/bookings/:bookingId/done': { roles: [...desk, 'DOCTOR', 'NURSE'], scope: { by: 'row' } },
  'POST /api/clinic/bookings/:bookingId/no-show': { roles: desk, scope: { by: 'row' } },
  'PUT /api/clinic/bookings/locks/:patientId': { roles: desk, scope: { by: 'none', why: "a patient's online-booking lock holds in every unit" } },
  'DELETE /api/clinic/bookings/locks/:patientId': { roles: desk, scope: { by: 'none', why: "a patient's online-booking lock holds in every unit" } },
  'POST /api/clinic/auth/sign-in': { roles: 'public', scope: { by: 'none', why: 'her own sign-in' } },
  'POST /api/clinic/auth/code': { roles: 'public', scope: { by: 'none', why: 'her own sign-in' } },
  'POST /api/clinic/auth/enrolment': { roles: 'public', scope: { by: 'none', why: 'her own second factor' } },
  'POST /api/clinic/auth/enrolment/confirm': { roles: 'public', scope: { by: 'none', why: 'her own second factor' } },
  'POST /api/clinic/auth/sign-out': { roles: anyone, scope: { by: 'none', why: 'her own session' } },
  'PUT /api/clinic/auth/password': { roles: anyone, scope: { by: 'none', why: 'her own password' } },
  'POST /api/clinic/auth/recovery-codes': { roles: anyone, scope: { by: 'none', why: 'her own recovery codes' } },
  'POST /api/clinic/staff': { roles: ['ADMIN'], scope: { by: 'none', why: "the staff register is the clinic's; a member's units are a field of it" } },
  'PUT /api/clinic/staff/:staffId': { roles: ['ADMIN'], scope: { by: 'none', why: "the staff register is the clinic's; a member's units are a field of it" } },
  'POST /api/clinic/staff/:staffId/deactivate': { roles: ['ADMIN'], scope: { by: 'none', why: "the staff register is the clinic's" } },
  'POST /api/clinic/staff/:staffId/activate': { roles: ['ADMIN'], scope: { by: 'none', why: "the staff register is the clinic's" } },
  'POST /api/clinic/staff/:staffId/reset-second-factor': { roles: ['ADMIN'], scope: { by: 'none', why: "the staff register is the clinic's" } },
  'POST /api/clinic/staff/:staffId/password': { roles: ['ADMIN'], scope: { by: 'none', why: "the staff register is the clinic's" } },
};

/** What a write recorded of its author: the members' ids and the names kept with them (null where the row keeps no name). */
export interface RecordedAuthor {
  staffIds: Array<number | null>;
  names: Array<string | null>;
}
/** Makes the write as `author` (a member of every unit with the route's first role), fails unless it succeeds, and reads what it recorded. */
export type AuthorCheck = (t: TestApp, author: { id: number; cookie: string }) => Promise<RecordedAuthor>;

/** Tables of the clinical register: a write recording its author in one of these must have a check. */
export const registerTables = ['encounters', 'encounter_diagnoses', 'clinical_documents', 'document_notes', 'waiting_list_entries', 'result_orders', 'document_requests', 'bookings'];

const ok2xx = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>, what: string) => {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${what}: ${r.statusCode} ${r.body}`);
  return r.json() as Record<string, unknown> & { id: number };
};
const schema = () => import('../db/schema/index');
const drizzle = () => import('drizzle-orm');
const rowOf = async <T,>(t: TestApp, table: 'encounters' | 'clinicalDocuments' | 'documentNotes' | 'waitingListEntries' | 'resultOrders' | 'documentRequests' | 'bookings', id: number): Promise<T> => {
  const tables = await schema();
  const { eq } = await drizzle();
  const source = tables[table] as unknown as typeof tables.encounters;
  return (await t.deps.db.select().from(source).where(eq(source.id, id)))[0] as T;
};
const documentAuthors = async (t: TestApp, ids: number[]): Promise<RecordedAuthor> => {
  const rows = await Promise.all(ids.map((id) => rowOf<{ authorStaffId: number | null; authorName: string; publishedByStaffId: number | null; publishedByName: string | null }>(t, 'clinicalDocuments', id)));
  return { staffIds: rows.flatMap((r) => [r.authorStaffId, r.publishedByStaffId]), names: rows.flatMap((r) => [r.authorName, r.publishedByName]) };
};
const freshPatient = async (t: TestApp) => (await t.make.patient()).id;
const openVisit = async (t: TestApp) => openVisitIn(t, await makeUnit(t), await freshPatient(t));
const documentBody = (publish: boolean) => ({ typeCode: 'ZASWIADCZENIE', title: 'Zaświadczenie matrycy', encounterId: null, text: 'Matryca.', publish });
const waitingBody = (unitId: number) => ({ serviceCode: 'POZ-EKG', unitId, category: 'STABLE', registeredAt: '2026-01-05', plannedDate: null, position: null });
const orderBody = { name: 'Glukoza na czczo', kind: 'LAB', orderedAt: '2026-01-10T08:00:00.000Z', elements: [{ code: 'GLU', name: 'Glukoza', unit: 'mg/dl', referenceLow: 70, referenceHigh: 99, referenceText: null }], unitId: null, encounterId: null };
/** The event-log rows of these types written as `staffId`, with the name their description ends with ("… przez <name>"). */
const eventAuthors = async (t: TestApp, staffId: number, types: string[]): Promise<RecordedAuthor> => {
  const { eventLog } = await schema();
  const { and, eq, inArray } = await drizzle();
  const rows = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.staffId, staffId), inArray(eventLog.eventType, types)));
  return { staffIds: rows.length ? rows.map((r) => r.staffId) : [null], names: rows.length ? rows.map((r) => /przez (.+)$/.exec(r.description ?? '')?.[1] ?? null) : [null] };
};
/** A patient's open request for copies of one published document, made through the portal. */
const openDocumentRequest = async (t: TestApp) => {
  const { makeDocument } = await import('./records-kit');
  const account = await t.make.account();
  const patient = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED' });
  const document = await makeDocument(t, await allUnitsDoctor(t), patient.id, { publish: true });
  return ok2xx(
    t.request({ method: 'POST', url: '/api/mpi/cdoc-requests/mpi-user', payload: { patientId: patient.id, clinicalDocumentIds: [document.id], description: 'Proszę o kopię.', deliveryMethod: 'PORTAL' }, cookie: await t.as(account.id) }),
    'request',
  );
};
const attachCopy = async (t: TestApp, requestId: number, cookie: string) => {
  const { multipartForm, samples } = await import('./multipart');
  const attached = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/document-requests/${requestId}/attachments`, ...multipartForm({}, { name: 'kopia.pdf', content: samples.pdf }), cookie }), 'attach');
  return (attached.attachments as Array<{ id: number }>)[0].id;
};
const notRecorded = (why: string) => ({ recorded: null, why });
/** A write whose rows keep no author: the member stands only in the event log's STAFF_CHANGE (every console write has one, `plugins/staff-change-log.ts`). */
const changeLog = (why: string) => ({ recorded: `event_log.staff_id (STAFF_CHANGE only: ${why})` });
const inEventLog = (events: string) => ({ recorded: `event_log.staff_id (${events})` });

/**
 * Where every console write records its author (the member, and where kept her name as it was, with
 * the time of the write), or why it records none. The staff matrix makes each `check`ed write as a
 * fresh member and finds her there; every write into the clinical register (`registerTables`) has one.
 */
export const authoredWrites: Record<string, { recorded: string; check?: AuthorCheck } | { recorded: null; why: string }> = {
  ...Object.fromEntries(settingsWrites.map((key) => [key, inEventLog('STAFF_SETTINGS_CHANGED')])),
  'POST /api/clinic/links': inEventLog('STAFF_SETTINGS_CHANGED'),
  'PUT /api/clinic/links/order': inEventLog('STAFF_SETTINGS_CHANGED'),
  'PUT /api/clinic/links/:linkId': inEventLog('STAFF_SETTINGS_CHANGED'),
  'DELETE /api/clinic/links/:linkId': inEventLog('STAFF_SETTINGS_CHANGED'),
  'POST /api/clinic/patients/:patientId/identity/confirm': { recorded: 'patients.identity_reviewed_by, event_log.staff_id (IDENTITY_CONFIRM)' },
  'POST /api/clinic/patients/:patientId/identity/reject': { recorded: 'patients.identity_reviewed_by, event_log.staff_id (IDENTITY_REJECT)' },
  'POST /api/clinic/patients/:patientId/guardians/:accountId/decision': inEventLog('LINK_CHANGE'),
  'POST /api/clinic/units': changeLog("the organisation's configuration keeps no author"),
  'PUT /api/clinic/units/:unitId': changeLog("the organisation's configuration keeps no author"),
  'POST /api/clinic/practitioners': changeLog("the organisation's configuration keeps no author"),
  'PUT /api/clinic/practitioners/:practitionerId': changeLog("the organisation's configuration keeps no author"),
  'POST /api/clinic/services': changeLog("the organisation's configuration keeps no author"),
  'PUT /api/clinic/services/:serviceId': changeLog("the organisation's configuration keeps no author"),
  'POST /api/clinic/questionnaires': { recorded: 'questionnaires.created_by_staff_id (each revision)' },
  'PUT /api/clinic/questionnaires/:questionnaireId': { recorded: 'questionnaires.created_by_staff_id (each revision)' },
  'PUT /api/clinic/questionnaires/:questionnaireId/active': changeLog("a questionnaire's switch keeps no author"),
  'PUT /api/clinic/questionnaires/:questionnaireId/assignments': changeLog("a questionnaire's assignments keep no author"),
  'POST /api/clinic/programs': changeLog("a programme's definition keeps no author"),
  'PUT /api/clinic/programs/:programId': changeLog("a programme's definition keeps no author"),
  'POST /api/clinic/programs/:programId/invitations': { recorded: 'program_invitations.invited_by_staff_id' },
  'POST /api/clinic/messages/attachments': changeLog('the message that carries the file names its sender'),
  'POST /api/clinic/messages': { recorded: 'messages.sender_staff_id' },
  'POST /api/clinic/messages/:messageId/read': { recorded: 'message_recipients.read_by_staff_id' },
  'POST /api/clinic/mailboxes': changeLog("the messages' configuration keeps no author"),
  'PUT /api/clinic/mailboxes/:mailboxId': changeLog("the messages' configuration keeps no author"),
  'POST /api/clinic/message-categories': changeLog("the messages' configuration keeps no author"),
  'PUT /api/clinic/message-categories/:code': changeLog("the messages' configuration keeps no author"),
  'POST /api/clinic/patients/:patientId/encounters': {
    recorded: 'encounters.created_by_staff_id',
    check: async (t, author) => {
      const patientId = await freshPatient(t);
      const visit = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/patients/${patientId}/encounters`, payload: { unitId: await makeUnit(t), speciality: 'MEDYCYNA_RODZINNA', practitionerId: null, startTime: yesterdayOf(t), careId: null }, cookie: author.cookie }), 'open');
      return { staffIds: [(await rowOf<{ createdByStaffId: number | null }>(t, 'encounters', visit.id)).createdByStaffId], names: [] };
    },
  },
  'PUT /api/clinic/encounters/:encounterId': {
    recorded: 'encounter_diagnoses.written_by_staff_id/_name/written_at, encounters.recommendations_by_staff_id/_name/_at',
    check: async (t, author) => {
      const visit = await openVisit(t);
      const written = await ok2xx(
        t.request({ method: 'PUT', url: `/api/clinic/encounters/${visit.id}`, payload: { practitionerId: null, endTime: null, diagnoses: [{ code: 'I10', primary: true }], recommendations: 'Kontrola ciśnienia.' }, cookie: author.cookie }),
        'write',
      );
      const { encounterDiagnoses } = await schema();
      const { eq } = await drizzle();
      const diagnoses = await t.deps.db.select().from(encounterDiagnoses).where(eq(encounterDiagnoses.encounterId, visit.id));
      const row = await rowOf<{ recommendationsByStaffId: number | null; recommendationsByName: string | null }>(t, 'encounters', visit.id);
      const shown = written as unknown as { diagnoses: Array<{ writtenBy: { name: string } | null }>; recommendationsWrittenBy: { name: string } | null };
      return {
        staffIds: [...diagnoses.map((d) => d.writtenByStaffId), row.recommendationsByStaffId],
        names: [...diagnoses.map((d) => d.writtenByName), row.recommendationsByName, ...shown.diagnoses.map((d) => d.writtenBy?.name ?? null), shown.recommendationsWrittenBy?.name ?? null],
      };
    },
  },
  'POST /api/clinic/encounters/:encounterId/close': {
    recorded: 'clinical_documents.author_staff_id/author_name (the visit card), clinical_documents.published_by_staff_id/_name (the visit card and the drafts it publishes)',
    check: async (t, author) => {
      const visit = await openVisit(t);
      const closed = (await ok2xx(t.request({ method: 'POST', url: `/api/clinic/encounters/${visit.id}/close`, cookie: author.cookie }), 'close')) as unknown as { documents: Array<{ id: number; type: string }> };
      const card = closed.documents.find((d) => d.type === 'KARTA_WIZYTY')!;
      return documentAuthors(t, [card.id]);
    },
  },
  'POST /api/clinic/patients/:patientId/clinical-documents': {
    recorded: 'clinical_documents.author_staff_id/author_name; published_by_staff_id/_name when published at once',
    check: async (t, author) => {
      const made = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/patients/${await freshPatient(t)}/clinical-documents`, payload: documentBody(true), cookie: author.cookie }), 'document');
      return documentAuthors(t, [made.id]);
    },
  },
  'POST /api/clinic/patients/:patientId/clinical-documents/upload': {
    recorded: 'clinical_documents.author_staff_id/author_name; published_by_staff_id/_name when published at once',
    check: async (t, author) => {
      const { multipartForm, samples } = await import('./multipart');
      const form = multipartForm({ typeCode: 'ZASWIADCZENIE', title: 'Skan matrycy', publish: 'true' }, { name: 'skan.pdf', content: samples.pdf });
      const made = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/patients/${await freshPatient(t)}/clinical-documents/upload`, ...form, cookie: author.cookie }), 'upload');
      return documentAuthors(t, [made.id]);
    },
  },
  'POST /api/clinic/clinical-documents/:documentId/publish': {
    recorded: 'clinical_documents.published_by_staff_id/_name',
    check: async (t, author) => {
      const { makeDocument } = await import('./records-kit');
      const draft = await makeDocument(t, await allUnitsDoctor(t), await freshPatient(t), { publish: false });
      await ok2xx(t.request({ method: 'POST', url: `/api/clinic/clinical-documents/${draft.id}/publish`, cookie: author.cookie }), 'publish');
      const row = await rowOf<{ publishedByStaffId: number | null; publishedByName: string | null }>(t, 'clinicalDocuments', draft.id);
      return { staffIds: [row.publishedByStaffId], names: [row.publishedByName] };
    },
  },
  'POST /api/clinic/clinical-documents/:documentId/notes': {
    recorded: 'document_notes.author_staff_id/author_name',
    check: async (t, author) => {
      const { makeDocument } = await import('./records-kit');
      const document = await makeDocument(t, await allUnitsDoctor(t), await freshPatient(t), { publish: false });
      const note = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/clinical-documents/${document.id}/notes`, payload: { content: 'Notatka matrycy.' }, cookie: author.cookie }), 'note');
      const row = await rowOf<{ authorStaffId: number | null; authorName: string }>(t, 'documentNotes', note.id);
      return { staffIds: [row.authorStaffId], names: [row.authorName] };
    },
  },
  'POST /api/clinic/patients/:patientId/waiting-list': {
    recorded: 'waiting_list_entries.created_by_staff_id/created_by_name (time: created_at)',
    check: async (t, author) => {
      const entry = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/patients/${await freshPatient(t)}/waiting-list`, payload: waitingBody(await makeUnit(t)), cookie: author.cookie }), 'place');
      const row = await rowOf<{ createdByStaffId: number | null; createdByName: string | null }>(t, 'waitingListEntries', entry.id);
      return { staffIds: [row.createdByStaffId], names: [row.createdByName, (entry.placedBy as { name: string } | null)?.name ?? null] };
    },
  },
  'PUT /api/clinic/waiting-list/:entryId': {
    recorded: 'waiting_list_entries.changed_by_staff_id/changed_by_name/changed_at',
    check: async (t, author) => {
      const entry = await unitRowFactories.entryId(t, await makeUnit(t), await freshPatient(t));
      const changed = await ok2xx(t.request({ method: 'PUT', url: `/api/clinic/waiting-list/${entry}`, payload: { category: 'URGENT', plannedDate: null, position: 1, status: 'WAITING' }, cookie: author.cookie }), 'change');
      const row = await rowOf<{ changedByStaffId: number | null; changedByName: string | null }>(t, 'waitingListEntries', entry);
      return { staffIds: [row.changedByStaffId], names: [row.changedByName, (changed.changedBy as { name: string } | null)?.name ?? null] };
    },
  },
  'POST /api/clinic/document-requests/:requestId/attachments': {
    recorded: 'event_log.staff_id (DOCUMENT_REQUEST_COPY_ATTACHED, the member named in its description)',
    check: async (t, author) => {
      await attachCopy(t, (await openDocumentRequest(t)).id, author.cookie);
      return eventAuthors(t, author.id, ['DOCUMENT_REQUEST_COPY_ATTACHED']);
    },
  },
  'DELETE /api/clinic/document-requests/:requestId/attachments/:fileId': {
    recorded: 'event_log.staff_id (DOCUMENT_REQUEST_COPY_REMOVED, the member named in its description)',
    check: async (t, author) => {
      const request = await openDocumentRequest(t);
      const fileId = await attachCopy(t, request.id, await allUnitsDoctor(t));
      const removed = await t.request({ method: 'DELETE', url: `/api/clinic/document-requests/${request.id}/attachments/${fileId}`, cookie: author.cookie });
      if (removed.statusCode !== 204) throw new Error(`remove: ${removed.statusCode} ${removed.body}`);
      return eventAuthors(t, author.id, ['DOCUMENT_REQUEST_COPY_REMOVED']);
    },
  },
  'POST /api/clinic/document-requests/:requestId/status': {
    recorded: 'document_requests.handled_by_staff_id/handled_by_name (time of a decision: completed_at)',
    check: async (t, author) => {
      const { makeDocument } = await import('./records-kit');
      const account = await t.make.account();
      const patient = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED' });
      const document = await makeDocument(t, await allUnitsDoctor(t), patient.id, { publish: true });
      const request = await ok2xx(
        t.request({ method: 'POST', url: '/api/mpi/cdoc-requests/mpi-user', payload: { patientId: patient.id, clinicalDocumentIds: [document.id], description: 'Proszę o kopię.', deliveryMethod: 'IN_PERSON' }, cookie: await t.as(account.id) }),
        'request',
      );
      const decided = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/document-requests/${request.id}/status`, payload: { status: 'COMPLETED', comment: 'Do odbioru.' }, cookie: author.cookie }), 'decide');
      const row = await rowOf<{ handledByStaffId: number | null; handledByName: string | null }>(t, 'documentRequests', request.id);
      return { staffIds: [row.handledByStaffId], names: [row.handledByName, (decided.handledBy as { name: string } | null)?.name ?? null] };
    },
  },
  'POST /api/clinic/patients/:patientId/test-results': {
    recorded: 'result_orders.ordered_by_staff_id/ordered_by_name',
    check: async (t, author) => {
      const order = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/patients/${await freshPatient(t)}/test-results`, payload: orderBody, cookie: author.cookie }), 'order');
      const row = await rowOf<{ orderedByStaffId: number | null; orderedByName: string | null }>(t, 'resultOrders', order.id);
      return { staffIds: [row.orderedByStaffId], names: [row.orderedByName] };
    },
  },
  'PUT /api/clinic/test-results/:orderId': {
    recorded: 'result_orders.resulted_by_staff_id/resulted_by_name/resulted_at',
    check: async (t, author) => {
      const order = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/patients/${await freshPatient(t)}/test-results`, payload: orderBody, cookie: await allUnitsDoctor(t) }), 'order');
      const element = (order.elements as Array<Record<string, unknown>>)[0];
      const entered = await ok2xx(
        t.request({ method: 'PUT', url: `/api/clinic/test-results/${order.id}`, payload: { resultDate: '2026-01-11T08:00:00.000Z', description: null, elements: [{ ...element, value: '92', method: null }] }, cookie: author.cookie }),
        'values',
      );
      const row = await rowOf<{ resultedByStaffId: number | null; resultedByName: string | null }>(t, 'resultOrders', order.id);
      return { staffIds: [row.resultedByStaffId], names: [row.resultedByName, (entered.resultedBy as { name: string } | null)?.name ?? null] };
    },
  },
  'POST /api/clinic/test-results/:orderId/document': changeLog("the lab's own PDF; the values' author is resulted_by, the publisher the WYNIK document's"),
  'POST /api/clinic/test-results/:orderId/publish': {
    recorded: 'clinical_documents.author_staff_id/author_name and published_by_staff_id/_name of its WYNIK document',
    check: async (t, author) => {
      const patientId = await freshPatient(t);
      const order = await makeResult(t, patientId, { publish: false });
      await ok2xx(t.request({ method: 'POST', url: `/api/clinic/test-results/${order.id}/publish`, cookie: author.cookie }), 'publish');
      const { clinicalDocuments } = await schema();
      const { and, eq } = await drizzle();
      const [document] = await t.deps.db.select({ id: clinicalDocuments.id }).from(clinicalDocuments).where(and(eq(clinicalDocuments.patientId, patientId), eq(clinicalDocuments.typeCode, 'WYNIK')));
      return documentAuthors(t, [document.id]);
    },
  },
  'POST /api/clinic/bookings/schedules': changeLog('booking configuration keeps no author'),
  'PUT /api/clinic/bookings/schedules/:scheduleId': changeLog('booking configuration keeps no author'),
  'POST /api/clinic/bookings/schedules/:scheduleId/deactivate': changeLog('booking configuration keeps no author'),
  'POST /api/clinic/bookings/schedules/:scheduleId/activate': changeLog('booking configuration keeps no author'),
  'POST /api/clinic/bookings/exceptions': changeLog('booking configuration keeps no author'),
  'DELETE /api/clinic/bookings/exceptions/:exceptionId': changeLog('booking configuration keeps no author'),
  'PUT /api/clinic/bookings/services/:serviceId/settings': changeLog('booking configuration keeps no author'),
  'POST /api/clinic/bookings/services/:serviceId/prices': changeLog('booking configuration keeps no author'),
  'PUT /api/clinic/bookings/services/:serviceId/prices/:itemId': changeLog('booking configuration keeps no author'),
  'DELETE /api/clinic/bookings/services/:serviceId/prices/:itemId': changeLog('booking configuration keeps no author'),
  'POST /api/clinic/bookings': {
    recorded: 'bookings.booked_by_staff_id, event_log.staff_id (BOOKING_BOOKED)',
    check: async (t, author) => {
      const { slots } = await scheduleIn(t, await makeUnit(t));
      const booking = await ok2xx(t.request({ method: 'POST', url: '/api/clinic/bookings', payload: { patientId: await freshPatient(t), timeSlotId: slots.at(-1)!.id, overrideWarnings: true, priceItemId: null }, cookie: author.cookie }), 'book');
      return { staffIds: [(await rowOf<{ bookedByStaffId: number | null }>(t, 'bookings', booking.id)).bookedByStaffId], names: [] };
    },
  },
  'POST /api/clinic/bookings/:bookingId/cancel': inEventLog('BOOKING_CANCELLED_BY_CLINIC'),
  'POST /api/clinic/bookings/:bookingId/arrival': {
    recorded: 'event_log.staff_id (BOOKING_ARRIVAL, the member named in its description)',
    check: async (t, author) => {
      const bookingId = await unitRowFactories.bookingId(t, await makeUnit(t), await freshPatient(t));
      await ok2xx(t.request({ method: 'POST', url: `/api/clinic/bookings/${bookingId}/arrival`, cookie: author.cookie }), 'arrival');
      return eventAuthors(t, author.id, ['BOOKING_ARRIVAL']);
    },
  },
  'POST /api/clinic/bookings/:bookingId/done': {
    recorded: 'encounters.created_by_staff_id of the visit it opens, event_log.staff_id (BOOKING_EXECUTED)',
    check: async (t, author) => {
      const { bookings, encounters } = await schema();
      const { eq } = await drizzle();
      const patientId = await freshPatient(t);
      const bookingId = await unitRowFactories.bookingId(t, await makeUnit(t), patientId);
      // It began five minutes ago: a visit is done on its day.
      const now = t.clock.now().getTime();
      await t.deps.db.update(bookings).set({ startsAt: new Date(now - 5 * 60_000), endsAt: new Date(now + 25 * 60_000) }).where(eq(bookings.id, bookingId));
      await ok2xx(t.request({ method: 'POST', url: `/api/clinic/bookings/${bookingId}/done`, cookie: author.cookie }), 'done');
      const visits = await t.deps.db.select({ createdByStaffId: encounters.createdByStaffId }).from(encounters).where(eq(encounters.patientId, patientId));
      return { staffIds: visits.map((v) => v.createdByStaffId), names: [] };
    },
  },
  'POST /api/clinic/bookings/:bookingId/no-show': inEventLog('BOOKING_NO_SHOW'),
  'PUT /api/clinic/bookings/locks/:patientId': { recorded: 'booking_locks.locked_by_staff_id' },
  'DELETE /api/clinic/bookings/locks/:patientId': changeLog('the lock is removed'),
  'POST /api/clinic/auth/sign-in': inEventLog('STAFF_LOGIN, STAFF_LOGIN_FAILURE'),
  'POST /api/clinic/auth/code': inEventLog('STAFF_LOGIN, STAFF_RECOVERY_CODE_USED'),
  'POST /api/clinic/auth/enrolment': notRecorded('a second factor is recorded once confirmed'),
  'POST /api/clinic/auth/enrolment/confirm': inEventLog('STAFF_ENROLLED'),
  'POST /api/clinic/auth/sign-out': inEventLog('STAFF_LOGOUT'),
  'PUT /api/clinic/auth/password': inEventLog('STAFF_PASSWORD_CHANGED'),
  'POST /api/clinic/auth/recovery-codes': inEventLog('STAFF_RECOVERY_CODES_RENEWED'),
  'POST /api/clinic/staff': { recorded: 'event_log (the member changed in staff_id, the administrator named in its description)' },
  'PUT /api/clinic/staff/:staffId': { recorded: 'event_log (the member changed in staff_id, the administrator named in its description)' },
  'POST /api/clinic/staff/:staffId/deactivate': { recorded: 'event_log (the member changed in staff_id, the administrator named in its description)' },
  'POST /api/clinic/staff/:staffId/activate': { recorded: 'event_log (the member changed in staff_id, the administrator named in its description)' },
  'POST /api/clinic/staff/:staffId/reset-second-factor': { recorded: 'event_log (the member changed in staff_id, the administrator named in its description)' },
  'POST /api/clinic/staff/:staffId/password': { recorded: 'event_log (the member changed in staff_id, the administrator named in its description)' },
};
