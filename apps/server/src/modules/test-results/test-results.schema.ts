import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { encounters } from '../medical-record/medical-record.schema';
import { files } from '../files/files.schema';
import { units } from '../organisation/organisation.schema';
import { patients } from '../patients/patients.schema';
import { staffMembers } from '../staff/staff.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/*
 * Test results (module test-results): orders (a lab panel or an imaging study) with their elementary
 * orders and results, the documents of each, and the DICOM files a patient imports to an imaging order.
 * An order is the patient's to see once published; the list reads only published orders through a
 * partial index in its order.
 */

export const resultOrders = pgTable(
  'result_orders',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    encounterId: integer('encounter_id').references(() => encounters.id, { onDelete: 'restrict' }),
    /** The lab's or the imaging department's number (ZL/2026/000123), unique. */
    orderNumber: text('order_number').notNull(),
    kind: text('kind', { enum: ['LAB', 'IMAGING'] }).notNull(),
    name: text('name').notNull(),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'restrict' }),
    orderedByName: text('ordered_by_name'),
    orderedByStaffId: integer('ordered_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    resultDate: timestamp('result_date', { withTimezone: true }),
    /** Who entered the values (or the report) in the console (the member, her name as it was) and when; null for the lab's own and older rows. */
    resultedByStaffId: integer('resulted_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    resultedByName: text('resulted_by_name'),
    resultedAt: timestamp('resulted_at', { withTimezone: true }),
    status: text('status', { enum: ['ORDERED', 'RESULTED', 'PUBLISHED'] })
      .notNull()
      .default('ORDERED'),
    /** The report or the lab's comment, plain text. */
    description: text('description'),
    /** The order's PDF (rendered at publication or the lab's upload; module files, use RESULT_DOCUMENT). */
    contentFileId: integer('content_file_id').references(() => files.id, { onDelete: 'restrict' }),
    /** Its archive: the HL7 CDA of the result when `edmEnabled`. */
    archiveFileId: integer('archive_file_id').references(() => files.id, { onDelete: 'restrict' }),
    /** The study in the imaging archive (DICOM StudyInstanceUID), once it holds one. */
    studyInstanceUid: text('study_instance_uid'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('result_orders_order_number_idx').on(t.orderNumber),
    index('result_orders_patient_id_ordered_at_id_idx').on(t.patientId, t.orderedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('result_orders_published_patient_id_ordered_at_id_idx')
      .on(t.patientId, t.orderedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.publishedAt} is not null`),
    // The console's queue: results entered and waiting for publication.
    index('result_orders_resulted_idx').on(t.updatedAt).where(sql`${t.status} = 'RESULTED'`),
    index('result_orders_encounter_id_idx').on(t.encounterId),
    index('result_orders_unit_id_idx').on(t.unitId),
    index('result_orders_ordered_by_staff_id_idx').on(t.orderedByStaffId),
    index('result_orders_resulted_by_staff_id_idx').on(t.resultedByStaffId),
    index('result_orders_content_file_id_idx').on(t.contentFileId),
    index('result_orders_archive_file_id_idx').on(t.archiveFileId),
  ],
);
export type ResultOrderRow = typeof resultOrders.$inferSelect;

/** An elementary order and its result (one analyte). `patient_id` is the order's, copied for the trend's index. */
export const resultItems = pgTable(
  'result_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => resultOrders.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** As the lab gave it; null until resulted. */
    value: text('value'),
    /** The value as a number when it is one (the trend and the flag read it). */
    numericValue: doublePrecision('numeric_value'),
    unit: text('unit'),
    referenceLow: doublePrecision('reference_low'),
    referenceHigh: doublePrecision('reference_high'),
    referenceText: text('reference_text'),
    flag: text('flag', { enum: ['L', 'H', 'N'] }),
    method: text('method'),
    resultAt: timestamp('result_at', { withTimezone: true }),
    /** The elementary order's own document, when the lab sent one. */
    contentFileId: integer('content_file_id').references(() => files.id, { onDelete: 'restrict' }),
    archiveFileId: integer('archive_file_id').references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('result_items_order_id_position_idx').on(t.orderId, t.position),
    index('result_items_patient_id_code_result_at_idx').on(t.patientId, t.code, t.resultAt.desc().nullsFirst()),
    index('result_items_content_file_id_idx').on(t.contentFileId),
    index('result_items_archive_file_id_idx').on(t.archiveFileId),
  ],
);
export type ResultItemRow = typeof resultItems.$inferSelect;

/**
 * A DICOM file a patient imports to an imaging order (part 2 §3 "Imaging temp file"): NEW while its
 * upload runs, UPLOADED, READY once checked, then WAITING for or SENT to the imaging archive. The bytes
 * are module files' (use IMAGING_FILE). Names are unique within an order, regardless of case.
 */
export const imagingFiles = pgTable(
  'imaging_files',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => resultOrders.id, { onDelete: 'restrict' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'restrict' }),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['NEW', 'UPLOADED', 'READY', 'WAITING', 'SENT'] })
      .notNull()
      .default('NEW'),
    /** Raised by every change of state (the client's refresh compares it). */
    version: integer('version').notNull().default(1),
    studyInstanceUid: text('study_instance_uid'),
    seriesInstanceUid: text('series_instance_uid'),
    sopInstanceUid: text('sop_instance_uid'),
    uploadedByAccountId: integer('uploaded_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('imaging_files_order_id_name_idx').on(t.orderId, sql`lower(${t.fileName})`),
    index('imaging_files_patient_id_idx').on(t.patientId),
    index('imaging_files_file_id_idx').on(t.fileId),
    index('imaging_files_uploaded_by_account_id_idx').on(t.uploadedByAccountId),
    index('imaging_files_waiting_idx').on(t.updatedAt).where(sql`${t.status} = 'WAITING'`),
  ],
);
export type ImagingFileRow = typeof imagingFiles.$inferSelect;

export const testResultsOwnership = owned([
  { column: resultOrders.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: resultItems.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: imagingFiles.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: imagingFiles.uploadedByAccountId, owner: 'account', onMerge: { do: 'keep' } },
]);
