import type { ImagingFile } from '@portal/contracts';
import { fileMessages } from '@portal/contracts';
import { imagingCanRemove, imagingDuplicateNames, imagingNameAllowed } from '@portal/domain';
import { withTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError, NotFound } from '../../../errors';
import { readDicomHead } from '../../../integrations/imaging/dicom';
import { ImagingArchiveUnavailable } from '../../../integrations/imaging/index';
import type { ReachablePatient } from '../../../plugins/patient-access';
import { deleteFilesById, keepStagedPatientFile, removeUnusedContent, safeFileName, stageUpload, type UploadPart } from '../../files/files-service';
import { getSettings } from '../../settings/settings-service';
import * as imagingRepo from '../core/imaging-repository';
import { imagingFileView, moveImagingFile, stateOf } from '../core/imaging-states';
import { IMAGING_CHECK_JOB, IMAGING_SEND_JOB } from '../core/imaging-jobs';
import * as repo from '../core/results-repository';

/*
 * DICOM files a patient imports to a published imaging order (spec part 2 §3 "Imaging temp file", §4
 * "Imaging file", §5): one file per request, streamed into the storage; the row is NEW while its bytes
 * arrive, UPLOADED once stored, READY once a job has read its header, then WAITING when the patient
 * sends and SENT once the archive took it. Only while the installation allows imports.
 */

type ImagingDeps = Pick<Deps, 'db' | 'clock' | 'storage' | 'jobs' | 'imaging'>;

/** A published imaging order of the patient that takes imports, with the limits; 404 otherwise (as an unknown id). */
async function importableOrder(deps: Pick<Deps, 'db'>, patient: ReachablePatient, orderId: number) {
  const settings = await getSettings(deps, 'results');
  const order = settings.imagingImportEnabled ? await repo.findOrder(deps.db, patient, orderId, { publishedOnly: true }) : null;
  if (!order || order.kind !== 'IMAGING') throw NotFound();
  return { order, settings };
}

/** The patient's imported files of the order (not the clinic's own instances of its study), oldest first. */
export async function listImagingFiles(deps: Pick<Deps, 'db'>, patient: ReachablePatient, orderId: number): Promise<ImagingFile[]> {
  await importableOrder(deps, patient, orderId);
  return (await imagingRepo.findFiles(deps.db, patient.id, orderId)).filter((f) => f.uploadedByAccountId !== null).map(imagingFileView);
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}

/** The one file part of the request (multipart field `file`), under the file size limit (an oversize file ends truncated). */
export interface ImagingUploadSource {
  file(options: { limits: Record<string, number> }): Promise<UploadPart | undefined>;
}

/**
 * Takes one DICOM file: name rule, count limit and duplicate names first (400 IMAGING_FILE_NOT_DICOM,
 * 400 IMAGING_FILES_LIMIT, 409 IMAGING_FILE_DUPLICATE), then the row is committed as NEW and the bytes
 * stream into the storage; over the size limit 413, not DICOM by its content (the DICM marker and a
 * header dicom-parser can read) 400 IMAGING_FILE_NOT_DICOM — and nothing is kept. Then UPLOADED, and
 * the check job is queued in the same transaction.
 */
export async function uploadImagingFile(
  deps: ImagingDeps,
  patient: ReachablePatient,
  orderId: number,
  source: ImagingUploadSource,
  accountId: number,
): Promise<ImagingFile> {
  const { settings } = await importableOrder(deps, patient, orderId);
  let part: UploadPart | undefined;
  try {
    part = await source.file({ limits: { fileSize: settings.imagingMaxFileSize, files: 1, parts: 3, fields: 2 } });
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('BAD_REQUEST', 'Pliki przesyła się jako multipart/form-data.');
    throw new AppError('BAD_REQUEST', fileMessages.broken);
  }
  if (!part) throw new AppError('BAD_REQUEST', fileMessages.noFiles);
  const name = safeFileName(part.filename);
  const refuse = (error: AppError) => {
    part.file.resume();
    return error;
  };
  if (!imagingNameAllowed(name)) throw refuse(new AppError('IMAGING_FILE_NOT_DICOM'));

  let row;
  try {
    row = await withTransaction(deps.db, async (tx) => {
      await repo.lockOrder(tx, orderId);
      const present = await imagingRepo.findFiles(tx, patient.id, orderId);
      if (present.length >= settings.imagingMaxFiles) throw new AppError('IMAGING_FILES_LIMIT');
      if (imagingDuplicateNames(present.map((f) => f.fileName), [name]).length > 0) throw new AppError('IMAGING_FILE_DUPLICATE');
      return imagingRepo.insertFile(tx, { orderId, patientId: patient.id, fileName: name, status: 'NEW', uploadedByAccountId: accountId });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse(new AppError('IMAGING_FILE_DUPLICATE'));
    if (err instanceof AppError) throw refuse(err);
    throw err;
  }

  const forget = () => imagingRepo.deleteFile(deps.db, row.id);
  let staged;
  try {
    staged = await stageUpload(deps, part.file);
  } catch {
    await forget();
    throw new AppError('BAD_REQUEST', fileMessages.broken);
  }
  const failure = part.file.truncated
    ? new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooBig(name, settings.imagingMaxFileSize))
    : !readDicomHead(staged.head, staged.size <= staged.head.length)
      ? new AppError('IMAGING_FILE_NOT_DICOM', fileMessages.imagingContentNotDicom(name))
      : null;
  if (failure) {
    await staged.discard();
    await forget();
    throw failure;
  }

  const kept = staged;
  const uploaded = await withTransaction(deps.db, async (tx) => {
    const current = await imagingRepo.lockFile(tx, row.id);
    // Removed by the patient while its bytes were coming.
    if (!current) throw NotFound();
    const stored = await keepStagedPatientFile(deps, kept, { use: 'IMAGING_FILE', patientId: patient.id, fileName: name, mimeType: 'application/dicom', createdByAccountId: accountId }, { tx });
    const moved = await moveImagingFile(tx, current, 'P', { fileId: stored.id, size: stored.size });
    await deps.jobs.send(IMAGING_CHECK_JOB, { imagingFileId: moved.id }, { tx });
    return moved;
  });
  return imagingFileView(uploaded);
}

/** Removes a file not yet sent (NEW, UPLOADED or READY; else 409 IMAGING_FILE_STATE), its bytes too when nothing else uses them. */
export async function deleteImagingFile(deps: ImagingDeps, patient: ReachablePatient, orderId: number, fileId: number): Promise<void> {
  await importableOrder(deps, patient, orderId);
  const contents = await withTransaction(deps.db, async (tx) => {
    const row = await imagingRepo.findFile(tx, patient.id, orderId, fileId);
    const locked = row && row.uploadedByAccountId !== null ? await imagingRepo.lockFile(tx, row.id) : null;
    if (!locked) throw NotFound();
    if (!imagingCanRemove(stateOf(locked))) throw new AppError('IMAGING_FILE_STATE');
    await imagingRepo.deleteFile(tx, locked.id);
    return locked.fileId ? deleteFilesById(deps, [locked.fileId], { tx }) : [];
  });
  await removeUnusedContent(deps, contents);
}

/**
 * Sends every READY file of the order: the archive must answer now (else 502 IMAGING_SEND_FAILED,
 * nothing changes), then all of them become WAITING in one transaction with the send job queued; 409
 * IMAGING_NOTHING_TO_SEND when none is ready. Answers the order's files.
 */
export async function sendImagingFiles(deps: ImagingDeps, patient: ReachablePatient, orderId: number): Promise<ImagingFile[]> {
  await importableOrder(deps, patient, orderId);
  try {
    await deps.imaging.checkAvailable();
  } catch (err) {
    if (err instanceof ImagingArchiveUnavailable) throw new AppError('IMAGING_SEND_FAILED');
    throw err;
  }
  await withTransaction(deps.db, async (tx) => {
    await repo.lockOrder(tx, orderId);
    const ready = (await imagingRepo.lockOrderFiles(tx, orderId)).filter((f) => f.patientId === patient.id && stateOf(f) === 'R');
    if (ready.length === 0) throw new AppError('IMAGING_NOTHING_TO_SEND');
    for (const file of ready) await moveImagingFile(tx, file, 'W');
    await deps.jobs.send(IMAGING_SEND_JOB, { orderId }, { tx, singletonKey: `order-${orderId}` });
  });
  return listImagingFiles(deps, patient, orderId);
}
