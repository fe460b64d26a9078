import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { patients } from './patients';
import { createdAt, id, updatedAt } from './_helpers';

export const allergies = pgTable(
  'allergies',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    typeCode: text('type_code').notNull(),
    /**
     * Names of the type and severity as recorded, copied from the dictionaries on every save: the
     * record keeps reading as it was entered, and the list is one indexed query with no joins.
     */
    typeName: text('type_name').notNull(),
    code: text('code'),
    name: text('name').notNull(),
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    entryDate: date('entry_date', { mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
    isActive: boolean('is_active').notNull(),
    cured: boolean('cured').notNull(),
    isNotAllergic: boolean('is_not_allergic').notNull().default(false),
    confirmed: boolean('confirmed').notNull().default(false),
    description: text('description'),
    severityCode: text('severity_code'),
    severityName: text('severity_name'),
    categories: text('categories').array().notNull(),
    modUser: text('mod_user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('allergies_patient_id_id_idx').on(t.patientId, t.id)],
);
export type AllergyRow = typeof allergies.$inferSelect;

/** Items of the allergy dictionaries (RODZAJ_ALERGII, ALERG_LEK, ALERG_POKARM, ALERG_INNE, ALERG_NASILENIE). */
export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    id: id(),
    dictionary: text('dictionary').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Lower-cased name and description, for search as you type. */
    searchText: text('search_text').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('dictionary_items_dictionary_code_idx').on(t.dictionary, t.code),
    index('dictionary_items_dictionary_position_name_idx').on(t.dictionary, t.position, t.name),
  ],
);
