import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index';
import { systemPatient } from '../../lib/checked-patient';
import type { AccessExamples } from '../../test/access-examples';
import { ownPatientIdOf } from '../../test/fixtures';
import type { TestApp } from '../../test/helper';
import { samples } from '../../test/multipart';
import { storePatientFile } from '../files/files-service';
import { addCaseNote, attachStoredFile, openCase } from './medical-cases-service';

/**
 * The medical cases' routes in the access matrix: the path's {accountId} is the signed-in account's (the
 * matrix signs in as Anna); {patientContextId} is the patient herself, or Anna's own record when she acts
 * as a guardian; a case of the patient tried (the module's service), an attachment of that same case
 * (a route's ids are made in the path's order, so the case comes first), and for the note's change the
 * note of a case of the patient tried, named in the body.
 */
const ANNA = 'anna.kowalska@example.com';
const annasAccount = async (t: TestApp) => String((await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, ANNA)))[0]!.id);
/** The last case made for each patient, for the attachment named after it in the same path. */
const lastCase = new Map<number, number>();
/** The note the next PUT …/notes names (made for the patient of that call's path). */
let noteOfCall = 0;

const aCase = async (t: TestApp, patientId: number) => {
  const row = await openCase(t.deps.db, systemPatient(patientId, 'test'), { title: 'Przypadek z macierzy dostępu', accountId: null });
  lastCase.set(patientId, row.id);
  return String(row.id);
};
const anAttachment = async (t: TestApp, patientId: number) => {
  const patient = systemPatient(patientId, 'test');
  const caseId = lastCase.get(patientId) ?? Number(await aCase(t, patientId));
  const file = await storePatientFile(t.deps, { use: 'MEDICAL_CASE_ATTACHMENT', patientId: patient, fileName: 'macierz.pdf', mimeType: 'application/pdf', source: samples.pdf });
  return String((await attachStoredFile(t.deps.db, patient, caseId, file, { uploadedBy: 'PATIENT' })).id);
};
const base = '/api/amts/medical-cases/:accountId/:patientId';

export const accessExamples: AccessExamples = {
  idFactories: {
    [`${base}#accountId`]: annasAccount,
    [`${base}/:patientContextId#accountId`]: annasAccount,
    [`${base}/:patientContextId#patientContextId`]: async (t, patientId) => {
      const own = await ownPatientIdOf(t, ANNA);
      return String(patientId === own ? patientId : own);
    },
    [`${base}/case/:caseId#accountId`]: annasAccount,
    [`${base}/case/:caseId#caseId`]: aCase,
    [`${base}/:caseId/notes#accountId`]: annasAccount,
    [`${base}/:caseId/notes#caseId`]: aCase,
    // The note's change names its note in the body: one of a case of the path's patient, made with the path.
    [`${base}/notes#accountId`]: async (t, patientId) => {
      const caseId = Number(await aCase(t, patientId));
      noteOfCall = (await addCaseNote(t.deps.db, systemPatient(patientId, 'test'), caseId, { text: 'Notatka z macierzy', consultationId: null, author: 'PATIENT', accountId: Number(await annasAccount(t)) })).id;
      return annasAccount(t);
    },
    [`${base}/:caseId/attachments#accountId`]: annasAccount,
    [`${base}/:caseId/attachments#caseId`]: aCase,
    [`${base}/:caseId/attachments/:attachmentId#accountId`]: annasAccount,
    [`${base}/:caseId/attachments/:attachmentId#caseId`]: aCase,
    [`${base}/:caseId/attachments/:attachmentId#attachmentId`]: anAttachment,
  },
  bodies: {
    [`POST ${base}`]: () => ({ title: 'Przypadek z macierzy dostępu' }),
    [`POST ${base}/:caseId/notes`]: () => ({ text: 'Notatka z macierzy' }),
    [`PUT ${base}/notes`]: () => ({ noteId: noteOfCall, text: 'Zmieniona notatka z macierzy' }),
    // Multipart: a JSON body is refused (400) for whoever reaches the patient.
    [`POST ${base}/:caseId/attachments`]: () => ({}),
  },
};
