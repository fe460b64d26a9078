import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from '../files/files.schema';
import { practitioners, services, units } from '../organisation/organisation.schema';
import { patients } from '../patients/patients.schema';
import { staffMembers } from '../staff/staff.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/*
 * The medical record (module medical-record): visits (encounters) with their diagnoses, clinical
 * documents with notes, and the waiting list. A visit is the patient's to see once the clinic closes
 * it (`published_at`), a document once published; the lists read only published rows, through
 * partial indexes in their order. Clinical rows are never cascaded away with a patient (RESTRICT).
 */

export const encounters = pgTable(
  'encounters',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    /** Code of the SPECJALNOSCI dictionary: the unit speciality the visit was of. */
    speciality: text('speciality').notNull(),
    practitionerId: integer('practitioner_id').references(() => practitioners.id, { onDelete: 'restrict' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'restrict' }),
    /** The care episode (visits of one treatment share it), e.g. "EP-2026-000123". */
    careId: text('care_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    status: text('status', { enum: ['OPEN', 'CLOSED'] })
      .notNull()
      .default('OPEN'),
    recommendations: text('recommendations'),
    /** Who last wrote the recommendations (the member, her name as it was) and when. */
    recommendationsByStaffId: integer('recommendations_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    recommendationsByName: text('recommendations_by_name'),
    recommendationsAt: timestamp('recommendations_at', { withTimezone: true }),
    /** The booking the visit came from (the bookings module links it), as `{system}/{id}`. */
    bookingRef: text('booking_ref'),
    /** When the patient could first see it: the close. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdByStaffId: integer('created_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('encounters_patient_id_start_time_id_idx').on(t.patientId, t.startTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('encounters_published_patient_id_start_time_id_idx')
      .on(t.patientId, t.startTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.publishedAt} is not null`),
    index('encounters_patient_id_care_id_idx').on(t.patientId, t.careId),
    index('encounters_unit_id_idx').on(t.unitId),
    index('encounters_practitioner_id_idx').on(t.practitionerId),
    index('encounters_service_id_idx').on(t.serviceId),
    index('encounters_created_by_staff_id_idx').on(t.createdByStaffId),
    index('encounters_recommendations_by_staff_id_idx').on(t.recommendationsByStaffId),
    uniqueIndex('encounters_booking_ref_idx').on(t.bookingRef),
  ],
);
export type EncounterRow = typeof encounters.$inferSelect;

export const encounterDiagnoses = pgTable(
  'encounter_diagnoses',
  {
    id: id(),
    encounterId: integer('encounter_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    /** ICD-10 (J06.9). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    primary: boolean('primary').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Who wrote the diagnosis (the member, her name as it was) and when; null for rows older than the record of authors. */
    writtenByStaffId: integer('written_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    writtenByName: text('written_by_name'),
    writtenAt: timestamp('written_at', { withTimezone: true }),
  },
  (t) => [index('encounter_diagnoses_encounter_id_position_idx').on(t.encounterId, t.position), index('encounter_diagnoses_written_by_staff_id_idx').on(t.writtenByStaffId)],
);

/** The dictionary of document types (visit card, referral, certificate...), seeded by the migration. */
export const clinicalDocumentTypes = pgTable('clinical_document_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** The name in English and Ukrainian, where the clinic has given them (domain `configuredName`). */
  nameEn: text('name_en'),
  nameUk: text('name_uk'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const clinicalDocuments = pgTable(
  'clinical_documents',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** The document's number, unique: the `contextId` of a notice about it (DOC-2026-000417). */
    contextId: text('context_id').notNull(),
    typeCode: text('type_code')
      .notNull()
      .references(() => clinicalDocumentTypes.code, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    encounterId: integer('encounter_id').references(() => encounters.id, { onDelete: 'restrict' }),
    documentDate: timestamp('document_date', { withTimezone: true }).notNull(),
    authorName: text('author_name').notNull(),
    authorStaffId: integer('author_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The text written in the console (rendered to the PDF); null for an uploaded document. */
    body: text('body'),
    /** The rendered or uploaded PDF (module files, use CLINICAL_DOCUMENT). */
    contentFileId: integer('content_file_id').references(() => files.id, { onDelete: 'restrict' }),
    /** The archive: the HL7 CDA XML (`CDA`) or the uploaded original (`ORIGINAL`). */
    archiveFileId: integer('archive_file_id').references(() => files.id, { onDelete: 'restrict' }),
    archiveKind: text('archive_kind', { enum: ['CDA', 'ORIGINAL'] }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Who published it to the patient (the member, her name as it was); null for the lab's, the seed's and older rows. */
    publishedByStaffId: integer('published_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    publishedByName: text('published_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clinical_documents_context_id_idx').on(t.contextId),
    index('clinical_documents_patient_id_document_date_id_idx').on(t.patientId, t.documentDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('clinical_documents_published_patient_id_document_date_id_idx')
      .on(t.patientId, t.documentDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.publishedAt} is not null`),
    index('clinical_documents_published_patient_type_date_idx')
      .on(t.patientId, t.typeCode, t.documentDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.publishedAt} is not null`),
    index('clinical_documents_encounter_id_idx').on(t.encounterId),
    index('clinical_documents_type_code_idx').on(t.typeCode),
    index('clinical_documents_author_staff_id_idx').on(t.authorStaffId),
    index('clinical_documents_published_by_staff_id_idx').on(t.publishedByStaffId),
    index('clinical_documents_content_file_id_idx').on(t.contentFileId),
    index('clinical_documents_archive_file_id_idx').on(t.archiveFileId),
  ],
);
export type ClinicalDocumentRow = typeof clinicalDocuments.$inferSelect;

/** Notes the clinic adds to a document for the patient. */
export const documentNotes = pgTable(
  'document_notes',
  {
    id: id(),
    documentId: integer('document_id')
      .notNull()
      .references(() => clinicalDocuments.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    authorStaffId: integer('author_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_notes_document_id_created_at_idx').on(t.documentId, t.createdAt), index('document_notes_author_staff_id_idx').on(t.authorStaffId)],
);

/** A place on the waiting list for a service (the NFZ queue): category of urgency, planned date, position. */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    category: text('category', { enum: ['STABLE', 'URGENT'] }).notNull(),
    registeredAt: date('registered_at').notNull(),
    plannedDate: date('planned_date'),
    position: integer('position'),
    status: text('status', { enum: ['WAITING', 'SCHEDULED', 'REMOVED'] })
      .notNull()
      .default('WAITING'),
    /** Who placed the patient on the list (the member, her name as it was) — the time is `created_at`. */
    createdByStaffId: integer('created_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    /** Who last changed the place (category, date, position, state) and when; null until changed. */
    changedByStaffId: integer('changed_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name'),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The patient's list filters by the planned day (or the registration day while none is planned).
    index('waiting_list_entries_patient_id_day_id_idx').on(t.patientId, sql`coalesce(${t.plannedDate}, ${t.registeredAt})`, t.id),
    index('waiting_list_entries_service_id_idx').on(t.serviceId),
    index('waiting_list_entries_unit_id_idx').on(t.unitId),
    index('waiting_list_entries_created_by_staff_id_idx').on(t.createdByStaffId),
    index('waiting_list_entries_changed_by_staff_id_idx').on(t.changedByStaffId),
  ],
);

/** A patient's record merged into another keeps every visit, document and place in the queue. */
export const medicalRecordOwnership = owned([
  { column: encounters.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: clinicalDocuments.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: waitingListEntries.patientId, owner: 'patient', onMerge: { do: 'move' } },
]);
