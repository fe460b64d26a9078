import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { imagingFiles, type ImagingFileRow } from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/* The DICOM files patients import to imaging orders: rows scoped by patient and order. */

export type ImagingStatus = ImagingFileRow['status'];

export const findFiles = (db: DbOrTx, patientId: CheckedPatientId, orderId: number): Promise<ImagingFileRow[]> =>
  db
    .select()
    .from(imagingFiles)
    .where(and(eq(imagingFiles.patientId, patientId), eq(imagingFiles.orderId, orderId)))
    .orderBy(asc(imagingFiles.createdAt), asc(imagingFiles.id));

export const findFile = async (db: DbOrTx, patientId: CheckedPatientId, orderId: number, fileId: number): Promise<ImagingFileRow | null> =>
  (await db.select().from(imagingFiles).where(and(eq(imagingFiles.id, fileId), eq(imagingFiles.patientId, patientId), eq(imagingFiles.orderId, orderId))))[0] ??
  null;

export const findFileById = async (db: DbOrTx, fileId: number): Promise<ImagingFileRow | null> =>
  (await db.select().from(imagingFiles).where(eq(imagingFiles.id, fileId)))[0] ?? null;

/** Locks a file's row for a change of state. */
export const lockFile = async (db: DbOrTx, fileId: number): Promise<ImagingFileRow | null> =>
  (await db.select().from(imagingFiles).where(eq(imagingFiles.id, fileId)).for('update'))[0] ?? null;

/** Locks every file of an order (the send, and a new upload's count and name checks). */
export const lockOrderFiles = (db: DbOrTx, orderId: number): Promise<ImagingFileRow[]> =>
  db.select().from(imagingFiles).where(eq(imagingFiles.orderId, orderId)).orderBy(asc(imagingFiles.id)).for('update');

export const countFiles = async (db: DbOrTx, orderId: number) =>
  (await db.select({ n: count() }).from(imagingFiles).where(eq(imagingFiles.orderId, orderId)))[0].n;

export const insertFile = async (db: DbOrTx, values: typeof imagingFiles.$inferInsert) => (await db.insert(imagingFiles).values(values).returning())[0];

/**
 * Moves a file from one state to the next, raising its version; answers null when the row is not in
 * `from` any more (someone else moved it), so a change never skips a state.
 */
export const moveFile = async (
  db: DbOrTx,
  fileId: number,
  from: ImagingStatus,
  to: ImagingStatus,
  values: Partial<typeof imagingFiles.$inferInsert> = {},
): Promise<ImagingFileRow | null> =>
  (
    await db
      .update(imagingFiles)
      .set({ ...values, status: to, version: sql`${imagingFiles.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(imagingFiles.id, fileId), eq(imagingFiles.status, from)))
      .returning()
  )[0] ?? null;

export const deleteFile = (db: DbOrTx, fileId: number) => db.delete(imagingFiles).where(eq(imagingFiles.id, fileId));

/** Files of an order in a state (the send job's WAITING files). */
export const findFilesInState = (db: DbOrTx, orderId: number, status: ImagingStatus) =>
  db
    .select()
    .from(imagingFiles)
    .where(and(eq(imagingFiles.orderId, orderId), eq(imagingFiles.status, status)))
    .orderBy(asc(imagingFiles.id));

/**
 * The archive's index: instances of a study sent to it (local archive). A study belongs to the patient
 * whose instances reached the archive first: files of anyone else that claim its UID (a copied or
 * crafted file) never join it.
 */
export const findArchived = (db: DbOrTx, studyUid: string) =>
  db
    .select()
    .from(imagingFiles)
    .where(
      and(
        eq(imagingFiles.studyInstanceUid, studyUid),
        eq(imagingFiles.status, 'SENT'),
        isNotNull(imagingFiles.fileId),
        sql`${imagingFiles.patientId} = (select f.patient_id from imaging_files f where f.study_instance_uid = ${studyUid} and f.status = 'SENT' order by f.id limit 1)`,
      ),
    )
    .orderBy(asc(imagingFiles.id));

/** The patient a study in the archive belongs to (whose instances reached it first), or null. */
export async function studyOwner(db: DbOrTx, studyUid: string): Promise<number | null> {
  const [row] = await db
    .select({ patientId: imagingFiles.patientId })
    .from(imagingFiles)
    .where(and(eq(imagingFiles.studyInstanceUid, studyUid), eq(imagingFiles.status, 'SENT')))
    .orderBy(asc(imagingFiles.id))
    .limit(1);
  return row?.patientId ?? null;
}

export const findBySopUids = (db: DbOrTx, sopUids: readonly string[]) =>
  sopUids.length === 0 ? Promise.resolve([]) : db.select().from(imagingFiles).where(inArray(imagingFiles.sopInstanceUid, [...sopUids]));

/** Orders with files WAITING since before `before` (the schedule's resend; imaging_files_waiting_idx). */
export async function findOrdersWaitingSince(db: DbOrTx, before: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ orderId: imagingFiles.orderId })
    .from(imagingFiles)
    .where(and(eq(imagingFiles.status, 'WAITING'), sql`${imagingFiles.updatedAt} < ${before}`))
    .limit(1000);
  return rows.map((r) => r.orderId);
}
