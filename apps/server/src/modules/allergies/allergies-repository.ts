import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AllergyCategory, AllergyDictionaryCode } from '@portal/contracts';
import type { DbOrTx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { allergies, dictionaryItems } from '../../db/schema/index';
import type { ReachablePatient } from '../../plugins/patient-access';

/** An allergy with the names of its type and severity as recorded. */
export interface AllergyView {
  id: number;
  patientId: number;
  typeCode: string;
  typeName: string;
  code: string | null;
  name: string;
  occurrenceDate: string | null;
  entryDate: string;
  isActive: boolean;
  cured: boolean;
  isNotAllergic: boolean;
  confirmed: boolean;
  description: string | null;
  severityCode: string | null;
  severityName: string | null;
  categories: string[];
  modUser: string | null;
  enteredByPatient: boolean;
  activeSubstance: string | null;
}

export interface AllergyWrite {
  typeCode: string;
  typeName: string;
  code: string | null;
  name: string;
  occurrenceDate: string | null;
  isActive: boolean;
  cured: boolean;
  isNotAllergic: boolean;
  description: string | null;
  severityCode: string | null;
  severityName: string | null;
  categories: AllergyCategory[];
  modUser: string;
  enteredByPatient: boolean;
  activeSubstance: string | null;
}

const viewColumns = {
  id: allergies.id,
  patientId: allergies.patientId,
  typeCode: allergies.typeCode,
  typeName: allergies.typeName,
  code: allergies.code,
  name: allergies.name,
  occurrenceDate: allergies.occurrenceDate,
  entryDate: allergies.entryDate,
  isActive: allergies.isActive,
  cured: allergies.cured,
  isNotAllergic: allergies.isNotAllergic,
  confirmed: allergies.confirmed,
  description: allergies.description,
  severityCode: allergies.severityCode,
  severityName: allergies.severityName,
  categories: allergies.categories,
  modUser: allergies.modUser,
  enteredByPatient: allergies.enteredByPatient,
  activeSubstance: allergies.activeSubstance,
};

/**
 * The allergies of one patient: one indexed query, whatever the list's length, prepared once per
 * database (db/prepared).
 */
const prepared = preparedPer((db) => {
  const viewQuery = () => db.select(viewColumns).from(allergies);
  return {
    list: viewQuery()
      .where(eq(allergies.patientId, sql.placeholder('patientId')))
      .orderBy(desc(allergies.entryDate), desc(allergies.id))
      .prepare('allergies_list'),
    one: viewQuery()
      .where(and(eq(allergies.patientId, sql.placeholder('patientId')), eq(allergies.id, sql.placeholder('allergyId'))))
      .prepare('allergies_one'),
  };
});

export async function listAllergies(db: DbOrTx, patient: ReachablePatient): Promise<AllergyView[]> {
  return prepared(db).list.execute({ patientId: patient.id });
}

export async function findAllergy(db: DbOrTx, patient: ReachablePatient, allergyId: number): Promise<AllergyView | null> {
  const [row] = await prepared(db).one.execute({ patientId: patient.id, allergyId });
  return row ?? null;
}

/** Inserts and answers the new id; entry date is the caller's "today" (not the database's time zone). */
export async function insertAllergy(db: DbOrTx, patient: ReachablePatient, entryDate: string, values: AllergyWrite): Promise<number> {
  const [row] = await db
    .insert(allergies)
    .values({ ...values, patientId: patient.id, entryDate })
    .returning({ id: allergies.id });
  return row.id;
}

/** Updates within the patient only; answers whether a row was changed. */
export async function updateAllergy(
  db: DbOrTx,
  patient: ReachablePatient,
  allergyId: number,
  values: AllergyWrite & { confirmed: boolean },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(allergies)
    .set({ ...values, updatedAt: now })
    .where(and(eq(allergies.patientId, patient.id), eq(allergies.id, allergyId)))
    .returning({ id: allergies.id });
  return rows.length > 0;
}

export async function deleteAllergy(db: DbOrTx, patient: ReachablePatient, allergyId: number): Promise<boolean> {
  const rows = await db
    .delete(allergies)
    .where(and(eq(allergies.patientId, patient.id), eq(allergies.id, allergyId)))
    .returning({ id: allergies.id });
  return rows.length > 0;
}

export interface DictionaryKey {
  dictionary: AllergyDictionaryCode;
  code: string;
}

export interface DictionaryItemRow {
  dictionary: string;
  code: string;
  name: string;
  description: string | null;
  activeSubstance: string | null;
}

/** Several (dictionary, code) pairs in one query; the answer holds those that exist. */
export async function findDictionaryItems(db: DbOrTx, keys: DictionaryKey[]): Promise<DictionaryItemRow[]> {
  if (keys.length === 0) return [];
  const conditions: SQL[] = keys.map((k) => and(eq(dictionaryItems.dictionary, k.dictionary), eq(dictionaryItems.code, k.code))!);
  return db
    .select({
      dictionary: dictionaryItems.dictionary,
      code: dictionaryItems.code,
      name: dictionaryItems.name,
      description: dictionaryItems.description,
      activeSubstance: dictionaryItems.activeSubstance,
    })
    .from(dictionaryItems)
    .where(or(...conditions))
    .orderBy(asc(dictionaryItems.id));
}

/**
 * Items of one dictionary whose lower-cased name or description contains `needle` (already
 * lower-cased by the caller, the Polish way). Runs on the (dictionary, position, name) index, so the
 * scan stops once `limit` items are found in display order.
 */
export async function searchDictionary(db: DbOrTx, dictionary: AllergyDictionaryCode, needle: string, limit: number) {
  const filters: SQL[] = [eq(dictionaryItems.dictionary, dictionary)];
  if (needle) filters.push(sql`${dictionaryItems.searchText} like ${`%${escapeLike(needle)}%`}`);
  return db
    .select({
      code: dictionaryItems.code,
      name: dictionaryItems.name,
      description: dictionaryItems.description,
      activeSubstance: dictionaryItems.activeSubstance,
    })
    .from(dictionaryItems)
    .where(and(...filters))
    .orderBy(asc(dictionaryItems.position), asc(dictionaryItems.name))
    .limit(limit);
}

/** The user's % and _ are letters to look for, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
