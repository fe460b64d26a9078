import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { medicalCaseAuthors, medicalCaseAttachmentTypes, medicalCaseStatuses } from '@portal/domain';
import { patients } from '../patients/patients.schema';
import { files } from '../files/files.schema';
import { staffMembers } from '../staff/staff.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/**
 * Medical cases (spec part 2 §3 "Medical case", issue 32): a patient's problem in which her
 * teleconsultations are held, with notes (hers and the clinician's) and file attachments. A note or an
 * attachment given to a teleconsultation names it in `consultation_id` (no foreign key: the
 * teleconsultations table is the teleconsultation module's, which stands on this one).
 */
export const medicalCases = pgTable(
  'medical_cases',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** At most 200 characters (domain MEDICAL_CASE_TITLE_MAX). */
    title: text('title').notNull(),
    /** At most 2000 characters. */
    description: text('description'),
    /** The service the case was opened for (its name as it was). */
    serviceName: text('service_name'),
    status: text('status', { enum: medicalCaseStatuses }).notNull().default('OPEN'),
    createdAt: createdAt(),
    /** The account that opened it (null: opened in the clinic or by the seed). */
    createdByAccountId: integer('created_by_account_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  // The list: a patient's cases in a window of their creation, newest first.
  (t) => [index('medical_cases_patient_id_created_at_id_idx').on(t.patientId, t.createdAt.desc(), t.id.desc())],
);
export type MedicalCaseRow = typeof medicalCases.$inferSelect;

export const medicalCaseNotes = pgTable(
  'medical_case_notes',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => medicalCases.id, { onDelete: 'restrict' }),
    /** The teleconsultation the note was written for (its description, or the clinician's note), or null. */
    consultationId: integer('consultation_id'),
    /** At most 2000 characters. */
    text: text('text').notNull(),
    author: text('author', { enum: medicalCaseAuthors }).notNull(),
    /** The patient's side: the account that wrote it (only it may change it). */
    accountId: integer('account_id'),
    /** The clinician's side: the staff member who wrote it. */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A case's notes in order of writing.
  (t) => [index('medical_case_notes_case_id_created_at_id_idx').on(t.caseId, t.createdAt, t.id)],
);
export type MedicalCaseNoteRow = typeof medicalCaseNotes.$inferSelect;

export const medicalCaseAttachments = pgTable(
  'medical_case_attachments',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => medicalCases.id, { onDelete: 'restrict' }),
    /** The teleconsultation it was given to, or null (then the patient may still remove it). */
    consultationId: integer('consultation_id'),
    /** The bytes (files module); null once removed (the file and its bytes are deleted then). */
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** Spec §3: F a file (the chat record and the audio come from the telehealth archive). */
    attachmentType: text('attachment_type', { enum: medicalCaseAttachmentTypes }).notNull().default('F'),
    createdAt: createdAt(),
    uploadedBy: text('uploaded_by', { enum: medicalCaseAuthors }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  // A case's attachments in order of adding.
  (t) => [index('medical_case_attachments_case_id_created_at_id_idx').on(t.caseId, t.createdAt, t.id)],
);
export type MedicalCaseAttachmentRow = typeof medicalCaseAttachments.$inferSelect;

/** Cases follow their patient's record; a note follows its writer's account across a merge (only that account may change it). */
export const medicalCasesOwnership = owned([
  { column: medicalCases.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: medicalCaseNotes.accountId, owner: 'account', onMerge: { do: 'move' } },
]);
