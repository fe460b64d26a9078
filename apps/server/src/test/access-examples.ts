import { Readable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { allergies, files, imagingFiles, resultOrders, timeSlots } from '../db/schema/index';
import { archiveOrderStudy } from '../modules/test-results/clinic/imaging-archive-service';
import { dicomSample, makeResult } from './results-kit';
import { allergyInput } from './fixtures';
import type { TestApp } from './helper';
import { questionnaireInputSchema } from '@portal/contracts';
import { createClinicQuestionnaire } from '../modules/questionnaires/clinic-questionnaires-service';
import { createProgram } from '../modules/questionnaires/programs-service';
import { everyFormat, goodAnswers } from './questionnaire-kit';
import { recordsBodies, recordsIdFactories } from './records-examples';
import { systemPatient } from '../lib/checked-patient';

/**
 * What the access-matrix test needs to call a route that declares a patient (`config.patient`):
 * a factory for each other id in its path (made for the patient being tried, so only access decides the
 * answer), and a valid body where the route takes one. A factory is found by the id's name, or first by
 * "<route url>#<name>" where one name means different things on different routes (":id", ":fileId"). A module's new routes join the matrix by being
 * registered; the test fails until their ids and bodies are here.
 */
export const idFactories: Record<string, (t: TestApp, patientId: number) => Promise<string>> = {
  allergyId: async (t, patientId) => {
    const [row] = await t.deps.db
      .insert(allergies)
      .values({ patientId, typeCode: 'P', typeName: 'Pokarmowe', name: 'Seler', isActive: true, cured: false, categories: ['food'] })
      .returning({ id: allergies.id });
    return String(row.id);
  },
  fileId: async (t, patientId) => {
    const staged = await t.deps.storage.stage(Readable.from([Buffer.from('%PDF-1.4 skan dokumentu')]));
    await staged.commit();
    const [row] = await t.deps.db
      .insert(files)
      .values({ use: 'REGISTRATION_DOCUMENT', patientId, sha256: staged.sha256, mimeType: 'application/pdf', size: staged.size, originalName: 'skan.pdf' })
      .returning({ id: files.id });
    return String(row.id);
  },
};

idFactories.attachmentId = idFactories.fileId;
// A programme for everyone (no age or gender bounds), so only access decides the answer.
idFactories.programId = async (t) => {
  const questionnaire = await createClinicQuestionnaire(t.deps, questionnaireInputSchema.parse(everyFormat()), null);
  const program = await createProgram(t.deps, { name: 'Program matrycy', description: null, questionnaireId: questionnaire.id, minAge: null, maxAge: null, gender: 'ANY', validFrom: null, validTo: null, active: true });
  return String(program.id);
};
idFactories.systemRoot = async (t) => t.deps.his.system;
Object.assign(idFactories, recordsIdFactories);

/** Valid bodies by "METHOD url" (the route's own url, as registered). */
export const bodies: Record<string, () => unknown> = {
  // Answers to a version that is not the programme's: 400, past the access check.
  'POST /api/mpi/questionnaires-fulfillments/mpi-user/for-programs/:programId/:patientId': () => goodAnswers(999999),
  'POST /api/mpi/allergies/:patientId': allergyInput,
  'PATCH /api/mpi/allergies/:patientId/:allergyId': allergyInput,
  'PUT /api/mpi/accounts/mpi-user/patients/:patientId': () => ({
    name: 'Ola',
    lastName: 'Dostępna',
    birthDate: '1940-02-03',
    gender: 'FEMALE',
    identity: { nationalIdentificationNumber: '40020301222', documentNumber: null, countryCode: 'PL' },
    address: { countryCode: 'PL', city: 'Kraków', street: null, houseNumber: null, postalCode: null },
  }),
};
Object.assign(bodies, recordsBodies);

// Test results: ":id" of an order's address is a published order of the patient (with its PDF), ":type" its main order,
// ":orderId" a published imaging order open for imports, ":fileId" a file imported to the latest of them.
const resultsBase = '/api/mpi/test-results/mpi-user/:patientId';
const publishedOrder = async (t: TestApp, patientId: number) => String((await makeResult(t, patientId)).id);
for (const path of ['order/:id/content', 'order/:id/archive', 'order/:id/:type/content', 'order/:id/:type/archive', 'extended/:id/printout']) {
  idFactories[`${resultsBase}/${path}#id`] = publishedOrder;
}
// The viewer's address: a published imaging order whose study the archive holds.
idFactories[`${resultsBase}/order/:id/agfa#id`] = async (t, patientId) => {
  const order = await makeResult(t, patientId, { panel: 'TK-GLOWY' });
  await archiveOrderStudy(t.deps, order.id, [dicomSample()]);
  return String(order.id);
};
idFactories.type = async () => 'main';
idFactories.orderId = async (t, patientId) => String((await makeResult(t, patientId, { panel: 'TK-GLOWY' })).id);
idFactories[`${resultsBase}/order/:orderId/agfa/files/:fileId#fileId`] = async (t, patientId) => {
  const [order] = await t.deps.db
    .select({ id: resultOrders.id })
    .from(resultOrders)
    .where(and(eq(resultOrders.patientId, patientId), eq(resultOrders.kind, 'IMAGING')))
    .orderBy(desc(resultOrders.id))
    .limit(1);
  const uploader = await t.make.account();
  const [row] = await t.deps.db
    .insert(imagingFiles)
    .values({ orderId: order.id, patientId, fileName: `matryca-${Math.random().toString(36).slice(2)}.dcm`, status: 'NEW', uploadedByAccountId: uploader.id })
    .returning({ id: imagingFiles.id });
  return String(row.id);
};
// An upload that is no multipart form: 400, past the access check; the send of an order with nothing ready: 409.
bodies[`POST ${resultsBase}/order/:orderId/agfa/files`] = () => ({});
bodies[`POST ${resultsBase}/order/:orderId/agfa/files/send`] = () => ({});

// Bookings: our system's code, a seeded service; the pre-booking check's query names the service.
idFactories.system = async () => 'PORTAL';
idFactories.serviceCode = async () => 'POZ-PORADA';
/** Query strings a route needs to get past validation, by "METHOD url". */
export const queries: Record<string, () => string> = {
  'GET /api/mppd/api/bookings/:patientId/validations/prebooking': () => 'medicalServiceCode=POZ-PORADA',
};

/**
 * A row of `patientId` for each resource a route reads through the caller's scope (`config.resource`),
 * and the route params that name it: the access matrix makes one for each relation.
 */
export const resourceFactories: Record<string, (t: TestApp, patientId: number, accountId: number) => Promise<Record<string, string>>> = {
  booking: async (t, patientId, accountId) => {
    const { bookSlot } = await import('../modules/bookings/core/booking-core');
    const { withTransaction } = await import('../db/client');
    const slot = await nextFreeSlot(t);
    const row = await withTransaction(t.deps.db, (tx) => bookSlot(t.deps, tx, { slot, patientId: systemPatient(patientId, 'test'), accountId, staffId: null }));
    return { system: 'PORTAL', id: String(row.id) };
  },
  'document-request': async (t, patientId, accountId) => {
    const { documentRequests } = await import('../db/schema/index');
    const [row] = await t.deps.db
      .insert(documentRequests)
      .values({ patientId, accountId, description: 'Proszę o kopię.', deliveryMethod: 'PORTAL', registeredAt: t.clock.now() })
      .returning({ id: documentRequests.id });
    return { id: String(row!.id) };
  },
};

/** Free future slots of one schedule made per test app, handed out one by one. */
const freeSlots = new WeakMap<TestApp, Array<typeof timeSlots.$inferSelect>>();
async function nextFreeSlot(t: TestApp) {
  let slots = freeSlots.get(t);
  if (!slots) {
    const { makeSchedule, slotsAhead } = await import('../modules/bookings/core/test-fixtures');
    slots = slotsAhead((await makeSchedule(t)).slots, t.clock.now(), 24);
    freeSlots.set(t, slots);
  }
  const slot = slots.shift();
  if (!slot) throw new Error('access-examples: the schedule ran out of slots');
  return slot;
}
// A booking's own routes (read through the scope): valid bodies, whatever the rules then answer.
bodies['PUT /api/mppd/api/bookings/:system/:id'] = () => ({ questionnaireFulfillment: goodAnswers(1) });
bodies['PUT /api/mppd/api/bookings/:system/:id/confirm'] = () => ({ code: '123456' });
bodies['PUT /api/mppd/api/bookings/:system/:id/referral'] = () => ({ refENumber: '1234' });
bodies['POST /api/mppd/api/bookings/:system/:id/confirmation-code'] = () => ({});
bodies['POST /api/mppd/api/bookings/:system/:id/attachments'] = () => ({});
