import { eq } from 'drizzle-orm';
import { accounts, patients } from '../../db/schema/index';
import { systemPatient } from '../../lib/checked-patient';
import type { AccessExamples } from '../../test/access-examples';
import type { TestApp } from '../../test/helper';
import { openCase } from '../medical-cases/medical-cases-service';
import * as repo from './core/teleconsultation-repository';

/**
 * The teleconsultation routes in the access matrix: the path's {accountId} is the signed-in account's
 * (the matrix signs in as Anna); a medical case and a planned teleconsultation of the patient tried
 * (the module's repository and medical-cases' service); bodies that pass validation. The registration's
 * rows: the patient tried given a PESEL and registered.
 */
const annasAccount = async (t: TestApp) => String((await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'anna.kowalska@example.com')))[0]!.id);
const aCase = async (t: TestApp, patientId: number) => String((await openCase(t.deps.db, systemPatient(patientId, 'test'), { title: 'Sprawa z macierzy dostępu', accountId: null })).id);
async function aTeleconsultation(t: TestApp, patientId: number): Promise<string> {
  const caseId = Number(await aCase(t, patientId));
  const from = new Date(t.clock.now().getTime() + 86_400_000);
  const row = await repo.insertTeleconsultation(t.deps.db, {
    patientId,
    medicalCaseId: caseId,
    serviceCode: 'POZ-TELEPORADA',
    status: 'SCHEDULED',
    scheduledFrom: from,
    scheduledTo: new Date(from.getTime() + 900_000),
  });
  return String(row.id);
}
async function registered(t: TestApp, patientId: number) {
  const patient = systemPatient(patientId, 'test');
  const [record] = await t.deps.db.select({ nationalId: patients.nationalId }).from(patients).where(eq(patients.id, patientId));
  let nationalId = record?.nationalId ?? null;
  if (!nationalId) {
    nationalId = String(70_000_000_000 + patientId);
    await t.deps.db.update(patients).set({ nationalId }).where(eq(patients.id, patientId));
  }
  await repo.upsertRegistration(t.deps.db, { patientId: patient, registeredAt: t.clock.now() });
  return nationalId;
}

const base = '/api/amts/consultations/:accountId/:patientId';
const cases = '/api/amts/medical-cases/:accountId/:patientId/:caseId';

export const accessExamples: AccessExamples = {
  idFactories: {
    [`${base}#accountId`]: annasAccount,
    [`${base}/change#accountId`]: annasAccount,
    [`${base}/cancel#accountId`]: annasAccount,
    [`${base}/unplanned#accountId`]: annasAccount,
    [`${base}/:teleconsultationId#accountId`]: annasAccount,
    [`${base}/:teleconsultationId#teleconsultationId`]: aTeleconsultation,
    '/api/amts/teleconsultations/:accountId/:patientId#accountId': annasAccount,
    '/api/amts/account/:accountId/consents/:patientId#accountId': annasAccount,
    '/api/amts/patient/data/:accountId/:patientId/new#accountId': annasAccount,
    [`${cases}/consultations#accountId`]: annasAccount,
    [`${cases}/consultations#caseId`]: aCase,
    [`${cases}/:consultId/attachments#accountId`]: annasAccount,
    [`${cases}/:consultId/attachments#caseId`]: aCase,
    [`${cases}/:consultId/attachments#consultId`]: aTeleconsultation,
  },
  resourceFactories: {
    'teleconsultation-patient-identifier': async (t, patientId, accountId) => ({ accountId: String(accountId), nationalId: await registered(t, patientId) }),
    'teleconsultation-patient-registration': async (t, patientId, accountId) => {
      await registered(t, patientId);
      return { accountId: String(accountId), patientId: String(patientId) };
    },
  },
  bodies: {
    // Anna's own: a "now" teleconsultation in a new case; a ward without consents: 403.
    [`POST ${base}`]: () => ({ medServiceCode: 'TELEPORADA-TERAZ', adhoc: true, title: 'Sprawa z macierzy dostępu' }),
    // The body names another patient than the path: 400 for whoever reaches the path's.
    [`PUT ${base}/change`]: () => ({ timeSlot: 1, teleconsultationId: 1, patientId: 2_147_483_000 }),
    [`POST ${base}/cancel`]: () => ({ teleconsultationId: 1, patientId: 2_147_483_000 }),
    [`POST ${base}/unplanned`]: () => ({ teleconsultationId: 1, patientId: 2_147_483_000 }),
    'POST /api/amts/patient/data/:accountId/:patientId/new': () => ({ name: 'Nieznana', surname: 'Osoba', birthDate: '1970-01-01', gender: 'UN' }),
    'POST /api/amts/patient/data/:accountId/:patientId': () => ({ identifiers: [{ root: 'x', extension: 'y' }] }),
    'PUT /api/amts/account/:accountId/consents': () => ({ patientId: 1, recordingAllowed: true }),
  },
};
