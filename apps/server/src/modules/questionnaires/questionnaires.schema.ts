import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SectionDefinition } from '@portal/contracts';
import type { TypedAnswer } from '@portal/domain';
import { accounts } from '../accounts/accounts.schema';
import { patients } from '../patients/patients.schema';
import { services, units } from '../organisation/organisation.schema';
import { staffMembers } from '../staff/staff.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/*
 * One questionnaire engine (module questionnaires): the clinic writes questionnaires, each change a new
 * immutable version, and attaches them to services (asked when booking), to visits of a speciality
 * (asked after the visit) and to prevention programmes; patients' answers (fulfilments) point at the
 * version they answered, so a later change never alters what was given.
 */

/** A questionnaire: what stays the same across its versions. */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: id(),
    /** The version patients are asked now (the newest). */
    currentVersionId: integer('current_version_id'),
    /** A switched-off questionnaire is asked nowhere; the answers already given stay readable. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('questionnaires_updated_at_id_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** One version of a questionnaire: its title, deadline and sections with their questions, never changed. */
export const questionnaireVersions = pgTable(
  'questionnaire_versions',
  {
    id: id(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** Days after the visit the questionnaire may be filled in; null: no deadline. */
    deadlineDays: integer('deadline_days'),
    sections: jsonb('sections').$type<SectionDefinition[]>().notNull(),
    questionCount: integer('question_count').notNull(),
    createdByStaffId: integer('created_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('questionnaire_versions_questionnaire_id_version_idx').on(t.questionnaireId, t.version)],
);

/** Services whose booking asks a questionnaire (one questionnaire per service). */
export const questionnaireServices = pgTable(
  'questionnaire_services',
  {
    serviceId: integer('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
  },
  (t) => [index('questionnaire_services_questionnaire_id_idx').on(t.questionnaireId)],
);

/**
 * Visits of a speciality ask a questionnaire afterwards: in one unit, or in every unit (unit null);
 * a unit's own assignment wins over the every-unit one.
 */
export const questionnaireSpecialities = pgTable(
  'questionnaire_specialities',
  {
    id: id(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    speciality: text('speciality').notNull(),
  },
  (t) => [
    uniqueIndex('questionnaire_specialities_unit_speciality_idx').on(sql`coalesce(${t.unitId}, 0)`, t.speciality),
    index('questionnaire_specialities_questionnaire_id_idx').on(t.questionnaireId),
  ],
);

/** A prevention programme: whom it is for and the questionnaire its invited patients fill in. */
export const programs = pgTable(
  'programs',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'restrict' }),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    gender: text('gender', { enum: ['ANY', 'FEMALE', 'MALE'] })
      .notNull()
      .default('ANY'),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('programs_name_id_idx').on(t.name, t.id)],
);

/** Who was invited to a programme, to which account the invitation went, and when (one per patient). */
export const programInvitations = pgTable(
  'program_invitations',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    invitedByStaffId: integer('invited_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.patientId] }), index('program_invitations_patient_id_idx').on(t.patientId)],
);

/**
 * A patient's answers to one questionnaire version, for one subject: a booking, a visit (encounter) or
 * a programme, named by kind, system and id as the spec's paths name them. One fulfilment per subject
 * and patient; the answers are typed by format (domain `TypedAnswer`).
 */
export const questionnaireFulfillments = pgTable(
  'questionnaire_fulfillments',
  {
    id: id(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'restrict' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => questionnaireVersions.id, { onDelete: 'restrict' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** The account that gave the answers (the patient's own or a guardian's). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    subjectKind: text('subject_kind', { enum: ['BOOKING', 'ENCOUNTER', 'PROGRAM'] }).notNull(),
    subjectSystem: text('subject_system').notNull(),
    subjectId: text('subject_id').notNull(),
    answers: jsonb('answers').$type<TypedAnswer[]>().notNull(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('questionnaire_fulfillments_subject_patient_idx').on(t.subjectKind, t.subjectSystem, t.subjectId, t.patientId),
    // The clinic's answers of a questionnaire, newest first; a patient's answers, newest first.
    index('questionnaire_fulfillments_questionnaire_id_fulfilled_at_idx').on(t.questionnaireId, t.fulfilledAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('questionnaire_fulfillments_patient_id_fulfilled_at_idx').on(t.patientId, t.fulfilledAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const questionnairesOwnership = owned([
  { column: questionnaireFulfillments.patientId, owner: 'patient', onMerge: { do: 'move', unlessSame: [questionnaireFulfillments.subjectKind, questionnaireFulfillments.subjectSystem, questionnaireFulfillments.subjectId] } },
  { column: questionnaireFulfillments.accountId, owner: 'account', onMerge: { do: 'move' } },
  { column: programInvitations.patientId, owner: 'patient', onMerge: { do: 'move', unlessSame: [programInvitations.programId] } },
  { column: programInvitations.accountId, owner: 'account', onMerge: { do: 'move' } },
]);
