import type { ClinicalDocument, DocumentNote, Encounter, FulfillmentInput, InterfaceLanguage, Page, RecordsListQuery, WaitingListEntry } from '@portal/contracts';
import { ID_MAX } from '@portal/contracts';
import { executorOf, withTransaction, type InTransaction, type Tx } from '../../db/client';
import { encounters } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { NotFound } from '../../errors';
import { clinicToday } from '../../lib/clinic-time';
import { recordPage } from '../../lib/record-lists';
import type { WriteAuthor } from '../../lib/written-by';
import type { UnitScope } from '../../plugins/staff-resources';
import type { ReachablePatient } from '../../plugins/patient-access';
import type { PatientCaller } from '../../plugins/session';
import type { AuthContext } from '../../plugins/session';
import { openPatientFile } from '../files/files-service';
import { saveEncounterAnswers, type QuestionnaireSubject } from '../questionnaires/questionnaires-service';
import { announceDocuments } from './core/document-notices';
import * as docs from './core/documents-repository';
import * as visits from './core/encounters-repository';
import { documentTypesIn, documentViews, typeNameIn, encounterInLanguage, encounterViews, patientDocuments, patientEncounter, REGISTER_LANGUAGE, waitingListViews } from './core/record-views';
import { patientOfRow, type CheckedPatientId } from '../../lib/checked-patient';

/*
 * The medical register as the patient reads it (spec part 1 §2 "Medical register", §3, §9): published
 * visits, published documents with their notes and files, the waiting list. Another patient's rows, or
 * rows the clinic has not published, answer exactly as unknown ids (404). Also what other modules file
 * into the register (`fileClinicalDocument`) and the documents a request may name.
 */

export { renderClinicalDocument, storeRenderedDocument, type RenderedDocument } from './core/document-filing';

type RecordDeps = Pick<Deps, 'db' | 'clock' | 'his'>;

/** The days of the lists: the range asked, or the list's default when neither end is given (lib/record-lists). */
const pastDays = { limits: { allowFuture: false, maxYearsBack: 20 } } as const;

// ------------------------------------------------------------------------------ visits

export async function listEncounters(
  deps: RecordDeps,
  patient: ReachablePatient,
  query: RecordsListQuery & { pageIndex: number; pageSize: number },
  language: InterfaceLanguage = 'pl',
): Promise<Page<Encounter>> {
  return recordPage(
    query,
    { ...pastDays, otherwise: 'lastYear', now: deps.clock.now() },
    (days, limit, offset) => visits.selectEncounters(deps.db, patient.id, true, days, limit, offset),
    async (rows) => (await encounterViews(deps, patient.id, rows, true, language)).map((view) => encounterInLanguage(patientEncounter(view), language)),
  );
}

export async function getEncounter(deps: RecordDeps, patient: ReachablePatient, encounterId: number, language: InterfaceLanguage = 'pl'): Promise<Encounter> {
  const row = await visits.findEncounter(deps.db, patient.id, encounterId, true);
  if (!row) throw NotFound();
  return encounterInLanguage(patientEncounter((await encounterViews(deps, patient.id, [row], true, language))[0]), language);
}

/** Saves the visit's questionnaire answers through the questionnaire engine (its deadline and read-only rules), then answers the visit. */
export async function answerEncounterQuestionnaire(deps: Deps, caller: PatientCaller, patient: ReachablePatient, encounterId: number, input: FulfillmentInput, language: InterfaceLanguage): Promise<Encounter> {
  await getEncounter(deps, patient, encounterId, language);
  await saveEncounterAnswers(deps, () => ({ ENCOUNTER: resolveEncounterSubject }), { caller, id: String(encounterId), systemRoot: deps.his.system }, input);
  return getEncounter(deps, patient, encounterId, language);
}

/**
 * The questionnaire engine's view of a visit (modules/index.ts `questionnaireSubjects.ENCOUNTER`): a
 * published visit of the portal's own system, asked by its unit and unit speciality, dated by its
 * clinic day; answers may be given once it is closed (until the questionnaire's deadline).
 */
export async function resolveEncounterSubject(deps: Deps, subject: { id: string; systemRoot: string; auth: AuthContext }): Promise<QuestionnaireSubject | null> {
  if (!/^[1-9]\d{0,9}$/.test(subject.id) || Number(subject.id) > ID_MAX) return null;
  const row = await visits.findEncounterById(deps.db, Number(subject.id));
  if (!row || row.publishedAt === null) return null;
  const [view] = await encounterViews(deps, patientOfRow(row), [row], true, REGISTER_LANGUAGE);
  const day = clinicToday(row.startTime);
  return {
    patientId: row.patientId,
    asks: { unitId: row.unitId, speciality: row.speciality },
    visitDate: day,
    editable: row.status === 'CLOSED',
    label: `${view.unitSpeciality.name} ${day.split('-').reverse().join('.')}`,
  };
}

/** Published documents of a visit, or (with `careId`) of every published visit of its care episode. */
export async function encounterDocuments(deps: RecordDeps, patient: ReachablePatient, encounterId: number, language: InterfaceLanguage, careId?: string): Promise<ClinicalDocument[]> {
  const row = await visits.findEncounter(deps.db, patient.id, encounterId, true);
  if (!row || (careId !== undefined && row.careId !== careId)) throw NotFound();
  const ids = careId === undefined ? [row.id] : await visits.encounterIdsOfCare(deps.db, patient.id, careId, true);
  return patientDocuments(await documentViews(deps, await docs.documentsOfEncounters(deps.db, patient.id, ids, true), language));
}

// ------------------------------------------------------------------------------ documents

/** The active document types, named in the reader's language. */
export const documentTypes = async (deps: Pick<Deps, 'db'>, language: InterfaceLanguage) => documentTypesIn(await docs.activeTypes(deps.db), language);

export async function listDocuments(deps: RecordDeps, patient: ReachablePatient, query: ParsedDocumentsQuery, language: InterfaceLanguage): Promise<Page<ClinicalDocument>> {
  return recordPage(
    query,
    { ...pastDays, now: deps.clock.now() },
    ({ from, to }, limit, offset) => docs.selectDocuments(deps.db, patient.id, true, { from, to, typeCode: query.documentType }, limit, offset),
    async (rows) => patientDocuments(await documentViews(deps, rows, language)),
  );
}
/** The parsed query of the documents list (the contract's transform: a negative first load is page 0 of 20). */
export type ParsedDocumentsQuery = { pageIndex: number; pageSize: number; documentType?: string; after?: string; before?: string };

async function publishedDocument(deps: Pick<Deps, 'db'>, patient: ReachablePatient, documentId: number) {
  const row = await docs.findDocument(deps.db, patient.id, documentId, true);
  if (!row) throw NotFound();
  return row;
}

export async function getDocument(deps: Pick<Deps, 'db'>, patient: ReachablePatient, documentId: number, language: InterfaceLanguage): Promise<ClinicalDocument> {
  return patientDocuments(await documentViews(deps, [await publishedDocument(deps, patient, documentId)], language))[0];
}

/** A notice's document by its number; 404 when it is not this patient's published document. */
export async function documentByContextId(deps: Pick<Deps, 'db'>, patient: ReachablePatient, contextId: string, language: InterfaceLanguage): Promise<ClinicalDocument> {
  const row = await docs.findByContextId(deps.db, patient.id, contextId);
  if (!row) throw NotFound();
  return patientDocuments(await documentViews(deps, [row], language))[0];
}

export async function documentNotes(deps: Pick<Deps, 'db'>, patient: ReachablePatient, documentId: number): Promise<DocumentNote[]> {
  await publishedDocument(deps, patient, documentId);
  return (await docs.notesOf(deps.db, documentId)).map((n) => ({ id: n.id, authorName: n.authorName, content: n.content, createdAt: n.createdAt.toISOString() }));
}

/** Which file of a published document (its PDF, or its archive), without opening the bytes (HEAD). */
export async function documentFileId(deps: Pick<Deps, 'db'>, patient: ReachablePatient, documentId: number, which: 'content' | 'archive'): Promise<number> {
  const row = await publishedDocument(deps, patient, documentId);
  const fileId = which === 'content' ? row.contentFileId : row.archiveFileId;
  if (fileId === null) throw NotFound();
  return fileId;
}

/** The PDF or the archive of a published document, opened for download. */
export async function openDocumentFile(deps: Pick<Deps, 'db' | 'clock' | 'storage'>, patient: ReachablePatient, documentId: number, which: 'content' | 'archive') {
  return openPatientFile(deps, patient, await documentFileId(deps, patient, documentId, which));
}

// ------------------------------------------------------------------------------ waiting list

export async function listWaitingList(deps: RecordDeps, patient: ReachablePatient, query: RecordsListQuery & { pageIndex: number; pageSize: number }, language: InterfaceLanguage): Promise<Page<WaitingListEntry>> {
  return recordPage(
    query,
    { limits: { allowFuture: true, maxYearsBack: 20 }, otherwise: 'waitingList', now: deps.clock.now() },
    ({ range }, limit, offset) => visits.selectWaitingList(deps.db, patient.id, range, limit, offset),
    (rows) => waitingListViews(deps, rows, language),
  );
}

// ------------------------------------------------------------------------------ for other modules

export interface ClinicalDocumentFiling {
  patientId: number;
  typeCode: string;
  title: string;
  documentDate: Date;
  authorName: string;
  authorStaffId: number | null;
  encounterId: number | null;
  contentFileId: number;
  archiveFileId: number | null;
  archiveKind: 'CDA' | 'ORIGINAL' | null;
  publish: boolean;
  /** The member who publishes it with `publish` (recorded and shown to the patient); null for the lab's and the seed's. */
  publishedBy?: WriteAuthor | null;
}

/**
 * Files a document into the patient's register with the next number of the year (`DOC-2026-000418`),
 * its files already stored (files-service `storePatientFile`, use CLINICAL_DOCUMENT or the caller's).
 * With `publish` the patient sees it at once and every account acting for the patient gets a notice
 * (target CLINICAL_DOCUMENTS) and an e-mail job, all in the same transaction. The results module files
 * each published result this way (type WYNIK).
 */
export async function fileClinicalDocument(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs'>,
  input: ClinicalDocumentFiling & {
    /** A number the document already has (a document imported with its history). */
    contextId?: string;
    /** False when filing history (an import, the demo's past): published without notices. */
    notify?: boolean;
  },
  opts?: InTransaction,
): Promise<{ id: number; contextId: string }> {
  const run = async (tx: Tx) => {
    const now = deps.clock.now();
    const contextId = input.contextId ?? (await docs.nextContextId(tx, clinicToday(now).slice(0, 4)));
    const { contextId: _c, publish, notify = true, publishedBy, ...values } = input;
    const row = await docs.insertDocument(tx, {
      ...values,
      contextId,
      signedAt: input.authorStaffId === null ? null : input.documentDate,
      publishedAt: publish ? now : null,
      publishedByStaffId: publish ? (publishedBy?.staffId ?? null) : null,
      publishedByName: publish ? (publishedBy?.name ?? null) : null,
      createdAt: now,
      updatedAt: now,
    });
    if (publish && notify) await announceDocuments(deps, tx, [row]);
    return { id: row.id, contextId };
  };
  return opts?.tx ? run(opts.tx) : withTransaction(deps.db, run);
}

/** Publishes documents (those not yet published) as the member `by` and announces them, in the caller's transaction. */
export async function publishDocuments(deps: Pick<Deps, 'db' | 'clock' | 'jobs'>, ids: readonly number[], by: WriteAuthor | null, opts: Required<InTransaction> & { notify?: boolean }): Promise<void> {
  const published = await docs.publishDocuments(opts.tx, ids, deps.clock.now(), by);
  if (opts.notify !== false) await announceDocuments(deps, opts.tx, published);
}

/** Summaries of a patient's published documents by ids (a document request names them); unknown or unpublished ids are absent. */
export async function publishedDocumentSummaries(deps: Pick<Deps, 'db'>, patientId: CheckedPatientId, ids: readonly number[], opts?: InTransaction & { language?: InterfaceLanguage }) {
  const db = executorOf(deps.db, opts);
  const rows = await docs.documentsByIds(db, patientId, ids, true);
  const types = await docs.typeNames(db);
  const language = opts?.language ?? REGISTER_LANGUAGE;
  return rows.map((r) => ({ id: r.id, typeName: typeNameIn(types.get(r.typeCode), r.typeCode, language), title: r.title, documentDate: r.documentDate.toISOString() }));
}

/** Whether the visit is the patient's and published (a document request made from a visit names it; the lab's order does). */
export async function isPatientsEncounter(deps: Pick<Deps, 'db'>, patientId: CheckedPatientId, encounterId: number, opts?: InTransaction): Promise<boolean> {
  return (await visits.findEncounter(executorOf(deps.db, opts), patientId, encounterId, true)) !== null;
}

/**
 * Whether a console member may name the visit in a write for the patient (an order made in an open or a
 * closed visit): the patient's visit of one of her units — another unit's visit is as unknown as no visit.
 */
export async function isMembersEncounter(deps: Pick<Deps, 'db'>, units: UnitScope, patientId: CheckedPatientId, encounterId: number): Promise<boolean> {
  return (await visits.findEncounter(deps.db, patientId, encounterId, false, units.where(encounters.unitId))) !== null;
}

export interface BookingEncounter {
  bookingRef: string;
  patientId: number;
  unitId: number;
  practitionerId: number;
  serviceId: number;
  speciality: string;
  startTime: Date;
  staffId: number | null;
}

/**
 * The visit a booking became when the desk marked it done (bookings module): an open, unpublished
 * encounter with the booking's unit, practitioner and service, linked by booking_ref `{system}/{id}`.
 * Idempotent: a booking marked done again answers the visit it opened. Answers the visit's id.
 */
export async function openEncounterForBooking(deps: Pick<Deps, 'db' | 'clock'>, input: BookingEncounter, opts: Required<InTransaction>): Promise<number> {
  const existing = await visits.findEncounterByBookingRef(opts.tx, input.bookingRef);
  if (existing) return existing.id;
  const now = deps.clock.now();
  const created = await visits.insertEncounter(opts.tx, {
    patientId: input.patientId,
    unitId: input.unitId,
    speciality: input.speciality,
    practitionerId: input.practitionerId,
    serviceId: input.serviceId,
    careId: `PENDING-${now.getTime()}`,
    startTime: input.startTime,
    bookingRef: input.bookingRef,
    createdByStaffId: input.staffId,
    createdAt: now,
    updatedAt: now,
  });
  const careId = `EP-${clinicToday(created.startTime).slice(0, 4)}-${String(created.id).padStart(6, '0')}`;
  return (await visits.updateEncounter(opts.tx, created.id, { careId })).id;
}

/** The visits opened from bookings, by booking_ref (the console's calendar links them). */
export async function encounterIdsByBookingRef(deps: Pick<Deps, 'db'>, refs: readonly string[], opts?: InTransaction): Promise<Map<string, number>> {
  const rows = await visits.encountersByBookingRefs(executorOf(deps.db, opts), refs);
  return new Map(rows.map((r) => [r.bookingRef!, r.id]));
}
