import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { practitioners, units } from '../organisation/organisation.schema';
import { patients } from '../patients/patients.schema';
import { staffMembers } from '../staff/staff.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/*
 * Declarations of choice of a primary-care (POZ) GP, nurse or midwife (module declarations, spec part 2
 * §3–§5, §7, §9; issue 30). One active (REGISTERED or SUBMITTED) declaration per patient and type: the
 * service keeps it, withdrawing the old one in the transaction that registers the new one, under a lock
 * of the patient's row. The clinic decides on a submitted one (accepts or rejects); an accepted one is
 * exported to the NFZ (stateExport A: exported, N: not yet — issue 30).
 */
export const declarations = pgTable(
  'declarations',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** The account that filed it (the patient's own or a guardian's); null when the clinic registered it. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['GP', 'NURSE', 'MIDWIFE'] }).notNull(),
    state: text('state', { enum: ['REGISTERED', 'SUBMITTED', 'CANCELED'] }).notNull(),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    registrationDate: timestamp('registration_date', { withTimezone: true }).notNull(),
    dateOfSubmission: timestamp('date_of_submission', { withTimezone: true }),
    healthcareProviderChoiceOrderNumber: integer('provider_choice_order_number'),
    healthcareProviderChoiceOrderReasonCode: integer('provider_choice_reason_code'),
    healthcareProviderChoiceOtherReason: text('provider_choice_other_reason'),
    practitionerChoiceOrderNumber: integer('practitioner_choice_order_number'),
    practitionerChoiceOrderReasonCode: integer('practitioner_choice_reason_code'),
    practitionerChoiceOtherReason: text('practitioner_choice_other_reason'),
    /** The clinic's decision on it, with who decided and when (the name as it was). */
    decision: text('decision', { enum: ['PENDING', 'ACCEPTED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    /** When and why it stopped being active (withdrawn by the patient or the clinic, replaced, rejected). */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    canceledByStaffId: integer('canceled_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    canceledByName: text('canceled_by_name'),
    /** N: not exported to the NFZ yet, A: exported (`exportedAt`). */
    stateExport: text('state_export', { enum: ['N', 'A'] })
      .notNull()
      .default('N'),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    /** The clinic system's copy (POST /mpi/poz-declarations/addId): its system and id. */
    system: text('system').notNull().default('PORTAL'),
    systemId: text('system_id'),
    /**
     * The patient's, practitioner's and unit's data as they were at registration (the NFZ form's and the
     * clinic system's flat copy, part 2 §3): names, birth date, gender, PESEL, address, insurer code.
     */
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('declarations_patient_id_registration_date_id_idx').on(t.patientId, t.registrationDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('declarations_patient_id_type_active_idx')
      .on(t.patientId, t.type)
      .where(sql`${t.state} <> 'CANCELED'`),
    // Each practitioner's list: the active declarations of a type.
    index('declarations_practitioner_id_type_active_idx')
      .on(t.practitionerId, t.type)
      .where(sql`${t.state} <> 'CANCELED'`),
    index('declarations_unit_id_idx').on(t.unitId),
    index('declarations_account_id_idx').on(t.accountId),
    index('declarations_decided_by_staff_id_idx').on(t.decidedByStaffId),
    index('declarations_canceled_by_staff_id_idx').on(t.canceledByStaffId),
    // The clinic's queue and register, newest first, and the NFZ export.
    index('declarations_decision_registration_date_id_idx').on(t.decision, t.registrationDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('declarations_registration_date_id_idx').on(t.registrationDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('declarations_export_idx')
      .on(t.stateExport, t.id)
      .where(sql`${t.decision} = 'ACCEPTED' and ${t.state} <> 'CANCELED'`),
    uniqueIndex('declarations_system_system_id_idx').on(t.system, t.systemId),
  ],
);
export type DeclarationRow = typeof declarations.$inferSelect;

/** Each POZ practitioner's list limit per declaration type (none: no limit). */
export const declarationListLimits = pgTable(
  'declaration_list_limits',
  {
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['GP', 'NURSE', 'MIDWIFE'] }).notNull(),
    listLimit: integer('list_limit').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.practitionerId, t.type] })],
);

/**
 * What the NFZ form needs of a patient beyond the record (GET/PUT …/patients/{id}/declaration-data): the
 * NFZ branch and the address as the patient gave them for declarations, the apartment number included
 * (the record keeps none). Before any is saved the record's address and its insurer's branch stand. The
 * newest row of a patient is hers (two records of one person folded keep both rows; the newer wins).
 */
export const declarationPatientData = pgTable(
  'declaration_patient_data',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** The account that saved it (the patient's own or a guardian's). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The NFZ branch (oddział wojewódzki), 01–16. */
    insurerCode: text('insurer_code').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    apartmentNumber: text('apartment_number'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('declaration_patient_data_patient_id_updated_at_id_idx').on(t.patientId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()), index('declaration_patient_data_account_id_idx').on(t.accountId)],
);

export const declarationsOwnership = owned([
  { column: declarations.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: declarations.accountId, owner: 'account', onMerge: { do: 'move' } },
  { column: declarationPatientData.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: declarationPatientData.accountId, owner: 'account', onMerge: { do: 'move' } },
]);
