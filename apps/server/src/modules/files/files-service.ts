import path from 'node:path';
import { Readable } from 'node:stream';
import { allowedTypes, extensionOf, fileMessages, typeAllowed, type FileLimits, type FileUse, type StoredFile } from '@portal/contracts';
import { executorOf, type DbOrTx, type InTransaction, withTransaction } from '../../db/client';
import type { FileRow } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { AppError, NotFound, Validation } from '../../errors';
import type { StagedFile } from '../../integrations/storage/index';
import type { JobDefinition } from '../../lib/jobs';
import type { ReachablePatient } from '../../plugins/patient-access';
import type { StaffPatient } from '../../plugins/staff-access';
import * as repo from './files-repository';
import type { CheckedPatientId } from '../../lib/checked-patient';

/*
 * Files: uploads streamed from multipart requests into the storage (integrations/storage, chosen in
 * deps.ts), the metadata in the `files` table, downloads through the access rules of the owner.
 *
 * A use (contracts `fileUses`) is declared by the module that takes such files: its upload route
 * reads the use's limits from the settings, decides who owns the file (a patient the caller may act
 * for, the caller's account, or — for someone not signed in — a binding to a secret the uploader
 * holds), and calls `receiveUploads`. A pending file is claimed by the call that proves the binding
 * (`claimPendingFiles`, inside that call's transaction) or deleted by the sweep job.
 */

type FilesDeps = Pick<Deps, 'db' | 'clock' | 'storage'>;

/** Pending uploads not claimed within this time are deleted. */
export const PENDING_MS = 24 * 60 * 60_000;
/** Staged bytes of an upload that never finished (a process that died mid-upload) are removed after this. */
const STALE_STAGING_MS = 24 * 60 * 60_000;

/** Who a new file belongs to. */
export type UploadOwner = { patientId: CheckedPatientId } | { accountId: number } | { pendingBinding: string };

/**
 * One uploaded file as it streams in: its name as the browser gave it, its bytes (which end `truncated`
 * past the size limit) and the form's other fields. A route hands the request's parts (@fastify/multipart's
 * `request.files` / `request.file` fit it); no service sees the request.
 */
export interface UploadPart {
  filename: string;
  file: Readable & { truncated: boolean };
  fields: Record<string, unknown>;
}

/** The request's files, parsed under `limits` (`request.files` of @fastify/multipart fits it). */
export interface MultipartSource {
  files(options: { limits: Record<string, number> }): AsyncIterableIterator<UploadPart>;
}

export const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  use: row.use as FileUse,
  fileName: row.originalName,
  mimeType: row.mimeType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

/** The type of the bytes: DICOM by its `DICM` marker at offset 128 (file-type misses those whose preamble holds a TIFF header), else file-type. */
export async function sniffType(head: Buffer): Promise<{ ext: string; mime: string } | null> {
  if (head.length >= 132 && head.toString('latin1', 128, 132) === 'DICM') return { ext: 'dcm', mime: 'application/dicom' };
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  return found ? { ext: found.ext, mime: found.mime } : null;
}

/**
 * Whether uploads of a type (an extension: `pdf`, `jpeg`) can pass the content check of `receiveUploads`:
 * the sniffer must know the type, or every such file would be refused. The clinic's file settings use it.
 */
export async function typeRecognisedByContent(type: string): Promise<boolean> {
  const [canonical] = allowedTypes({ fileTypes: [type] });
  if (canonical === 'dcm') return true;
  const { supportedExtensions } = await import('file-type');
  return (supportedExtensions as ReadonlySet<string>).has(canonical);
}

/** A file name as shown and offered back on download: no folders, no control characters, at most 255 characters. */
export function safeFileName(raw: string | undefined): string {
  const base = path.win32.basename(path.posix.basename(raw ?? ''));
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || 'plik';
}

/** Maps what the multipart parser throws to the API's errors; a fault of ours (disk, database) stays a 500. */
function uploadError(err: unknown, limits: FileLimits): unknown {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; errno?: number; syscall?: string };
  if (e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT') {
    return Validation(fileMessages.tooMany(limits.maxFiles), [{ path: 'files', message: fileMessages.tooMany(limits.maxFiles) }]);
  }
  if (e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('BAD_REQUEST', 'Pliki przesyła się jako multipart/form-data.');
  if (e.errno !== undefined || e.syscall !== undefined) return err;
  // The form ended early or is malformed (a client that gave up, a broken connection).
  return new AppError('BAD_REQUEST', fileMessages.broken);
}

/** Removes bytes that no row uses (after a failed upload, or a deleted row). */
async function removeIfUnused(deps: FilesDeps, sha256: string): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    await repo.lockContent(tx, sha256);
    if (!(await repo.isContentUsed(tx, sha256))) await deps.storage.remove(sha256);
  });
}

/**
 * Reads the request's files under a use's limits, checks each (size by the parser's limit, type by
 * its name and by its content) and stores them: all or none. Every file of a failed request is
 * removed — the one that failed and those stored before it. Answers the stored files in order.
 * Errors: 400 VALIDATION_ERROR (type, empty, too many; `errors` paths `files.<n>`), 413
 * PAYLOAD_TOO_LARGE (a file over the size limit), 400 BAD_REQUEST (not multipart, or cut short).
 */
export async function receiveUploads(
  deps: FilesDeps,
  source: MultipartSource,
  input: { use: FileUse; limits: FileLimits; owner: UploadOwner; createdByAccountId: number | null; noFilesMessage?: string },
): Promise<StoredFile[]> {
  const { limits } = input;
  const staged: Array<{ file: StagedFile; name: string; mime: string }> = [];
  try {
    const parts = source.files({ limits: { fileSize: limits.maxFileSize, files: limits.maxFiles, parts: limits.maxFiles + 5, fields: 5 } });
    for await (const part of parts) {
      const index = staged.length;
      const name = safeFileName(part.filename);
      const file = await deps.storage.stage(part.file);
      staged.push({ file, name, mime: '' });
      const at = (message: string) => [{ path: `files.${index}`, message }];
      if (part.file.truncated) {
        const message = fileMessages.tooBig(name, limits.maxFileSize);
        throw new AppError('PAYLOAD_TOO_LARGE', message, { errors: at(message) });
      }
      if (file.size === 0) throw Validation(fileMessages.empty(name), at(fileMessages.empty(name)));
      if (!typeAllowed(extensionOf(name), limits)) throw Validation(fileMessages.wrongType(name, limits), at(fileMessages.wrongType(name, limits)));
      const sniffed = await sniffType(file.head);
      // The bytes decide, not the name or the type the browser claimed; a use that names no types takes any.
      const anyType = allowedTypes(limits).length === 0;
      if (!anyType && (!sniffed || !typeAllowed(sniffed.ext, limits))) {
        throw Validation(fileMessages.wrongContent(name, limits), at(fileMessages.wrongContent(name, limits)));
      }
      staged[index].mime = sniffed?.mime ?? 'application/octet-stream';
    }
    const noFiles = input.noFilesMessage ?? fileMessages.noFiles;
    if (staged.length === 0) throw Validation(noFiles, [{ path: 'files', message: noFiles }]);
  } catch (err) {
    await Promise.all(staged.map((s) => s.file.discard()));
    throw uploadError(err, limits);
  }

  const now = deps.clock.now();
  const owner =
    'pendingBinding' in input.owner
      ? { pendingBinding: input.owner.pendingBinding, pendingUntil: new Date(now.getTime() + PENDING_MS) }
      : { ...input.owner, claimedAt: now };
  const created: string[] = [];
  try {
    const rows = await withTransaction(deps.db, async (tx) => {
      const out: FileRow[] = [];
      for (const s of staged) {
        await repo.lockContent(tx, s.file.sha256);
        out.push(
          await repo.insertFile(tx, {
            use: input.use,
            sha256: s.file.sha256,
            mimeType: s.mime,
            size: s.file.size,
            originalName: s.name,
            createdByAccountId: input.createdByAccountId,
            createdAt: now,
            ...owner,
          }),
        );
        if ((await s.file.commit()).created) created.push(s.file.sha256);
      }
      return out;
    });
    return rows.map(toStoredFile);
  } catch (err) {
    await Promise.all(staged.map((s) => s.file.discard()));
    for (const sha256 of created) await removeIfUnused(deps, sha256);
    throw err;
  }
}

/**
 * Stores bytes the portal made or received itself (a document rendered to PDF, its HL7 CDA, a file a
 * module took by its own route) as a patient's file of `use`, inside the caller's transaction when given.
 * The stored object is committed before the row: a transaction rolled back afterwards leaves only
 * content no row names, which the sweep's content check treats as unused.
 */
export async function storePatientFile(
  deps: FilesDeps,
  input: { use: FileUse; patientId: CheckedPatientId; fileName: string; mimeType: string; source: Buffer | Readable; createdByAccountId?: number | null },
  opts?: InTransaction,
): Promise<StoredFile> {
  const staged = await stageUpload(deps, Buffer.isBuffer(input.source) ? Readable.from([input.source]) : input.source);
  return keepStagedPatientFile(deps, staged, input, opts);
}

/**
 * Streams bytes a module receives by its own route (one file at a time, e.g. a DICOM import) into the
 * storage's staging area, hashing them and keeping the first 64 KiB for the module's content check.
 * The caller then keeps them (`keepStagedPatientFile`) or drops them (`discard()`).
 */
export const stageUpload = (deps: Pick<Deps, 'storage'>, source: Readable): Promise<StagedFile> => deps.storage.stage(source);

/** Keeps staged bytes as a patient's file of `use` (inside the caller's transaction when given); discards them when that fails. */
export async function keepStagedPatientFile(
  deps: FilesDeps,
  staged: StagedFile,
  input: { use: FileUse; patientId: CheckedPatientId; fileName: string; mimeType: string; createdByAccountId?: number | null },
  opts?: InTransaction,
): Promise<StoredFile> {
  const insert = async (db: DbOrTx) => {
    await repo.lockContent(db, staged.sha256);
    const row = await repo.insertFile(db, {
      use: input.use,
      sha256: staged.sha256,
      mimeType: input.mimeType,
      size: staged.size,
      originalName: safeFileName(input.fileName),
      patientId: input.patientId,
      createdByAccountId: input.createdByAccountId ?? null,
      claimedAt: deps.clock.now(),
      createdAt: deps.clock.now(),
    });
    await staged.commit();
    return row;
  };
  try {
    return toStoredFile(opts?.tx ? await insert(opts.tx) : await withTransaction(deps.db, insert));
  } catch (err) {
    await staged.discard();
    throw err;
  }
}

/** Whether a patient's file of one use exists (a HEAD answer): its row only, the bytes are not opened. */
export async function patientFileExists(deps: Pick<Deps, 'db'>, patient: ReachablePatient | StaffPatient, fileId: number, use: FileUse): Promise<boolean> {
  const row = await repo.findPatientFile(deps.db, patient, fileId);
  return !!row && row.use === use;
}

/** Pending files of a use bound to `binding` among `ids` (expired ones are missing), as the rules see them. */
export async function pendingFiles(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { use: FileUse; ids: number[]; binding: string },
): Promise<Array<{ id: number; filename: string; size: number }>> {
  const rows = await repo.findPending(deps.db, { ...input, now: deps.clock.now() });
  return rows.map((r) => ({ id: r.id, filename: r.originalName, size: r.size }));
}

/**
 * Gives pending files to a patient, inside the caller's transaction (`tx`). Answers false, changing
 * nothing the caller keeps, when any of them is no longer there to claim (expired and swept).
 */
export async function claimPendingFiles(
  deps: Pick<Deps, 'db'>,
  input: { use: FileUse; ids: number[]; binding: string; patientId: CheckedPatientId; now: Date },
  opts?: InTransaction,
): Promise<boolean> {
  const claimed = await repo.claimForPatient(executorOf(deps.db, opts), input);
  return claimed.length === new Set(input.ids).size;
}

/**
 * Gives pending files to an account or a clinic staff member (the owner of a message's attachments),
 * inside the caller's transaction. Answers false when any of them is no longer there to claim.
 */
export async function claimPendingFilesFor(
  deps: Pick<Deps, 'db'>,
  input: { use: FileUse; ids: number[]; binding: string; owner: { accountId: number } | { staffMemberId: number }; now: Date },
  opts?: InTransaction,
): Promise<boolean> {
  const claimed = await repo.claimForOwner(executorOf(deps.db, opts), input);
  return claimed.length === new Set(input.ids).size;
}

/** Claimed files by id, as listed with what they are attached to (a message): the caller has checked who may see them. */
export async function describeFiles(deps: Pick<Deps, 'db'>, ids: readonly number[], opts?: InTransaction): Promise<StoredFile[]> {
  return (await repo.findClaimedByIds(executorOf(deps.db, opts), [...new Set(ids)])).map(toStoredFile);
}

/**
 * A claimed file and its bytes, for a module that keeps what the file is attached to and has checked
 * the caller may read it (a message's party); 404 for an unknown or pending id, or bytes gone missing.
 */
export async function openAttachedFile(deps: FilesDeps, fileId: number, use: FileUse) {
  const [row] = await repo.findClaimedByIds(deps.db, [fileId]);
  const content = row && row.use === use ? await deps.storage.open(row.sha256) : null;
  if (!row || !content) throw NotFound();
  return { file: toStoredFile(row), stream: content.stream, size: content.size };
}

/**
 * Deletes file rows by id inside the caller's transaction (the attachments of a deleted or changed
 * message); answers their contents, for `removeUnusedContent` once that transaction has committed.
 */
export const deleteFilesById = (deps: Pick<Deps, 'db'>, ids: readonly number[], opts?: InTransaction) => repo.deleteByIds(executorOf(deps.db, opts), ids);

/** Deletes rows (and bytes nothing else uses) of pending files: expired ones, or those of a binding that can no longer claim them. */
async function deletePendingFiles(deps: FilesDeps, input: { binding?: string }): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await repo.findUnclaimable(deps.db, { now: deps.clock.now(), binding: input.binding, limit: 100 });
    if (batch.length === 0) return deleted;
    for (const file of batch) {
      await withTransaction(deps.db, async (tx) => {
        await repo.lockContent(tx, file.sha256);
        if (!(await repo.deletePending(tx, file.id))) return;
        deleted += 1;
        if (!(await repo.isContentUsed(tx, file.sha256))) await deps.storage.remove(file.sha256);
      });
    }
  }
}

/** The binding's pending files are of no use any more (the registration that could claim them has ended): delete them now. */
export const discardPendingFiles = (deps: FilesDeps, binding: string) => deletePendingFiles(deps, { binding });

/** The files of one use a patient owns (e.g. the identity document scans of a record), oldest first. */
export async function listPatientFiles(deps: Pick<Deps, 'db'>, patientId: CheckedPatientId, use: FileUse, opts?: InTransaction): Promise<StoredFile[]> {
  return (await repo.findPatientFiles(executorOf(deps.db, opts), patientId, use)).map(toStoredFile);
}

/** A patient's file and its bytes; 404 for a file of anyone else, an unknown id, or bytes gone missing. */
export async function openPatientFile(deps: FilesDeps, patient: ReachablePatient, fileId: number) {
  const row = await repo.findPatientFile(deps.db, patient, fileId);
  const content = row ? await deps.storage.open(row.sha256) : null;
  if (!row || !content) throw NotFound();
  return { file: toStoredFile(row), stream: content.stream, size: content.size };
}

/**
 * A file handed in with a patient's record, for the clinic's staff (the route declared the patient
 * and audits the read, plugins/staff-access); 404 for a file of anyone else, an unknown id, or bytes
 * gone missing.
 */
export async function openFileForStaff(deps: FilesDeps, patient: StaffPatient, fileId: number) {
  const row = await repo.findPatientFile(deps.db, patient, fileId);
  const content = row ? await deps.storage.open(row.sha256) : null;
  if (!row || !content) throw NotFound();
  return { file: toStoredFile(row), stream: content.stream, size: content.size };
}

/**
 * A patient's file for a partner's staff member: the register's document the consents module found
 * shared with her partner first (`partnerSharedDocument`), audited by the route; 404 as above.
 */
export async function openFileSharedWithPartner(deps: FilesDeps, patientId: CheckedPatientId, fileId: number) {
  const row = await repo.findPatientFile(deps.db, { id: patientId }, fileId);
  const content = row ? await deps.storage.open(row.sha256) : null;
  if (!row || !content) throw NotFound();
  return { file: toStoredFile(row), stream: content.stream, size: content.size };
}

/** How many files of one use each patient has (the clinic's queue of identities: the scans handed in). */
export const countPatientFiles = (deps: Pick<Deps, 'db'>, patientIds: readonly CheckedPatientId[], use: FileUse) =>
  repo.countPatientFiles(deps.db, patientIds, use);

/** The bytes of a file the account owns (at most `maxBytes`); 404 for anyone else's file or an unknown id. */
export async function readAccountFile(deps: FilesDeps, accountId: number, fileId: number, maxBytes: number): Promise<Buffer> {
  const row = await repo.findAccountFile(deps.db, accountId, fileId);
  const content = row && row.size <= maxBytes ? await deps.storage.open(row.sha256) : null;
  if (!row || !content) throw NotFound();
  const chunks: Buffer[] = [];
  for await (const chunk of content.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Deletes files the account owns (and their bytes when nothing else uses them); ids of others are ignored. */
export async function deleteAccountFiles(deps: FilesDeps, accountId: number, fileIds: readonly number[]): Promise<void> {
  for (const id of fileIds) {
    await withTransaction(deps.db, async (tx) => {
      const row = await repo.findAccountFile(tx, accountId, id);
      if (!row) return;
      await repo.lockContent(tx, row.sha256);
      await repo.deleteFile(tx, row.id);
      if (!(await repo.isContentUsed(tx, row.sha256))) await deps.storage.remove(row.sha256);
    });
  }
}


/* Removal of an owner (modules/registration: expired registrations) ------------------------------- */

/**
 * Deletes the rows of the files an account owns, or of one use a patient owns, inside the caller's
 * transaction; answers their contents, for `removeUnusedContent` once that transaction has committed.
 */
export const deleteFilesOf = (db: DbOrTx, owner: { accountId: number } | { patientId: CheckedPatientId; use: FileUse }) => repo.deleteOwnedFiles(db, owner);

/** Removes the bytes of contents no file row uses any more (after the deleting transaction committed). */
export async function removeUnusedContent(deps: FilesDeps, contents: Iterable<string>): Promise<void> {
  for (const sha256 of new Set(contents)) {
    await withTransaction(deps.db, async (tx) => {
      await repo.lockContent(tx, sha256);
      if (!(await repo.isContentUsed(tx, sha256))) await deps.storage.remove(sha256);
    });
  }
}

/* Jobs and the one-off move of old attachments ----------------------------------------------------- */

/** Every hour: pending uploads past their time and staged bytes of uploads that never finished. */
export const filesSweepJob: JobDefinition<object, FilesDeps> = {
  name: 'files.sweep',
  schedule: '17 * * * *',
  async run(deps) {
    await deletePendingFiles(deps, {});
    await deps.storage.removeStaleStaging(new Date(deps.clock.now().getTime() - STALE_STAGING_MS));
  },
};

/**
 * Registration attachments stored before this module kept their bytes in `patient_attachments`:
 * each row becomes a file of its patient (use REGISTRATION_DOCUMENT, the type sniffed again) and
 * leaves that table, in one transaction per row — so the step can stop anywhere and run again (at
 * every start; once the table is empty it costs one query). Answers how many rows moved.
 */
export async function moveLegacyAttachments(deps: FilesDeps): Promise<number> {
  if (!(await repo.legacyAttachmentsLeft(deps.db))) return 0;
  let moved = 0;
  for (;;) {
    const done = await withTransaction(deps.db, async (tx) => {
      const row = await repo.nextLegacyAttachment(tx);
      if (!row) return true;
      const staged = await deps.storage.stage(Readable.from([row.content]));
      try {
        const sniffed = await sniffType(staged.head);
        await repo.lockContent(tx, staged.sha256);
        await repo.insertFile(tx, {
          use: 'REGISTRATION_DOCUMENT',
          patientId: row.patientId,
          sha256: staged.sha256,
          mimeType: sniffed?.mime ?? 'application/octet-stream',
          size: staged.size,
          originalName: safeFileName(row.filename),
          createdAt: row.createdAt,
          claimedAt: row.createdAt,
        });
        await staged.commit();
      } finally {
        await staged.discard();
      }
      await repo.deleteLegacyAttachment(tx, row.id);
      return false;
    });
    if (done) return moved;
    moved += 1;
  }
}
