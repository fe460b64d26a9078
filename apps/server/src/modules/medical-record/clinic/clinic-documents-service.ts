import {
  clinicalDocumentUploadFieldsSchema,
  type ClinicClinicalDocument,
  type ClinicalDocument,
  type DocumentNote,
  type Page,
  type WaitingListEntry,
  type clinicalDocumentInputSchema,
  type waitingListInputSchema,
  type waitingListUpdateSchema,
  type z,
  type InterfaceLanguage,
} from '@portal/contracts';
import { withTransaction, type DbOrTx } from '../../../db/client';
import { encounters, waitingListEntries } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { AppError, NotFound, Validation } from '../../../errors';
import { checkRange, readPage } from '../../../lib/lists';
import { writeAuthor } from '../../../lib/written-by';
import type { StaffContext, StaffPatient } from '../../../plugins/staff-access';
import { defineStaffResource, type UnitScope } from '../../../plugins/staff-resources';
import { deleteFilesById, openFileForStaff, openFileSharedWithPartner, receiveUploads, type MultipartSource } from '../../files/files-service';
import { knownUnitIds, serviceRefs } from '../../organisation/organisation-service';
import { getFileSettings } from '../../settings/settings-service';
import { renderClinicalDocument, storeRenderedDocument } from '../core/document-filing';
import * as docs from '../core/documents-repository';
import * as visits from '../core/encounters-repository';
import { fileClinicalDocument, publishDocuments } from '../medical-record-service';
import { documentTypesIn, documentViews, patientDocuments, waitingListViews } from '../core/record-views';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * Clinical documents and the waiting list in the clinic console: written (rendered to PDF, with a CDA
 * under electronic documentation) or uploaded as a PDF, published (the patient is told), annotated.
 */

type DocDeps = Pick<Deps, 'db' | 'clock' | 'his' | 'jobs' | 'printer' | 'storage'>;
type DocumentInput = z.output<typeof clinicalDocumentInputSchema>;

const staffName = (staff: StaffContext) => writeAuthor(staff).name;

export const clinicDocumentTypes = async (deps: Pick<Deps, 'db'>, language: InterfaceLanguage) => documentTypesIn(await docs.activeTypes(deps.db), language);

/** The member's document scope: documents of her units' visits and of no visit (see `documentsOfUnits`). */
const documentScope = (db: DbOrTx, staff: Pick<StaffContext, 'units'>) => docs.documentsOfUnits(db, staff.units.all ? undefined : staff.units.where);

/**
 * A clinical document a console route addresses by its id, read through the member's units (documents of
 * her units' visits and of no visit): one outside them reads as none, 404 as an unknown id. Its patient
 * is the read audit's.
 */
export const clinicalDocumentResource = defineStaffResource({
  name: 'clinicalDocument',
  load: (db: DbOrTx, units: UnitScope, params: { documentId: number }) => docs.findDocumentById(db, params.documentId, false, documentScope(db, { units })),
  patientOf: (row) => row.patientId,
});

/**
 * A place in a queue a console route addresses by its id, read through the member's units: one of a unit
 * outside hers reads as none, 404 as an unknown id.
 */
export const waitingEntryResource = defineStaffResource({
  name: 'waitingEntry',
  load: (db: DbOrTx, units: UnitScope, params: { entryId: number }) => visits.findWaitingEntry(db, params.entryId, units.where(waitingListEntries.unitId)),
  patientOf: (row) => row.patientId,
});

/** A document for a console route, or 404 — also when it is of a visit of a unit outside the member's. */
export async function documentRow(deps: Pick<Deps, 'db'>, staff: StaffContext, documentId: number) {
  const row = await docs.findDocumentById(deps.db, documentId, false, documentScope(deps.db, staff));
  if (!row) throw NotFound();
  return row;
}

export async function clinicDocumentView(deps: Pick<Deps, 'db'>, row: docs.ClinicalDocumentRow, language: InterfaceLanguage): Promise<ClinicClinicalDocument> {
  return (await documentViews(deps, [row], language))[0];
}

/** Every document of a patient (drafts too), newest first. */
export async function listPatientDocuments(deps: Pick<Deps, 'db' | 'clock'>, staff: StaffContext, patient: StaffPatient, query: { pageIndex: number; pageSize: number; after?: string; before?: string }): Promise<Page<ClinicClinicalDocument>> {
  const bounds = checkRange({ after: query.after, before: query.before }, { allowFuture: false, maxYearsBack: 20 }, deps.clock.now());
  const page = await readPage(query, (limit, offset) => docs.selectDocuments(deps.db, patient.id, false, bounds, limit, offset, documentScope(deps.db, staff)));
  return { ...page, items: await documentViews(deps, page.items, staff.language) };
}

async function checkDocumentFacts(deps: Pick<Deps, 'db'>, staff: StaffContext, patientId: number, input: { typeCode: string; encounterId: number | null }) {
  if (!(await docs.typeIsActive(deps.db, input.typeCode))) throw Validation('Nie ma takiego rodzaju dokumentu.', [{ path: 'typeCode', message: 'Nie ma takiego rodzaju dokumentu.' }]);
  const visit = input.encounterId === null ? null : await visits.findEncounterById(deps.db, input.encounterId, false, staff.units.where(encounters.unitId));
  if (input.encounterId !== null && visit?.patientId !== patientId) {
    throw Validation('Pacjent nie ma takiej wizyty.', [{ path: 'encounterId', message: 'Pacjent nie ma takiej wizyty.' }]);
  }
}

/**
 * A document written in the console: its text rendered to PDF (and a CDA under electronic
 * documentation), filed with the next number; published at once when asked, else with its visit.
 */
export async function createDocument(deps: DocDeps, staff: StaffContext, patient: StaffPatient, input: DocumentInput): Promise<ClinicClinicalDocument> {
  await checkDocumentFacts(deps, staff, patient.id, input);
  const now = deps.clock.now();
  const authorName = staffName(staff);
  const rendered = await renderClinicalDocument(deps, { patientId: patient.id, typeCode: input.typeCode, title: input.title, documentDate: now, authorName, sections: [{ title: input.title, text: input.text }] });
  const { id } = await withTransaction(deps.db, async (tx) => {
    const files = await storeRenderedDocument(deps, rendered, { tx });
    const filed = await fileClinicalDocument(
      deps,
      { patientId: patient.id, typeCode: input.typeCode, title: input.title, documentDate: now, authorName, authorStaffId: staff.member.id, encounterId: input.encounterId, ...files, publish: input.publish, publishedBy: writeAuthor(staff) },
      { tx },
    );
    return filed;
  });
  return clinicDocumentView(deps, await documentRow(deps, staff, id), staff.language);
}

/**
 * An uploaded document: one PDF in `file` (file-upload limits, content sniffed) with the fields of
 * `clinicalDocumentUploadFieldsSchema`; the PDF is its content and its original archive.
 */
export async function uploadDocument(deps: DocDeps, staff: StaffContext, patient: StaffPatient, upload: MultipartSource): Promise<ClinicClinicalDocument> {
  const { fileUploadParams } = await getFileSettings(deps);
  let fields: Record<string, unknown> = {};
  const source = {
    async *files(options: { limits: Record<string, number> }) {
      for await (const part of upload.files(options)) {
        fields = part.fields;
        yield part;
      }
    },
  };
  const [stored] = await receiveUploads(deps, source, {
    use: 'CLINICAL_DOCUMENT',
    limits: { maxFiles: 1, maxFileSize: fileUploadParams.maxFileSize, fileTypes: ['pdf'] },
    owner: { patientId: patient.id },
    createdByAccountId: null,
    noFilesMessage: 'Dodaj plik PDF dokumentu.',
  });
  const values = Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (v && typeof v === 'object' && 'value' in v && (v as { type?: string }).type === 'field' ? [[k, (v as { value: unknown }).value]] : [])));
  const parsed = clinicalDocumentUploadFieldsSchema.safeParse(values);
  try {
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw Validation(issue.message, parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    }
    await checkDocumentFacts(deps, staff, patient.id, parsed.data);
  } catch (err) {
    await deleteFilesById(deps, [stored.id]);
    throw err;
  }
  const input = parsed.data;
  const now = deps.clock.now();
  const { id } = await fileClinicalDocument(deps, {
    patientId: patient.id,
    typeCode: input.typeCode,
    title: input.title,
    documentDate: now,
    authorName: staffName(staff),
    authorStaffId: staff.member.id,
    encounterId: input.encounterId,
    contentFileId: stored.id,
    archiveFileId: stored.id,
    archiveKind: 'ORIGINAL',
    publish: input.publish,
    publishedBy: writeAuthor(staff),
  });
  return clinicDocumentView(deps, await documentRow(deps, staff, id), staff.language);
}

/** Publishes a document as the member (the patient is told, and sees who published it); 409 DOCUMENT_PUBLISHED when it already is. */
export async function publishDocument(deps: DocDeps, staff: StaffContext, document: docs.ClinicalDocumentRow): Promise<ClinicClinicalDocument> {
  const documentId = document.id;
  // The route's document (`clinicalDocumentResource`), locked in the transaction through the same scope.
  await withTransaction(deps.db, async (tx) => {
    const row = await docs.findDocumentById(tx, documentId, true, documentScope(tx, staff));
    if (!row) throw NotFound();
    if (row.publishedAt) throw new AppError('DOCUMENT_PUBLISHED');
    await publishDocuments(deps, [row.id], writeAuthor(staff), { tx });
  });
  return clinicDocumentView(deps, await documentRow(deps, staff, documentId), staff.language);
}

export async function notesOfDocument(deps: Pick<Deps, 'db'>, documentId: number): Promise<DocumentNote[]> {
  return (await docs.notesOf(deps.db, documentId)).map((n) => ({ id: n.id, authorName: n.authorName, content: n.content, createdAt: n.createdAt.toISOString() }));
}

export async function addNote(deps: Pick<Deps, 'db' | 'clock'>, staff: StaffContext, documentId: number, content: string): Promise<DocumentNote> {
  const n = await docs.insertNote(deps.db, { documentId, authorName: staffName(staff), authorStaffId: staff.member.id, content, createdAt: deps.clock.now() });
  return { id: n.id, authorName: n.authorName, content: n.content, createdAt: n.createdAt.toISOString() };
}

export async function openDocumentFileForStaff(deps: Pick<Deps, 'db' | 'clock' | 'storage'>, patient: StaffPatient, row: docs.ClinicalDocumentRow, which: 'content' | 'archive') {
  const fileId = which === 'content' ? row.contentFileId : row.archiveFileId;
  if (fileId === null) throw NotFound();
  return openFileForStaff(deps, patient, fileId);
}

/**
 * A published document a partner's staff member opens (consents `partnerSharedDocument` found it shared
 * with her partner and named its patient): its data as the patient sees it, and its PDF.
 */
export async function partnerDocumentView(deps: Pick<Deps, 'db'>, patientId: CheckedPatientId, documentId: number, language: InterfaceLanguage): Promise<ClinicalDocument> {
  const row = await docs.findDocument(deps.db, patientId, documentId, true);
  if (!row) throw NotFound();
  return patientDocuments(await documentViews(deps, [row], language))[0];
}

export async function openPartnerDocumentFile(deps: Pick<Deps, 'db' | 'clock' | 'storage'>, patientId: CheckedPatientId, documentId: number) {
  const row = await docs.findDocument(deps.db, patientId, documentId, true);
  if (!row || row.contentFileId === null) throw NotFound();
  return openFileSharedWithPartner(deps, patientId, row.contentFileId);
}

// ------------------------------------------------------------------------------ waiting list

type WaitingInput = z.output<typeof waitingListInputSchema>;
type WaitingUpdate = z.output<typeof waitingListUpdateSchema>;

export async function listWaitingEntries(deps: Pick<Deps, 'db'>, staff: StaffContext, patient: StaffPatient): Promise<WaitingListEntry[]> {
  return waitingListViews(deps, await visits.selectWaitingList(deps.db, patient.id, {}, 1000, 0, staff.units.where(waitingListEntries.unitId)), staff.language);
}

export async function createWaitingEntry(deps: Pick<Deps, 'db' | 'clock'>, staff: StaffContext, patient: StaffPatient, input: WaitingInput): Promise<WaitingListEntry> {
  if (!(await knownUnitIds(deps, staff.units, [input.unitId])).has(input.unitId)) throw Validation('Nie ma takiej jednostki.', [{ path: 'unitId', message: 'Nie ma takiej jednostki.' }]);
  const [service] = await serviceRefs(deps, { codes: [input.serviceCode] });
  if (!service) throw Validation('Nie ma takiego świadczenia.', [{ path: 'serviceCode', message: 'Nie ma takiego świadczenia.' }]);
  const now = deps.clock.now();
  const author = writeAuthor(staff);
  const row = await visits.insertWaitingEntry(deps.db, {
    patientId: patient.id,
    serviceId: service.id,
    unitId: input.unitId,
    category: input.category,
    registeredAt: input.registeredAt,
    plannedDate: input.plannedDate,
    position: input.position,
    createdByStaffId: author.staffId,
    createdByName: author.name,
    createdAt: now,
    updatedAt: now,
  });
  return (await waitingListViews(deps, [row], staff.language))[0];
}

/** Changes the place in a queue the route read (`waitingEntryResource`). */
export async function updateWaitingEntry(deps: Pick<Deps, 'db' | 'clock'>, staff: StaffContext, entry: visits.WaitingListRow, input: WaitingUpdate): Promise<WaitingListEntry> {
  const entryId = entry.id;
  const now = deps.clock.now();
  const author = writeAuthor(staff);
  const row = await visits.updateWaitingEntry(deps.db, entryId, { ...input, changedByStaffId: author.staffId, changedByName: author.name, changedAt: now, updatedAt: now });
  return (await waitingListViews(deps, [row], staff.language))[0];
}
