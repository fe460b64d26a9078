import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PatientScope } from '../../plugins/patient-access';
import { documentRequestAttachments, documentRequestDocuments, documentRequests, type DocumentRequestRow } from '../../db/schema/index';
import type { CheckedPatientId } from '../../lib/checked-patient';

/*
 * Document requests with the documents they name and the copies the clinic attached
 * (document-requests-service). The patient's reads take the patients the caller reaches.
 */

export type { DocumentRequestRow };
const open = sql`${documentRequests.status} in ('REGISTERED', 'IN_PROGRESS')`;

export interface PatientRequestFilter {
  patientIds: readonly CheckedPatientId[];
  onlyUncompleted: boolean;
  from?: Date;
  to?: Date;
}

/** Requests of these patients, newest first. */
export async function selectForPatients(db: DbOrTx, f: PatientRequestFilter, limit: number, offset: number) {
  if (f.patientIds.length === 0) return [];
  const conditions: Array<SQL | undefined> = [inArray(documentRequests.patientId, [...f.patientIds]), f.onlyUncompleted ? open : undefined];
  if (f.from) conditions.push(gte(documentRequests.registeredAt, f.from));
  if (f.to) conditions.push(lte(documentRequests.registeredAt, f.to));
  return db.select().from(documentRequests).where(and(...conditions)).orderBy(desc(documentRequests.registeredAt), desc(documentRequests.id)).limit(limit).offset(offset);
}

/** The clinic's queue: open ones oldest first (the partial index), else newest first. */
export async function selectQueue(db: DbOrTx, f: { status?: DocumentRequestRow['status']; onlyOpen: boolean; patientId?: CheckedPatientId }, limit: number, offset: number) {
  const conditions: Array<SQL | undefined> = [f.onlyOpen ? open : undefined, f.status ? eq(documentRequests.status, f.status) : undefined, f.patientId ? eq(documentRequests.patientId, f.patientId) : undefined];
  const order = f.onlyOpen ? [asc(documentRequests.registeredAt), asc(documentRequests.id)] : [desc(documentRequests.registeredAt), desc(documentRequests.id)];
  return db.select().from(documentRequests).where(and(...conditions)).orderBy(...order).limit(limit).offset(offset);
}

export async function countOpen(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(documentRequests).where(open);
  return Number(row.n);
}

export async function findRequest(db: DbOrTx, id: number, lock = false): Promise<DocumentRequestRow | null> {
  const query = db.select().from(documentRequests).where(eq(documentRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A request of the caller's patients by its id, the scope in the WHERE: the `document-request` resource's loader. */
export async function findRequestIn(db: DbOrTx, scope: PatientScope, id: number): Promise<DocumentRequestRow | null> {
  const [row] = await db.select().from(documentRequests).where(and(eq(documentRequests.id, id), scope.where(documentRequests.patientId)));
  return row ?? null;
}

export async function insertRequest(db: DbOrTx, values: typeof documentRequests.$inferInsert, documentIds: readonly number[]): Promise<DocumentRequestRow> {
  const [row] = await db.insert(documentRequests).values(values).returning();
  if (documentIds.length) await db.insert(documentRequestDocuments).values(documentIds.map((documentId) => ({ requestId: row.id, documentId })));
  return row;
}

export async function updateRequest(db: DbOrTx, id: number, values: Partial<typeof documentRequests.$inferInsert>): Promise<DocumentRequestRow> {
  const [row] = await db.update(documentRequests).set(values).where(eq(documentRequests.id, id)).returning();
  return row;
}

export async function documentIdsOf(db: DbOrTx, requestIds: readonly number[]) {
  if (requestIds.length === 0) return [];
  return db.select().from(documentRequestDocuments).where(inArray(documentRequestDocuments.requestId, [...requestIds]));
}

export async function attachmentsOf(db: DbOrTx, requestIds: readonly number[]) {
  if (requestIds.length === 0) return [];
  return db.select().from(documentRequestAttachments).where(inArray(documentRequestAttachments.requestId, [...requestIds])).orderBy(asc(documentRequestAttachments.createdAt), asc(documentRequestAttachments.fileId));
}

export async function insertAttachments(db: DbOrTx, requestId: number, fileIds: readonly number[], now: Date) {
  if (fileIds.length) await db.insert(documentRequestAttachments).values(fileIds.map((fileId) => ({ requestId, fileId, createdAt: now })));
}

export async function deleteAttachment(db: DbOrTx, requestId: number, fileId: number): Promise<boolean> {
  const rows = await db.delete(documentRequestAttachments).where(and(eq(documentRequestAttachments.requestId, requestId), eq(documentRequestAttachments.fileId, fileId))).returning();
  return rows.length > 0;
}
