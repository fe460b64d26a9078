import {
  type ClinicDocumentRequest,
  type DocumentRequest,
  type InterfaceLanguage,
  type Page,
  type documentRequestInputSchema,
  type documentRequestsQuerySchema,
  type documentRequestStatusInputSchema,
  type clinicDocumentRequestsQuerySchema,
  type z,
} from '@portal/contracts';
import { documentRequestOpen, documentRequestTransitionAllowed } from '@portal/domain';
import { withTransaction, type DbOrTx, type Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, NotFound, Validation } from '../../errors';
import { readPage } from '../../lib/lists';
import { writeAuthor, writtenBy, type WriteAuthor } from '../../lib/written-by';
import { defineResource, type PatientScope, type ReachablePatient } from '../../plugins/patient-access';
import type { StaffContext } from '../../plugins/staff-access';
import { defineStaffResource } from '../../plugins/staff-resources';
import { accountNames } from '../contacts/contacts-service';
import { recordEvent } from '../event-log/event-log-service';
import { deleteFilesById, describeFiles, openPatientFile, receiveUploads, storePatientFile, type MultipartSource } from '../files/files-service';
import { isPatientsEncounter, publishedDocumentSummaries } from '../medical-record/medical-record-service';
import { recordsNamedInMessages } from '../patients/patients-service';
import { getFileSettings, getSettings } from '../settings/settings-service';
import { announceDecision } from './document-request-notices';
import * as repo from './document-requests-repository';
import { patientOfRow, patientsOfRows, systemPatient, type CheckedPatientId } from '../../lib/checked-patient';

/*
 * Requests for copies of medical documentation (spec part 1 §5, §7): a patient (or who acts for her)
 * names published documents and how to receive the copies; the clinic works the queue, attaches PDF
 * copies and completes or rejects the request (the account that asked is told).
 */

type Row = repo.DocumentRequestRow;
type ReqDeps = Pick<Deps, 'db' | 'clock' | 'jobs' | 'storage'>;

/** Rows as the API answers them: names, documents and attachments batched for the page. */
async function views(deps: Pick<Deps, 'db'>, rows: readonly Row[], language: InterfaceLanguage): Promise<Array<DocumentRequest & { patientPesel: string | null; requestedBy: string }>> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const links = await repo.documentIdsOf(deps.db, ids);
  const attachments = await repo.attachmentsOf(deps.db, ids);
  const files = new Map((await describeFiles(deps, attachments.map((a) => a.fileId))).map((f) => [f.id, f]));
  const names = await recordsNamedInMessages(deps, patientsOfRows(rows));
  const accounts = await accountNames(deps, rows.flatMap((r) => (r.accountId === null ? [] : [r.accountId])));
  const summaries = new Map<number, Awaited<ReturnType<typeof publishedDocumentSummaries>>[number]>();
  for (const patientId of new Set(patientsOfRows(rows))) {
    const wanted = links.filter((l) => rows.some((r) => r.id === l.requestId && r.patientId === patientId)).map((l) => l.documentId);
    for (const s of await publishedDocumentSummaries(deps, patientId, wanted, { language })) summaries.set(s.id, s);
  }
  return rows.map((r) => {
    const patient = names.get(r.patientId);
    const account = r.accountId === null ? undefined : accounts.get(r.accountId);
    return {
      id: r.id,
      patientId: r.patientId,
      patientName: patient ? `${patient.name} ${patient.lastName}` : '',
      encounterId: r.encounterId,
      description: r.description,
      deliveryMethod: r.deliveryMethod,
      address: r.street ? { street: r.street, houseNumber: r.houseNumber ?? '', apartmentNumber: r.apartmentNumber, postalCode: r.postalCode ?? '', city: r.city ?? '' } : null,
      status: r.status,
      completed: r.status === 'COMPLETED',
      registeredAt: r.registeredAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
      clinicComment: r.clinicComment,
      // The decision's author: a request in progress names none yet (its completion time is null).
      handledBy: writtenBy(r.handledByName, r.completedAt),
      documents: links.filter((l) => l.requestId === r.id).flatMap((l) => summaries.get(l.documentId) ?? []),
      attachments: attachments
        .filter((a) => a.requestId === r.id)
        .flatMap((a) => {
          const f = files.get(a.fileId);
          return f ? [{ id: f.id, fileName: f.fileName, mimeType: f.mimeType, size: f.size, createdAt: a.createdAt.toISOString() }] : [];
        }),
      patientPesel: patient?.pesel ?? null,
      requestedBy: account ? `${account.name} ${account.lastName}` : '',
    };
  });
}

const patientView = ({ patientPesel: _p, requestedBy: _r, ...view }: Awaited<ReturnType<typeof views>>[number]): DocumentRequest => view;

// ------------------------------------------------------------------------------ the patient's side

export async function listRequests(deps: Pick<Deps, 'db'>, scope: PatientScope, query: z.output<typeof documentRequestsQuerySchema>, language: InterfaceLanguage): Promise<Page<DocumentRequest>> {
  const patientIds = query.patientId === undefined ? scope.ids : scope.ids.filter((id) => id === query.patientId);
  const filter = {
    patientIds,
    onlyUncompleted: query.onlyUncompleted,
    from: query.registeredAfter === undefined ? undefined : new Date(query.registeredAfter),
    to: query.registeredBefore === undefined ? undefined : new Date(query.registeredBefore),
  };
  const page = await readPage(query, (limit, offset) => repo.selectForPatients(deps.db, filter, limit, offset));
  return { ...page, items: (await views(deps, page.items, language)).map(patientView) };
}

/**
 * A request addressed by its id, read through the caller's patients (`config.resource`; another
 * patient's request is 404, exactly as an unknown id). The handler gets it from `resourceOf`.
 */
export const documentRequestResource = defineResource({
  name: 'document-request',
  load: (db, scope, params: { id: number }) => repo.findRequestIn(db, scope, params.id),
});
export type OwnRequest = Row;

export async function getRequest(deps: Pick<Deps, 'db'>, own: OwnRequest, language: InterfaceLanguage = 'pl'): Promise<DocumentRequest> {
  return patientView((await views(deps, [own], language))[0]);
}

export function requestState(own: OwnRequest) {
  return { id: own.id, status: own.status, completed: own.status === 'COMPLETED', completedAt: own.completedAt?.toISOString() ?? null };
}

export async function requestAttachments(deps: Pick<Deps, 'db'>, own: OwnRequest) {
  return (await getRequest(deps, own)).attachments;
}

/** A copy attached to the request, opened as the request's patient's file (`patient`: the route's reach of it). */
export async function openRequestAttachment(deps: Pick<Deps, 'db' | 'clock' | 'storage'>, own: OwnRequest, patient: ReachablePatient, fileId: number) {
  if (patient.id !== own.patientId || !(await repo.attachmentsOf(deps.db, [own.id])).some((a) => a.fileId === fileId)) throw NotFound();
  return openPatientFile(deps, patient, fileId);
}

/** A new request: the documents must be the patient's published ones, the visit the patient's; by post it needs an address. */
export async function createRequest(
  deps: Pick<Deps, 'db' | 'clock'>,
  patient: ReachablePatient,
  accountId: number,
  input: z.output<typeof documentRequestInputSchema>,
  language: InterfaceLanguage,
): Promise<DocumentRequest> {
  const documentIds = [...new Set(input.clinicalDocumentIds)];
  const found = await publishedDocumentSummaries(deps, patient.id, documentIds);
  if (found.length !== documentIds.length) throw new AppError('DOCUMENT_REQUEST_DOCUMENTS_INVALID');
  if (input.encounterId !== null && !(await isPatientsEncounter(deps, patient.id, input.encounterId))) {
    throw Validation('Pacjent nie ma takiej wizyty.', [{ path: 'encounterId', message: 'Pacjent nie ma takiej wizyty.' }]);
  }
  const settings = await getSettings(deps, 'document-requests');
  if (!settings.deliveryMethods.includes(input.deliveryMethod)) {
    throw Validation('Przychodnia nie wydaje dokumentacji w ten sposób.', [{ path: 'deliveryMethod', message: 'Przychodnia nie wydaje dokumentacji w ten sposób.' }]);
  }
  const a = input.deliveryMethod === 'POST' ? input.address : null;
  const now = deps.clock.now();
  const row = await withTransaction(deps.db, (tx) =>
    repo.insertRequest(
      tx,
      {
        patientId: patient.id,
        accountId,
        encounterId: input.encounterId,
        description: input.description,
        deliveryMethod: input.deliveryMethod,
        street: a?.street ?? null,
        houseNumber: a?.houseNumber ?? null,
        apartmentNumber: a?.apartmentNumber ?? null,
        postalCode: a?.postalCode ?? null,
        city: a?.city ?? null,
        registeredAt: now,
        createdAt: now,
        updatedAt: now,
      },
      documentIds,
    ),
  );
  return patientView((await views(deps, [row], language))[0]);
}

export const requestSettings = (deps: Pick<Deps, 'db'>) => getSettings(deps, 'document-requests');

// ------------------------------------------------------------------------------ the clinic's side

export async function requestQueue(deps: Pick<Deps, 'db'>, query: z.output<typeof clinicDocumentRequestsQuerySchema>, language: InterfaceLanguage): Promise<Page<ClinicDocumentRequest>> {
  const page = await readPage(query, (limit, offset) => repo.selectQueue(deps.db, { ...query, patientId: query.patientId === undefined ? undefined : systemPatient(query.patientId, 'filter') }, limit, offset));
  return { ...page, items: await views(deps, page.items, language) };
}

export const countOpenRequests = (deps: Pick<Deps, 'db'>) => repo.countOpen(deps.db);

/**
 * A document request a console route addresses by its id. A request belongs to no unit: the desk's queue
 * is of every unit, so the loader reads it by id alone; its patient is the read audit's.
 */
export const clinicDocumentRequestResource = defineStaffResource({
  name: 'documentRequest',
  load: (db: DbOrTx, _units, params: { requestId: number }) => repo.findRequest(db, params.requestId),
  patientOf: (row) => row.patientId,
  unitless: "a request for the patient's documentation is the desk's, of every unit (document_requests has no unit)",
});

async function requestRow(deps: Pick<Deps, 'db'>, id: number): Promise<Row> {
  const row = await repo.findRequest(deps.db, id);
  if (!row) throw NotFound();
  return row;
}

export async function clinicRequest(deps: Pick<Deps, 'db'>, row: Row, language: InterfaceLanguage = 'pl'): Promise<ClinicDocumentRequest> {
  return (await views(deps, [row], language))[0];
}

/** Attaches PDF copies (file-upload limits; owned by the patient, use DOCUMENT_REQUEST_COPY) while the request is open. */
export async function attachCopies(deps: ReqDeps, author: WriteAuthor, row: Row, source: MultipartSource): Promise<ClinicDocumentRequest> {
  const id = row.id;
  if (!documentRequestOpen(row.status)) throw new AppError('DOCUMENT_REQUEST_STATE');
  const { fileUploadParams } = await getFileSettings(deps);
  const stored = await receiveUploads(deps, source, {
    use: 'DOCUMENT_REQUEST_COPY',
    limits: { maxFiles: fileUploadParams.maxFiles, maxFileSize: fileUploadParams.maxFileSize, fileTypes: ['pdf'] },
    owner: { patientId: patientOfRow(row) },
    createdByAccountId: null,
  });
  try {
    await withTransaction(deps.db, async (tx) => {
      const current = await repo.findRequest(tx, id, true);
      if (!current || !documentRequestOpen(current.status)) throw new AppError('DOCUMENT_REQUEST_STATE');
      await repo.insertAttachments(tx, id, stored.map((f) => f.id), deps.clock.now());
      await recordCopyEvent(deps, tx, 'DOCUMENT_REQUEST_COPY_ATTACHED', author, current, `dołączone kopie ${stored.map((f) => f.id).join(', ')}`);
    });
  } catch (err) {
    await deleteFilesById(deps, stored.map((f) => f.id));
    throw err;
  }
  return clinicRequest(deps, await requestRow(deps, id));
}

export async function removeCopy(deps: ReqDeps, author: WriteAuthor, id: number, fileId: number): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const row = await repo.findRequest(tx, id, true);
    if (!row) throw NotFound();
    if (!documentRequestOpen(row.status)) throw new AppError('DOCUMENT_REQUEST_STATE');
    if (!(await repo.deleteAttachment(tx, id, fileId))) throw NotFound();
    await deleteFilesById(deps, [fileId], { tx });
    await recordCopyEvent(deps, tx, 'DOCUMENT_REQUEST_COPY_REMOVED', author, row, `usunięta kopia ${fileId}`);
  });
}

/** Who attached or removed a request's copy, and when: one event in the change's transaction (the copies' rows keep no author). */
async function recordCopyEvent(deps: Pick<Deps, 'db' | 'clock'>, tx: Tx, eventType: string, author: WriteAuthor, request: Row, what: string) {
  await recordEvent(
    deps,
    { eventType, outcome: 'SUCCESS', staffId: author.staffId, description: `Wniosek o dokumentację ${request.id} pacjenta ${request.patientId}: ${what} przez ${author.name}` },
    { tx },
  );
}

/** Moves a request on by the domain's rule (409 DOCUMENT_REQUEST_STATE), recording the member; a PORTAL request completes only with a copy. */
export async function changeStatus(deps: ReqDeps, staff: StaffContext, id: number, input: z.output<typeof documentRequestStatusInputSchema>): Promise<ClinicDocumentRequest> {
  await withTransaction(deps.db, async (tx) => {
    const row = await repo.findRequest(tx, id, true);
    if (!row) throw NotFound();
    if (!documentRequestTransitionAllowed(row.status, input.status)) throw new AppError('DOCUMENT_REQUEST_STATE');
    if (input.status === 'COMPLETED' && row.deliveryMethod === 'PORTAL' && (await repo.attachmentsOf(tx, [id])).length === 0) {
      const message = 'Dołącz kopie dokumentów, zanim zrealizujesz wniosek do pobrania w portalu.';
      throw Validation(message, [{ path: 'status', message }]);
    }
    const now = deps.clock.now();
    const decided = input.status === 'COMPLETED' || input.status === 'REJECTED';
    const updated = await repo.updateRequest(tx, id, {
      status: input.status,
      clinicComment: input.comment ?? row.clinicComment,
      completedAt: decided ? now : null,
      handledByStaffId: staff.member.id,
      handledByName: writeAuthor(staff).name,
      updatedAt: now,
    });
    if (updated.status === 'COMPLETED' || updated.status === 'REJECTED') await announceDecision(deps, tx, { ...updated, status: updated.status });
  });
  return clinicRequest(deps, await requestRow(deps, id), staff.language);
}

/**
 * A request with its history, as an earlier system (or the demo) kept it: registered and decided at
 * the given times, its PDF copies stored as the patient's files. No notices: it happened in the past.
 */
export async function importDocumentRequest(
  deps: Pick<Deps, 'db' | 'clock' | 'storage'>,
  input: {
    patientId: CheckedPatientId;
    accountId: number | null;
    documentIds: number[];
    description: string;
    deliveryMethod: 'PORTAL' | 'IN_PERSON' | 'POST';
    registeredAt: Date;
    status: Row['status'];
    completedAt: Date | null;
    clinicComment: string | null;
    copies: Array<{ fileName: string; pdf: Buffer }>;
  },
): Promise<number> {
  return withTransaction(deps.db, async (tx) => {
    const { copies, documentIds, ...values } = input;
    const row = await repo.insertRequest(tx, { ...values, createdAt: input.registeredAt, updatedAt: input.completedAt ?? input.registeredAt }, documentIds);
    const files = [];
    for (const c of copies) files.push(await storePatientFile(deps, { use: 'DOCUMENT_REQUEST_COPY', patientId: input.patientId, fileName: c.fileName, mimeType: 'application/pdf', source: c.pdf }, { tx }));
    await repo.insertAttachments(tx, row.id, files.map((f) => f.id), input.completedAt ?? input.registeredAt);
    return row.id;
  });
}
