import type { InterfaceLanguage } from '@portal/contracts';
import { and, asc, count, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from './message-lists-repository';
import {
  mailboxes,
  mailboxMembers,
  messageAttachments,
  messageCategories,
  messageRecipients,
  messages,
  type MessageRow,
} from '../../../db/schema/index';

/*
 * The messages' tables. Every read of a message is scoped by its reader: an account (`visibleToAccount`)
 * or a staff member (`visibleToStaff`); lists follow one index range each (messages.schema.ts):
 * an inbox `message_recipients (<recipient>, created_at desc, message_id desc)`, an outbox
 * `messages (<sender>, created_at desc, id desc)`, a patient's correspondence `messages (patient_id, ...)`.
 * A page's recipients and attachments are then one query each.
 */

export type MailboxRow = typeof mailboxes.$inferSelect;
export type CategoryRow = typeof messageCategories.$inferSelect;

/* Who sees a message ------------------------------------------------------------------------------- */

/** The mailboxes a member belongs to, as a subquery. */
const mailboxesOfStaff = (staffId: number) => sql`(select ${mailboxMembers.mailboxId} from ${mailboxMembers} where ${mailboxMembers.staffMemberId} = ${staffId})`;

/** An account sees a message it sent or one it received. */
export const visibleToAccount = (accountId: number): SQL =>
  sql`(${messages.senderAccountId} = ${accountId} or exists (select 1 from ${messageRecipients} r where r.message_id = ${messages.id} and r.account_id = ${accountId}))`;

/**
 * A member sees what she sent (herself or on behalf of a mailbox of hers), what came to her, and what
 * came to a mailbox of hers.
 */
export const visibleToStaff = (staffId: number): SQL =>
  sql`(${messages.senderStaffId} = ${staffId} or ${messages.senderMailboxId} in ${mailboxesOfStaff(staffId)}
      or exists (select 1 from ${messageRecipients} r where r.message_id = ${messages.id}
                   and (r.staff_member_id = ${staffId} or r.mailbox_id in ${mailboxesOfStaff(staffId)})))`;

/** A message by id, whoever reads it (the notice job, after the sending transaction checked everything). */
export async function findMessage(db: DbOrTx, id: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row ?? null;
}

export async function findVisibleMessage(db: DbOrTx, id: number, visible: SQL, opts: { lock?: boolean } = {}): Promise<MessageRow | null> {
  const query = db.select().from(messages).where(and(eq(messages.id, id), visible));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/* Categories and mailboxes ------------------------------------------------------------------------- */

export async function listActiveCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db.select().from(messageCategories).where(eq(messageCategories.active, true)).orderBy(asc(messageCategories.sortOrder), asc(messageCategories.code));
}

export async function findCategory(db: DbOrTx, code: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(messageCategories).where(eq(messageCategories.code, code));
  return row ?? null;
}

/**
 * A mailbox's name as a reader of `language` sees it, in SQL (domain `configuredName`: hers, else
 * English, else Polish), by which lists of mailboxes are ordered.
 */
export function mailboxNameIn(language: InterfaceLanguage): SQL {
  const given = (column: PgColumn) => sql`nullif(btrim(${column}), '')`;
  if (language === 'pl') return sql`${mailboxes.name}`;
  if (language === 'en') return sql`coalesce(${given(mailboxes.nameEn)}, ${mailboxes.name})`;
  return sql`coalesce(${given(mailboxes.nameUk)}, ${given(mailboxes.nameEn)}, ${mailboxes.name})`;
}

export async function findMailboxes(db: DbOrTx, ids: readonly number[]): Promise<MailboxRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(mailboxes).where(inArray(mailboxes.id, [...ids]));
}

/** The mailboxes a member belongs to (active or not), by name (in `language`). */
export async function mailboxesOf(db: DbOrTx, staffId: number, language: InterfaceLanguage): Promise<MailboxRow[]> {
  return db
    .select({ mailbox: mailboxes })
    .from(mailboxMembers)
    .innerJoin(mailboxes, eq(mailboxes.id, mailboxMembers.mailboxId))
    .where(eq(mailboxMembers.staffMemberId, staffId))
    .orderBy(asc(mailboxNameIn(language)), asc(mailboxes.id))
    .then((rows) => rows.map((r) => r.mailbox));
}

/** The members of these mailboxes (each once). */
export async function membersOf(db: DbOrTx, mailboxIds: readonly number[]): Promise<number[]> {
  if (mailboxIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: mailboxMembers.staffMemberId })
    .from(mailboxMembers)
    .where(inArray(mailboxMembers.mailboxId, [...mailboxIds]));
  return rows.map((r) => r.id);
}

/**
 * Active mailboxes matching `name` (part of it) and `words`, in any of their names (Polish, English,
 * Ukrainian: a reader finds a mailbox by the name she sees), those accepting patients' messages only when asked.
 */
function mailboxSearch(filter: MailboxFilter) {
  const words = (filter.words ?? '').split(/\s+/).filter(Boolean);
  const named = (column: PgColumn) =>
    and(filter.name ? sql`${column} ilike ${containsPattern(filter.name)}` : undefined, ...words.map((w) => sql`${column} ilike ${containsPattern(w)}`));
  return and(
    eq(mailboxes.active, true),
    filter.forPatients ? eq(mailboxes.acceptsPatientMessages, true) : undefined,
    filter.name || words.length > 0 ? or(named(mailboxes.name), named(mailboxes.nameEn), named(mailboxes.nameUk)) : undefined,
  );
}

/** A mailbox search: part of one of its names, or (`words`) each word in one of its names; `forPatients`: only those accepting patients' messages. */
export interface MailboxFilter {
  name?: string;
  words?: string;
  forPatients?: boolean;
}

/** A page of the search, by name in the reader's `language`. */
export async function searchMailboxes(db: DbOrTx, filter: MailboxFilter, limit: number, offset: number, language: InterfaceLanguage): Promise<MailboxRow[]> {
  if (limit <= 0) return [];
  return db.select().from(mailboxes).where(mailboxSearch(filter)).orderBy(asc(mailboxNameIn(language)), asc(mailboxes.id)).limit(limit).offset(offset);
}

export async function countMailboxes(db: DbOrTx, filter: MailboxFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailboxes).where(mailboxSearch(filter));
  return Number(row.n);
}

/* Sending ------------------------------------------------------------------------------------------ */

/** Serialises the sends of one account within this transaction (the hourly limit cannot be passed twice at once). */
export async function lockAccountSends(db: DbOrTx, accountId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`msg:account:${accountId}`}))`);
}

/** How many messages the account sent since `since`, and when the oldest of them went. */
export async function sentSince(db: DbOrTx, accountId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: sql<string | Date | null>`min(${messages.createdAt})` })
    .from(messages)
    .where(and(eq(messages.senderAccountId, accountId), gte(messages.createdAt, since)));
  return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest) : null };
}

export type NewMessage = typeof messages.$inferInsert;
export type NewRecipient = Omit<typeof messageRecipients.$inferInsert, 'messageId' | 'createdAt' | 'title'>;

export async function insertMessage(db: DbOrTx, values: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  return row;
}

export async function insertRecipients(db: DbOrTx, message: Pick<MessageRow, 'id' | 'createdAt' | 'title'>, rows: readonly NewRecipient[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(messageRecipients).values(rows.map((r) => ({ ...r, messageId: message.id, createdAt: message.createdAt, title: message.title })));
}

export async function insertAttachments(db: DbOrTx, messageId: number, fileIds: readonly number[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.insert(messageAttachments).values(fileIds.map((fileId) => ({ messageId, fileId })));
}

export async function updateMessage(db: DbOrTx, id: number, change: Pick<NewMessage, 'categoryCode' | 'title' | 'content' | 'editedAt'>): Promise<void> {
  await db.update(messages).set(change).where(eq(messages.id, id));
}

export async function deleteRecipients(db: DbOrTx, messageId: number): Promise<void> {
  await db.delete(messageRecipients).where(eq(messageRecipients.messageId, messageId));
}

export async function deleteAttachments(db: DbOrTx, messageId: number, fileIds: readonly number[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.delete(messageAttachments).where(and(eq(messageAttachments.messageId, messageId), inArray(messageAttachments.fileId, [...fileIds])));
}

/** Deletes a message with its recipients and attachment links (cascade); answers the ids of its files. */
export async function deleteMessage(db: DbOrTx, id: number): Promise<number[]> {
  const files = await db.select({ fileId: messageAttachments.fileId }).from(messageAttachments).where(eq(messageAttachments.messageId, id));
  await db.delete(messageAttachments).where(eq(messageAttachments.messageId, id));
  // A reply to this message keeps its thread: its pointers to it become null (the foreign keys say so).
  await db.delete(messages).where(eq(messages.id, id));
  return files.map((f) => f.fileId);
}

export * from './message-lists-repository';

/* Reading state ------------------------------------------------------------------------------------ */

/** Marks the account's copy read once; answers when it was read (null: the account is no recipient). */
export async function markReadByAccount(db: DbOrTx, messageId: number, accountId: number, now: Date): Promise<Date | null> {
  const rows = await db
    .update(messageRecipients)
    .set({ readAt: sql`coalesce(${messageRecipients.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(messageRecipients.messageId, messageId), eq(messageRecipients.accountId, accountId)))
    .returning({ readAt: messageRecipients.readAt });
  const times = rows.map((r) => r.readAt).filter((d): d is Date => d !== null);
  return times.length ? new Date(Math.min(...times.map((d) => d.getTime()))) : null;
}

/**
 * Marks read, once, the member's own copy and her mailboxes' copies of a message; answers the copies
 * (mailbox ids of those newly read among them) — none: she is no recipient.
 */
export async function markReadByStaff(db: DbOrTx, messageId: number, staffId: number, now: Date): Promise<{ readAt: Date | null; newlyReadMailboxes: number[]; any: boolean }> {
  const mine = and(eq(messageRecipients.messageId, messageId), or(eq(messageRecipients.staffMemberId, staffId), sql`${messageRecipients.mailboxId} in ${mailboxesOfStaff(staffId)}`));
  const newly = await db
    .update(messageRecipients)
    .set({ readAt: now, readByStaffId: staffId })
    .where(and(mine, isNull(messageRecipients.readAt)))
    .returning({ mailboxId: messageRecipients.mailboxId });
  const [row] = await db
    .select({ n: count(), readAt: sql<string | Date | null>`min(${messageRecipients.readAt})` })
    .from(messageRecipients)
    .where(mine);
  return {
    readAt: row.readAt ? new Date(row.readAt) : null,
    newlyReadMailboxes: newly.map((r) => r.mailboxId).filter((id): id is number => id !== null),
    any: Number(row.n) > 0,
  };
}

/** Whether anybody has read the message. */
export async function readByAnyone(db: DbOrTx, messageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messageRecipients.id })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.messageId, messageId), sql`${messageRecipients.readAt} is not null`))
    .limit(1);
  return Boolean(row);
}

/** An account's unread messages and how many of them must be confirmed (the partial unread index). */
export async function unreadOfAccount(db: DbOrTx, accountId: number): Promise<{ unread: number; toConfirm: number }> {
  const [row] = await db
    .select({ unread: count(), toConfirm: sql<number>`count(*) filter (where ${messages.mustConfirm})` })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(eq(messageRecipients.accountId, accountId), isNull(messageRecipients.readAt)));
  return { unread: Number(row.unread), toConfirm: Number(row.toConfirm) };
}

/** A member's unread messages: her own box, and each of her mailboxes (mailbox id → count; own under null). */
export async function unreadOfStaff(db: DbOrTx, staffId: number): Promise<Map<number | null, number>> {
  const [own] = await db
    .select({ n: count() })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.staffMemberId, staffId), isNull(messageRecipients.readAt)));
  const boxes = await db
    .select({ mailboxId: messageRecipients.mailboxId, n: count() })
    .from(messageRecipients)
    .where(and(sql`${messageRecipients.mailboxId} in ${mailboxesOfStaff(staffId)}`, isNull(messageRecipients.readAt)))
    .groupBy(messageRecipients.mailboxId);
  const counts = new Map<number | null, number>([[null, Number(own.n)]]);
  for (const b of boxes) counts.set(b.mailboxId, Number(b.n));
  return counts;
}

/** Whether the member belongs to the mailbox. */
export async function isMember(db: DbOrTx, mailboxId: number, staffId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mailboxMembers.mailboxId })
    .from(mailboxMembers)
    .where(and(eq(mailboxMembers.mailboxId, mailboxId), eq(mailboxMembers.staffMemberId, staffId)));
  return Boolean(row);
}

/** Whether the file is attached to the message. */
export async function isAttached(db: DbOrTx, messageId: number, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messageAttachments.fileId })
    .from(messageAttachments)
    .where(and(eq(messageAttachments.messageId, messageId), eq(messageAttachments.fileId, fileId)));
  return Boolean(row);
}
