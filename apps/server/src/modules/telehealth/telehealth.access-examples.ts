import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index';
import type { AccessExamples } from '../../test/access-examples';
import type { TestApp } from '../../test/helper';

/**
 * The telehealth routes in the access matrix: a teleconsultation of the patient tried, in its start window
 * (the test kit's, written by the teleconsultation module's repository); for the recording's address one
 * with a recording (a chunk uploaded through the module's own code). The archive's `accountId` is the
 * signed-in account's (the matrix signs in as Anna).
 */
const kit = () => import('../../test/telehealth-kit');
const aTeleconsultation = async (t: TestApp, patientId: number) => String((await (await kit()).callOf(t, patientId)).id);
const withRecording = async (t: TestApp, patientId: number) => String((await (await kit()).callWithRecording(t, patientId)).id);
const annasAccount = async (t: TestApp) => String((await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'anna.kowalska@example.com')))[0]!.id);

export const accessExamples: AccessExamples = {
  // The teleconsultation module's loader (`teleconsultationResource`), which the call's routes by `:id` declare.
  resourceFactories: {
    teleconsultation: async (t, patientId) => ({ id: await aTeleconsultation(t, patientId) }),
  },
  idFactories: {
    '/api/amts/consultations/:id/:patientId/status#id': aTeleconsultation,
    '/api/amts/consultations/:id/:patientId/access-data#id': aTeleconsultation,
    '/api/amts/archive/:accountId/:patientId/:consultId/chat-record#consultId': aTeleconsultation,
    '/api/amts/archive/:accountId/:patientId/:consultId/chat-record#accountId': annasAccount,
    '/api/amts/archive/:accountId/:patientId/:consultId/streams-record#consultId': withRecording,
    '/api/amts/archive/:accountId/:patientId/:consultId/streams-record#accountId': annasAccount,
  },
  bodies: {
    'POST /api/amts/consultations/:id/communication-type': () => ({ type: 'V' }),
    'PUT /api/amts/consultations/:id/:patientId/status': () => ({}),
    'POST /api/amts/consultations/:id/connection': () => ({ connectionId: 'c-1', context: 'Chromium, wideo' }),
  },
};
