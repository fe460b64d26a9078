import type { ConfiguredName } from '@portal/domain';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { clinicalDocumentTypes, clinicalDocuments, documentNotes, encounters, type ClinicalDocumentRow } from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * Clinical documents, their types and notes (medical-record-service). Patient reads take `published`
 * and always name the patient; the console's reads see drafts too.
 */

export type { ClinicalDocumentRow };

const typeColumns = { code: clinicalDocumentTypes.code, name: clinicalDocumentTypes.name, nameEn: clinicalDocumentTypes.nameEn, nameUk: clinicalDocumentTypes.nameUk };
export type DocumentTypeRow = { code: string; name: string; nameEn: string | null; nameUk: string | null };

export async function activeTypes(db: DbOrTx): Promise<DocumentTypeRow[]> {
  return db
    .select(typeColumns)
    .from(clinicalDocumentTypes)
    .where(eq(clinicalDocumentTypes.active, true))
    .orderBy(asc(clinicalDocumentTypes.sortOrder), asc(clinicalDocumentTypes.name));
}

/** Every type's name in the three languages, by code (domain `configuredName` picks the reader's). */
export async function typeNames(db: DbOrTx): Promise<Map<string, ConfiguredName>> {
  const rows = await db.select(typeColumns).from(clinicalDocumentTypes);
  return new Map(rows.map((r) => [r.code, { pl: r.name, en: r.nameEn, uk: r.nameUk }]));
}

export async function typeIsActive(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db.select({ code: clinicalDocumentTypes.code }).from(clinicalDocumentTypes).where(and(eq(clinicalDocumentTypes.code, code), eq(clinicalDocumentTypes.active, true)));
  return row !== undefined;
}

const visible = (published: boolean) => (published ? isNotNull(clinicalDocuments.publishedAt) : undefined);

export interface DocumentFilter {
  from?: Date;
  to?: Date;
  typeCode?: string;
}

/** A page of a patient's documents, newest first (the partial indexes in this order when `published`). */
export async function selectDocuments(db: DbOrTx, patientId: CheckedPatientId, published: boolean, filter: DocumentFilter, limit: number, offset: number, scope?: SQL) {
  const conditions: Array<SQL | undefined> = [eq(clinicalDocuments.patientId, patientId), visible(published), scope];
  if (filter.from) conditions.push(gte(clinicalDocuments.documentDate, filter.from));
  if (filter.to) conditions.push(lte(clinicalDocuments.documentDate, filter.to));
  if (filter.typeCode) conditions.push(eq(clinicalDocuments.typeCode, filter.typeCode));
  return db
    .select()
    .from(clinicalDocuments)
    .where(and(...conditions))
    .orderBy(desc(clinicalDocuments.documentDate), desc(clinicalDocuments.id))
    .limit(limit)
    .offset(offset);
}

export async function findDocument(db: DbOrTx, patientId: CheckedPatientId, documentId: number, published: boolean): Promise<ClinicalDocumentRow | null> {
  const [row] = await db
    .select()
    .from(clinicalDocuments)
    .where(and(eq(clinicalDocuments.id, documentId), eq(clinicalDocuments.patientId, patientId), visible(published)));
  return row ?? null;
}

/**
 * Documents a console member limited to units sees: those of visits of her units, and those of no
 * visit (not bound to a unit). `unitOf` is her scope (`units.where`); undefined for every unit.
 */
export function documentsOfUnits(db: DbOrTx, unitOf: ((column: PgColumn) => SQL) | undefined): SQL | undefined {
  if (!unitOf) return undefined;
  return or(isNull(clinicalDocuments.encounterId), inArray(clinicalDocuments.encounterId, db.select({ id: encounters.id }).from(encounters).where(unitOf(encounters.unitId))));
}

/** A document by id alone (the console's routes name the document; its patient is read from it); `scope` as `documentsOfUnits`. */
export async function findDocumentById(db: DbOrTx, documentId: number, lock = false, scope?: SQL): Promise<ClinicalDocumentRow | null> {
  const query = db.select().from(clinicalDocuments).where(and(eq(clinicalDocuments.id, documentId), scope));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findByContextId(db: DbOrTx, patientId: CheckedPatientId, contextId: string): Promise<ClinicalDocumentRow | null> {
  const [row] = await db
    .select()
    .from(clinicalDocuments)
    .where(and(eq(clinicalDocuments.contextId, contextId), eq(clinicalDocuments.patientId, patientId), visible(true)));
  return row ?? null;
}

/** Documents of these visits (one query), oldest first within a visit. */
export async function documentsOfEncounters(db: DbOrTx, patientId: CheckedPatientId, encounterIds: readonly number[], published: boolean) {
  if (encounterIds.length === 0) return [];
  return db
    .select()
    .from(clinicalDocuments)
    .where(and(eq(clinicalDocuments.patientId, patientId), inArray(clinicalDocuments.encounterId, [...encounterIds]), visible(published)))
    .orderBy(asc(clinicalDocuments.documentDate), asc(clinicalDocuments.id));
}

/** A patient's documents by ids (those that exist, are the patient's, and published when asked). */
export async function documentsByIds(db: DbOrTx, patientId: CheckedPatientId, ids: readonly number[], published: boolean) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(clinicalDocuments)
    .where(and(eq(clinicalDocuments.patientId, patientId), inArray(clinicalDocuments.id, [...ids]), visible(published)))
    .orderBy(desc(clinicalDocuments.documentDate), desc(clinicalDocuments.id));
}

/** Unpublished documents of a visit (published with it when it closes). */
export async function draftsOfEncounter(db: DbOrTx, encounterId: number): Promise<ClinicalDocumentRow[]> {
  return db
    .select()
    .from(clinicalDocuments)
    .where(and(eq(clinicalDocuments.encounterId, encounterId), sql`${clinicalDocuments.publishedAt} is null`))
    .orderBy(asc(clinicalDocuments.id));
}

export async function noteCounts(db: DbOrTx, documentIds: readonly number[]): Promise<Map<number, number>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select({ documentId: documentNotes.documentId, n: count() })
    .from(documentNotes)
    .where(inArray(documentNotes.documentId, [...documentIds]))
    .groupBy(documentNotes.documentId);
  return new Map(rows.map((r) => [r.documentId, Number(r.n)]));
}

export async function notesOf(db: DbOrTx, documentId: number) {
  return db.select().from(documentNotes).where(eq(documentNotes.documentId, documentId)).orderBy(asc(documentNotes.createdAt), asc(documentNotes.id));
}

export async function insertNote(db: DbOrTx, values: typeof documentNotes.$inferInsert) {
  const [row] = await db.insert(documentNotes).values(values).returning();
  return row;
}

/**
 * The next document number of a year, `DOC-<year>-<6 digits>`: one more than the year's highest,
 * read backwards on the unique index of numbers, under a transaction-scoped lock of the year so two
 * documents filed at once never take the same number (the unique index would refuse the second).
 */
export async function nextContextId(tx: DbOrTx, year: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('clinical_documents.context_id'), ${Number(year)})`);
  const prefix = `DOC-${year}-`;
  const [row] = await tx
    .select({ contextId: clinicalDocuments.contextId })
    .from(clinicalDocuments)
    .where(and(gte(clinicalDocuments.contextId, `${prefix}000000`), lte(clinicalDocuments.contextId, `${prefix}999999`)))
    .orderBy(desc(clinicalDocuments.contextId))
    .limit(1);
  const last = row ? Number(row.contextId.slice(prefix.length)) : 0;
  return `${prefix}${String(last + 1).padStart(6, '0')}`;
}

export async function insertDocument(db: DbOrTx, values: typeof clinicalDocuments.$inferInsert): Promise<ClinicalDocumentRow> {
  const [row] = await db.insert(clinicalDocuments).values(values).returning();
  return row;
}

/** Publishes documents not yet published (answers those it published). */
export async function publishDocuments(db: DbOrTx, ids: readonly number[], now: Date, by: { staffId: number; name: string } | null): Promise<ClinicalDocumentRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(clinicalDocuments)
    .set({ publishedAt: now, publishedByStaffId: by?.staffId ?? null, publishedByName: by?.name ?? null, updatedAt: now })
    .where(and(inArray(clinicalDocuments.id, [...ids]), sql`${clinicalDocuments.publishedAt} is null`))
    .returning();
}
