import type {
  MedicalCase,
  MedicalCaseAttachment,
  MedicalCaseAttachmentList,
  MedicalCaseCreate,
  MedicalCaseDetails,
  MedicalCaseList,
  MedicalCaseNote,
  MedicalCaseNoteCreate,
  MedicalCaseNoteUpdate,
  MedicalCasesQuery,
  StoredFile,
} from '@portal/contracts';
import { medicalCaseTexts, rangeIssueMessages } from '@portal/contracts';
import {
  attachmentRemovalIssue,
  attachmentsLeft,
  caseWritable,
  medicalCaseNoteIssue,
  medicalCaseTitleIssue,
  medicalCaseWindow,
  MEDICAL_CASE_DESCRIPTION_MAX,
  noteChanged,
  noteEditableBy,
  DESCRIPTION_TOO_LONG_MESSAGE,
} from '@portal/domain';
import { withTransaction, type DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, NotFound, Validation } from '../../errors';
import type { CheckedPatientId } from '../../lib/checked-patient';
import { clinicDayBounds, clinicToday } from '../../lib/clinic-time';
import { deleteFilesById, openAttachedFile, receiveUploads, removeUnusedContent, type MultipartSource } from '../files/files-service';
import { getFileSettings } from '../settings/settings-service';
import * as repo from './medical-cases-repository';
import { attachmentViews, caseViews, details, noteViews } from './medical-cases-views';
import type { MedicalCaseRow } from './medical-cases-repository';

/*
 * Medical cases (spec part 2 §3, §5, §9; issue 32): a patient's problems in which her teleconsultations
 * are held, with notes and file attachments. Its face to other modules (teleconsultation, the console):
 * `caseOfPatient`, `openCase`, `addCaseNote`, `linkAttachmentsToConsultation`, `consultationAttachments`,
 * `casesForStaff`, `caseForStaff` — each takes a checked patient, so a case is only ever read through its
 * patient. The teleconsultations of a case are the teleconsultation module's (its own route).
 */

export type { MedicalCaseRow };
/** An attachment as the views show it (spec §3 "Teleconsultation attachment"). */
export type MedicalCaseAttachmentView = MedicalCaseAttachment;

const USE = 'MEDICAL_CASE_ATTACHMENT' as const;

/** Who is asking: the account (and, as a guardian, its own patient record) on the patient's side. */
export interface CaseCaller {
  accountId: number;
  /** The account's own patient record when it acts as a guardian; null when it acts for itself. */
  wardenId: CheckedPatientId | null;
}

// ——— the face other modules use ———

/** The patient's case by its id, or null (another patient's reads as none). */
export function caseOfPatient(db: DbOrTx, patient: CheckedPatientId, caseId: number): Promise<MedicalCaseRow | null> {
  return repo.findCase(db, patient, caseId);
}

/** Opens a new case for the patient (inside the caller's transaction). 400 for a title or description past the limits. */
export async function openCase(
  tx: DbOrTx,
  patient: CheckedPatientId,
  input: { title: string; description?: string | null; serviceName?: string | null; accountId: number | null },
  now: Date = new Date(),
): Promise<MedicalCaseRow> {
  const title = input.title.trim();
  const titleIssue = medicalCaseTitleIssue(title);
  if (titleIssue) {
    const message = titleIssue === 'TITLE_EMPTY' ? medicalCaseTexts.titleRequired : medicalCaseTexts.titleTooLong;
    throw Validation(message, [{ path: 'title', message }]);
  }
  const description = input.description?.trim() ? input.description : null;
  if (description !== null && description.length > MEDICAL_CASE_DESCRIPTION_MAX) throw Validation(DESCRIPTION_TOO_LONG_MESSAGE, [{ path: 'description', message: DESCRIPTION_TOO_LONG_MESSAGE }]);
  return repo.insertCase(tx, patient, { title, description, serviceName: input.serviceName?.trim() || null, createdByAccountId: input.accountId, createdAt: now });
}

/**
 * Adds a note to the patient's case (the patient's description of a teleconsultation, a clinician's
 * note), inside the caller's transaction. 404 for a case not hers, 409 MEDICAL_CASE_CLOSED, 400 for the text.
 */
export async function addCaseNote(
  tx: DbOrTx,
  patient: CheckedPatientId,
  caseId: number,
  input: { text: string; consultationId: number | null; author: 'PATIENT' | 'STAFF'; accountId?: number | null; staffId?: number | null },
  now: Date = new Date(),
): Promise<{ id: number }> {
  const medicalCase = await repo.findCase(tx, patient, caseId, true);
  if (!medicalCase) throw NotFound();
  if (!caseWritable(medicalCase.status)) throw new AppError('MEDICAL_CASE_CLOSED');
  checkNoteText(input.text);
  const note = await repo.insertNote(tx, {
    caseId,
    consultationId: input.consultationId,
    text: input.text,
    author: input.author,
    accountId: input.author === 'PATIENT' ? (input.accountId ?? null) : null,
    staffId: input.author === 'STAFF' ? (input.staffId ?? null) : null,
    createdAt: now,
  });
  return { id: note.id };
}

/**
 * Gives attachments of the patient's case to a teleconsultation (the wizard's chosen ones), inside the
 * caller's transaction. 404 for a case not hers; 400 MEDICAL_CASE_ATTACHMENT_NOT_FOUND when an id is
 * not a (not removed) attachment of that case.
 */
export async function linkAttachmentsToConsultation(tx: DbOrTx, patient: CheckedPatientId, caseId: number, attachmentIds: number[], consultationId: number): Promise<void> {
  const ids = [...new Set(attachmentIds)];
  if (ids.length === 0) return;
  if (!(await repo.findCase(tx, patient, caseId, true))) throw NotFound();
  const linked = await repo.linkAttachments(tx, caseId, ids, consultationId);
  if (linked !== ids.length) throw new AppError('MEDICAL_CASE_ATTACHMENT_NOT_FOUND', undefined, { errors: [{ path: 'attachmentsIds', message: 'Nie znaleziono załącznika w tym przypadku medycznym.' }] });
}

/**
 * Attaches a file already stored as the patient's (files module, use MEDICAL_CASE_ATTACHMENT) to her
 * case, inside the caller's transaction: the demo's data, a file the clinic hands in. 404 for a case not
 * hers, 409 MEDICAL_CASE_CLOSED.
 */
export async function attachStoredFile(
  tx: DbOrTx,
  patient: CheckedPatientId,
  caseId: number,
  file: Pick<StoredFile, 'id' | 'fileName'>,
  input: { uploadedBy: 'PATIENT' | 'STAFF'; consultationId?: number | null },
  now: Date = new Date(),
): Promise<{ id: number }> {
  const medicalCase = await repo.findCase(tx, patient, caseId, true);
  if (!medicalCase) throw NotFound();
  if (!caseWritable(medicalCase.status)) throw new AppError('MEDICAL_CASE_CLOSED');
  const [row] = await repo.insertAttachments(tx, [{ caseId, fileId: file.id, fileName: file.fileName, uploadedBy: input.uploadedBy, createdAt: now }]);
  if (input.consultationId != null) await repo.linkAttachments(tx, caseId, [row.id], input.consultationId);
  return { id: row.id };
}

/** Closes the patient's case (no more notes or attachments); closing a closed one changes nothing. 404 for a case not hers. */
export async function closeCase(tx: DbOrTx, patient: CheckedPatientId, caseId: number, now: Date = new Date()): Promise<void> {
  const medicalCase = await repo.findCase(tx, patient, caseId, true);
  if (!medicalCase) throw NotFound();
  if (medicalCase.status === 'OPEN') await repo.closeCase(tx, caseId, now);
}

/** What was given to one teleconsultation of the patient's case: its notes (type N) and files (type F), oldest first. 404 for a case not hers. */
export async function consultationAttachments(db: DbOrTx, patient: CheckedPatientId, caseId: number, consultationId: number): Promise<MedicalCaseAttachmentView[]> {
  const medicalCase = await repo.findCase(db, patient, caseId);
  if (!medicalCase) throw NotFound();
  const [notes, files] = await Promise.all([repo.notesOf(db, caseId, consultationId), repo.attachmentsOf(db, caseId, consultationId)]);
  const fileViews = await attachmentViews(db, medicalCase, files);
  const noteViews = notes.map((n): MedicalCaseAttachmentView => ({
    attachmentId: n.id,
    caseId,
    fileName: '',
    attachmentType: 'N',
    note: n.text,
    consultationId: n.consultationId,
    mimeType: null,
    size: null,
    uploadedBy: n.author,
    createdAt: n.createdAt.toISOString(),
    removable: false,
  }));
  return [...noteViews, ...fileViews].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The console: a patient's cases (all of them, newest first) — the patient is a `StaffPatient` of the staff rules. */
export async function casesForStaff(db: DbOrTx, patient: CheckedPatientId): Promise<MedicalCase[]> {
  const rows = await repo.casesCreatedWithin(db, patient, undefined, undefined);
  return caseViews(db, rows, null);
}

/** The console: one case of the patient with its notes and attachments (a note is editable by the member who wrote it); null for another patient's. */
export async function caseForStaff(db: DbOrTx, patient: CheckedPatientId, caseId: number, staffId?: number): Promise<MedicalCaseDetails | null> {
  const medicalCase = await repo.findCase(db, patient, caseId);
  if (!medicalCase) return null;
  return details(db, medicalCase, null, (n) => n.author === 'STAFF' && staffId !== undefined && n.staffId === staffId && caseWritable(medicalCase.status));
}

// ——— the patient's API ———

/** GET list: the patient's cases created in the window (defaults: the last year up to today). */
export async function listCases(deps: Pick<Deps, 'db' | 'clock'>, patient: CheckedPatientId, caller: CaseCaller, query: MedicalCasesQuery): Promise<MedicalCaseList> {
  const today = clinicToday(deps.clock.now());
  const checked = medicalCaseWindow({ after: query.dateFrom, before: query.dateTo }, today);
  if (checked.issue) {
    const message = rangeIssueMessages[checked.issue];
    const path = medicalCaseWindow({ after: query.dateFrom }, today).issue ? 'query.dateFrom' : 'query.dateTo';
    throw Validation(message, [{ path, message }]);
  }
  const { from, to } = clinicDayBounds(checked.window);
  const rows = await repo.casesCreatedWithin(deps.db, patient, from, to);
  return { dateFrom: checked.window.after, dateTo: checked.window.before, items: await caseViews(deps.db, rows, caller.wardenId) };
}

/** POST create: a new OPEN case of the patient. */
export async function createCase(deps: Pick<Deps, 'db' | 'clock'>, patient: CheckedPatientId, caller: CaseCaller, body: MedicalCaseCreate): Promise<MedicalCase> {
  const row = await withTransaction(deps.db, (tx) =>
    openCase(tx, patient, { title: body.title, description: body.description, serviceName: body.serviceName, accountId: caller.accountId }, deps.clock.now()),
  );
  const [view] = await caseViews(deps.db, [row], caller.wardenId);
  return view;
}

/** GET the case page: the case, its notes and attachments. */
export async function getCase(deps: Pick<Deps, 'db'>, patient: CheckedPatientId, caller: CaseCaller, caseId: number): Promise<MedicalCaseDetails> {
  const medicalCase = await repo.findCase(deps.db, patient, caseId);
  if (!medicalCase) throw NotFound();
  return details(deps.db, medicalCase, caller.wardenId, (n) => noteEditableBy(n, medicalCase.status, caller.accountId) === null);
}

/** POST a note of the patient's side. */
export async function addNote(deps: Pick<Deps, 'db' | 'clock'>, patient: CheckedPatientId, caller: CaseCaller, caseId: number, body: MedicalCaseNoteCreate): Promise<MedicalCaseNote> {
  const note = await withTransaction(deps.db, async (tx) => {
    const { id } = await addCaseNote(tx, patient, caseId, { text: body.text, consultationId: null, author: 'PATIENT', accountId: caller.accountId }, deps.clock.now());
    return id;
  });
  return noteById(deps.db, patient, caller, note);
}

/** PUT a note: only her own, while the case is open; the same text is not written again. */
export async function updateNote(deps: Pick<Deps, 'db' | 'clock'>, patient: CheckedPatientId, caller: CaseCaller, body: MedicalCaseNoteUpdate): Promise<MedicalCaseNote> {
  checkNoteText(body.text);
  await withTransaction(deps.db, async (tx) => {
    const found = await repo.findNoteOfPatient(tx, patient, body.noteId);
    if (!found) throw NotFound();
    const issue = noteEditableBy(found.note, found.medicalCase.status, caller.accountId);
    if (issue === 'NOT_OWN') throw new AppError('MEDICAL_CASE_NOTE_NOT_OWN');
    if (issue === 'CASE_CLOSED') throw new AppError('MEDICAL_CASE_CLOSED');
    if (noteChanged(found.note.text, body.text)) await repo.updateNoteText(tx, found.note.id, body.text, deps.clock.now());
  });
  return noteById(deps.db, patient, caller, body.noteId);
}

/** POST attachments: files added to an OPEN case within the file settings' limits (counted per case). */
export async function addAttachments(
  deps: Pick<Deps, 'db' | 'clock' | 'storage' | 'keptSettings'>,
  source: MultipartSource,
  patient: CheckedPatientId,
  caller: CaseCaller,
  caseId: number,
): Promise<MedicalCaseAttachmentList> {
  const medicalCase = await repo.findCase(deps.db, patient, caseId);
  if (!medicalCase) throw NotFound();
  if (!caseWritable(medicalCase.status)) throw new AppError('MEDICAL_CASE_CLOSED');
  const { fileUploadParams } = await getFileSettings(deps);
  const tooMany = `Można dodać najwyżej ${fileUploadParams.maxFiles} załączników do jednego przypadku medycznego.`;
  const left = attachmentsLeft(fileUploadParams.maxFiles, await repo.countAttachments(deps.db, caseId));
  if (left === 0) throw Validation(tooMany, [{ path: 'files', message: tooMany }]);
  const stored = await receiveUploads(deps, source, {
    use: USE,
    limits: { ...fileUploadParams, maxFiles: left },
    owner: { patientId: patient },
    createdByAccountId: caller.accountId,
    noFilesMessage: medicalCaseTexts.noAttachment,
  });
  try {
    const rows = await withTransaction(deps.db, async (tx) => {
      const locked = await repo.findCase(tx, patient, caseId, true);
      if (!locked) throw NotFound();
      if (!caseWritable(locked.status)) throw new AppError('MEDICAL_CASE_CLOSED');
      if (stored.length > attachmentsLeft(fileUploadParams.maxFiles, await repo.countAttachments(tx, caseId))) throw Validation(tooMany, [{ path: 'files', message: tooMany }]);
      const now = deps.clock.now();
      return repo.insertAttachments(tx, stored.map((f) => ({ caseId, fileId: f.id, fileName: f.fileName, uploadedBy: 'PATIENT' as const, createdAt: now })));
    });
    return { items: await attachmentViews(deps.db, medicalCase, rows, stored) };
  } catch (err) {
    await removeUnusedContent(deps, await deleteFilesById(deps, stored.map((f) => f.id)));
    throw err;
  }
}

/** GET an attachment's bytes (404 for one removed or not of the case). */
export async function openAttachment(deps: Pick<Deps, 'db' | 'clock' | 'storage'>, patient: CheckedPatientId, caseId: number, attachmentId: number) {
  const medicalCase = await repo.findCase(deps.db, patient, caseId);
  const attachment = medicalCase ? await repo.findAttachment(deps.db, caseId, attachmentId) : null;
  if (!attachment || attachment.removedAt !== null || attachment.fileId === null) throw NotFound();
  return openAttachedFile(deps, attachment.fileId, USE);
}

/** DELETE an attachment: while the case is open and no teleconsultation took it; its file and bytes go. */
export async function removeAttachment(deps: Pick<Deps, 'db' | 'clock' | 'storage'>, patient: CheckedPatientId, caseId: number, attachmentId: number): Promise<void> {
  const contents = await withTransaction(deps.db, async (tx) => {
    const medicalCase = await repo.findCase(tx, patient, caseId, true);
    const attachment = medicalCase ? await repo.findAttachment(tx, caseId, attachmentId, true) : null;
    if (!medicalCase || !attachment) throw NotFound();
    const issue = attachmentRemovalIssue(attachment, medicalCase.status);
    if (issue === 'REMOVED') throw NotFound();
    if (issue === 'CASE_CLOSED') throw new AppError('MEDICAL_CASE_CLOSED');
    if (issue === 'LINKED_TO_CONSULTATION') throw new AppError('MEDICAL_CASE_ATTACHMENT_LINKED');
    await repo.markRemoved(tx, attachment.id, deps.clock.now());
    return attachment.fileId === null ? [] : deleteFilesById(deps, [attachment.fileId], { tx });
  });
  await removeUnusedContent(deps, contents);
}

// ——— views ———

function checkNoteText(text: string): void {
  const issue = medicalCaseNoteIssue(text);
  if (issue) {
    const message = issue === 'NOTE_EMPTY' ? medicalCaseTexts.noteRequired : medicalCaseTexts.noteTooLong;
    throw Validation(message, [{ path: 'text', message }]);
  }
}

async function noteById(db: DbOrTx, patient: CheckedPatientId, caller: CaseCaller, noteId: number): Promise<MedicalCaseNote> {
  const found = await withTransaction(db, (tx) => repo.findNoteOfPatient(tx, patient, noteId));
  if (!found) throw NotFound();
  const [view] = await noteViews(db, [found.note], (n) => noteEditableBy(n, found.medicalCase.status, caller.accountId) === null);
  return view;
}

