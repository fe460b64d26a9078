import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { dictionaryItems, encounterDiagnoses, encounters, waitingListEntries, type EncounterRow } from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * Visits with their diagnoses, and the waiting list (medical-record-service). Patient reads take
 * `published` and always name the patient; the console's see open visits too.
 */

export type { EncounterRow };
export type WaitingListRow = typeof waitingListEntries.$inferSelect;

const visible = (published: boolean) => (published ? isNotNull(encounters.publishedAt) : undefined);

/** A page of a patient's visits, newest first (the partial index in this order when `published`). */
export async function selectEncounters(db: DbOrTx, patientId: CheckedPatientId, published: boolean, range: { from?: Date; to?: Date }, limit: number, offset: number, scope?: SQL) {
  const conditions: Array<SQL | undefined> = [eq(encounters.patientId, patientId), visible(published), scope];
  if (range.from) conditions.push(gte(encounters.startTime, range.from));
  if (range.to) conditions.push(lte(encounters.startTime, range.to));
  return db
    .select()
    .from(encounters)
    .where(and(...conditions))
    .orderBy(desc(encounters.startTime), desc(encounters.id))
    .limit(limit)
    .offset(offset);
}

export async function findEncounter(db: DbOrTx, patientId: CheckedPatientId, encounterId: number, published: boolean, scope?: SQL): Promise<EncounterRow | null> {
  const [row] = await db
    .select()
    .from(encounters)
    .where(and(eq(encounters.id, encounterId), eq(encounters.patientId, patientId), visible(published), scope));
  return row ?? null;
}

/**
 * A visit by id alone (the console's routes and the questionnaire engine name the visit); `scope`
 * (the console member's units, `units.where(encounters.unitId)`) keeps it out when it is not hers.
 */
export async function findEncounterById(db: DbOrTx, encounterId: number, lock = false, scope?: SQL): Promise<EncounterRow | null> {
  const query = db.select().from(encounters).where(and(eq(encounters.id, encounterId), scope));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Ids of a patient's visits of one care episode (published ones when asked). */
export async function encounterIdsOfCare(db: DbOrTx, patientId: CheckedPatientId, careId: string, published: boolean): Promise<number[]> {
  const rows = await db
    .select({ id: encounters.id })
    .from(encounters)
    .where(and(eq(encounters.patientId, patientId), eq(encounters.careId, careId), visible(published)));
  return rows.map((r) => r.id);
}

export async function careExists(db: DbOrTx, patientId: CheckedPatientId, careId: string): Promise<boolean> {
  return (await encounterIdsOfCare(db, patientId, careId, false)).length > 0;
}

export async function diagnosesOf(db: DbOrTx, encounterIds: readonly number[]) {
  if (encounterIds.length === 0) return [];
  return db
    .select()
    .from(encounterDiagnoses)
    .where(inArray(encounterDiagnoses.encounterId, [...encounterIds]))
    .orderBy(asc(encounterDiagnoses.encounterId), asc(encounterDiagnoses.position));
}

/** Names of dictionary entries by code (the unit specialities of a page of visits). */
export async function dictionaryNames(db: DbOrTx, dictionary: string, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: dictionaryItems.code, name: dictionaryItems.name })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.dictionary, dictionary), inArray(dictionaryItems.code, [...new Set(codes)])));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** Entries of a dictionary whose code starts with, or name contains, the text (ICD-10 search), codes first. */
export async function searchDictionary(db: DbOrTx, dictionary: string, text: string, limit: number) {
  const pattern = text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return db
    .select({ code: dictionaryItems.code, name: dictionaryItems.name })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.dictionary, dictionary), sql`(lower(${dictionaryItems.code}) like ${`${pattern}%`} or ${dictionaryItems.searchText} like ${`%${pattern}%`})`))
    .orderBy(sql`lower(${dictionaryItems.code}) like ${`${pattern}%`} desc`, asc(dictionaryItems.code))
    .limit(limit);
}

export async function findEncounterByBookingRef(db: DbOrTx, bookingRef: string): Promise<EncounterRow | null> {
  const [row] = await db.select().from(encounters).where(eq(encounters.bookingRef, bookingRef));
  return row ?? null;
}

export const encountersByBookingRefs = (db: DbOrTx, refs: readonly string[]) =>
  refs.length ? db.select({ id: encounters.id, bookingRef: encounters.bookingRef }).from(encounters).where(inArray(encounters.bookingRef, [...refs])) : Promise.resolve([]);

export async function insertEncounter(db: DbOrTx, values: typeof encounters.$inferInsert): Promise<EncounterRow> {
  const [row] = await db.insert(encounters).values(values).returning();
  return row;
}

export async function updateEncounter(db: DbOrTx, encounterId: number, values: Partial<typeof encounters.$inferInsert>): Promise<EncounterRow> {
  const [row] = await db.update(encounters).set(values).where(eq(encounters.id, encounterId)).returning();
  return row;
}

export type DiagnosisValues = Omit<typeof encounterDiagnoses.$inferInsert, 'id' | 'encounterId' | 'position'>;

export async function replaceDiagnoses(db: DbOrTx, encounterId: number, diagnoses: readonly DiagnosisValues[]): Promise<void> {
  await db.delete(encounterDiagnoses).where(eq(encounterDiagnoses.encounterId, encounterId));
  if (diagnoses.length) await db.insert(encounterDiagnoses).values(diagnoses.map((d, position) => ({ encounterId, ...d, position })));
}

// ------------------------------------------------------------------------------ waiting list

const waitingDay = sql`coalesce(${waitingListEntries.plannedDate}, ${waitingListEntries.registeredAt})`;

/** A page of a patient's places in queues by the planned day (or registration day), the index's order; `scope` keeps the console member's units. */
export async function selectWaitingList(db: DbOrTx, patientId: CheckedPatientId, range: { after?: string; before?: string }, limit: number, offset: number, scope?: SQL) {
  const conditions: Array<SQL | undefined> = [eq(waitingListEntries.patientId, patientId), scope];
  if (range.after) conditions.push(sql`${waitingDay} >= ${range.after}`);
  if (range.before) conditions.push(sql`${waitingDay} <= ${range.before}`);
  return db
    .select()
    .from(waitingListEntries)
    .where(and(...conditions))
    .orderBy(waitingDay, asc(waitingListEntries.id))
    .limit(limit)
    .offset(offset);
}

export async function findWaitingEntry(db: DbOrTx, entryId: number, scope?: SQL): Promise<WaitingListRow | null> {
  const [row] = await db.select().from(waitingListEntries).where(and(eq(waitingListEntries.id, entryId), scope));
  return row ?? null;
}

export async function insertWaitingEntry(db: DbOrTx, values: typeof waitingListEntries.$inferInsert): Promise<WaitingListRow> {
  const [row] = await db.insert(waitingListEntries).values(values).returning();
  return row;
}

export async function updateWaitingEntry(db: DbOrTx, entryId: number, values: Partial<typeof waitingListEntries.$inferInsert>): Promise<WaitingListRow> {
  const [row] = await db.update(waitingListEntries).set(values).where(eq(waitingListEntries.id, entryId)).returning();
  return row;
}
