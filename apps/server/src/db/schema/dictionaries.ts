import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './_helpers';

/**
 * Items of the portal's dictionaries, one code once per dictionary: the allergy dictionaries now
 * (RODZAJ_ALERGII, ALERG_LEK, ALERG_POKARM, ALERG_INNE, ALERG_NASILENIE); catalogues, specialties and
 * measurement types join them.
 */
export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    id: id(),
    dictionary: text('dictionary').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** ALERG_LEK products: their active substances ("lidokaina + prylokaina"); null for a plain substance. */
    activeSubstance: text('active_substance'),
    /** Lower-cased name and description, for search as you type. */
    searchText: text('search_text').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('dictionary_items_dictionary_code_idx').on(t.dictionary, t.code),
    index('dictionary_items_dictionary_position_name_idx').on(t.dictionary, t.position, t.name),
  ],
);
