import type { AccessExamples } from '../../test/access-examples';
import { demoUnitIds } from '../../test/clinic-members';
import type { TestApp } from '../../test/helper';
import { goodAnswers } from '../../test/questionnaire-kit';
import { doctorOf, makeDocument, makeVisit } from '../../test/records-kit';

/**
 * The medical register's ids for the access matrix: a published visit or document made for the patient
 * being tried, through the console's routes.
 */

/** The care episode of the visit last made for a patient (a route naming both the visit and its episode). */
const lastCareOf = new Map<number, string>();

async function visitFor(t: TestApp, patientId: number): Promise<string> {
  const { primaryCare } = await demoUnitIds(t);
  const visit = await makeVisit(t, await doctorOf(t), patientId, { unitId: primaryCare, startTime: new Date(t.clock.now().getTime() - 86_400_000).toISOString() });
  lastCareOf.set(patientId, visit.careId);
  return String(visit.id);
}

export const accessExamples: AccessExamples = {
  idFactories: {
    '/api/mpi/encounters/mpi-user/:patientId/:id#id': visitFor,
    '/api/mpi/encounters/mpi-user/:patientId/:id/clinical-documents#id': visitFor,
    '/api/mpi/encounters/mpi-user/:patientId/:id/:careId/clinical-documents#id': visitFor,
    careId: async (_t, patientId) => lastCareOf.get(patientId) ?? 'EP-2000-000001',
    docId: async (t, patientId) => String((await makeDocument(t, await doctorOf(t), patientId)).id),
    contextId: async (t, patientId) => (await makeDocument(t, await doctorOf(t), patientId)).contextId,
  },
  bodies: {
    // Answers to a version that is not the visit questionnaire's: 400, past the access check.
    'PUT /api/mpi/encounters/mpi-user/:patientId/:id': () => goodAnswers(999999),
  },
};
