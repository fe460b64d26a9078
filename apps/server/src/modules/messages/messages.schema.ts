import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { files } from '../files/files.schema';
import { patients } from '../patients/patients.schema';
import { staffMembers } from '../staff/staff.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/*
 * Messages (module messages) between patients' accounts and the clinic: its staff members and its
 * mailboxes (a shared inbox such as "Rejestracja" whose members read and answer together). A message
 * belongs to accounts, not to patients: its sender and each recipient see it, nobody else; `patient_id`
 * only says whom it concerns. Title and content are plain text, stored as given.
 */

/** Categories of messages (the spec's `category {code, name, description}`), kept by the administrator. */
export const messageCategories = pgTable('message_categories', {
  /** Travels in messages and never changes; M is "Wiadomość". */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** The name and description in English and Ukrainian, where the clinic has given them (domain `configuredName`). */
  nameEn: text('name_en'),
  nameUk: text('name_uk'),
  description: text('description'),
  descriptionEn: text('description_en'),
  descriptionUk: text('description_uk'),
  /** An inactive category is not offered for new messages; messages already in it keep it. */
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A shared inbox of the clinic; patients may write to it when `accepts_patient_messages`. `name` is the
 * Polish name (unique whatever the letter case); `name_en`/`name_uk` its English and Ukrainian names,
 * and `description_en`/`description_uk` those of its (Polish) `description`, where the clinic has given
 * them (domain `configuredName`).
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: id(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    nameUk: text('name_uk'),
    description: text('description'),
    descriptionEn: text('description_en'),
    descriptionUk: text('description_uk'),
    acceptsPatientMessages: boolean('accepts_patient_messages').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('mailboxes_name_idx').on(sql`lower(${t.name})`)],
);

/** Who reads and answers a mailbox. */
export const mailboxMembers = pgTable(
  'mailbox_members',
  {
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    staffMemberId: integer('staff_member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.mailboxId, t.staffMemberId] }), index('mailbox_members_staff_member_id_idx').on(t.staffMemberId)],
);

/**
 * A message. Its sender is a patient's account, a staff member (herself, or on behalf of a mailbox:
 * `sender_mailbox_id`), or the clinic itself (a message the portal sent; no sender column set).
 * `thread_id` is the first message of its thread (null for that first message itself).
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    threadId: integer('thread_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    inResponseTo: integer('in_response_to').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    senderAccountId: integer('sender_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    senderStaffId: integer('sender_staff_id').references(() => staffMembers.id, { onDelete: 'restrict' }),
    senderMailboxId: integer('sender_mailbox_id').references(() => mailboxes.id, { onDelete: 'restrict' }),
    /** The sender's name as shown when it was sent (an account's owner, a member, a mailbox, the clinic). */
    senderName: text('sender_name').notNull(),
    /** The patient it concerns. */
    patientId: integer('patient_id').references(() => patients.id, { onDelete: 'restrict' }),
    categoryCode: text('category_code')
      .notNull()
      .references(() => messageCategories.code, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The patient must confirm reading it before going on (part 2 §4 "Messages to confirm"). */
    mustConfirm: boolean('must_confirm').notNull().default(false),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_sender_account_id_created_at_id_idx').on(t.senderAccountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('messages_sender_staff_id_created_at_id_idx').on(t.senderStaffId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('messages_sender_mailbox_id_created_at_id_idx').on(t.senderMailboxId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('messages_patient_id_created_at_id_idx').on(t.patientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('messages_thread_id_idx').on(t.threadId),
    index('messages_in_response_to_idx').on(t.inResponseTo),
    index('messages_category_code_idx').on(t.categoryCode),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/**
 * One recipient of a message: an account, a staff member or a mailbox (exactly one). `created_at` and
 * `title` are the message's, copied so that an inbox — filtered by title or not — is one range of one
 * index in its order, never a join per row to the wide messages table.
 */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: id(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    staffMemberId: integer('staff_member_id').references(() => staffMembers.id, { onDelete: 'restrict' }),
    mailboxId: integer('mailbox_id').references(() => mailboxes.id, { onDelete: 'restrict' }),
    /** The recipient's name as shown when it was sent. */
    recipientName: text('recipient_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The message's title, copied (and kept on edit) so that an inbox's title filter reads this table's index alone. */
    title: text('title').notNull(),
    /** Set once, when the recipient (for a mailbox: any of its members) first read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The member who read a mailbox's (or her own) copy. */
    readByStaffId: integer('read_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('message_recipients_account_id_created_at_message_id_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.messageId.desc().nullsFirst(), t.title),
    index('message_recipients_staff_member_id_created_at_message_id_idx').on(t.staffMemberId, t.createdAt.desc().nullsFirst(), t.messageId.desc().nullsFirst(), t.title),
    index('message_recipients_mailbox_id_created_at_message_id_idx').on(t.mailboxId, t.createdAt.desc().nullsFirst(), t.messageId.desc().nullsFirst(), t.title),
    index('message_recipients_message_id_idx').on(t.messageId),
    index('message_recipients_read_by_staff_id_idx').on(t.readByStaffId),
    // The unread counts (menu, live channel, dashboard) read only the unread rows.
    index('message_recipients_account_unread_idx').on(t.accountId).where(sql`${t.readAt} is null`),
    index('message_recipients_staff_unread_idx').on(t.staffMemberId).where(sql`${t.readAt} is null`),
    index('message_recipients_mailbox_unread_idx').on(t.mailboxId).where(sql`${t.readAt} is null`),
    check(
      'message_recipients_one_recipient',
      sql`num_nonnulls(${t.accountId}, ${t.staffMemberId}, ${t.mailboxId}) = 1`,
    ),
  ],
);
export type MessageRecipientRow = typeof messageRecipients.$inferSelect;

/** The files of a message (module files keeps the bytes and the metadata); a file belongs to one message. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), uniqueIndex('message_attachments_file_id_idx').on(t.fileId)],
);

/**
 * Messages follow the accounts that sent and received them and the record they concern (a merge of
 * two accounts of one person keeps the correspondence of both).
 */
export const messagesOwnership = owned([
  { column: messages.senderAccountId, owner: 'account', onMerge: { do: 'move' } },
  { column: messages.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: messageRecipients.accountId, owner: 'account', onMerge: { do: 'move' } },
]);
