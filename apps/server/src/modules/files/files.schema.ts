import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { patients } from '../patients/patients.schema';
import { staffMembers } from '../staff/staff.schema';
import { createdAt, id } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/**
 * Stored files (modules/files). The bytes lie in the storage (integrations/storage), content-addressed
 * by `sha256`, never in the database; a row is one file someone handed in, so identical content
 * handed in twice is two rows and one stored object.
 *
 * A file belongs to a patient (`patient_id`), an account (`account_id`) or a staff member (`staff_member_id`).
 * Until then it is pending:
 * an upload of someone not signed in (a registration's document scans) is bound to a secret the
 * uploader holds (`pending_binding`: its hash), and is claimed by the call that proves it — or
 * deleted after `pending_until` by the sweep job.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    /** What the file is for (contracts `fileUses`), which also says whose limits applied to it. */
    use: text('use').notNull(),
    patientId: integer('patient_id').references(() => patients.id, { onDelete: 'restrict' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    /** A file a clinic staff member handed in (an attachment of her message), owned by no account or patient. */
    staffMemberId: integer('staff_member_id').references(() => staffMembers.id, { onDelete: 'restrict' }),
    /** Who uploaded it, when signed in. */
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Hex SHA-256 of the content: the storage key. */
    sha256: text('sha256').notNull(),
    /** Sniffed from the content. */
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    /** Hash of what the uploader holds (e.g. the registration challenge token); null once claimed. */
    pendingBinding: text('pending_binding'),
    /** A pending file not claimed by then is deleted; null once claimed. */
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_patient_id_use_created_at_id_idx').on(t.patientId, t.use, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('files_account_id_use_created_at_id_idx').on(t.accountId, t.use, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('files_created_by_account_id_idx').on(t.createdByAccountId),
    index('files_staff_member_id_idx').on(t.staffMemberId),
    index('files_pending_binding_idx').on(t.pendingBinding),
    index('files_pending_until_id_idx').on(t.pendingUntil, t.id),
    index('files_sha256_idx').on(t.sha256),
    check(
      'files_owned_or_pending',
      sql`${t.pendingUntil} is not null or ${t.patientId} is not null or ${t.accountId} is not null or ${t.staffMemberId} is not null`,
    ),
  ],
);
export type FileRow = typeof files.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Registration attachments as they were stored before the files module: bytes in the database. Kept
 * only until the files module's start-up step has moved every row into `files` and the storage
 * (modules/files `moveLegacyAttachments`); a later migration drops the table.
 */
export const patientAttachments = pgTable(
  'patient_attachments',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    filename: text('filename').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('patient_attachments_patient_id_idx').on(t.patientId)],
);

/** Files follow their owner; the uploader stays named as it was (an audit fact, like the event log). */
export const filesOwnership = owned([
  { column: files.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: files.accountId, owner: 'account', onMerge: { do: 'move' } },
  { column: files.createdByAccountId, owner: 'account', onMerge: { do: 'keep' } },
  { column: patientAttachments.patientId, owner: 'patient', onMerge: { do: 'move' } },
]);
