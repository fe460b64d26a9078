import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { patients } from '../patients/patients.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

export const allergies = pgTable(
  'allergies',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
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
    /** A medication the patient typed because the dictionary has none such (stored without a code). */
    enteredByPatient: boolean('entered_by_patient').notNull().default(false),
    /** The active substances of a dictionary medication as recorded, for the duplicate check. */
    activeSubstance: text('active_substance'),
    modUser: text('mod_user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The list's order (entry date, then id, newest first) within a patient: scope, sort, id.
  (t) => [index('allergies_patient_id_entry_date_id_idx').on(t.patientId, t.entryDate.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
export type AllergyRow = typeof allergies.$inferSelect;

/** Allergies follow their patient's record. */
export const allergiesOwnership = owned([{ column: allergies.patientId, owner: 'patient', onMerge: { do: 'move' } }]);
