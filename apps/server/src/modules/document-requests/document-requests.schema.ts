import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { clinicalDocuments, encounters } from '../medical-record/medical-record.schema';
import { files } from '../files/files.schema';
import { patients } from '../patients/patients.schema';
import { staffMembers } from '../staff/staff.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/*
 * Requests for copies of medical documentation (module document-requests, spec part 1 §5, §7): the
 * documents asked for, how the patient receives the copies (download in the portal, in person, by
 * post to an address), and the copies the clinic attaches when it completes the request.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** The account that asked (the patient's own or a guardian's). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    encounterId: integer('encounter_id').references(() => encounters.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    deliveryMethod: text('delivery_method', { enum: ['PORTAL', 'IN_PERSON', 'POST'] }).notNull(),
    street: text('street'),
    houseNumber: text('house_number'),
    apartmentNumber: text('apartment_number'),
    postalCode: text('postal_code'),
    city: text('city'),
    status: text('status', { enum: ['REGISTERED', 'IN_PROGRESS', 'COMPLETED', 'REJECTED'] })
      .notNull()
      .default('REGISTERED'),
    clinicComment: text('clinic_comment'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Who last decided on the request (the member, her name as it was) — the time of a decision is `completed_at`. */
    handledByStaffId: integer('handled_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    handledByName: text('handled_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('document_requests_patient_id_registered_at_id_idx').on(t.patientId, t.registeredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('document_requests_account_id_idx').on(t.accountId),
    index('document_requests_encounter_id_idx').on(t.encounterId),
    index('document_requests_handled_by_staff_id_idx').on(t.handledByStaffId),
    // The clinic's queue: the open ones, oldest first.
    index('document_requests_open_registered_at_id_idx')
      .on(t.registeredAt, t.id)
      .where(sql`${t.status} in ('REGISTERED', 'IN_PROGRESS')`),
    index('document_requests_status_registered_at_id_idx').on(t.status, t.registeredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
export type DocumentRequestRow = typeof documentRequests.$inferSelect;

export const documentRequestDocuments = pgTable(
  'document_request_documents',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => clinicalDocuments.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.documentId] }), index('document_request_documents_document_id_idx').on(t.documentId)],
);

/** The copies the clinic attached (module files, use DOCUMENT_REQUEST_COPY, owned by the patient). */
export const documentRequestAttachments = pgTable(
  'document_request_attachments',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.fileId] }), uniqueIndex('document_request_attachments_file_id_idx').on(t.fileId)],
);

export const documentRequestsOwnership = owned([
  { column: documentRequests.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: documentRequests.accountId, owner: 'account', onMerge: { do: 'move' } },
]);
