import type { TestApp } from './helper';
import { clinicMember, demoUnitIds } from './clinic-members';
import { goodAnswers } from './questionnaire-kit';
import { makeDocument, makeVisit } from './records-kit';

/**
 * The medical register's ids for the access matrix (test/access-examples.ts): a published visit or
 * document made for the patient being tried, through the console's routes.
 */

const doctors = new WeakMap<TestApp, Promise<string>>();
const doctorOf = (t: TestApp) => {
  if (!doctors.has(t)) doctors.set(t, clinicMember(t, ['DOCTOR']).then((m) => m.cookie));
  return doctors.get(t)!;
};
/** The care episode of the visit last made for a patient (a route naming both the visit and its episode). */
const lastCareOf = new Map<number, string>();

async function visitFor(t: TestApp, patientId: number): Promise<string> {
  const { primaryCare } = await demoUnitIds(t);
  const visit = await makeVisit(t, await doctorOf(t), patientId, { unitId: primaryCare, startTime: new Date(t.clock.now().getTime() - 86_400_000).toISOString() });
  lastCareOf.set(patientId, visit.careId);
  return String(visit.id);
}


export const recordsIdFactories: Record<string, (t: TestApp, patientId: number) => Promise<string>> = {
  '/api/mpi/encounters/mpi-user/:patientId/:id#id': visitFor,
  '/api/mpi/encounters/mpi-user/:patientId/:id/clinical-documents#id': visitFor,
  '/api/mpi/encounters/mpi-user/:patientId/:id/:careId/clinical-documents#id': visitFor,
  careId: async (_t, patientId) => lastCareOf.get(patientId) ?? 'EP-2000-000001',
  docId: async (t, patientId) => String((await makeDocument(t, await doctorOf(t), patientId)).id),
  contextId: async (t, patientId) => (await makeDocument(t, await doctorOf(t), patientId)).contextId,
};

export const recordsBodies: Record<string, () => unknown> = {
  // Answers to a version that is not the visit questionnaire's: 400, past the access check.
  'PUT /api/mpi/encounters/mpi-user/:patientId/:id': () => goodAnswers(999999),
};

/** The console's ids for the staff role matrix (test/staff-access-examples.ts): rows of a fresh patient. */
export const recordsStaffIdFactories: Record<string, (t: TestApp) => Promise<string>> = {
  encounterId: async (t) => {
    const { primaryCare } = await demoUnitIds(t);
    const visit = await makeVisit(t, await doctorOf(t), (await t.make.patient()).id, { unitId: primaryCare, startTime: new Date(t.clock.now().getTime() - 3_600_000).toISOString(), close: false });
    return String(visit.id);
  },
  documentId: async (t) => String((await makeDocument(t, await doctorOf(t), (await t.make.patient()).id, { publish: false })).id),
  entryId: async (t) => {
    const { primaryCare } = await demoUnitIds(t);
    const res = await t.request({
      method: 'POST',
      url: `/api/clinic/patients/${(await t.make.patient()).id}/waiting-list`,
      payload: { serviceCode: 'POZ-EKG', unitId: primaryCare, category: 'STABLE', registeredAt: '2026-01-05', plannedDate: null, position: null },
      cookie: await (clinicMember(t, ['REGISTRAR']).then((m) => m.cookie)),
    });
    return String(res.json().id);
  },
};

/** A document request of a fresh patient (the queue's routes). */
recordsStaffIdFactories.requestId = async (t) => {
  const account = await t.make.account();
  const record = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED' });
  const doc = await makeDocument(t, await doctorOf(t), record.id);
  const res = await t.request({
    method: 'POST',
    url: '/api/mpi/cdoc-requests/mpi-user',
    payload: { patientId: record.id, clinicalDocumentIds: [doc.id], description: 'Kopia', deliveryMethod: 'IN_PERSON' },
    cookie: await t.as(account.id),
  });
  return String(res.json().id);
};
