import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { mailboxes, messageAttachments, messageCategories, messageRecipients, messages, type MessageRecipientRow, type MessageRow } from '../../../db/schema/index';
import { categoryWordColumns } from './mailboxes-repository';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * The messages' lists (inboxes, outboxes, a patient's correspondence, threads, the messages to confirm):
 * each one range of one index (messages.schema.ts), then a page's recipients and attachments in one
 * query each. Readers' scopes come from messages-repository (`visibleToAccount`, `visibleToStaff`).
 */

/** A category's words as the clinic gave them: Polish, and English and Ukrainian where given (message-views `categoryOf`). */
export interface CategoryWords {
  name: string;
  nameEn: string | null;
  nameUk: string | null;
  description: string | null;
  descriptionEn: string | null;
  descriptionUk: string | null;
}

/** A message as listed: with its category's words and, in an inbox, when this box read it. */
export type ListedMessage = MessageRow & { category: CategoryWords; boxReadAt: Date | null };

export interface MessageFilters {
  from?: Date;
  to?: Date;
  category?: string;
  title?: string;
  sender?: string;
  recipient?: string;
  unreadOnly?: boolean;
}

/** `%value%` for ILIKE, with the value's own % _ and \ taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The sender and recipient filters: part of a party's name as it was sent, or — a mailbox — of its
 * English or Ukrainian name, which readers of those languages see (message-views `mailboxNamesIn`).
 */
const translatedMailboxes = (pattern: string) => sql`(select ${mailboxes.id} from ${mailboxes} where ${mailboxes.nameEn} ilike ${pattern} or ${mailboxes.nameUk} ilike ${pattern})`;
const senderMatches = (value: string): SQL => {
  const pattern = containsPattern(value);
  return sql`(${messages.senderName} ilike ${pattern} or ${messages.senderMailboxId} in ${translatedMailboxes(pattern)})`;
};
const recipientMatches = (value: string): SQL => {
  const pattern = containsPattern(value);
  return sql`exists (select 1 from ${messageRecipients} rr where rr.message_id = ${messages.id} and (rr.recipient_name ilike ${pattern} or rr.mailbox_id in ${translatedMailboxes(pattern)}))`;
};

/* Reading ------------------------------------------------------------------------------------------ */

const listedColumns = {
  message: messages,
  category: categoryWordColumns,
};

const listed = (r: { message: MessageRow; category: CategoryWords; boxReadAt?: Date | null }): ListedMessage => ({ ...r.message, category: r.category, boxReadAt: r.boxReadAt ?? null });

/** The filters on the columns of the table a list reads (an inbox: the recipients' copies of date and title). */
function messageFilters(
  f: MessageFilters,
  createdAt: typeof messages.createdAt | typeof messageRecipients.createdAt,
  title: typeof messages.title | typeof messageRecipients.title,
): SQL | undefined {
  return and(
    f.from ? gte(createdAt, f.from) : undefined,
    f.to ? lte(createdAt, f.to) : undefined,
    f.category ? eq(messages.categoryCode, f.category) : undefined,
    f.title ? sql`${title} ilike ${containsPattern(f.title)}` : undefined,
    f.sender ? senderMatches(f.sender) : undefined,
    f.recipient ? recipientMatches(f.recipient) : undefined,
  );
}

/** Whose inbox: an account's, a member's own, or a mailbox's. */
export type Box = { accountId: number } | { staffMemberId: number } | { mailboxId: number };
const boxCondition = (box: Box): SQL =>
  'accountId' in box
    ? eq(messageRecipients.accountId, box.accountId)
    : 'staffMemberId' in box
      ? eq(messageRecipients.staffMemberId, box.staffMemberId)
      : eq(messageRecipients.mailboxId, box.mailboxId);

/**
 * A page of an inbox, newest first. Without filters on the messages' own columns (category, sender,
 * recipient) the page is cut from one range of the box's recipient index alone — date, title and read
 * state are copied there — and only its rows are joined to the messages; with them, the range is read
 * joined, row by row, until the page is full.
 */
export async function readInbox(db: DbOrTx, box: Box, filters: MessageFilters, limit: number, offset: number): Promise<ListedMessage[]> {
  const own = and(
    boxCondition(box),
    filters.unreadOnly ? isNull(messageRecipients.readAt) : undefined,
    filters.from ? gte(messageRecipients.createdAt, filters.from) : undefined,
    filters.to ? lte(messageRecipients.createdAt, filters.to) : undefined,
    filters.title ? sql`${messageRecipients.title} ilike ${containsPattern(filters.title)}` : undefined,
  );
  const joinedFilters = and(
    filters.category ? eq(messages.categoryCode, filters.category) : undefined,
    filters.sender ? senderMatches(filters.sender) : undefined,
    filters.recipient ? recipientMatches(filters.recipient) : undefined,
  );
  if (!joinedFilters) {
    const page = db
      .select({ messageId: messageRecipients.messageId, createdAt: messageRecipients.createdAt, readAt: messageRecipients.readAt })
      .from(messageRecipients)
      .where(own)
      .orderBy(desc(messageRecipients.createdAt), desc(messageRecipients.messageId))
      .limit(limit)
      .offset(offset)
      .as('page');
    const rows = await db
      .select({ ...listedColumns, boxReadAt: page.readAt })
      .from(page)
      .innerJoin(messages, eq(messages.id, page.messageId))
      .innerJoin(messageCategories, eq(messageCategories.code, messages.categoryCode))
      .orderBy(desc(page.createdAt), desc(page.messageId));
    return rows.map(listed);
  }
  const rows = await db
    .select({ ...listedColumns, boxReadAt: messageRecipients.readAt })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .innerJoin(messageCategories, eq(messageCategories.code, messages.categoryCode))
    .where(and(own, joinedFilters))
    .orderBy(desc(messageRecipients.createdAt), desc(messageRecipients.messageId))
    .limit(limit)
    .offset(offset);
  return rows.map(listed);
}

/** Whose sent messages: an account's, a member's, or about a patient (the patient card). */
export type Sent = { senderAccountId: number } | { senderStaffId: number } | { patientId: CheckedPatientId };
const sentCondition = (sent: Sent): SQL =>
  'senderAccountId' in sent
    ? eq(messages.senderAccountId, sent.senderAccountId)
    : 'senderStaffId' in sent
      ? eq(messages.senderStaffId, sent.senderStaffId)
      : eq(messages.patientId, sent.patientId);

/** A page of messages by their sender (or their patient), newest first: one range of the messages' index. */
export async function readSent(db: DbOrTx, sent: Sent, filters: MessageFilters, limit: number, offset: number): Promise<ListedMessage[]> {
  const rows = await db
    .select(listedColumns)
    .from(messages)
    .innerJoin(messageCategories, eq(messageCategories.code, messages.categoryCode))
    .where(and(sentCondition(sent), messageFilters(filters, messages.createdAt, messages.title)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit)
    .offset(offset);
  return rows.map(listed);
}

/** Messages by id the reader sees, with their categories, oldest first (a thread, the messages to confirm). */
export async function readVisible(db: DbOrTx, where: SQL, visible: SQL, limit = 500): Promise<ListedMessage[]> {
  const rows = await db
    .select(listedColumns)
    .from(messages)
    .innerJoin(messageCategories, eq(messageCategories.code, messages.categoryCode))
    .where(and(where, visible))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(limit);
  return rows.map(listed);
}

export const byId = (id: number): SQL => eq(messages.id, id);

/** The thread of `threadId`: its first message and every message pointing to it. */
export const inThread = (threadId: number): SQL => or(eq(messages.id, threadId), eq(messages.threadId, threadId))!;

/** An account's unread messages that must be confirmed, oldest first. */
export async function readToConfirm(db: DbOrTx, accountId: number): Promise<ListedMessage[]> {
  const rows = await db
    .select({ ...listedColumns, boxReadAt: messageRecipients.readAt })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .innerJoin(messageCategories, eq(messageCategories.code, messages.categoryCode))
    .where(and(eq(messageRecipients.accountId, accountId), isNull(messageRecipients.readAt), eq(messages.mustConfirm, true)))
    .orderBy(asc(messageRecipients.createdAt), asc(messageRecipients.messageId))
    .limit(100);
  return rows.map(listed);
}

export async function recipientsOf(db: DbOrTx, messageIds: readonly number[]): Promise<MessageRecipientRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(messageRecipients)
    .where(inArray(messageRecipients.messageId, [...messageIds]))
    .orderBy(asc(messageRecipients.messageId), asc(messageRecipients.id));
}

export async function attachmentsOf(db: DbOrTx, messageIds: readonly number[]): Promise<Array<{ messageId: number; fileId: number }>> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, [...messageIds]))
    .orderBy(asc(messageAttachments.messageId), asc(messageAttachments.fileId));
}
