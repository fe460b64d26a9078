import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files, patientAttachments, type FileRow } from '../../db/schema/index';
import type { ReachablePatient } from '../../plugins/patient-access';
import type { StaffPatient } from '../../plugins/staff-access';
import type { CheckedPatientId } from '../../lib/checked-patient';

/* The files table: every query is scoped by the owner (patient or account) or by the pending binding. */

export type NewFile = Pick<FileRow, 'use' | 'sha256' | 'mimeType' | 'size' | 'originalName'> &
  Partial<Pick<FileRow, 'patientId' | 'accountId' | 'createdByAccountId' | 'pendingBinding' | 'pendingUntil' | 'claimedAt'>> & { createdAt: Date };

/**
 * Serialises everything that adds or removes a row of one content within this transaction: the
 * sweep's "is anything still using these bytes?" and an upload of the same bytes never interleave.
 */
export async function lockContent(db: DbOrTx, sha256: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`files:${sha256}`}))`);
}

export async function insertFile(db: DbOrTx, values: NewFile): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row;
}

export async function isContentUsed(db: DbOrTx, sha256: string): Promise<boolean> {
  const [row] = await db.select({ id: files.id }).from(files).where(eq(files.sha256, sha256)).limit(1);
  return Boolean(row);
}

/** Pending files of a use, bound to `binding`, not expired, among `ids`. */
export async function findPending(db: DbOrTx, input: { use: string; ids: number[]; binding: string; now: Date }): Promise<FileRow[]> {
  if (input.ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, input.ids), eq(files.use, input.use), eq(files.pendingBinding, input.binding), gt(files.pendingUntil, input.now)))
    .orderBy(asc(files.id));
}

/** Gives the pending files to a patient; answers the ids claimed (a file expired or claimed meanwhile is missing). */
export async function claimForPatient(
  db: DbOrTx,
  input: { use: string; ids: number[]; binding: string; patientId: CheckedPatientId; now: Date },
): Promise<number[]> {
  if (input.ids.length === 0) return [];
  const rows = await db
    .update(files)
    .set({ patientId: input.patientId, pendingBinding: null, pendingUntil: null, claimedAt: input.now })
    .where(and(inArray(files.id, input.ids), eq(files.use, input.use), eq(files.pendingBinding, input.binding), gt(files.pendingUntil, input.now)))
    .returning({ id: files.id });
  return rows.map((r) => r.id);
}

/** The claimed files of one use a patient owns, oldest first. */
export async function findPatientFiles(db: DbOrTx, patientId: CheckedPatientId, use: string): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.patientId, patientId), eq(files.use, use), isNull(files.pendingUntil)))
    .orderBy(asc(files.createdAt), asc(files.id));
}

/** A file of this patient (one the caller reaches, or one a staff route named), or null — whatever else the id may be. */
export async function findPatientFile(db: DbOrTx, patient: Pick<ReachablePatient | StaffPatient, 'id'>, fileId: number): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.patientId, patient.id), isNull(files.pendingUntil)));
  return row ?? null;
}

/** How many claimed files of one use each of the patients owns (a patient with none is missing). */
export async function countPatientFiles(db: DbOrTx, patientIds: readonly CheckedPatientId[], use: string): Promise<Map<number, number>> {
  if (patientIds.length === 0) return new Map();
  const rows = await db
    .select({ patientId: files.patientId, count: sql<number>`count(*)::int` })
    .from(files)
    .where(and(inArray(files.patientId, [...patientIds]), eq(files.use, use), isNull(files.pendingUntil)))
    .groupBy(files.patientId);
  return new Map(rows.map((r) => [Number(r.patientId), Number(r.count)]));
}

/** Pending files past their time, or still bound to `binding` (which can no longer claim them): the oldest first. */
export async function findUnclaimable(db: DbOrTx, input: { now: Date; binding?: string; limit: number }): Promise<Array<Pick<FileRow, 'id' | 'sha256'>>> {
  return db
    .select({ id: files.id, sha256: files.sha256 })
    .from(files)
    .where(
      input.binding
        ? and(eq(files.pendingBinding, input.binding), isNotNull(files.pendingUntil))
        : and(isNotNull(files.pendingUntil), lte(files.pendingUntil, input.now)),
    )
    .orderBy(asc(files.pendingUntil), asc(files.id))
    .limit(input.limit);
}

/** Deletes a file row if it is still pending; answers whether it did. */
export async function deletePending(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(files).where(and(eq(files.id, id), isNotNull(files.pendingUntil))).returning({ id: files.id });
  return rows.length === 1;
}

export async function deleteFile(db: DbOrTx, id: number): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

/* Attachments stored before the files module (bytes in the database), moved out one by one. */

export async function nextLegacyAttachment(db: DbOrTx) {
  const [row] = await db.select().from(patientAttachments).orderBy(asc(patientAttachments.id)).limit(1).for('update', { skipLocked: true });
  return row ?? null;
}

export async function deleteLegacyAttachment(db: DbOrTx, id: number): Promise<void> {
  await db.delete(patientAttachments).where(eq(patientAttachments.id, id));
}

export async function legacyAttachmentsLeft(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: patientAttachments.id }).from(patientAttachments).limit(1);
  return Boolean(row);
}

/** Deletes the files an account owns, or those of a use a patient owns; answers their contents. */
export async function deleteOwnedFiles(db: DbOrTx, owner: { accountId: number } | { patientId: CheckedPatientId; use: string }): Promise<string[]> {
  const rows = await db
    .delete(files)
    .where('accountId' in owner ? eq(files.accountId, owner.accountId) : and(eq(files.patientId, owner.patientId), eq(files.use, owner.use)))
    .returning({ sha256: files.sha256 });
  return rows.map((r) => r.sha256);
}

/** A file the account owns (not pending); null for anyone else's or an unknown id. */
export async function findAccountFile(db: DbOrTx, accountId: number, fileId: number): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.accountId, accountId), isNull(files.pendingUntil)));
  return row ?? null;
}

/** Gives pending files to an account or a staff member; answers the ids claimed (a file expired or claimed meanwhile is missing). */
export async function claimForOwner(
  db: DbOrTx,
  input: { use: string; ids: number[]; binding: string; owner: { accountId: number } | { staffMemberId: number }; now: Date },
): Promise<number[]> {
  if (input.ids.length === 0) return [];
  const rows = await db
    .update(files)
    .set({ ...input.owner, pendingBinding: null, pendingUntil: null, claimedAt: input.now })
    .where(and(inArray(files.id, input.ids), eq(files.use, input.use), eq(files.pendingBinding, input.binding), gt(files.pendingUntil, input.now)))
    .returning({ id: files.id });
  return rows.map((r) => r.id);
}

/** Claimed files by id (a pending or unknown id is missing), by id. */
export async function findClaimedByIds(db: DbOrTx, ids: readonly number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, [...ids]), isNull(files.pendingUntil)))
    .orderBy(asc(files.id));
}

/** Deletes files by id; answers their contents. */
export async function deleteByIds(db: DbOrTx, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.delete(files).where(inArray(files.id, [...ids])).returning({ sha256: files.sha256 });
  return rows.map((r) => r.sha256);
}
